import { z } from 'zod';
import { TAXPAYER_NO_MAX, taxpayerNoIssue } from '../taxpayer-no.ts';
import type { PurchaseKind } from '../membership.ts';
import {
  PAID_LEVELS,
  PLAN_PERIODS,
  RIGHT_KEYS,
  type PaidLevel,
  type PlanPeriod,
  type RightKey,
  type RightReset,
} from '../rights.ts';
import type { VipLevel } from '../vip.ts';
import { ORDER_NO_PATTERN, ORDER_STATUSES, type OrderStatus } from '../order-codes.ts';
import { PaginationQuerySchema } from './common.ts';

// Kept apart for the socket's order events (order-codes.ts); the portal imports them from here as before.
export { ORDER_NO_PATTERN, ORDER_STATUSES, type OrderStatus };

/** The answer of vip/order_status (the realtime gateway polls it for a watched order). */
export const OrderStatusResultSchema = z.object({ order_no: z.string(), status: z.enum(ORDER_STATUSES) });
export type OrderStatusResult = z.infer<typeof OrderStatusResultSchema>;
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  pending: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunded: '已退款',
};

/** An unpaid order closes this long after it was created (the pay page counts down to it). */
export const ORDER_TTL_MS = 15 * 60_000;

export const PAY_CHANNELS = ['wechat', 'alipay'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];
export const PAY_CHANNEL_NAMES: Record<PayChannel, string> = { wechat: '微信支付', alipay: '支付宝' };

const orderNo = z.string('请提供订单号').regex(ORDER_NO_PATTERN, '订单号格式不正确');

const level = z.enum(PAID_LEVELS, '会员等级只能是vip或svip');
const period = z.enum(PLAN_PERIODS, '购买期限只能是quarter（季度）或year（年度）');

/**
 * create_order: level, period and consent only. The price is the server's; any other field (a price, an amount,
 * a discount) is refused rather than ignored, so a tampered request never looks accepted.
 */
export const CreateOrderSchema = z.strictObject(
  {
    level,
    period,
    agree: z.literal(true, '请先阅读并同意《会员服务协议》'),
  },
  {
    error: (iss) =>
      iss.code === 'unrecognized_keys' ? `不接受的参数：${iss.keys.join('、')}（价格以服务端为准）` : undefined,
  },
);
export type CreateOrderInput = z.infer<typeof CreateOrderSchema>;

export const OrderNoSchema = z.object({ order_no: orderNo });
export const PayCodeSchema = z.object({
  order_no: orderNo,
  channel: z.enum(PAY_CHANNELS, '支付方式只能是wechat或alipay'),
});
export const OrderListSchema = PaginationQuerySchema.extend({
  status: z.enum([...ORDER_STATUSES, 'all'], '订单状态无效').default('all'),
});

export const INVOICE_TYPES = ['company', 'personal'] as const;
export const INVOICE_TYPE_NAMES: Record<(typeof INVOICE_TYPES)[number], string> = { company: '企业', personal: '个人' };

/** 申请发票: 电子普通发票 to an email; a company title needs its 纳税人识别号 (shared/src/taxpayer-no.ts). */
export const ApplyInvoiceSchema = z
  .object({
    order_no: orderNo,
    title_type: z.enum(INVOICE_TYPES, '抬头类型只能是企业或个人').default('company'),
    title: z.string('请输入发票抬头').trim().min(2, '发票抬头至少2个字').max(100, '发票抬头最多100个字'),
    tax_no: z.string().trim().toUpperCase().max(TAXPAYER_NO_MAX, '纳税人识别号最多20位').default(''),
    email: z.string('请输入接收邮箱').trim().max(100).email('邮箱格式不正确'),
  })
  .superRefine((v, ctx) => {
    if (v.title_type !== 'company') return;
    if (!v.tax_no) ctx.addIssue({ code: 'custom', path: ['tax_no'], message: '请输入纳税人识别号' });
    else {
      const issue = taxpayerNoIssue(v.tax_no);
      if (issue) ctx.addIssue({ code: 'custom', path: ['tax_no'], message: issue });
    }
  });
export type ApplyInvoiceInput = z.infer<typeof ApplyInvoiceSchema>;

/** is_have_rights_count: the remaining count of one named right. */
export const RightsCountSchema = z.object({ right: z.enum(RIGHT_KEYS, '权益名称无效') });

export interface PlanQuote {
  level: PaidLevel;
  level_name: string;
  period: PlanPeriod;
  period_name: string;
  months: number;
  /** 原价 (four quarters for a year). */
  list_fen: number;
  price_fen: number;
  credit_fen: number;
  credit_days: number;
  amount_fen: number;
  kind: PurchaseKind;
  kind_name: string;
  rule: string;
  starts_at: string;
  ends_at: string;
}

export interface MembershipSummary {
  level: VipLevel;
  level_name: string;
  end: string;
  next_level: PaidLevel | '';
  next_level_name: string;
  next_end: string;
}

export interface PlansResult {
  membership: MembershipSummary;
  plans: PlanQuote[];
  /** Which channels can take money right now, and whether they are the development simulator. */
  channels: PayChannel[];
  simulator: boolean;
}

export interface InvoiceView {
  title_type: (typeof INVOICE_TYPES)[number];
  title: string;
  tax_no: string;
  email: string;
  status: 'applied' | 'issued' | 'rejected';
  status_name: string;
  applied_at: string;
  /** 发票号码 once issued by the back office; '' before (or when issued without one by the service token). */
  invoice_no: string;
  /** MemberApi.invoicePdf?order_no=… when a PDF was attached; '' otherwise. */
  pdf_url: string;
  /** Why it was rejected (status rejected); ''. */
  reject_reason: string;
}

export interface OrderView {
  order_no: string;
  level: PaidLevel;
  level_name: string;
  period: PlanPeriod;
  period_name: string;
  kind: PurchaseKind;
  kind_name: string;
  rule: string;
  price_fen: number;
  credit_fen: number;
  amount_fen: number;
  status: OrderStatus;
  status_name: string;
  created_at: string;
  /** Epoch ms when an unpaid order closes. */
  expires_at: number;
  paid_at: string;
  pay_channel: PayChannel | '';
  pay_channel_name: string;
  /** The granted membership's dates once paid. */
  starts_at: string;
  ends_at: string;
  refund_reason: string;
  can_cancel: boolean;
  can_invoice: boolean;
  invoice: InvoiceView | null;
}

export interface PayCodeResult {
  channel: PayChannel;
  /** What the QR code encodes (weixin://wxpay/…, https://qr.alipay.com/…, or the simulator's URL). */
  code_url: string;
  expires_at: number;
}

export interface RightStatus {
  key: RightKey;
  label: string;
  unit: string;
  reset: RightReset;
  /** null = unlimited. */
  limit: number | null;
  used: number;
  /** null = unlimited. */
  remaining: number | null;
  /** 'YYYY-MM-DD HH:mm' China time of the next reset; '' when it never resets. */
  reset_at: string;
}

export interface MyRightsResult {
  membership: MembershipSummary;
  rights: RightStatus[];
}

/** The `data` of the error a guard throws at zero: which right, and where to get more. */
export interface RightsExhaustedData {
  right: RightKey;
  remaining: 0;
  upgrade_url: string;
}

/** Dev simulator: "pay" an order through a channel's notification. */
export const DevPaySchema = z.object({
  order_no: orderNo,
  channel: z.enum(PAY_CHANNELS),
  /** Tests only: notify with another amount (fen) to exercise the amount check. */
  amount_fen: z.coerce.number().int().optional(),
  format: z.enum(['json', 'html']).optional(),
});
