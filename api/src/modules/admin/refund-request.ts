import crypto from 'node:crypto';
import type { Request } from 'express';
import type { z } from 'zod';
import type { RefundBodySchema } from '@aikc/shared/admin/schemas/orders';
import { PayNotifyApi } from '@aikc/shared/api-paths';
import type { PayChannel } from '@aikc/shared/schemas/membership';
import { ResultCode } from '@aikc/shared/result-codes';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { selfUrl } from '../../http/self-url.ts';
import { completeRefund } from '../settlement/refunds.ts';
import { audited, type Actor } from './audit.ts';

type RefundInput = z.output<typeof RefundBodySchema>;

/**
 * Staff ask for a refund: the refund row (pending) and its audit row are written together; then the provider is
 * asked. Alipay answers done at once and the refund is applied now; WeChat Pay answers PROCESSING and its
 * REFUND.SUCCESS notification applies it (settlement/refunds.ts), once. The UI's idempotency key makes a
 * double-submitted request return the first refund instead of asking again.
 */
export async function requestRefund(deps: AppDeps, actor: Actor, input: RefundInput, req: Request) {
  const { db, dialect } = deps.db;
  const existing = async () =>
    db.selectFrom('refunds').selectAll().where('idempotency_key', '=', input.idempotency_key).executeTakeFirst();
  const again = await existing();
  if (again) return again;
  const rt = deps.payments;
  const now = rt.now();
  let created;
  try {
    created = await audited(
      db,
      actor,
      async (trx) => {
        let q = trx.selectFrom('orders').selectAll().where('order_no', '=', input.order_no);
        if (dialect === 'postgres') q = q.forUpdate();
        const order = await q.executeTakeFirst();
        if (!order) throw notFound('订单不存在');
        if (order.status !== 'paid' || !order.pay_channel || !order.provider_txn_id)
          throw badRequest('仅已支付的订单可以退款');
        const pending = await trx
          .selectFrom('refunds')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_fen'), eb.lit(0)).as('n'))
          .where('order_id', '=', order.id)
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow();
        const refundable = order.amount_fen - order.refunded_fen - Number(pending.n);
        const amount = input.amount_fen ?? refundable;
        if (refundable <= 0) throw badRequest('该订单已无可退金额（可能有退款正在处理）');
        if (amount > refundable) throw badRequest(`退款金额超过可退金额${(refundable / 100).toFixed(2)}元`);
        const outRefundNo = `RF${crypto.randomBytes(12).toString('hex')}`;
        const refund = await trx
          .insertInto('refunds')
          .values({
            order_id: order.id,
            out_refund_no: outRefundNo,
            amount_fen: amount,
            reason: input.reason,
            status: 'pending',
            idempotency_key: input.idempotency_key,
            staff_id: actor.staffId,
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          entry: {
            action: 'order.refund',
            entity: 'order',
            entityId: order.order_no,
            before: { refunded_fen: order.refunded_fen, status: order.status },
            after: { refund_fen: amount, reason: input.reason, out_refund_no: outRefundNo },
          },
          result: { refund, order },
        };
      },
      now,
    );
  } catch (err) {
    // The same key sent twice at once: the unique index let one in; answer with it.
    const winner = err instanceof AppError ? undefined : await existing();
    if (winner) return winner;
    throw err;
  }
  const { refund, order } = created;
  const channel = rt.channels.get(order.pay_channel as PayChannel);
  try {
    if (!channel) throw new Error(`channel ${order.pay_channel} is not configured`);
    const answer = await channel.requestRefund({
      order_no: order.order_no,
      txnId: order.provider_txn_id as string,
      outRefundNo: refund.out_refund_no,
      refundFen: refund.amount_fen,
      totalFen: order.amount_fen,
      reason: refund.reason,
    });
    if (answer.status === 'success')
      await completeRefund(
        db,
        dialect,
        { outRefundNo: refund.out_refund_no, channelRefundId: answer.channelRefundId, success: true },
        rt.now(),
      );
    else {
      await db
        .updateTable('refunds')
        .set({ channel_refund_id: answer.channelRefundId })
        .where('id', '=', refund.id)
        .execute();
      rt.simulator?.deliverRefunds(selfUrl(req, PayNotifyApi.wechatRefund), order.order_no);
    }
  } catch (err) {
    deps.logger.warn({ err, order: order.order_no, refund: refund.out_refund_no }, 'refund request failed');
    await completeRefund(
      db,
      dialect,
      { outRefundNo: refund.out_refund_no, channelRefundId: '', success: false },
      rt.now(),
    );
    throw new AppError(ResultCode.UPSTREAM_UNAVAILABLE, '支付渠道未受理退款，请稍后重试或联系渠道客服');
  }
  return (await existing()) ?? refund;
}
