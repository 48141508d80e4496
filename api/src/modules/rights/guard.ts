import { sql, type Kysely } from 'kysely';
import { effectiveMembership, nextResetAt, periodKey } from '@aikc/shared/membership';
import { ResultCode } from '@aikc/shared/result-codes';
import { RIGHTS, allowanceOf, rightDef, UPGRADE_PATH, type RightKey } from '@aikc/shared/rights';
import type { MyRightsResult, RightsExhaustedData, RightStatus } from '@aikc/shared/schemas/membership';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { formatDateTime } from '../../lib/time.ts';
import { presentMembership } from './presenter.ts';

/** The rights guard's refusal: code 403, a message naming the right, and `data` saying where to upgrade. */
export class RightsExhaustedError extends AppError {
  constructor(right: RightKey) {
    const def = rightDef(right);
    const when = def.reset === 'day' ? '今日' : def.reset === 'month' ? '本月' : '';
    const data: RightsExhaustedData = { right, remaining: 0, upgrade_url: UPGRADE_PATH };
    super(
      ResultCode.FORBIDDEN,
      `您${when}的「${def.label}」次数已用完（剩余0${def.unit}），开通或升级会员可获得更多次数`,
      data,
    );
  }
}

async function membershipOf(db: Kysely<Database>, userId: number, now: number) {
  const u = await db
    .selectFrom('users')
    .select(['vip_level', 'vip_end_time', 'next_vip_level', 'next_vip_end_time'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return effectiveMembership(u, now);
}

/**
 * THE rights guard: checks and spends `amount` of `right` for `userId` inside the caller's transaction `trx`,
 * so the spend commits or rolls back with the work it pays for. One conditional upsert does both the check and
 * the spend (`used + amount <= limit` in the ON CONFLICT's WHERE), so concurrent callers cannot both take the
 * last unit, on SQLite and PostgreSQL alike. Throws RightsExhaustedError when not enough is left.
 * Returns what is left afterwards (null = unlimited).
 */
export async function consumeRight(
  trx: Kysely<Database>,
  userId: number,
  right: RightKey,
  amount = 1,
  now = Date.now(),
): Promise<{ remaining: number | null }> {
  const spent = await tryConsumeRight(trx, userId, right, amount, now);
  if (!spent) throw new RightsExhaustedError(right);
  return spent;
}

/** consumeRight for callers with somewhere else to go when the right is used up (the open API's packages): null instead of a refusal. */
export async function tryConsumeRight(
  trx: Kysely<Database>,
  userId: number,
  right: RightKey,
  amount = 1,
  now = Date.now(),
): Promise<{ remaining: number | null } | null> {
  if (!Number.isInteger(amount) || amount < 1)
    throw new Error(`consumeRight: amount must be a positive integer, got ${amount}`);
  const def = rightDef(right);
  const { level } = await membershipOf(trx, userId, now);
  const allowance = allowanceOf(level, right);
  const limit = allowance === 'unlimited' ? null : allowance;
  if (limit !== null && amount > limit) return null;
  const row = await trx
    .insertInto('right_usage')
    .values({ user_id: userId, right_key: right, period_key: periodKey(def.reset, now), used: amount, updated_at: now })
    .onConflict((oc) => {
      const update = oc
        .columns(['user_id', 'right_key', 'period_key'])
        .doUpdateSet({ used: sql<number>`right_usage.used + ${amount}`, updated_at: now });
      return limit === null ? update : update.where(sql<number>`right_usage.used + ${amount}`, '<=', limit);
    })
    .returning('used')
    .executeTakeFirst();
  if (!row) return null;
  return { remaining: limit === null ? null : limit - Number(row.used) };
}

/**
 * Gives back `amount` of a right, never below zero: a standing right (reset 'none', e.g. a deleted subscription), or a
 * failed job's spend (pass the time of the spend as `now`, so it goes back to the day or month it was taken from).
 */
export async function releaseRight(
  trx: Kysely<Database>,
  userId: number,
  right: RightKey,
  amount = 1,
  now = Date.now(),
): Promise<void> {
  const def = rightDef(right);
  await trx
    .updateTable('right_usage')
    .set({ used: sql<number>`case when used > ${amount} then used - ${amount} else 0 end`, updated_at: now })
    .where('user_id', '=', userId)
    .where('right_key', '=', right)
    .where('period_key', '=', periodKey(def.reset, now))
    .execute();
}

/** Every right of a user with used / remaining / reset time, and the membership in force (我的权益). */
export async function remainingRights(db: Kysely<Database>, userId: number, now = Date.now()): Promise<MyRightsResult> {
  const m = await membershipOf(db, userId, now);
  const keys = RIGHTS.map((r) => periodKey(r.reset, now));
  const rows = await db
    .selectFrom('right_usage')
    .select(['right_key', 'period_key', 'used'])
    .where('user_id', '=', userId)
    .where('period_key', 'in', [...new Set(keys)])
    .execute();
  const used = new Map(rows.map((r) => [`${r.right_key}|${r.period_key}`, Number(r.used)]));
  const rights: RightStatus[] = RIGHTS.map((r) => {
    const a = r.allowance[m.level];
    const n = used.get(`${r.key}|${periodKey(r.reset, now)}`) ?? 0;
    const limit = a === 'unlimited' ? null : a;
    const reset = nextResetAt(r.reset, now);
    return {
      key: r.key,
      label: r.label,
      unit: r.unit,
      reset: r.reset,
      limit,
      used: n,
      remaining: limit === null ? null : Math.max(0, limit - n),
      reset_at: reset === null ? '' : formatDateTime(reset).slice(0, 16),
    };
  });
  return { membership: presentMembership(m), rights };
}

/** is_have_rights_count: one right's status. */
export async function rightStatus(
  db: Kysely<Database>,
  userId: number,
  right: RightKey,
  now = Date.now(),
): Promise<RightStatus> {
  const all = await remainingRights(db, userId, now);
  return all.rights.find((r) => r.key === right) as RightStatus;
}
