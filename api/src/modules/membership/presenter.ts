import { API_PACKAGE_LEVEL, apiPackage } from '@aikc/shared/open-api/packages';
import { PURCHASE_KIND_NAMES, type PurchaseKind, type PurchasePlan } from '@aikc/shared/membership';
import { PERIOD_MONTHS, PERIOD_NAMES, listPriceFen, type PaidLevel, type PlanPeriod } from '@aikc/shared/rights';
import {
  INVOICE_TYPES,
  ORDER_STATUS_NAMES,
  PAY_CHANNEL_NAMES,
  type InvoiceView,
  type OrderStatus,
  type OrderView,
  type PayChannel,
  type PlanQuote,
} from '@aikc/shared/schemas/membership';
import { VIP_LEVEL_NAMES } from '@aikc/shared/vip';
import { MemberApi } from '@aikc/shared/api-paths';
import type { OrderRow } from '../../db/schema.ts';
import { formatDate, formatDateTime } from '../../lib/time.ts';

type InvoiceRow = {
  title_type: string;
  title: string;
  tax_no: string;
  email: string;
  status: string;
  created_at: number;
  invoice_no?: string | null;
  pdf_file?: string | null;
  reject_reason?: string | null;
};

const INVOICE_STATUS_NAMES = { applied: '开票中', issued: '已开具', rejected: '已驳回' } as const;

function presentInvoice(i: InvoiceRow, orderNo: string): InvoiceView {
  const status = i.status === 'issued' || i.status === 'rejected' ? i.status : 'applied';
  return {
    title_type: (INVOICE_TYPES as readonly string[]).includes(i.title_type)
      ? (i.title_type as InvoiceView['title_type'])
      : 'company',
    title: i.title,
    tax_no: i.tax_no,
    email: i.email,
    status,
    status_name: INVOICE_STATUS_NAMES[status],
    applied_at: formatDateTime(i.created_at),
    invoice_no: i.invoice_no ?? '',
    // The file is the member's own: served to the order's owner only (membership/invoice-file.ts).
    pdf_url: status === 'issued' && i.pdf_file ? `${MemberApi.invoicePdf}?order_no=${orderNo}` : '',
    reject_reason: status === 'rejected' ? (i.reject_reason ?? '') : '',
  };
}

/** The one way an order leaves the server. */
export function presentOrder(o: OrderRow, invoice: InvoiceRow | null | undefined, now: number): OrderView {
  const status = o.status as OrderStatus;
  const channel = (o.pay_channel ?? '') as PayChannel | '';
  // An API package order (open-api/orders.ts): level 'api', period = the package code.
  const pkg = o.level === API_PACKAGE_LEVEL ? apiPackage(o.period) : undefined;
  return {
    order_no: o.order_no,
    level: o.level as PaidLevel,
    level_name: pkg ? '开放接口' : VIP_LEVEL_NAMES[o.level as PaidLevel],
    period: o.period as PlanPeriod,
    period_name: pkg ? pkg.name : PERIOD_NAMES[o.period as PlanPeriod],
    kind: o.kind as PurchaseKind,
    kind_name: PURCHASE_KIND_NAMES[o.kind as PurchaseKind],
    rule: o.rule,
    price_fen: o.price_fen,
    credit_fen: o.credit_fen,
    amount_fen: o.amount_fen,
    status,
    status_name: ORDER_STATUS_NAMES[status],
    created_at: formatDateTime(o.created_at),
    expires_at: o.expires_at,
    paid_at: o.paid_at ? formatDateTime(o.paid_at) : '',
    pay_channel: channel,
    pay_channel_name: channel ? PAY_CHANNEL_NAMES[channel] : '',
    starts_at: o.starts_at ? formatDate(o.starts_at) : '',
    ends_at: o.ends_at ? formatDate(o.ends_at) : '',
    refund_reason: o.refund_reason ?? '',
    can_cancel: status === 'pending' && o.expires_at > now,
    can_invoice: status === 'paid' && !invoice,
    invoice: invoice ? presentInvoice(invoice, o.order_no) : null,
  };
}

export function presentQuote(level: PaidLevel, period: PlanPeriod, p: PurchasePlan): PlanQuote {
  return {
    level,
    level_name: VIP_LEVEL_NAMES[level],
    period,
    period_name: PERIOD_NAMES[period],
    months: PERIOD_MONTHS[period],
    list_fen: listPriceFen(level, period),
    price_fen: p.price_fen,
    credit_fen: p.credit_fen,
    credit_days: p.credit_days,
    amount_fen: p.amount_fen,
    kind: p.kind,
    kind_name: PURCHASE_KIND_NAMES[p.kind],
    rule: p.rule,
    starts_at: formatDate(p.starts_at),
    ends_at: formatDate(p.ends_at),
  };
}
