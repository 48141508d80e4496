import type { Generated, Selectable } from 'kysely';

/** The back office (0026): staff, their sessions, the audit log, the review queue, refunds, the search log. */
export interface StaffTable {
  id: Generated<number>;
  mobile: string;
  name: string;
  /** A StaffRole of shared/src/admin/permissions.ts. */
  role: string;
  /** argon2id. */
  password_hash: string;
  /** base32 TOTP secret. */
  totp_secret: string;
  disabled: Generated<number>;
  created_at: number;
  updated_at: number;
}
export type StaffRow = Selectable<StaffTable>;

export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  /** sha256 of the bearer token. */
  token_hash: string;
  ip: string;
  created_at: number;
  last_seen: number;
  ended_at: number | null;
}

/** Append-only (triggers refuse update and delete). before/after hold the changed fields only, as JSON. */
export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number;
  at: number;
  ip: string;
  action: string;
  entity: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
}

export interface ReviewItemsTable {
  id: Generated<number>;
  kind: string;
  title: string;
  /** An import item (ImportItemSchema) as JSON. */
  payload_json: string;
  /** import | crawl */
  origin: string;
  source_name: string;
  /** The producer's own key (a crawled URL's hash, an import's source_id): enqueuing it again updates the row. */
  item_key: string | null;
  confidence: number | null;
  /** FieldSpan[] as JSON. */
  spans_json: string;
  /** 待审核 | 已通过 | 已驳回 */
  status: string;
  created_at: number;
  updated_at: number;
  decided_by: number | null;
  decided_at: number | null;
  reason: string | null;
  published_kind: string | null;
  published_id: number | null;
}
export type ReviewItemRow = Selectable<ReviewItemsTable>;

export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  /** What the provider sees (out_refund_no / out_request_no). */
  out_refund_no: string;
  amount_fen: number;
  reason: string;
  /** pending | success | failed */
  status: string;
  channel_refund_id: string | null;
  idempotency_key: string;
  staff_id: number | null;
  created_at: number;
  finished_at: number | null;
}

export interface SearchLogTable {
  id: Generated<number>;
  at: number;
  kind: string;
  query: string;
  /** 1 when the search found anything. */
  found: number;
  user_id: number | null;
}
