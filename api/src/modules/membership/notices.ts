import type { Kysely } from 'kysely';
import { formatFen } from '@aikc/shared/rights';
import type { Database, OrderRow } from '../../db/schema.ts';
import { sendMessage } from '../message/service.ts';
import { recordUserEvent } from '../user-events/record.ts';
import { presentOrder } from './presenter.ts';

/**
 * The messages an order leaves in 我的消息 (issue 31: a payment, a refund or an invoice left none). Written with
 * the change they tell of (the caller's transaction where there is one), so the live badge, which counts unread
 * messages, moves exactly then.
 */
export const ORDER_MESSAGE_TYPE = 'order';

/** 会员 VIP会员·年付, or 开放接口·基础包: what was bought, as the order list names it. */
function bought(o: OrderRow, now: number): string {
  const v = presentOrder(o, null, now);
  return v.level_name === '开放接口' ? v.period_name : `${v.level_name}（${v.period_name}）`;
}

/** Called in the payment's transaction: the message, and the `order` event the order page's live status follows. */
export async function noticeOrderPaid(db: Kysely<Database>, o: OrderRow, now: number): Promise<number> {
  await recordUserEvent(db, o.user_id, 'order', { order_no: o.order_no, status: 'paid' }, now);
  return sendMessage(
    db,
    {
      userId: o.user_id,
      type: ORDER_MESSAGE_TYPE,
      title: '订单支付成功',
      content: `您的订单${o.order_no}（${bought(o, now)}）已支付${formatFen(o.amount_fen)}，权益已生效。可在「我的订单」申请发票。`,
    },
    now,
  );
}

export function noticeOrderRefunded(db: Kysely<Database>, o: OrderRow, reason: string, now: number): Promise<number> {
  return sendMessage(
    db,
    {
      userId: o.user_id,
      type: ORDER_MESSAGE_TYPE,
      title: '订单款项已退回',
      content: `订单${o.order_no}（${bought(o, now)}）：${reason}，金额${formatFen(o.amount_fen)}，请留意原支付账户的到账通知。`,
    },
    now,
  );
}

export function noticeInvoiceApplied(db: Kysely<Database>, o: OrderRow, email: string, now: number): Promise<number> {
  return sendMessage(
    db,
    {
      userId: o.user_id,
      type: ORDER_MESSAGE_TYPE,
      title: '发票申请已受理',
      content: `订单${o.order_no}的电子普通发票（${formatFen(o.amount_fen)}）已受理，开具后将发送至${email}，并在此通知您。`,
    },
    now,
  );
}

export function noticeInvoiceIssued(db: Kysely<Database>, o: OrderRow, email: string, now: number): Promise<number> {
  return sendMessage(
    db,
    {
      userId: o.user_id,
      type: ORDER_MESSAGE_TYPE,
      title: '发票已开具',
      content: `订单${o.order_no}的电子普通发票（${formatFen(o.amount_fen)}）已开具，并已发送至${email}，请查收。`,
    },
    now,
  );
}
