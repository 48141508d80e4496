import type {
  EmailOutboxTable,
  FeedbackDeliveriesTable,
  FeedbacksTable,
  MessagesTable,
  SmsCodesTable,
  SmsOutboxTable,
  UserCollectsTable,
  UserCompaniesTable,
  UserDownloadsTable,
  UserHistoryTable,
  UserTokensTable,
  UsersTable,
  WxEventsTable,
  WxScenesTable,
} from './schema/accounts.ts';
import type {
  ApiKeysTable,
  ApiPackagesTable,
  ApiUsageDailyTable,
  InvoicesTable,
  OrdersTable,
  PayEventsTable,
  RightUsageTable,
} from './schema/commerce.ts';
import type {
  AgenciesTable,
  CompaniesTable,
  CompanyFinancialsTable,
  CompanyIpTable,
  CompanyTagsTable,
  InterpretationsTable,
  LabelsTable,
  NewsTable,
  PoliciesTable,
  PolicyAttachmentsTable,
  PolicyCitationsTable,
  PolicyLabelsTable,
  PolicyReprintsTable,
  ProjectLabelsTable,
  ProjectsTable,
  SearchStateTable,
} from './schema/content.ts';
import type {
  AssessmentDraftsTable,
  AssessmentFilesTable,
  AssessmentsTable,
  ChatMessagesTable,
  ChatSessionsTable,
  PushesTable,
  ReportJobsTable,
  SubscriptionStateTable,
  SubscriptionsTable,
  UserExportsTable,
  UserReportsTable,
} from './schema/features.ts';
import type { PolicyFactsTable, QaCitationsTable, QaEntriesTable } from './schema/reference.ts';
import type {
  OpenApiNoncesTable,
  UploadLedgerTable,
  UserEventsHorizonTable,
  UserEventsTable,
} from './schema/hardening.ts';
import type {
  AuditLogTable,
  RefundsTable,
  ReviewItemsTable,
  SearchLogTable,
  StaffSessionsTable,
  StaffTable,
} from './schema/admin.ts';
import type { CrawlQueueTable, CrawlRunsTable, CrawlSeenTable, CrawlSourcesTable } from './schema/crawl.ts';

/**
 * Table types for Kysely. Conventions that keep one query layer working on SQLite and PostgreSQL:
 * timestamps are epoch milliseconds (bigint, parsed to number on PostgreSQL), calendar dates are
 * 'YYYY-MM-DD' text, booleans are 0/1 integers, money is 万元 as double.
 */

export type * from './schema/accounts.ts';
export type * from './schema/commerce.ts';
export type * from './schema/content.ts';
export type * from './schema/features.ts';
export type * from './schema/reference.ts';
export type * from './schema/hardening.ts';
export type * from './schema/admin.ts';
export type * from './schema/crawl.ts';

/** Every table, by name: the type Kysely is opened with. */
export interface Database {
  users: UsersTable;
  sms_codes: SmsCodesTable;
  sms_outbox: SmsOutboxTable;
  email_outbox: EmailOutboxTable;
  wx_scenes: WxScenesTable;
  wx_events: WxEventsTable;
  user_tokens: UserTokensTable;
  messages: MessagesTable;
  labels: LabelsTable;
  agencies: AgenciesTable;
  policies: PoliciesTable;
  policy_labels: PolicyLabelsTable;
  policy_attachments: PolicyAttachmentsTable;
  policy_citations: PolicyCitationsTable;
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
  user_exports: UserExportsTable;
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
  feedback_deliveries: FeedbackDeliveriesTable;
  report_jobs: ReportJobsTable;
  policy_facts: PolicyFactsTable;
  qa_entries: QaEntriesTable;
  qa_citations: QaCitationsTable;
  openapi_nonces: OpenApiNoncesTable;
  upload_ledger: UploadLedgerTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  review_items: ReviewItemsTable;
  refunds: RefundsTable;
  search_log: SearchLogTable;
  crawl_sources: CrawlSourcesTable;
  crawl_runs: CrawlRunsTable;
  crawl_queue: CrawlQueueTable;
  crawl_seen: CrawlSeenTable;
  user_events: UserEventsTable;
  user_events_horizon: UserEventsHorizonTable;
}
