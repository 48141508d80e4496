import { Router } from 'express';
import {
  OrderExportQuerySchema,
  OrderListQuerySchema,
  OrderNoQuerySchema,
  RefundBodySchema,
} from '@aikc/shared/admin/schemas/orders';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { adminCall } from './guard.ts';
import { exportOrders, listOrders, orderRow, refundRow } from './orders-service.ts';
import { requestRefund } from './refund-request.ts';

/** 财务: orders (list, one, CSV) and refunds. */
export function adminOrdersRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;

  const detail = async (orderNo: string) => {
    const o = await db
      .selectFrom('orders')
      .leftJoin('users', 'users.id', 'orders.user_id')
      .selectAll('orders')
      .select('users.mobile as user_mobile')
      .where('orders.order_no', '=', orderNo)
      .executeTakeFirst();
    if (!o) throw notFound('订单不存在');
    const refunds = await db.selectFrom('refunds').selectAll().where('order_id', '=', o.id).orderBy('id').execute();
    return { ...orderRow(o), refunds: refunds.map((x) => refundRow(x, o.order_no)) };
  };

  adminCall(r, deps, 'orderList', OrderListQuerySchema, ({ input }) => listOrders(db, input));
  adminCall(r, deps, 'orderGet', OrderNoQuerySchema, ({ input }) => detail(input.order_no));
  adminCall(r, deps, 'orderExport', OrderExportQuerySchema, ({ input }) => exportOrders(db, input));
  adminCall(r, deps, 'orderRefund', RefundBodySchema, async ({ input, actor, req }) => {
    const refund = await requestRefund(deps, actor, input, req);
    return { refund: refundRow(refund, input.order_no), order: await detail(input.order_no) };
  });
  return r;
}
