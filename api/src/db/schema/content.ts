import type { Generated } from 'kysely';

/** The searchable content: policies and their reprints, interpretations, news, projects, companies, and the search state. Conventions: db/schema.ts. */
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
  /** 0026: 1 when the back office took it down. */
  offline?: Generated<number>;
  /** 0026: a scheduled publication time (epoch ms); null when published as written. */
  publish_at?: number | null;
  /** 'reference' for the reference layer (real national documents), 'import' for marked imports, else '' (0022). */
  source: Generated<string>;
  /** 现行有效 / 已修订 / 已废止, or '' when not stated (0022). */
  doc_status: Generated<string>;
  /** 成文日期, when known (0022). */
  written_date?: string | null;
  /** The source_id of the document that replaced this one (0022). */
  replaced_by?: string | null;
  /** 1 on rows the seed generated (示例数据), 0 on real ones (migration 0023). */
  is_demo: Generated<number>;
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
  /** The file under DATA_DIR/policy-files (crawled attachments, 0032); null: metadata only, a stand-in is served. */
  stored_name: Generated<string | null>;
  source_url: Generated<string>;
  /** Extracted text (PDF, DOCX); '' for other types. Not indexed for search (nothing indexes attachment text). */
  text_content: Generated<string>;
}

/** A document citing another by 《title》 or 文号 (0032). */
export interface PolicyCitationsTable {
  id: Generated<number>;
  policy_id: number;
  cited_id: number;
  via: string;
  cited_text: string;
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
  /** 0026: 1 when the back office took it down. */
  offline?: Generated<number>;
  /** 0026: a scheduled publication time (epoch ms); null when published as written. */
  publish_at?: number | null;
  /** 1 on rows the seed generated (示例数据), 0 on real ones (migration 0023). */
  is_demo: Generated<number>;
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
  /** 0026: 1 when the back office took it down. */
  offline?: Generated<number>;
  /** 0026: a scheduled publication time (epoch ms); null when published as written. */
  publish_at?: number | null;
  /** 1 on rows the seed generated (示例数据), 0 on real ones (migration 0023). */
  is_demo: Generated<number>;
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
  /** 0026: 1 when the back office took it down. */
  offline?: Generated<number>;
  /** 0026: a scheduled publication time (epoch ms); null when published as written. */
  publish_at?: number | null;
  /** 1 on rows the seed generated (示例数据), 0 on real ones (migration 0023). */
  is_demo: Generated<number>;
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
  /** 1 on rows the seed generated (示例数据), 0 on real ones (migration 0023). */
  is_demo: Generated<number>;
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

/** Per searchable kind: bumped by every index write (generation) and removal (resets); see migration 0007. */
export interface SearchStateTable {
  kind: string;
  generation: number | string;
  resets: number | string;
}
