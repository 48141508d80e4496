import { z } from 'zod';
import { ORDER_STATUSES, PAY_CHANNELS } from '../../schemas/membership.ts';
import { AdminIdSchema, AdminPageQuerySchema, DateSchema, ReasonSchema, TimeText } from './common.ts';

/** 财务: orders, refunds and invoices. Money is in fen (分) everywhere. */
export const OrderListQuerySchema = AdminPageQuerySchema.extend({
  q: z.string().trim().max(50, '关键词不超过50字').optional(),
  status: z.enum(ORDER_STATUSES, '订单状态无效').optional(),
  channel: z.enum(PAY_CHANNELS, '支付方式无效').optional(),
  from: DateSchema.optional(),
  to: DateSchema.optional(),
});
/** The same filters without paging: the CSV export (text/csv, UTF-8 with BOM so Excel reads the Chinese). */
export const OrderExportQuerySchema = OrderListQuerySchema.omit({ page: true, pageSize: true });

export const AdminOrderRowSchema = z.object({
  id: z.number(),
  order_no: z.string(),
  user_id: z.number(),
  user_mobile: z.string(),
  level: z.string(),
  period: z.string(),
  kind: z.string(),
  amount_fen: z.number(),
  refunded_fen: z.number(),
  status: z.enum(ORDER_STATUSES),
  status_name: z.string(),
  pay_channel: z.string(),
  created_at: TimeText,
  paid_at: TimeText,
});
export type AdminOrderRow = z.output<typeof AdminOrderRowSchema>;

/** pending: asked of the provider, waiting for its notification; success / failed: as the provider said. */
export const REFUND_STATUSES = ['pending', 'success', 'failed'] as const;
export const REFUND_STATUS_NAMES: Record<(typeof REFUND_STATUSES)[number], string> = {
  pending: '退款中',
  success: '已退款',
  failed: '退款失败',
};

export const RefundRowSchema = z.object({
  id: z.number(),
  order_no: z.string(),
  amount_fen: z.number(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  status_name: z.string(),
  channel_refund_id: z.string(),
  created_at: TimeText,
  finished_at: TimeText,
});
export type RefundRow = z.output<typeof RefundRowSchema>;

export const AdminOrderDetailSchema = AdminOrderRowSchema.extend({ refunds: z.array(RefundRowSchema) });

export const OrderNoQuerySchema = z.object({ order_no: z.string().regex(/^KC\d{20}$/, '订单号无效') });

/**
 * A whole (amount_fen absent) or partial refund. `idempotency_key` is chosen by the UI once per dialog, so a
 * double click or a retried request refunds once.
 */
export const RefundBodySchema = z.object({
  order_no: z.string().regex(/^KC\d{20}$/, '订单号无效'),
  amount_fen: z.number().int().min(1, '退款金额须大于0').optional(),
  reason: ReasonSchema,
  idempotency_key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '幂等键无效'),
});

export const INVOICE_STATUSES = ['applied', 'issued', 'rejected'] as const;
export const INVOICE_STATUS_NAMES: Record<(typeof INVOICE_STATUSES)[number], string> = {
  applied: '待开具',
  issued: '已开具',
  rejected: '已驳回',
};

export const InvoiceListQuerySchema = AdminPageQuerySchema.extend({
  status: z.enum(INVOICE_STATUSES, '发票状态无效').optional(),
  q: z.string().trim().max(50).optional(),
});

export const AdminInvoiceRowSchema = z.object({
  id: z.number(),
  order_no: z.string(),
  user_mobile: z.string(),
  title_type: z.string(),
  title: z.string(),
  tax_no: z.string(),
  email: z.string(),
  amount_fen: z.number(),
  status: z.enum(INVOICE_STATUSES),
  status_name: z.string(),
  invoice_no: z.string(),
  pdf_url: z.string(),
  reject_reason: z.string(),
  created_at: TimeText,
  issued_at: TimeText,
});
export type AdminInvoiceRow = z.output<typeof AdminInvoiceRowSchema>;

/**
 * Issue: 发票号码 (8 or 20 digits: 纸质/电子 and 数电票) and the PDF uploaded first through invoiceUpload
 * (multipart field `file`, application/pdf, at most 5 MB), which answers {file}.
 */
export const InvoiceIssueBodySchema = z.object({
  id: AdminIdSchema,
  invoice_no: z.string().regex(/^(\d{8}|\d{20})$/, '发票号码应为8位或20位数字'),
  file: z.string().regex(/^[0-9a-f]{32}\.pdf$/, '请先上传发票PDF'),
});
export const InvoiceRejectBodySchema = z.object({ id: AdminIdSchema, reason: ReasonSchema });
export const InvoiceUploadResultSchema = z.object({ file: z.string() });
