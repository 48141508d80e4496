import type { Generated, Selectable } from 'kysely';

/** Membership orders, payments, invoices, rights usage, and the open API's keys, packages and daily usage. Conventions: db/schema.ts. */
/** Membership orders (0011). Times are epoch ms. */
export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  level: string;
  period: string;
  kind: string;
  rule: string;
  price_fen: number;
  credit_fen: number;
  amount_fen: number;
  status: string;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  closed_at: number | null;
  pay_channel: string | null;
  provider_txn_id: string | null;
  starts_at: number | null;
  ends_at: number | null;
  refund_reason: string | null;
  /** 0026: what the back office has refunded so far (success refunds only). */
  refunded_fen: Generated<number>;
}

export interface PayEventsTable {
  id: Generated<number>;
  channel: string;
  event_id: string;
  order_no: string;
  txn_id: string;
  amount_fen: number;
  outcome: string;
  created_at: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  title_type: string;
  title: string;
  tax_no: string;
  email: string;
  amount_fen: number;
  status: string;
  created_at: number;
  /** 0026: the 发票号码 and PDF (uploads/invoices/<file>) when issued, the reason when rejected. */
  invoice_no?: string | null;
  pdf_file?: string | null;
  reject_reason?: string | null;
  issued_at?: number | null;
  decided_by?: number | null;
}

export interface RightUsageTable {
  user_id: number;
  right_key: string;
  period_key: string;
  used: number;
  updated_at: number;
}

export type OrderRow = Selectable<OrdersTable>;

/** Open API keys (0018). `secret_enc` is AES-256-GCM under OPENAPI_SECRET_KEY. Times are epoch ms. */
export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  key_id: string;
  name: string;
  secret_enc: string;
  secret_hint: string;
  status: string;
  rate_per_sec: number;
  created_at: number;
  last_used_at: number | null;
  deleted_at: number | null;
}

/** Open API packages granted by paid orders (0018). */
export interface ApiPackagesTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  code: string;
  calls: number;
  used: number;
  starts_at: number;
  expires_at: number;
  created_at: number;
}

/** Billed open API calls per key per China day (0018). */
export interface ApiUsageDailyTable {
  key_ref: number;
  day: string;
  calls: number;
}

export type ApiKeyRow = Selectable<ApiKeysTable>;
export type ApiPackageRow = Selectable<ApiPackagesTable>;
