import crypto from 'node:crypto';

/**
 * Short-lived signed tokens that let the renderer's browser read one document's data without a user session.
 * HMAC-SHA256 over `purpose.id.userId.expiry` with a key made at process start: a token is only ever checked by
 * the process that issued it (the render runs inside the call that asked for it), so no key is configured.
 */
export class RenderTokens {
  private readonly key = crypto.randomBytes(32);
  constructor(private readonly ttlMs = 60_000) {}

  issue(purpose: string, id: number, userId: number, now = Date.now()): string {
    const body = `${purpose}.${id}.${userId}.${now + this.ttlMs}`;
    return `${Buffer.from(body).toString('base64url')}.${this.sign(body)}`;
  }

  /** The user and id a valid, unexpired token for `purpose` names, or null. */
  verify(token: string, purpose: string, now = Date.now()): { id: number; userId: number } | null {
    const [b64, mac] = token.split('.');
    if (!b64 || !mac) return null;
    const body = Buffer.from(b64, 'base64url').toString();
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    const [p, id, userId, exp] = body.split('.');
    if (p !== purpose || Number(exp) < now) return null;
    return { id: Number(id), userId: Number(userId) };
  }

  private sign(body: string): string {
    return crypto.createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
