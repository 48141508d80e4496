import { generateSecret, generateURI, verify } from 'otplib';
import type { Kysely } from 'kysely';
import { STAFF_IDLE_MS } from '@aikc/shared/admin/schemas/auth';
import type { Database, StaffRow } from '../../db/schema.ts';
import { hashToken, newToken } from '../../http/auth.ts';
import { unauthorized } from '../../http/errors.ts';

/**
 * Staff sessions: a bearer token (only its sha256 is stored), ended by logout, by the staff member being
 * disabled, or by 30 minutes without a call. `last_seen` moves at most every 15 s, so a busy page does not write
 * on every request.
 */
const TOUCH_EVERY_MS = 15_000;
export const IDLE_MESSAGE = '登录已超时，请重新登录';
export const TOTP_ISSUER = 'AI科策云运营后台';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, mobile: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: mobile, secret });
}

/** A 6-digit code of the current 30 s step, one step either side tolerated for clock drift. */
export async function totpValid(secret: string, token: string, nowMs: number): Promise<boolean> {
  try {
    const r = await verify({ secret, token, epoch: Math.floor(nowMs / 1000), epochTolerance: 30 });
    return r.valid;
  } catch {
    return false;
  }
}

export async function openSession(db: Kysely<Database>, staffId: number, ip: string, now: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto('staff_sessions')
    .values({ staff_id: staffId, token_hash: hashToken(token), ip: ip.slice(0, 64), created_at: now, last_seen: now })
    .execute();
  return token;
}

/**
 * The staff member behind a bearer token, or a 401: unknown or ended token, disabled staff, or idle too long
 * (登录已超时; the session is ended then, so it cannot come back).
 */
export async function staffForToken(db: Kysely<Database>, token: string | null, now: number): Promise<StaffRow> {
  if (!token) throw unauthorized('请先登录运营后台');
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .selectAll('staff')
    .select(['staff_sessions.id as session_id', 'staff_sessions.last_seen', 'staff_sessions.ended_at'])
    .where('staff_sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.ended_at !== null || row.disabled) throw unauthorized('登录已失效，请重新登录');
  if (now - row.last_seen > STAFF_IDLE_MS) {
    await db.updateTable('staff_sessions').set({ ended_at: now }).where('id', '=', row.session_id).execute();
    throw unauthorized(IDLE_MESSAGE);
  }
  if (now - row.last_seen > TOUCH_EVERY_MS)
    await db.updateTable('staff_sessions').set({ last_seen: now }).where('id', '=', row.session_id).execute();
  const { session_id: _s, last_seen: _l, ended_at: _e, ...staff } = row;
  return staff;
}

export async function endSession(db: Kysely<Database>, token: string, now: number): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ ended_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('ended_at', 'is', null)
    .execute();
}
