import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { MemberApi, UserApi } from '@aikc/shared/api-paths';
import type { Page } from '@aikc/shared/schemas/common';
import type {
  ApplyInvoiceInput,
  CreateOrderInput,
  MyRightsResult,
  OrderStatus,
  OrderView,
  PayChannel,
  PayCodeResult,
  PlansResult,
  RightStatus,
} from '@aikc/shared/schemas/membership';
import type { RightKey } from '@aikc/shared/rights';
import { httpGet, httpPost } from '../../../lib/http.ts';

/** Under `['user', …]`, so a logout forgets them with the rest of the user's data. */
export const memberKeys = {
  all: ['user', 'membership'] as const,
  plans: () => [...memberKeys.all, 'plans'] as const,
  order: (orderNo: string) => [...memberKeys.all, 'order', orderNo] as const,
  orders: () => [...memberKeys.all, 'orders'] as const,
  orderList: (status: OrderStatus | 'all', page: number, pageSize: number) =>
    [...memberKeys.orders(), status, page, pageSize] as const,
  payCode: (orderNo: string, channel: PayChannel) => [...memberKeys.all, 'pay-code', orderNo, channel] as const,
  rights: () => [...memberKeys.all, 'rights'] as const,
  right: (key: RightKey) => [...memberKeys.rights(), key] as const,
};

/** The plans with the server's prices for this user (upgrade credit included). */
export function plansQuery(enabled: boolean) {
  return queryOptions({
    queryKey: memberKeys.plans(),
    queryFn: ({ signal }) => httpGet<PlansResult>(MemberApi.plans, {}, { signal }),
    enabled,
  });
}

export function orderQuery(orderNo: string) {
  return queryOptions({
    queryKey: memberKeys.order(orderNo),
    queryFn: ({ signal }) => httpGet<OrderView>(MemberApi.orderDetail, { order_no: orderNo }, { signal }),
    enabled: orderNo !== '',
    retry: false,
  });
}

export function orderListQuery(status: OrderStatus | 'all', page: number, pageSize: number) {
  return queryOptions({
    queryKey: memberKeys.orderList(status, page, pageSize),
    queryFn: ({ signal }) =>
      httpGet<Page<OrderView>>(MemberApi.orderList, { status, page, page_size: pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The QR content of one channel for a pending order; asked once per order and channel. */
export function payCodeQuery(orderNo: string, channel: PayChannel, enabled: boolean) {
  return queryOptions({
    queryKey: memberKeys.payCode(orderNo, channel),
    queryFn: () => httpPost<PayCodeResult>(MemberApi.payCode, { order_no: orderNo, channel }),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

export function myRightsQuery(enabled = true) {
  return queryOptions({
    queryKey: memberKeys.rights(),
    queryFn: ({ signal }) => httpGet<MyRightsResult>(MemberApi.myRights, {}, { signal }),
    enabled,
  });
}

/** `is_have_rights_count` for one right (silent: a visitor simply has no count). */
export function rightCountQuery(key: RightKey, enabled: boolean) {
  return queryOptions({
    queryKey: memberKeys.right(key),
    queryFn: ({ signal }) => httpGet<RightStatus>(UserApi.isHaveRightsCount, { right: key }, { signal, silent: true }),
    enabled,
    retry: false,
  });
}

export const createOrder = (input: CreateOrderInput) => httpPost<OrderView>(MemberApi.createOrder, input);
export const cancelOrder = (orderNo: string) => httpPost<OrderView>(MemberApi.cancelOrder, { order_no: orderNo });
export const applyInvoice = (input: ApplyInvoiceInput) => httpPost<OrderView>(MemberApi.applyInvoice, input);
