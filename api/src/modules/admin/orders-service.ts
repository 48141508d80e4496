import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AdminList } from '@aikc/shared/admin/schemas/common';
import {
  REFUND_STATUS_NAMES,
  type AdminOrderRow,
  type OrderListQuerySchema,
  type RefundRow,
} from '@aikc/shared/admin/schemas/orders';
import {
  ORDER_STATUS_NAMES,
  PAY_CHANNEL_NAMES,
  type OrderStatus,
  type PayChannel,
} from '@aikc/shared/schemas/membership';
import type { Database, OrderRow } from '../../db/schema.ts';
import type { RefundsTable } from '../../db/schema/admin.ts';
import type { Selectable } from 'kysely';
import { formatDateTime } from '../../lib/time.ts';
import type { CsvFile } from './guard.ts';
import { pagedList } from './paged-list.ts';

type OrderFilter = Omit<z.output<typeof OrderListQuerySchema>, 'page' | 'pageSize'>;
const time = (ms: number | null | undefined) => (ms ? formatDateTime(Number(ms)) : '');

/** 'YYYY-MM-DD' China day → its first millisecond (epoch ms). */
export function cstDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00+08:00`);
}

function filtered(db: Kysely<Database>, f: OrderFilter) {
  let sel = db.selectFrom('orders').leftJoin('users', 'users.id', 'orders.user_id');
  if (f.q) sel = sel.where((eb) => eb.or([eb('orders.order_no', '=', f.q ?? ''), eb('users.mobile', '=', f.q ?? '')]));
  if (f.status) sel = sel.where('orders.status', '=', f.status);
  if (f.channel) sel = sel.where('orders.pay_channel', '=', f.channel);
  if (f.from) sel = sel.where('orders.created_at', '>=', cstDayStart(f.from));
  if (f.to) sel = sel.where('orders.created_at', '<', cstDayStart(f.to) + 86_400_000);
  return sel;
}

export function orderRow(o: OrderRow & { user_mobile: string | null }): AdminOrderRow {
  return {
    id: o.id,
    order_no: o.order_no,
    user_id: o.user_id,
    user_mobile: o.user_mobile ?? '',
    level: o.level,
    period: o.period,
    kind: o.kind,
    amount_fen: o.amount_fen,
    refunded_fen: o.refunded_fen,
    status: o.status as OrderStatus,
    status_name: ORDER_STATUS_NAMES[o.status as OrderStatus] ?? o.status,
    pay_channel: o.pay_channel ? (PAY_CHANNEL_NAMES[o.pay_channel as PayChannel] ?? o.pay_channel) : '',
    created_at: time(o.created_at),
    paid_at: time(o.paid_at),
  };
}

export function refundRow(r: Selectable<RefundsTable>, orderNo: string): RefundRow {
  const status = r.status as RefundRow['status'];
  return {
    id: r.id,
    order_no: orderNo,
    amount_fen: r.amount_fen,
    reason: r.reason,
    status,
    status_name: REFUND_STATUS_NAMES[status] ?? r.status,
    channel_refund_id: r.channel_refund_id ?? '',
    created_at: time(r.created_at),
    finished_at: time(r.finished_at),
  };
}

export async function listOrders(
  db: Kysely<Database>,
  f: OrderFilter & { page: number; pageSize: number },
): Promise<AdminList<AdminOrderRow>> {
  return pagedList(
    filtered(db, f),
    f,
    (q) => q.selectAll('orders').select('users.mobile as user_mobile').orderBy('orders.id', 'desc'),
    (rows) => rows.map(orderRow),
  );
}

const EXPORT_MAX = 50_000;

/** The filtered orders as CSV (at most 50 000 rows, newest first). */
export async function exportOrders(db: Kysely<Database>, f: OrderFilter): Promise<CsvFile> {
  const rows = await filtered(db, f)
    .selectAll('orders')
    .select('users.mobile as user_mobile')
    .orderBy('orders.id', 'desc')
    .limit(EXPORT_MAX)
    .execute();
  return {
    filename: '订单导出',
    rows: [
      [
        '订单号',
        '手机号',
        '等级',
        '周期',
        '类型',
        '金额（元）',
        '已退款（元）',
        '状态',
        '支付方式',
        '下单时间',
        '支付时间',
      ],
      ...rows
        .map(orderRow)
        .map((o) => [
          o.order_no,
          o.user_mobile,
          o.level,
          o.period,
          o.kind,
          (o.amount_fen / 100).toFixed(2),
          (o.refunded_fen / 100).toFixed(2),
          o.status_name,
          o.pay_channel,
          o.created_at,
          o.paid_at,
        ]),
    ],
  };
}
