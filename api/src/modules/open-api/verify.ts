import crypto from 'node:crypto';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import {
  canonicalString,
  EMPTY_BODY_SHA256,
  NONCE_PATTERN,
  NONCE_TTL_SECONDS,
  OPENAPI_HEADERS,
  TIMESTAMP_SKEW_SECONDS,
} from '@aikc/shared/open-api/signing';
import type { ApiKeyRow, Database } from '../../db/schema.ts';
import { OpenApiError } from './open-error.ts';
import type { OpenApiRuntime } from './runtime.ts';

/** Opened secrets by key id and sealed value: AES-GCM once per key, not once per request. Bounded. */
const SECRET_CACHE_MAX = 2000;

export class RequestVerifier {
  private readonly secrets = new Map<string, string>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly rt: OpenApiRuntime,
  ) {}

  private secretOf(k: ApiKeyRow): string {
    const cacheKey = `${k.key_id}|${k.secret_enc}`;
    let s = this.secrets.get(cacheKey);
    if (s === undefined) {
      s = this.rt.box.open(k.secret_enc, k.key_id);
      if (this.secrets.size >= SECRET_CACHE_MAX) this.secrets.clear();
      this.secrets.set(cacheKey, s);
    }
    return s;
  }

  /**
   * Checks a request's credentials and returns its key, or throws the refusal. Order: credentials present,
   * timestamp within 5 minutes, nonce well-formed, key known and enabled, signature, then the nonce is recorded
   * (only after a valid signature, so nobody can burn another caller's nonces).
   */
  async verify(req: Request): Promise<ApiKeyRow> {
    const h = (name: string) => {
      const v = req.headers[name.toLowerCase()];
      return typeof v === 'string' ? v.trim() : '';
    };
    const keyId = h(OPENAPI_HEADERS.key);
    const ts = h(OPENAPI_HEADERS.timestamp);
    const nonce = h(OPENAPI_HEADERS.nonce);
    const sig = h(OPENAPI_HEADERS.signature).toLowerCase();
    if (!keyId || !ts || !nonce || !sig) throw new OpenApiError('missing_credentials');
    const nowSec = this.rt.now() / 1000;
    if (!/^\d{9,11}$/.test(ts) || Math.abs(nowSec - Number(ts)) > TIMESTAMP_SKEW_SECONDS)
      throw new OpenApiError('timestamp_expired');
    if (!NONCE_PATTERN.test(nonce)) throw new OpenApiError('nonce_invalid');
    const key =
      keyId.length <= 40
        ? await this.db.selectFrom('api_keys').selectAll().where('key_id', '=', keyId).executeTakeFirst()
        : undefined;
    if (!key || key.status === 'deleted') throw new OpenApiError('unknown_key');
    if (key.status !== 'active') throw new OpenApiError('key_disabled');
    const url = new URL(req.originalUrl, 'http://openapi.local');
    const raw = (req as { rawBody?: Buffer }).rawBody;
    const canonical = canonicalString({
      method: req.method,
      path: req.originalUrl.split('?')[0] as string,
      query: url.searchParams,
      timestamp: ts,
      nonce,
      bodySha256Hex: raw && raw.length ? crypto.createHash('sha256').update(raw).digest('hex') : EMPTY_BODY_SHA256,
    });
    const expected = crypto.createHmac('sha256', this.secretOf(key)).update(canonical, 'utf8').digest();
    const given = /^[0-9a-f]{64}$/.test(sig) ? Buffer.from(sig, 'hex') : Buffer.alloc(0);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
      throw new OpenApiError('signature_invalid');
    // Only the first request with this nonce wins, atomically in Redis or in the database (nonces.ts).
    if (!(await this.rt.nonces.claim(key.key_id, nonce, NONCE_TTL_SECONDS * 1000)))
      throw new OpenApiError('nonce_reused');
    return key;
  }
}
