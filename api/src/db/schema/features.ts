import type { Generated } from 'kysely';

/** AI assistant conversations, self-assessments and their reports, subscriptions and pushes. Conventions: db/schema.ts. */
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
  /** A not-found answer's related questions, a JSON array (0025). */
  related_json: Generated<string>;
  created_at: number;
}

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
  /** 1: pushed when the subscription was saved, from the last 30 days (0024), not as the policy was published. */
  backfill: Generated<number>;
  created_at: number;
}

/** The chat's report jobs (0019): see chat/report-jobs.ts. `charged` is 0/1. Times are epoch ms. */
export interface ReportJobsTable {
  job_id: string;
  user_id: number;
  title: string;
  stage: string;
  queue_ahead: number;
  message: string;
  report_id: number | null;
  charged: number;
  remaining: number | null;
  started_at: number;
  finished_at: number | null;
  heartbeat_at: number;
}

/** 数据导出: an export job and, once done, its file (0020). */
export interface UserExportsTable {
  id: Generated<number>;
  user_id: number;
  row_kind: string;
  /** Hash of the request (list, filter, columns, rows): the same export twice at once is refused. */
  request_key: string;
  file_name: string;
  stored_name: string | null;
  stage: string;
  progress: number;
  message: string;
  rows: number;
  charged: number;
  remaining: number | null;
  size_bytes: number;
  started_at: number;
  finished_at: number | null;
  heartbeat_at: number;
}
