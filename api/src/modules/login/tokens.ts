import type { Request } from 'express';
import type { Kysely } from 'kysely';
import { PLATFORM_HEADER, TOKEN_TTL_MS } from '@aikc/shared/constants';
import type { Database } from '../../db/schema.ts';
import { hashToken, newToken, tokenFromRequest } from '../../http/auth.ts';

/** The Platform header (pc-web, h5, ...), trimmed to what the column holds. */
export function platformOf(req: Request): string {
  return (req.get(PLATFORM_HEADER) ?? '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);
}

/** Issues a 256-bit token valid for 7 days; only its sha256 is stored. */
export async function issueToken(db: Kysely<Database>, userId: number, platform: string, now: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto('user_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      platform,
      created_at: now,
      expires_at: now + TOKEN_TTL_MS,
      revoked_at: null,
    })
    .execute();
  return token;
}

/** Revokes the request's own token (logout). Unknown or already revoked tokens change nothing. */
export async function revokeRequestToken(db: Kysely<Database>, req: Request, now: number): Promise<void> {
  const token = tokenFromRequest(req);
  if (!token) return;
  await db
    .updateTable('user_tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live token of a user, except the one the request carries when `keep` is given (password change). */
export async function revokeUserTokens(
  db: Kysely<Database>,
  userId: number,
  now: number,
  keep?: Request,
): Promise<void> {
  const kept = keep ? tokenFromRequest(keep) : null;
  let q = db
    .updateTable('user_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (kept) q = q.where('token_hash', '<>', hashToken(kept));
  await q.execute();
}
