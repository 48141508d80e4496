import type { Kysely } from 'kysely';
import { TOKEN_TTL_MS } from '@aikc/shared/constants';
import type { Database } from '../src/db/schema.ts';
import { hashToken, newToken } from '../src/http/auth.ts';

let seq = 0;

/** Builds a user with a live token; returns both. Mobile numbers are unique per call. */
export async function buildUser(
  db: Kysely<Database>,
  over: Partial<{ mobile: string; username: string; vip_level: string; vip_end_time: number }> = {},
): Promise<{ id: number; token: string; mobile: string }> {
  seq += 1;
  const now = Date.now();
  const mobile = over.mobile ?? `139${String(10_000_000 + seq * 7919 + Math.floor(Math.random() * 1000)).slice(-8)}`;
  const user = await db
    .insertInto('users')
    .values({
      mobile,
      password_hash: null,
      username: over.username ?? '',
      avatar: '',
      vip_level: over.vip_level ?? 'normal',
      vip_end_time: over.vip_end_time ?? null,
      next_vip_level: null,
      next_vip_end_time: null,
      wx_openid: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = newToken();
  await db
    .insertInto('user_tokens')
    .values({
      user_id: user.id,
      token_hash: hashToken(token),
      platform: 'pc-web',
      created_at: now,
      expires_at: now + TOKEN_TTL_MS,
      revoked_at: null,
    })
    .execute();
  return { id: user.id, token, mobile };
}
