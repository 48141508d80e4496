import crypto from 'node:crypto';

/**
 * Key secrets at rest: AES-256-GCM under OPENAPI_SECRET_KEY, stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 * Hashing is not enough here: the server must recompute each request's HMAC, so it needs the secret; a database
 * dump without the key reveals none. The key id is bound in as additional data, so a ciphertext copied onto
 * another key row does not decrypt.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(hexKey: string) {
    this.key = Buffer.from(hexKey, 'hex');
    if (this.key.length !== 32) throw new Error('SecretBox: the key must be 32 bytes');
  }

  seal(plain: string, keyId: string): string {
    const iv = crypto.randomBytes(12);
    const c = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    c.setAAD(Buffer.from(keyId, 'utf8'));
    const ct = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
    return ['v1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
  }

  /** Throws when the ciphertext was altered, moved to another key id, or sealed under another key. */
  open(sealed: string, keyId: string): string {
    const [v, iv, tag, ct] = sealed.split('.');
    if (v !== 'v1' || !iv || !tag || !ct) throw new Error('SecretBox: unknown format');
    const d = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    d.setAAD(Buffer.from(keyId, 'utf8'));
    d.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([d.update(Buffer.from(ct, 'base64url')), d.final()]).toString('utf8');
  }
}

/** Used only outside production (the config refuses production without OPENAPI_SECRET_KEY). */
export const DEV_OPENAPI_SECRET_KEY = 'a1c0d3e5f70911b2c4d6e8f0a2b4c6d8e0f2a4b6c8d0e2f4a6b8c0d2e4f6a8b0';
