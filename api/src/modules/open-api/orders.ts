import type { Kysely } from 'kysely';
import { API_PACKAGE_LEVEL, apiPackage } from '@aikc/shared/open-api/packages';
import type { Database, OrderRow } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { insertPendingOrder } from '../membership/service.ts';

/**
 * An order for an API package: a row of the membership `orders` table (level 'api', period = package code),
 * priced from the shared package table, paid through the same pay code, providers and notifications; the paid
 * notification grants the package (settlement/notify.ts → grantApiPackage) instead of a membership.
 */
export async function createApiOrder(
  db: Kysely<Database>,
  userId: number,
  code: string,
  now: number,
): Promise<OrderRow> {
  const pkg = apiPackage(code);
  if (!pkg) throw badRequest('请选择有效的接口套餐');
  return insertPendingOrder(
    db,
    userId,
    {
      level: API_PACKAGE_LEVEL,
      period: pkg.code,
      kind: 'new',
      rule: `接口套餐：${pkg.calls.toLocaleString('zh-CN')}次调用，自支付成功之时起${pkg.days}天内有效`,
      price_fen: pkg.price_fen,
      credit_fen: 0,
      amount_fen: pkg.price_fen,
    },
    now,
  );
}
