import type { Kysely } from 'kysely';
import { API_PACKAGE_LEVEL, apiPackage } from '@aikc/shared/open-api/packages';
import { ORDER_TTL_MS } from '@aikc/shared/schemas/membership';
import type { Database, OrderRow } from '../../db/schema.ts';
import { badRequest, tooManyRequests } from '../../http/errors.ts';
import { closeExpired, newOrderNo } from '../membership/service.ts';

const MAX_PENDING = 5;

/**
 * An order for an API package: a row of the membership `orders` table (level 'api', period = package code),
 * priced from the shared package table, paid through the same pay code, providers and notifications; the paid
 * notification grants the package (notify.ts → grantApiPackage) instead of a membership.
 */
export async function createApiOrder(
  db: Kysely<Database>,
  userId: number,
  code: string,
  now: number,
): Promise<OrderRow> {
  const pkg = apiPackage(code);
  if (!pkg) throw badRequest('请选择有效的接口套餐');
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
      order_no: newOrderNo(now),
      user_id: userId,
      level: API_PACKAGE_LEVEL,
      period: pkg.code,
      kind: 'new',
      rule: `接口套餐：${pkg.calls.toLocaleString('zh-CN')}次调用，自支付成功之时起${pkg.days}天内有效`,
      price_fen: pkg.price_fen,
      credit_fen: 0,
      amount_fen: pkg.price_fen,
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
