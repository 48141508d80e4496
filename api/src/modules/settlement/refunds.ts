import type { Kysely } from 'kysely';
import { effectiveMembership, toColumns, type PurchaseKind } from '@aikc/shared/membership';
import { refundMembership } from '@aikc/shared/membership-admin';
import { formatFen } from '@aikc/shared/rights';
import type { AppDeps } from '../../deps.ts';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { sendMessage } from '../message/service.ts';
import { ORDER_MESSAGE_TYPE } from '../membership/notices.ts';
import { NotifyRejected, type NotifyRequest, type PaymentChannel } from '../payment/provider.ts';

/**
 * Back-office refunds, applied exactly once. A refund row is created `pending` when staff ask (admin
 * orders-routes.ts); it becomes `success` in ONE conditional update (`where status = 'pending'`) inside the
 * transaction that also adds to the order's refunded amount, takes the refunded time off the membership
 * (shared/src/membership-admin.ts) and tells the member. A replayed notification, or two deliveries at once,
 * find the row no longer pending (PostgreSQL re-checks the condition after the first commit; SQLite has one
 * writer) and change nothing.
 */
export type RefundOutcome = 'applied' | 'duplicate' | 'failed' | 'unknown';

export async function completeRefund(
  db: Kysely<Database>,
  dialect: DialectName,
  r: { outRefundNo: string; channelRefundId: string; success: boolean; eventId?: string; channel?: string },
  now: number,
): Promise<RefundOutcome> {
  return db.transaction().execute(async (trx) => {
    const refund = await trx
      .selectFrom('refunds')
      .selectAll()
      .where('out_refund_no', '=', r.outRefundNo)
      .executeTakeFirst();
    if (!refund) return 'unknown';
    // The order's lock first, then the refund row: the order in which requestRefund (admin/refund-request.ts) takes
    // them. Taken the other way, a refund asked twice at once deadlocked on PostgreSQL: the second request held the
    // order and waited on the refund row's unique key, which this update held while it waited for the order.
    let q = trx.selectFrom('orders').selectAll().where('id', '=', refund.order_id);
    if (dialect === 'postgres') q = q.forUpdate();
    const order = await q.executeTakeFirstOrThrow();
    const moved = await trx
      .updateTable('refunds')
      .set({ status: r.success ? 'success' : 'failed', channel_refund_id: r.channelRefundId, finished_at: now })
      .where('id', '=', refund.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return 'duplicate';
    if (r.eventId)
      await trx
        .insertInto('pay_events')
        .values({
          channel: r.channel ?? 'wxrefund',
          event_id: r.eventId.slice(0, 128),
          order_no: '',
          txn_id: r.channelRefundId.slice(0, 64),
          amount_fen: refund.amount_fen,
          outcome: r.success ? 'refund' : 'refund_failed',
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['channel', 'event_id']).doNothing())
        .execute();
    if (!r.success) return 'failed';
    const refunded = order.refunded_fen + refund.amount_fen;
    const whole = refunded >= order.amount_fen;
    await trx
      .updateTable('orders')
      .set({ refunded_fen: refunded, ...(whole ? { status: 'refunded', refund_reason: refund.reason } : {}) })
      .where('id', '=', order.id)
      .execute();
    // A membership order gives back the time it bought, in proportion; an open-API package order only money.
    if ((order.level === 'vip' || order.level === 'svip') && order.starts_at !== null && order.ends_at !== null) {
      const user = await trx.selectFrom('users').selectAll().where('id', '=', order.user_id).executeTakeFirstOrThrow();
      const after = refundMembership(
        effectiveMembership(user, now),
        { level: order.level, kind: order.kind as PurchaseKind, starts_at: order.starts_at, ends_at: order.ends_at },
        refund.amount_fen / order.amount_fen,
        now,
      );
      await trx
        .updateTable('users')
        .set({ ...toColumns(after), updated_at: now })
        .where('id', '=', order.user_id)
        .execute();
    }
    await sendMessage(
      trx,
      {
        userId: order.user_id,
        type: ORDER_MESSAGE_TYPE,
        title: '订单退款已完成',
        content: `订单${order.order_no}已退款${formatFen(refund.amount_fen)}（${refund.reason}），款项将原路退回，请留意到账通知。${
          order.level === 'vip' || order.level === 'svip' ? '会员有效期已相应调整。' : ''
        }`,
      },
      now,
    );
    return 'applied';
  });
}

/** A WeChat Pay refund notification: verified by the channel, then applied once. */
export async function handleRefundNotification(
  deps: AppDeps,
  channel: PaymentChannel,
  req: NotifyRequest,
  now: number,
): Promise<RefundOutcome | 'rejected' | 'ignored'> {
  const log = deps.logger.child({ module: 'refund-notify', channel: channel.channel });
  try {
    const n = await channel.verifyRefundNotify(req);
    if (!n) return 'ignored';
    if (channel.merchantId && n.merchantId !== channel.merchantId) throw new NotifyRejected('another merchant');
    const pending = await deps.db.db
      .selectFrom('refunds')
      .select('amount_fen')
      .where('out_refund_no', '=', n.outRefundNo)
      .executeTakeFirst();
    if (pending && pending.amount_fen !== n.refundFen) throw new NotifyRejected('refund amount mismatch');
    const outcome = await completeRefund(deps.db.db, deps.db.dialect, { ...n, channel: 'wxrefund' }, now);
    log.info({ outRefundNo: n.outRefundNo, outcome }, 'refund notification');
    return outcome;
  } catch (err) {
    log.warn({ reason: err instanceof Error ? err.message : 'unreadable' }, 'refund notification rejected');
    return 'rejected';
  }
}
