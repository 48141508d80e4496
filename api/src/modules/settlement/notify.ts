import { effectiveMembership, planPurchase, toColumns } from '@aikc/shared/membership';
import { API_PACKAGE_LEVEL } from '@aikc/shared/open-api/packages';
import type { PaidLevel, PlanPeriod } from '@aikc/shared/rights';
import type { AppDeps } from '../../deps.ts';
import type { Kysely } from 'kysely';
import type { Database, OrderRow } from '../../db/schema.ts';
import { noticeOrderPaid, noticeOrderRefunded } from '../membership/notices.ts';
import { payOrderInfo } from '../membership/service.ts';
import { grantApiPackage } from '../open-api/quota.ts';
import { NotifyRejected, type NotifyRequest, type PaymentChannel, type VerifiedPayment } from '../payment/provider.ts';

/**
 * What became of a notification:
 * - granted: the order was paid and the membership granted (exactly once per order);
 * - duplicate: a replay, or another delivery of a payment already applied: acknowledged, nothing changes;
 * - refunded / refund_failed: money for an order that can no longer be paid (closed, or already paid through
 *   another transaction): never granted; refunded in full, or flagged in the log for a person when that fails;
 * - ignored: a genuine notification that is not a successful payment;
 * - rejected: not believed or not matching (signature, merchant, currency, order, amount): nothing changes.
 */
export type NotifyOutcome = 'granted' | 'duplicate' | 'refunded' | 'refund_failed' | 'ignored' | 'rejected';

const LATE_REASON = '订单已关闭后收到付款，款项已原路退回';
const DOUBLE_REASON = '订单已通过其他交易支付，重复付款已原路退回';

/** Verifies a notification and applies it; the route answers the provider from the outcome. */
export async function handleNotification(
  deps: AppDeps,
  channel: PaymentChannel,
  req: NotifyRequest,
  now: number,
): Promise<NotifyOutcome> {
  const log = deps.logger.child({ module: 'pay-notify', channel: channel.channel });
  let paid: VerifiedPayment | null;
  try {
    paid = await channel.verifyNotify(req);
  } catch (err) {
    log.warn(
      { reason: err instanceof NotifyRejected ? err.message : 'unreadable notification' },
      'payment notification rejected',
    );
    return 'rejected';
  }
  if (!paid) return 'ignored';
  const p = paid;
  const ctx = { orderNo: p.orderNo, txn: p.txnId, event: p.eventId, amount: p.amountFen };
  if (channel.merchantId && p.merchantId !== channel.merchantId) {
    log.warn({ ...ctx, merchant: p.merchantId }, 'payment notification for another merchant rejected');
    return 'rejected';
  }
  if (p.currency !== 'CNY') {
    log.warn({ ...ctx, currency: p.currency }, 'payment notification in another currency rejected');
    return 'rejected';
  }
  const { db, dialect } = deps.db;
  type Decision = { outcome: NotifyOutcome; order?: OrderRow; refund?: 'late' | 'double' };
  const decision: Decision = await db.transaction().execute(async (trx) => {
    let q = trx.selectFrom('orders').selectAll().where('order_no', '=', p.orderNo);
    if (dialect === 'postgres') q = q.forUpdate();
    const order = await q.executeTakeFirst();
    if (!order) {
      log.warn(ctx, 'payment notification for an unknown order rejected');
      return { outcome: 'rejected' };
    }
    if (p.amountFen !== order.amount_fen) {
      log.warn({ ...ctx, expected: order.amount_fen }, 'payment notification with a wrong amount rejected');
      return { outcome: 'rejected' };
    }
    // The event id makes a replay (same notification again, even concurrently) a no-op.
    const event = await trx
      .insertInto('pay_events')
      .values({
        channel: p.channel,
        event_id: p.eventId,
        order_no: p.orderNo,
        txn_id: p.txnId,
        amount_fen: p.amountFen,
        outcome: 'received',
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['channel', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!event) return { outcome: 'duplicate' };
    const setOutcome = async (outcome: NotifyOutcome) => {
      await trx.updateTable('pay_events').set({ outcome }).where('id', '=', event.id).execute();
    };
    if (order.provider_txn_id === p.txnId) {
      await setOutcome('duplicate');
      return { outcome: 'duplicate' };
    }
    if (order.status === 'pending' && order.expires_at > now && order.level === API_PACKAGE_LEVEL) {
      // An API package: the same order and payment, granting calls instead of a membership.
      const span = await grantApiPackage(trx, order, now);
      await markPaid(trx, order.id, p, now, span);
      await setOutcome('granted');
      await noticeOrderPaid(trx, order, now);
      return { outcome: 'granted', order };
    }
    if (order.status === 'pending' && order.expires_at > now) {
      const u = await (
        dialect === 'postgres'
          ? trx
              .selectFrom('users')
              .select(['vip_level', 'vip_end_time', 'next_vip_level', 'next_vip_end_time'])
              .where('id', '=', order.user_id)
              .forUpdate()
          : trx
              .selectFrom('users')
              .select(['vip_level', 'vip_end_time', 'next_vip_level', 'next_vip_end_time'])
              .where('id', '=', order.user_id)
      ).executeTakeFirstOrThrow();
      const plan = planPurchase(effectiveMembership(u, now), order.level as PaidLevel, order.period as PlanPeriod, now);
      await markPaid(trx, order.id, p, now, plan);
      await trx
        .updateTable('users')
        .set({ ...toColumns(plan.after), updated_at: now })
        .where('id', '=', order.user_id)
        .execute();
      await setOutcome('granted');
      await noticeOrderPaid(trx, order, now);
      return { outcome: 'granted', order };
    }
    // Money for an order that can no longer take it: never granted, given back.
    if (order.status === 'pending') {
      await trx
        .updateTable('orders')
        .set({ status: 'closed', closed_at: order.expires_at })
        .where('id', '=', order.id)
        .execute();
    }
    const kind = order.status === 'paid' ? 'double' : 'late';
    return { outcome: 'refunded', order, refund: kind };
  });

  if (decision.outcome === 'granted') log.info(ctx, 'order paid, membership granted');
  if (decision.outcome === 'duplicate') log.info(ctx, 'duplicate payment notification acknowledged');
  if (decision.refund && decision.order) {
    const o = decision.order;
    const reason = decision.refund === 'late' ? LATE_REASON : DOUBLE_REASON;
    let outcome: NotifyOutcome = 'refunded';
    try {
      await channel.refund(payOrderInfo(o), p.txnId, p.amountFen, reason);
      if (decision.refund === 'late') {
        await db
          .updateTable('orders')
          .set({ status: 'refunded', refund_reason: reason, pay_channel: p.channel, provider_txn_id: p.txnId })
          .where('id', '=', o.id)
          .where('status', '=', 'closed')
          .execute();
      }
      log.warn({ ...ctx, kind: decision.refund }, 'payment for an order that could not take it refunded');
      await noticeOrderRefunded(db, o, reason, now);
    } catch (err) {
      outcome = 'refund_failed';
      // Flagged for a person: the money arrived, nothing was granted, and the refund did not go through.
      log.error(
        { ...ctx, kind: decision.refund, err: err instanceof Error ? err.message : String(err) },
        'REFUND NEEDED: automatic refund failed',
      );
    }
    await db
      .updateTable('pay_events')
      .set({ outcome })
      .where('channel', '=', p.channel)
      .where('event_id', '=', p.eventId)
      .execute();
    return outcome;
  }
  return decision.outcome;
}

/** The pending order becomes paid by this payment for the span it grants; the row lock makes a change under it a bug. */
async function markPaid(
  trx: Kysely<Database>,
  orderId: number,
  p: VerifiedPayment,
  now: number,
  span: { starts_at: number | null; ends_at: number | null },
): Promise<void> {
  const r = await trx
    .updateTable('orders')
    .set({
      status: 'paid',
      paid_at: now,
      pay_channel: p.channel,
      provider_txn_id: p.txnId,
      starts_at: span.starts_at,
      ends_at: span.ends_at,
    })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new Error('order changed under a row lock');
}
