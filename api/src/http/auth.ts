import crypto from 'node:crypto';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema.ts';

/** Tokens are 256-bit random values; only their sha256 is stored. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/**
 * The token of a request, from the Authorization header only. Cookies are deliberately ignored so that a
 * cross-site request can never act as the user (the API is CSRF-immune by construction).
 * Accepts both the bare token (as the portal sends it) and "Bearer <token>".
 */
export function tokenFromRequest(req: Request): string | null {
  const raw = req.get('authorization');
  if (!raw) return null;
  const token = raw.startsWith('Bearer ') ? raw.slice(7) : raw;
  return /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : null;
}

/** The live user behind a token, or null for a missing, expired, revoked or unknown one. */
export async function userForToken(db: Kysely<Database>, token: string, now = Date.now()): Promise<UserRow | null> {
  const row = await db
    .selectFrom('user_tokens')
    .innerJoin('users', 'users.id', 'user_tokens.user_id')
    .selectAll('users')
    .where('user_tokens.token_hash', '=', hashToken(token))
    .where('user_tokens.revoked_at', 'is', null)
    .where('user_tokens.expires_at', '>', now)
    .where('users.status', '=', 1)
    .executeTakeFirst();
  return row ?? null;
}
