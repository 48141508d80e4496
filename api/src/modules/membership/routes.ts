import { Router } from 'express';
import { z } from 'zod';
import { AdminApi, InternalApi, MemberApi } from '@aikc/shared/api-paths';
import { OrderStatusesBodySchema } from '@aikc/shared/schemas/keyed-batch';
import { PAID_LEVELS, PLAN_PERIODS } from '@aikc/shared/rights';
import {
  ApplyInvoiceSchema,
  CreateOrderSchema,
  OrderListSchema,
  OrderNoSchema,
  PayCodeSchema,
  PAY_CHANNELS,
  type OrderView,
  type PayCodeResult,
  type PlansResult,
} from '@aikc/shared/schemas/membership';
import type { Page } from '@aikc/shared/schemas/common';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { AppError, badRequest, forbidden, unauthorized } from '../../http/errors.ts';
import { gatewayGate } from '../../http/gateway-gate.ts';
import { isAdminRequest } from '../../http/bearer.ts';
import { ResultCode } from '@aikc/shared/result-codes';
import { presentMembership } from '../rights/presenter.ts';
import { presentOrder, presentQuote } from './presenter.ts';
import {
  applyInvoice,
  cancelOrder,
  issueInvoice,
  createOrder,
  invoiceOf,
  listOrders,
  orderStatusesForTokens,
  ownOrder,
  payOrderInfo,
  quotePlans,
} from './service.ts';

/** Plans, orders, payment codes and invoices. Every call is the logged-in user's own; prices are the server's. */
export function membershipRoutes(deps: AppDeps): Router {
  const r = Router();
  const { db } = deps.db;
  const rt = () => deps.payments;
  const now = () => rt().now();
  const view = async (o: Awaited<ReturnType<typeof ownOrder>>) => presentOrder(o, await invoiceOf(db, o.id), now());

  defineCall(
    r,
    deps,
    MemberApi.plans,
    { input: z.object({}).strip(), auth: 'user' },
    async ({ user }): Promise<PlansResult> => {
      const { membership, quote } = await quotePlans(db, user.id, now());
      const plans = PAID_LEVELS.flatMap((level) =>
        PLAN_PERIODS.map((period) => presentQuote(level, period, quote(level, period))),
      );
      return {
        membership: presentMembership(membership),
        plans,
        channels: PAY_CHANNELS.filter((c) => rt().channels.has(c)),
        simulator: rt().simulator !== null,
      };
    },
  );

  defineCall(
    r,
    deps,
    MemberApi.createOrder,
    { input: CreateOrderSchema, auth: 'user', methods: ['POST'] },
    async ({ input, user }): Promise<OrderView> => {
      const o = await createOrder(db, user.id, input, now());
      return presentOrder(o, null, now());
    },
  );

  defineCall(r, deps, MemberApi.orderDetail, { input: OrderNoSchema, auth: 'user' }, async ({ input, user }) =>
    view(await ownOrder(db, user.id, input.order_no, now())),
  );

  defineCall(r, deps, MemberApi.orderStatus, { input: OrderNoSchema, auth: 'user' }, async ({ input, user }) => {
    const o = await ownOrder(db, user.id, input.order_no, now());
    return { order_no: o.order_no, status: o.status };
  });

  // The realtime gateway's order topic: every watched order in one call per interval, each for its watcher's token.
  r.use(InternalApi.orderStatuses, gatewayGate(deps.config.GATEWAY_TOKEN));
  defineCall(
    r,
    deps,
    InternalApi.orderStatuses,
    { input: OrderStatusesBodySchema, methods: ['POST'] },
    async ({ input }) => ({ statuses: await orderStatusesForTokens(db, input.orders, now()) }),
  );

  defineCall(
    r,
    deps,
    MemberApi.payCode,
    { input: PayCodeSchema, auth: 'user', methods: ['POST'] },
    async ({ input, user }): Promise<PayCodeResult> => {
      const o = await ownOrder(db, user.id, input.order_no, now());
      if (o.status !== 'pending') throw badRequest('该订单已支付或已关闭');
      const channel = rt().channels.get(input.channel);
      if (!channel) throw badRequest('暂不支持该支付方式');
      let code: string;
      try {
        code = await channel.createCode(payOrderInfo(o));
      } catch (err) {
        deps.logger.error(
          { err: err instanceof Error ? err.message : String(err), channel: input.channel, orderNo: o.order_no },
          'payment code request failed',
        );
        throw new AppError(ResultCode.UPSTREAM_UNAVAILABLE, '支付渠道暂时不可用，请稍后再试或更换支付方式');
      }
      return { channel: input.channel, code_url: code, expires_at: o.expires_at };
    },
  );

  defineCall(
    r,
    deps,
    MemberApi.cancelOrder,
    { input: OrderNoSchema, auth: 'user', methods: ['POST'] },
    async ({ input, user }) => view(await cancelOrder(db, user.id, input.order_no, now())),
  );

  defineCall(
    r,
    deps,
    MemberApi.orderList,
    { input: OrderListSchema, auth: 'user' },
    async ({ input, user }): Promise<Page<OrderView>> => {
      const { rows, invoices, total } = await listOrders(db, user.id, input, now());
      return {
        list: rows.map((o) => presentOrder(o, invoices.get(o.id), now())),
        current: input.page,
        pageSize: input.page_size,
        total,
      };
    },
  );

  defineCall(
    r,
    deps,
    MemberApi.applyInvoice,
    { input: ApplyInvoiceSchema, auth: 'user', methods: ['POST'] },
    async ({ input, user }) => {
      await applyInvoice(db, user.id, input, now());
      return view(await ownOrder(db, user.id, input.order_no, now()));
    },
  );

  // The operator's side of an invoice: a service token (ADMIN_TOKEN), as the admin import, never a user token.
  defineCall(r, deps, AdminApi.issueInvoice, { input: OrderNoSchema, methods: ['POST'] }, async ({ input, req }) => {
    if (!deps.config.ADMIN_TOKEN) throw forbidden('管理接口未启用');
    if (!isAdminRequest(req, deps.config.ADMIN_TOKEN)) throw unauthorized('管理令牌无效');
    return view(await issueInvoice(db, input.order_no, now()));
  });

  return r;
}
