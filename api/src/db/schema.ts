import type { Generated, Selectable } from 'kysely';

/**
 * Table types for Kysely. Conventions that keep one query layer working on SQLite and PostgreSQL:
 * timestamps are epoch milliseconds (bigint, parsed to number on PostgreSQL), calendar dates are
 * 'YYYY-MM-DD' text, booleans are 0/1 integers, money is 万元 as double.
 */
export interface UsersTable {
  id: Generated<number>;
  mobile: string | null;
  password_hash: string | null;
  username: string;
  avatar: string;
  vip_level: string;
  vip_end_time: number | null;
  next_vip_level: string | null;
  next_vip_end_time: number | null;
  wx_openid: string | null;
  status: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the token; the token itself is never stored. */
  token_hash: string;
  platform: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  content: string;
  type: string;
  is_read: Generated<number>;
  created_at: number;
}

export type PolicyLevel = 'national' | 'provincial' | 'municipal' | 'district';

export interface LabelsTable {
  id: Generated<number>;
  parent_id: number | null;
  kind: string;
  name: string;
  sort: Generated<number>;
}

export interface AgenciesTable {
  id: Generated<number>;
  name: string;
  short_name: string;
  level: PolicyLevel;
  region_code: string;
  doc_prefix: string;
}

export interface PoliciesTable {
  id: Generated<number>;
  title: string;
  doc_no: string;
  agency_id: number;
  level: PolicyLevel;
  region_code: string;
  province_code: string;
  city_code: string;
  type_id: number;
  publish_date: string;
  effective_date: string;
  expire_date: string | null;
  summary: string;
  body_html: string;
  /** The body as plain text (htmlToText), written with it by the policy writer; list snippets cut it. */
  body_text: Generated<string>;
  source_url: Generated<string>;
  view_count: Generated<number>;
  created_at: number;
  updated_at: number;
  /** The importer's key and the hash of the imported line (0017); null for seeded rows. */
  source_id?: string | null;
  source_hash?: string | null;
}

export interface PolicyLabelsTable {
  policy_id: number;
  label_id: number;
}

export interface PolicyAttachmentsTable {
  id: Generated<number>;
  policy_id: number;
  name: string;
  file_type: string;
  size_bytes: number;
}

/** A verbatim reprint (转发) of a policy by another agency (migration 0015). */
export interface PolicyReprintsTable {
  id: Generated<number>;
  policy_id: number;
  agency_id: number;
  region_code: string;
  title: string;
  doc_no: string;
  publish_date: string;
}

export interface InterpretationsTable {
  id: Generated<number>;
  policy_id: number;
  title: string;
  source: string;
  publish_date: string;
  summary: string;
  body_html: string;
  view_count: Generated<number>;
  /** The importer's key and the hash of the imported line (0017); null for seeded rows. */
  source_id?: string | null;
  source_hash?: string | null;
}

export interface NewsTable {
  id: Generated<number>;
  title: string;
  source: string;
  region_code: string;
  province_code: string;
  publish_date: string;
  summary: string;
  body_html: string;
  view_count: Generated<number>;
  /** The importer's key and the hash of the imported line (0017); null for seeded rows. */
  source_id?: string | null;
  source_hash?: string | null;
}

export interface ProjectsTable {
  id: Generated<number>;
  title: string;
  policy_id: number | null;
  agency_id: number;
  department: string;
  level: PolicyLevel;
  region_code: string;
  province_code: string;
  city_code: string;
  type_id: number;
  support_min: number;
  support_max: number;
  support_text: string;
  apply_start: string;
  apply_end: string;
  publish_date: string;
  conditions_html: string;
  materials_html: string;
  body_html: string;
  contact: Generated<string>;
  view_count: Generated<number>;
  /** The importer's key and the hash of the imported line (0017); null for seeded rows. */
  source_id?: string | null;
  source_hash?: string | null;
}

export interface ProjectLabelsTable {
  project_id: number;
  label_id: number;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  credit_code: string;
  legal_person: string;
  registered_capital: number;
  founded_date: string;
  status: string;
  company_type: string;
  industry_code: string;
  industry_name: string;
  region_code: string;
  province_code: string;
  city_code: string;
  address: string;
  staff_count: number;
  business_scope: string;
  invention_patents: Generated<number>;
  utility_patents: Generated<number>;
  design_patents: Generated<number>;
  software_copyrights: Generated<number>;
}

export interface CompanyTagsTable {
  company_id: number;
  tag: string;
  granted_date: string;
}

export interface CompanyFinancialsTable {
  company_id: number;
  year: number;
  revenue: number;
  main_revenue: number;
  hightech_revenue: number;
  rd_expense: number;
  net_assets: number;
  total_assets: number;
  total_liabilities: number;
  net_profit: number;
  staff: number;
  rd_staff: number;
}

export interface CompanyIpTable {
  id: Generated<number>;
  company_id: number;
  kind: 'invention' | 'utility' | 'design' | 'software';
  title: string;
  number: string;
  apply_date: string;
  grant_date: string | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  code_hash: string;
  ip: string;
  delivered: Generated<number>;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  code: string;
  content: string;
  created_at: number;
}

export interface WxScenesTable {
  id: Generated<number>;
  poll_key: string;
  scene_str: string;
  source: string;
  status: string;
  openid: string | null;
  user_id: number | null;
  created_at: number;
  expires_at: number;
  scanned_at: number | null;
  delivered_at: number | null;
}

export interface WxEventsTable {
  from_user: string;
  create_time: number;
  received_at: number;
}

/** A user's collection (收藏); type: policy, project, news, interpretation, company. */
export interface UserCollectsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  target_id: number;
  created_at: number;
}

/** The latest view of an item by a user (浏览记录), one row per item. */
export interface UserHistoryTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  target_id: number;
  viewed_at: number;
}

/** One attachment download by a user (下载记录). */
export interface UserDownloadsTable {
  id: Generated<number>;
  user_id: number;
  policy_id: number;
  attachment_id: number;
  created_at: number;
  /** 'attachment' (policy_id, attachment_id) or 'report' (report_id; the other two 0); migration 0012. */
  kind: Generated<string>;
  report_id: number | null;
}

/** Per searchable kind: bumped by every index write (generation) and removal (resets); see migration 0007. */
export interface SearchStateTable {
  kind: string;
  generation: number | string;
  resets: number | string;
}

export interface Database {
  users: UsersTable;
  sms_codes: SmsCodesTable;
  sms_outbox: SmsOutboxTable;
  wx_scenes: WxScenesTable;
  wx_events: WxEventsTable;
  user_tokens: UserTokensTable;
  messages: MessagesTable;
  labels: LabelsTable;
  agencies: AgenciesTable;
  policies: PoliciesTable;
  policy_labels: PolicyLabelsTable;
  policy_attachments: PolicyAttachmentsTable;
  interpretations: InterpretationsTable;
  news: NewsTable;
  projects: ProjectsTable;
  project_labels: ProjectLabelsTable;
  companies: CompaniesTable;
  company_tags: CompanyTagsTable;
  company_financials: CompanyFinancialsTable;
  company_ip: CompanyIpTable;
  user_collects: UserCollectsTable;
  user_history: UserHistoryTable;
  user_downloads: UserDownloadsTable;
  search_state: SearchStateTable;
  orders: OrdersTable;
  pay_events: PayEventsTable;
  invoices: InvoicesTable;
  right_usage: RightUsageTable;
  policy_reprints: PolicyReprintsTable;
  assessments: AssessmentsTable;
  assessment_drafts: AssessmentDraftsTable;
  assessment_files: AssessmentFilesTable;
  user_reports: UserReportsTable;
  chat_sessions: ChatSessionsTable;
  chat_messages: ChatMessagesTable;
  api_keys: ApiKeysTable;
  api_packages: ApiPackagesTable;
  api_usage_daily: ApiUsageDailyTable;
  subscriptions: SubscriptionsTable;
  subscription_state: SubscriptionStateTable;
  pushes: PushesTable;
  user_companies: UserCompaniesTable;
  feedbacks: FeedbacksTable;
}

/** AI assistant conversations (0016). Times are epoch ms. */
export interface ChatSessionsTable {
  id: Generated<number>;
  user_id: number;
  mode: string;
  title: string;
  company_id: number | null;
  created_at: number;
  updated_at: number;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  session_id: number;
  user_id: number;
  role: string;
  content: string;
  status: string;
  error_msg: string;
  provider: string | null;
  sources_json: string;
  created_at: number;
}

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
}

export interface RightUsageTable {
  user_id: number;
  right_key: string;
  period_key: string;
  used: number;
  updated_at: number;
}

export type OrderRow = Selectable<OrdersTable>;

export type UserRow = Selectable<UsersTable>;
export type MessageRow = Selectable<MessagesTable>;

/** Self-assessments, their drafts and supporting documents (migration 0012). */
export interface AssessmentsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  rule_set: string;
  company_id: number | null;
  company_name: Generated<string>;
  as_of: string;
  input_json: string;
  result_json: string;
  score: number | null;
  verdict: string;
  created_at: number;
}

export interface AssessmentDraftsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  rule_set: string | null;
  input_json: string;
  updated_at: number;
}

export interface AssessmentFilesTable {
  id: Generated<number>;
  assessment_id: number;
  user_id: number;
  name: string;
  stored_name: string;
  ext: string;
  mime: string;
  size_bytes: number;
  created_at: number;
}

/** Generated reports (PDFs) kept for their owner; listed in the download list (migration 0012). */
export interface UserReportsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  source_id: number;
  title: string;
  stored_name: string;
  size_bytes: number;
  created_at: number;
}
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

/** Policy subscriptions and pushes (0017). `conditions` is SubscriptionConditions as JSON. */
export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  conditions: string;
  paused: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface SubscriptionStateTable {
  id: number;
  instance: string;
  version: number | string;
}

export interface PushesTable {
  id: Generated<number>;
  user_id: number;
  subscription_id: number | null;
  policy_id: number;
  message_id: number | null;
  is_read: Generated<number>;
  created_at: number;
}

/** The companies a user linked in the personal centre (0017). */
export interface UserCompaniesTable {
  id: Generated<number>;
  user_id: number;
  company_id: number | null;
  name: string;
  credit_code: string;
  is_default: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** 意见反馈 (0017): `images` is a JSON array of /uploads/images/ URLs; status pending → replied. */
export interface FeedbacksTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  content: string;
  contact: string;
  images: string;
  status: string;
  reply: string | null;
  replied_at: number | null;
  created_at: number;
}
