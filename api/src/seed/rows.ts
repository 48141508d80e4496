import type { ColumnType } from 'kysely';
import type {
  CompaniesTable,
  CompanyFinancialsTable,
  CompanyIpTable,
  CompanyTagsTable,
  InterpretationsTable,
  NewsTable,
  PoliciesTable,
  PolicyAttachmentsTable,
  ProjectsTable,
} from '../db/schema.ts';

/** A table row as the seed writes it: every column explicit, ids included (the corpus fixes its ids). */
// The demo marker is the writer's (writers.ts), not the generators'.
type Plain<T> = Omit<{ [K in keyof T]: T[K] extends ColumnType<infer S, unknown, unknown> ? S : T[K] }, 'is_demo'>;

/** The body's plain text is derived by the writer (withBodyText), never generated separately. */
// The reference layer's columns (0022) keep their defaults in generated rows.
export type PolicyRow = Omit<Plain<PoliciesTable>, 'body_text' | 'source' | 'doc_status'>;
// Generated attachments are metadata only: the file columns (0032) keep their defaults.
export type AttachmentRow = Omit<Plain<PolicyAttachmentsTable>, 'stored_name' | 'source_url' | 'text_content'>;
export type InterpretationRow = Plain<InterpretationsTable>;
export type NewsRow = Plain<NewsTable>;
export type ProjectRow = Plain<ProjectsTable>;
export type CompanyRow = Plain<CompaniesTable>;
export type CompanyTagRow = CompanyTagsTable;
export type FinancialRow = CompanyFinancialsTable;
export type CompanyIpRow = Plain<CompanyIpTable>;

/** A provincial agency's verbatim reprint (转发) of a document (migration 0015). */
export interface ReprintRow {
  id: number;
  policy_id: number;
  agency_id: number;
  region_code: string;
  title: string;
  doc_no: string;
  publish_date: string;
}

export interface PolicyBatchRow {
  policy: PolicyRow;
  labelIds: number[];
  attachments: AttachmentRow[];
  /** Verbatim reprints of the policy by other agencies (policy-themes.ts). */
  reprints: ReprintRow[];
}

export interface ProjectBatchRow {
  project: ProjectRow;
  labelIds: number[];
}

export interface CompanyBatchRow {
  company: CompanyRow;
  tags: CompanyTagRow[];
  financials: FinancialRow[];
  ip: CompanyIpRow[];
}
