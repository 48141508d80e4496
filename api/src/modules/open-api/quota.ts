import { sql, type Kysely } from 'kysely';
import { effectiveMembership, periodKey } from '@aikc/shared/membership';
import {
  API_PACKAGES,
  apiPackage,
  type ApiOrderResult,
  type ApiPackageStatus,
  API_PACKAGE_STATUS_NAMES,
} from '@aikc/shared/open-api/packages';
import { allowanceOf, rightDef } from '@aikc/shared/rights';
import { VIP_LEVEL_NAMES } from '@aikc/shared/vip';
import type { ApiPackageRow, Database, OrderRow } from '../../db/schema.ts';
import { formatDate, todayCst } from '../../lib/time.ts';
import { tryConsumeRight } from '../rights/guard.ts';

const DAY_MS = 86_400_000;

/**
 * Open API quota: today's membership allowance of the `open_api` right (rights table, spent through the rights
 * guard like every other right) first, then the user's packages, the one expiring soonest first. Both spends
 * are conditional updates inside the caller's transaction, so concurrent calls never overdraw.
 */
export class QuotaExhaustedError extends Error {
  constructor() {
    super('open API quota exhausted');
  }
}

/**
 * Spends one call of the package expiring soonest; false when none has a call left. One statement: the
 * package is chosen and charged by the same UPDATE, whose `used < calls` is checked again on the row it
 * locks. Under PostgreSQL's READ COMMITTED a concurrent spend can fill the chosen package between the
 * choice and the lock; then nothing was updated and the next package is tried.
 */
async function spendPackage(trx: Kysely<Database>, userId: number, now: number): Promise<boolean> {
  for (let attempt = 0; attempt < 8; attempt++) {
    // Per call of the open API: a template, not a query builder, since building cost more than running it.
    const r = await sql`
      update api_packages set used = used + 1
      where used < calls and id = (
        select id from api_packages
        where user_id = ${userId} and starts_at <= ${now} and expires_at > ${now} and used < calls
        order by expires_at, id limit 1)`.execute(trx);
    if (Number(r.numAffectedRows) === 1) return true;
    if (!(await packagesLeft(trx, userId, now))) return false;
  }
  return false;
}

/** When each key's last_used_at was last written by this process: the column needs minutes, not every call. */
const LAST_USED_EVERY_MS = 60_000;

/**
 * Spends one call (today's membership allowance, else a package) and counts it for the key today, inside the
 * caller's transaction. Returns the calls left afterwards (null: unlimited). Throws QuotaExhaustedError.
 * `lastUsed` remembers per key when "last used" was written, so that write happens about once a minute.
 */
export async function spendCall(
  trx: Kysely<Database>,
  userId: number,
  keyRef: number,
  now: number,
  lastUsed?: Map<number, number>,
): Promise<number | null> {
  const fromAllowance = await tryConsumeRight(trx, userId, 'open_api', 1, now);
  if (!fromAllowance && !(await spendPackage(trx, userId, now))) throw new QuotaExhaustedError();
  const allowanceLeft = fromAllowance ? fromAllowance.remaining : 0;
  await sql`
    insert into api_usage_daily (key_ref, day, calls) values (${keyRef}, ${todayCst(now)}, 1)
    on conflict (key_ref, day) do update set calls = api_usage_daily.calls + 1`.execute(trx);
  if (!lastUsed || now - (lastUsed.get(keyRef) ?? 0) >= LAST_USED_EVERY_MS) {
    await trx
      .updateTable('api_keys')
      .set({ last_used_at: now })
      .where('id', '=', keyRef)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', now - LAST_USED_EVERY_MS)]))
      .execute();
    if (lastUsed) {
      if (lastUsed.size >= 10_000) lastUsed.clear();
      lastUsed.set(keyRef, now);
    }
  }
  return allowanceLeft === null ? null : allowanceLeft + (await packagesLeft(trx, userId, now));
}

interface AllowanceNow {
  level: keyof typeof VIP_LEVEL_NAMES;
  limit: number | null;
  used: number;
}

async function allowanceToday(db: Kysely<Database>, userId: number, now: number): Promise<AllowanceNow> {
  const u = await db
    .selectFrom('users')
    .select(['vip_level', 'vip_end_time', 'next_vip_level', 'next_vip_end_time'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const { level } = effectiveMembership(u, now);
  const a = allowanceOf(level, 'open_api');
  const row = await db
    .selectFrom('right_usage')
    .select('used')
    .where('user_id', '=', userId)
    .where('right_key', '=', 'open_api')
    .where('period_key', '=', periodKey(rightDef('open_api').reset, now))
    .executeTakeFirst();
  return { level, limit: a === 'unlimited' ? null : a, used: Number(row?.used ?? 0) };
}

async function packagesLeft(db: Kysely<Database>, userId: number, now: number): Promise<number> {
  const r = await sql<{ left: number | string }>`
    select coalesce(sum(calls - used), 0) as "left" from api_packages
    where user_id = ${userId} and starts_at <= ${now} and expires_at > ${now}`.execute(db);
  return Number(r.rows[0]?.left ?? 0);
}

/** Calls left now: packages plus what is left of today's allowance; null when the allowance is unlimited. */
export async function remainingCalls(db: Kysely<Database>, userId: number, now: number): Promise<number | null> {
  const [a, p] = await Promise.all([allowanceToday(db, userId, now), packagesLeft(db, userId, now)]);
  return a.limit === null ? null : Math.max(0, a.limit - a.used) + p;
}

/** Grants the package of a paid order (called by the payment notification inside its transaction). Idempotent per order. */
export async function grantApiPackage(
  trx: Kysely<Database>,
  order: OrderRow,
  now: number,
): Promise<{ starts_at: number; ends_at: number }> {
  const pkg = apiPackage(order.period);
  if (!pkg) throw new Error(`order ${order.order_no} names an unknown API package ${order.period}`);
  const ends = now + pkg.days * DAY_MS;
  await trx
    .insertInto('api_packages')
    .values({
      order_id: order.id,
      user_id: order.user_id,
      code: pkg.code,
      calls: pkg.calls,
      used: 0,
      starts_at: now,
      expires_at: ends,
      created_at: now,
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
  return { starts_at: now, ends_at: ends };
}

function packageStatus(p: ApiPackageRow, now: number): ApiPackageStatus {
  if (p.expires_at <= now) return 'expired';
  return p.used >= p.calls ? 'used_up' : 'active';
}

/** api_order: the user's packages with usage, today's allowance and what is for sale. */
export async function apiOrderSummary(db: Kysely<Database>, userId: number, now: number): Promise<ApiOrderResult> {
  const rows = await db
    .selectFrom('api_packages as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .selectAll('p')
    .select('o.order_no')
    .where('p.user_id', '=', userId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  const a = await allowanceToday(db, userId, now);
  const packages = rows.map((p) => {
    const status = packageStatus(p, now);
    return {
      id: p.id,
      order_no: p.order_no,
      code: p.code,
      name: apiPackage(p.code)?.name ?? p.code,
      calls: p.calls,
      used: p.used,
      remaining: status === 'active' ? p.calls - p.used : 0,
      starts_at: formatDate(p.starts_at),
      expires_at: formatDate(p.expires_at),
      status,
      status_name: API_PACKAGE_STATUS_NAMES[status],
    };
  });
  const allowanceLeft = a.limit === null ? null : Math.max(0, a.limit - a.used);
  const pkgLeft = packages.reduce((s, p) => s + p.remaining, 0);
  return {
    packages,
    membership: { level_name: VIP_LEVEL_NAMES[a.level], limit: a.limit, used: a.used, remaining: allowanceLeft },
    total_remaining: allowanceLeft === null ? null : allowanceLeft + pkgLeft,
    offers: API_PACKAGES.map((p) => ({
      code: p.code,
      name: p.name,
      calls: p.calls,
      days: p.days,
      price_fen: p.price_fen,
    })),
  };
}
