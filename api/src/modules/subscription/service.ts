import { sql, type Kysely } from 'kysely';
import type { Page } from '@aikc/shared/schemas/common';
import {
  CHOICE_DIMENSIONS,
  dimensionSpec,
  SUBSCRIPTION_DIMENSION_KEYS,
  type SubscriptionConditions,
} from '@aikc/shared/schemas/subscription-conditions';
import type { DialectName } from '../../db/database.ts';
import { pageAndCount } from '../../db/page-query.ts';
import type { Database, SubscriptionsTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { ResultCode } from '@aikc/shared/result-codes';
import { rightStatus } from '../rights/guard.ts';
import { pushDimension } from '../push/dimensions.ts';
import { bumpSubscriptionVersion } from '../push/matcher.ts';
import { backfillSubscription } from './backfill.ts';

/** Subscriptions of the personal centre. Every query is scoped by the user id; another user's id is a 404. */
export type SubscriptionRow = Selectable<SubscriptionsTable>;

export interface SubscriptionCtx {
  db: Kysely<Database>;
  dialect: DialectName;
  userId: number;
  now: number;
}

/** The level's cap on active subscriptions (the `subscription` right: a cap, not a consumable); null is unlimited. */
export async function subscriptionLimit(db: Kysely<Database>, userId: number, now: number): Promise<number | null> {
  return (await rightStatus(db, userId, 'subscription', now)).limit;
}

/** How many of the user's subscriptions are active (what the level's cap counts). */
export async function activeCount(db: Kysely<Database>, userId: number): Promise<number> {
  const r = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('paused', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * Checks the cap inside the write's transaction. On PostgreSQL the user's row is locked first, so two
 * concurrent adds cannot both see room for one; SQLite transactions are serialized already.
 */
async function assertRoom(trx: Kysely<Database>, ctx: SubscriptionCtx): Promise<void> {
  if (ctx.dialect === 'postgres')
    await trx.selectFrom('users').select('id').where('id', '=', ctx.userId).forUpdate().execute();
  const limit = await subscriptionLimit(trx, ctx.userId, ctx.now);
  if (limit !== null && (await activeCount(trx, ctx.userId)) >= limit) {
    throw new AppError(
      ResultCode.FORBIDDEN,
      limit === 0
        ? '当前会员等级不支持政策订阅，请升级会员'
        : `当前会员等级最多同时启用${limit}个订阅，请暂停或删除已有订阅，或升级会员`,
    );
  }
}

/** Every id the conditions name must exist, in its dimension's vocabulary (labels of the right kind, agencies). */
async function assertKnown(db: Kysely<Database>, c: SubscriptionConditions): Promise<void> {
  const checks = CHOICE_DIMENSIONS.flatMap((k) => {
    const v = pushDimension(k).vocabulary;
    const ids = c[k].map(Number);
    return v && ids.length ? [{ label: dimensionSpec(k).label, v, ids }] : [];
  });
  const labelIds = [...new Set(checks.flatMap((x) => (x.v.table === 'labels' ? x.ids : [])))];
  const agencyIds = [...new Set(checks.flatMap((x) => (x.v.table === 'agencies' ? x.ids : [])))];
  const [labels, agencies] = await Promise.all([
    labelIds.length ? db.selectFrom('labels').select(['id', 'kind']).where('id', 'in', labelIds).execute() : [],
    agencyIds.length ? db.selectFrom('agencies').select('id').where('id', 'in', agencyIds).execute() : [],
  ]);
  const kind = new Map(labels.map((r) => [r.id, r.kind]));
  const agency = new Set(agencies.map((r) => r.id));
  for (const { label, v, ids } of checks) {
    const known =
      v.table === 'labels'
        ? ids.every((id) => (v.accepts as readonly string[]).includes(kind.get(id) ?? ''))
        : ids.every((id) => agency.has(id));
    if (!known) throw badRequest(`所选${label}不存在`);
  }
}

function normalized(c: SubscriptionConditions): SubscriptionConditions {
  return Object.fromEntries(
    SUBSCRIPTION_DIMENSION_KEYS.map((k) => [k, [...new Set<unknown>(c[k])]]),
  ) as SubscriptionConditions;
}

/** Saves a subscription and pushes it the last 30 days' matches once (backfill.ts); `backfilled` counts those. */
export async function addSubscription(
  ctx: SubscriptionCtx,
  name: string,
  conditions: SubscriptionConditions,
): Promise<SubscriptionRow & { backfilled: number }> {
  await assertKnown(ctx.db, conditions);
  return ctx.db.transaction().execute(async (trx) => {
    await assertRoom(trx, ctx);
    const row = await trx
      .insertInto('subscriptions')
      .values({
        user_id: ctx.userId,
        name,
        conditions: JSON.stringify(normalized(conditions)),
        created_at: ctx.now,
        updated_at: ctx.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await bumpSubscriptionVersion(trx);
    return { ...row, backfilled: await backfillSubscription(trx, row, normalized(conditions), ctx.now) };
  });
}

export async function ownSubscription(db: Kysely<Database>, userId: number, id: number): Promise<SubscriptionRow> {
  const row = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('订阅不存在');
  return row;
}

export async function editSubscription(
  ctx: SubscriptionCtx,
  id: number,
  name: string,
  conditions: SubscriptionConditions,
): Promise<SubscriptionRow> {
  await assertKnown(ctx.db, conditions);
  return ctx.db.transaction().execute(async (trx) => {
    await ownSubscription(trx, ctx.userId, id);
    await trx
      .updateTable('subscriptions')
      .set({ name, conditions: JSON.stringify(normalized(conditions)), updated_at: ctx.now })
      .where('id', '=', id)
      .execute();
    await bumpSubscriptionVersion(trx);
    return ownSubscription(trx, ctx.userId, id);
  });
}

export async function pauseSubscription(ctx: SubscriptionCtx, id: number, paused: boolean): Promise<SubscriptionRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await ownSubscription(trx, ctx.userId, id);
    if (Boolean(row.paused) === paused) return row;
    if (!paused) await assertRoom(trx, ctx);
    await trx
      .updateTable('subscriptions')
      .set({ paused: paused ? 1 : 0, updated_at: ctx.now })
      .where('id', '=', id)
      .execute();
    await bumpSubscriptionVersion(trx);
    return ownSubscription(trx, ctx.userId, id);
  });
}

export async function delSubscription(ctx: SubscriptionCtx, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await ownSubscription(trx, ctx.userId, id);
    await trx.deleteFrom('subscriptions').where('id', '=', id).execute();
    await bumpSubscriptionVersion(trx);
  });
}

export interface SubscriptionWithCounts extends SubscriptionRow {
  push_count: number;
  unread_count: number;
}

export async function listSubscriptions(
  db: Kysely<Database>,
  userId: number,
  page: number,
  pageSize: number,
): Promise<Page<SubscriptionWithCounts>> {
  const base = db.selectFrom('subscriptions').where('user_id', '=', userId);
  const { rows, total } = await pageAndCount(base, page, pageSize, (q) => q.selectAll().orderBy('id', 'desc'));
  const counts = rows.length
    ? await db
        .selectFrom('pushes')
        .select([
          'subscription_id',
          (eb) => eb.fn.countAll<number>().as('n'),
          sql<number>`sum(case when is_read = 0 then 1 else 0 end)`.as('unread'),
        ])
        .where(
          'subscription_id',
          'in',
          rows.map((r) => r.id),
        )
        .groupBy('subscription_id')
        .execute()
    : [];
  const by = new Map(counts.map((c) => [c.subscription_id, c]));
  return {
    list: rows.map((r) => ({
      ...r,
      push_count: Number(by.get(r.id)?.n ?? 0),
      unread_count: Number(by.get(r.id)?.unread ?? 0),
    })),
    current: page,
    pageSize,
    total,
  };
}
