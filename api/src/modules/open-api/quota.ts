import { sql, type Kysely } from 'kysely';
import { effectiveMembership, periodKey } from '@aikc/shared/membership';
import { API_PACKAGES, apiPackage, type ApiOrderResult, type ApiPackageStatus, API_PACKAGE_STATUS_NAMES } from '@aikc/shared/open-api/packages';
import { allowanceOf, rightDef } from '@aikc/shared/rights';
import { VIP_LEVEL_NAMES } from '@aikc/shared/vip';
import type { ApiPackageRow, Database, OrderRow } from '../../db/schema.ts';
import { formatDate, todayCst } from '../../lib/time.ts';
import { consumeRight, RightsExhaustedError } from '../rights/guard.ts';

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

/** Spends one call of a package; false when none has a call left. */
async function spendPackage(trx: Kysely<Database>, userId: number, now: number): Promise<boolean> {
  // A package can fill up between choosing it and updating it: then the next one is tried.
  for (let attempt = 0; attempt < 8; attempt++) {
    const pick = await trx
      .selectFrom('api_packages')
      .select('id')
      .where('user_id', '=', userId)
      .where('starts_at', '<=', now)
      .where('expires_at', '>', now)
      .whereRef('used', '<', 'calls')
      .orderBy('expires_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!pick) return false;
    const r = await trx
      .updateTable('api_packages')
      .set({ used: sql<number>`used + 1` })
      .where('id', '=', pick.id)
      .whereRef('used', '<', 'calls')
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 1) return true;
  }
  return false;
}

/** Spends one call (membership allowance, else a package) and counts it for the key today. Throws QuotaExhaustedError. */
export async function spendCall(trx: Kysely<Database>, userId: number, keyRef: number, now: number): Promise<void> {
  let spent = false;
  try {
    await consumeRight(trx, userId, 'open_api', 1, now);
    spent = true;
  } catch (err) {
    if (!(err instanceof RightsExhaustedError)) throw err;
  }
  if (!spent && !(await spendPackage(trx, userId, now))) throw new QuotaExhaustedError();
  await trx
    .insertInto('api_usage_daily')
    .values({ key_ref: keyRef, day: todayCst(now), calls: 1 })
    .onConflict((oc) => oc.columns(['key_ref', 'day']).doUpdateSet({ calls: sql<number>`api_usage_daily.calls + 1` }))
    .execute();
  // At most one write a minute per key for "last used": the usage row above is the record that counts.
  await trx
    .updateTable('api_keys')
    .set({ last_used_at: now })
    .where('id', '=', keyRef)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', now - 60_000)]))
    .execute();
}

interface AllowanceNow {
  level: keyof typeof VIP_LEVEL_NAMES;
  limit: number | null;
  used: number;
}

async function allowanceToday(db: Kysely<Database>, userId: number, now: number): Promise<AllowanceNow> {
  const u = await db.selectFrom('users').select(['vip_level', 'vip_end_time', 'next_vip_level', 'next_vip_end_time']).where('id', '=', userId).executeTakeFirstOrThrow();
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
  const r = await db
    .selectFrom('api_packages')
    .select(sql<number>`coalesce(sum(calls - used), 0)`.as('left'))
    .where('user_id', '=', userId)
    .where('starts_at', '<=', now)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(r.left);
}

/** Calls left now: packages plus what is left of today's allowance; null when the allowance is unlimited. */
export async function remainingCalls(db: Kysely<Database>, userId: number, now: number): Promise<number | null> {
  const [a, p] = await Promise.all([allowanceToday(db, userId, now), packagesLeft(db, userId, now)]);
  return a.limit === null ? null : Math.max(0, a.limit - a.used) + p;
}

/** Grants the package of a paid order (called by the payment notification inside its transaction). Idempotent per order. */
export async function grantApiPackage(trx: Kysely<Database>, order: OrderRow, now: number): Promise<{ starts_at: number; ends_at: number }> {
  const pkg = apiPackage(order.period);
  if (!pkg) throw new Error(`order ${order.order_no} names an unknown API package ${order.period}`);
  const ends = now + pkg.days * DAY_MS;
  await trx
    .insertInto('api_packages')
    .values({ order_id: order.id, user_id: order.user_id, code: pkg.code, calls: pkg.calls, used: 0, starts_at: now, expires_at: ends, created_at: now })
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
    offers: API_PACKAGES.map((p) => ({ code: p.code, name: p.name, calls: p.calls, days: p.days, price_fen: p.price_fen })),
  };
}
