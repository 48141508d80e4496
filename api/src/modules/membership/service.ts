import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { effectiveMembership, planPurchase } from '@aikc/shared/membership';
import { API_PACKAGE_LEVEL, apiPackage } from '@aikc/shared/open-api/packages';
import { PERIOD_NAMES, type PaidLevel, type PlanPeriod } from '@aikc/shared/rights';
import {
  ORDER_TTL_MS,
  type ApplyInvoiceInput,
  type CreateOrderInput,
  type OrderStatus,
} from '@aikc/shared/schemas/membership';
import { VIP_LEVEL_NAMES } from '@aikc/shared/vip';
import type { Database, OrderRow } from '../../db/schema.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../http/errors.ts';
import type { PayOrderInfo } from '../payment/provider.ts';
import { tokenUsers } from '../user-events/feed.ts';
import { noticeInvoiceApplied, noticeInvoiceIssued } from './notices.ts';

/** Unpaid orders one user may hold at once (each closes by itself after 15 minutes). */
const MAX_PENDING = 5;

/** KC + China-time yyyyMMddHHmmss + 6 random digits. */
function newOrderNo(now: number): string {
  const t = new Date(now + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `KC${t}${String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

async function membershipColumns(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['vip_level', 'vip_end_time', 'next_vip_level', 'next_vip_end_time'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The current membership of a user and what each plan would cost and give them now. */
export async function quotePlans(db: Kysely<Database>, userId: number, now: number) {
  const m = effectiveMembership(await membershipColumns(db, userId), now);
  return { membership: m, quote: (level: PaidLevel, period: PlanPeriod) => planPurchase(m, level, period, now) };
}

/** Closes the pending orders past their 15 minutes (of one user, or one order). Idempotent. */
async function closeExpired(
  db: Kysely<Database>,
  now: number,
  scope: { userId?: number; orderNo?: string; orderNos?: string[] },
): Promise<void> {
  let q = db
    .updateTable('orders')
    .set((eb) => ({ status: 'closed', closed_at: eb.ref('expires_at') }))
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now);
  if (scope.userId !== undefined) q = q.where('user_id', '=', scope.userId);
  if (scope.orderNo !== undefined) q = q.where('order_no', '=', scope.orderNo);
  if (scope.orderNos !== undefined) q = q.where('order_no', 'in', scope.orderNos);
  await q.execute();
}

/** What an order is for and what it costs, decided by the caller from the server's own tables. */
type OrderPricing = Pick<OrderRow, 'level' | 'period' | 'kind' | 'rule' | 'price_fen' | 'credit_fen' | 'amount_fen'>;

/**
 * Stores an order as 待支付 for 15 minutes: the one place orders are created (memberships here, API packages in
 * open-api/orders.ts), so the limit of unpaid orders per user holds for both.
 */
export async function insertPendingOrder(
  db: Kysely<Database>,
  userId: number,
  pricing: OrderPricing,
  now: number,
): Promise<OrderRow> {
  await closeExpired(db, now, { userId });
  const pending = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  if (Number(pending.n) >= MAX_PENDING) throw tooManyRequests('您有多笔待支付订单，请先完成支付或取消后再下单');
  return db
    .insertInto('orders')
    .values({
      ...pricing,
      order_no: newOrderNo(now),
      user_id: userId,
      status: 'pending',
      created_at: now,
      expires_at: now + ORDER_TTL_MS,
      paid_at: null,
      closed_at: null,
      pay_channel: null,
      provider_txn_id: null,
      starts_at: null,
      ends_at: null,
      refund_reason: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Prices a membership order from the server's table (never from the request) and stores it as 待支付. */
export async function createOrder(
  db: Kysely<Database>,
  userId: number,
  input: CreateOrderInput,
  now: number,
): Promise<OrderRow> {
  const { quote } = await quotePlans(db, userId, now);
  const plan = quote(input.level, input.period);
  return insertPendingOrder(
    db,
    userId,
    {
      level: input.level,
      period: input.period,
      kind: plan.kind,
      rule: plan.rule,
      price_fen: plan.price_fen,
      credit_fen: plan.credit_fen,
      amount_fen: plan.amount_fen,
    },
    now,
  );
}

/** One of the user's own orders; another user's order number reads exactly like an unknown one. */
export async function ownOrder(db: Kysely<Database>, userId: number, orderNo: string, now: number): Promise<OrderRow> {
  await closeExpired(db, now, { orderNo });
  const o = await db
    .selectFrom('orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!o) throw notFound('订单不存在');
  return o;
}

/**
 * The status of many orders, each asked with a login token (the gateway's batched order poll): an order's
 * status only when the token still logs in its owner (the rule of `ownOrder`), else null, in the asked order.
 */
export async function orderStatusesForTokens(
  db: Kysely<Database>,
  asked: { order_no: string; token: string }[],
  now: number,
): Promise<(OrderStatus | null)[]> {
  const orderNos = [...new Set(asked.map((a) => a.order_no))];
  const read = () =>
    db
      .selectFrom('orders')
      .select(['order_no', 'user_id', 'status', 'expires_at'])
      .where('order_no', 'in', orderNos)
      .execute();
  const users = await tokenUsers(db, [...new Set(asked.map((a) => a.token))], now);
  let rows = await read();
  // This runs every second for every watched order: it writes only when one of them is due to close.
  const due = rows.filter((r) => r.status === 'pending' && r.expires_at <= now).map((r) => r.order_no);
  if (due.length > 0) {
    await closeExpired(db, now, { orderNos: due });
    rows = await read();
  }
  const byNo = new Map(rows.map((r) => [r.order_no, r]));
  return asked.map((a) => {
    const row = byNo.get(a.order_no);
    const userId = users[a.token];
    return row && userId !== undefined && row.user_id === userId ? (row.status as OrderStatus) : null;
  });
}

/** Any order by its number, whoever owns it (the payment simulator's pages, which act as the provider). */
export async function orderByNo(db: Kysely<Database>, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

export async function cancelOrder(
  db: Kysely<Database>,
  userId: number,
  orderNo: string,
  now: number,
): Promise<OrderRow> {
  await ownOrder(db, userId, orderNo, now);
  const r = await db
    .updateTable('orders')
    .set({ status: 'closed', closed_at: now })
    .where('order_no', '=', orderNo)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw badRequest('该订单已支付或已关闭，无法取消');
  return ownOrder(db, userId, orderNo, now);
}

export function payOrderInfo(o: OrderRow): PayOrderInfo {
  // API packages (open-api/orders.ts) are orders of this table too: level 'api', period = the package code.
  if (o.level === API_PACKAGE_LEVEL)
    return {
      order_no: o.order_no,
      amount_fen: o.amount_fen,
      description: `AI科策云${apiPackage(o.period)?.name ?? '开放接口套餐'}`,
      expires_at: o.expires_at,
    };
  const level = VIP_LEVEL_NAMES[o.level as PaidLevel];
  return {
    order_no: o.order_no,
    amount_fen: o.amount_fen,
    description: `AI科策云${level}-${PERIOD_NAMES[o.period as PlanPeriod]}`,
    expires_at: o.expires_at,
  };
}

export async function listOrders(
  db: Kysely<Database>,
  userId: number,
  q: { page: number; page_size: number; status: OrderStatus | 'all' },
  now: number,
) {
  await closeExpired(db, now, { userId });
  let base = db.selectFrom('orders').where('user_id', '=', userId);
  if (q.status !== 'all') base = base.where('status', '=', q.status);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  const invoices = rows.length
    ? await db
        .selectFrom('invoices')
        .selectAll()
        .where(
          'order_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  return { rows, invoices: new Map(invoices.map((i) => [i.order_id, i])), total: Number(total.n) };
}

export async function invoiceOf(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** 申请发票 on a paid order: one per order, for the amount paid. */
export async function applyInvoice(
  db: Kysely<Database>,
  userId: number,
  input: ApplyInvoiceInput,
  now: number,
): Promise<void> {
  const o = await ownOrder(db, userId, input.order_no, now);
  if (o.status !== 'paid') throw badRequest('仅已支付的订单可以申请发票');
  const inserted = await db
    .insertInto('invoices')
    .values({
      order_id: o.id,
      user_id: userId,
      title_type: input.title_type,
      title: input.title,
      tax_no: input.title_type === 'company' ? input.tax_no : '',
      email: input.email,
      amount_fen: o.amount_fen,
      status: 'applied',
      created_at: now,
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw conflict('该订单已申请过发票');
  await noticeInvoiceApplied(db, o, input.email, now);
}

/**
 * 开具发票, by the operator who issued it (the admin token): the applied invoice of an order becomes 已开具 and the
 * user is told, once. Answers the order's owner for the caller to present.
 */
export async function issueInvoice(db: Kysely<Database>, orderNo: string, now: number): Promise<OrderRow> {
  return db.transaction().execute(async (trx) => {
    const o = await trx.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    const invoice = o ? await invoiceOf(trx, o.id) : undefined;
    if (!o || !invoice) throw notFound('该订单没有发票申请');
    const r = await trx
      .updateTable('invoices')
      .set({ status: 'issued' })
      .where('id', '=', invoice.id)
      .where('status', '=', 'applied')
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw conflict('该发票已开具');
    await noticeInvoiceIssued(trx, o, invoice.email, now);
    return o;
  });
}
