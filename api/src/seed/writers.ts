import type { Db } from '../db/database.ts';
import type { SeedAgency } from './agencies.ts';
import { companyIndexText } from '../modules/company/writer.ts';
import { policyIndexText, withBodyText } from '../modules/policy/writer.ts';
import { projectIndexText } from '../modules/project/writer.ts';
import { inBulkTransaction, type ColumnSpec } from './bulk.ts';
import { indexBatch, lockBatch } from './index-batch.ts';
import type { SeedLabel } from './labels.ts';
import type { CompanyBatchRow, InterpretationRow, NewsRow, PolicyBatchRow, ProjectBatchRow } from './rows.ts';
import { htmlToText } from '../lib/html-text.ts';

/**
 * One function per content table; each writes one batch (with its child rows) and indexes it for search in
 * ONE transaction, so a document is searchable exactly when it exists. Returns the ids it inserted.
 */

/** Every content row the seed writes is generated: marked demo (migration 0023); `values` fills it in. */
const DEMO_COL: ColumnSpec[number] = ['is_demo', 'int4'];
const LABEL_COLS: ColumnSpec = [
  ['id', 'int4'],
  ['parent_id', 'int4'],
  ['kind', 'text'],
  ['name', 'text'],
  ['sort', 'int4'],
];
const AGENCY_COLS: ColumnSpec = [
  ['id', 'int4'],
  ['name', 'text'],
  ['short_name', 'text'],
  ['level', 'text'],
  ['region_code', 'text'],
  ['doc_prefix', 'text'],
];
const POLICY_COLS: ColumnSpec = [
  ['id', 'int4'],
  ['title', 'text'],
  ['doc_no', 'text'],
  ['agency_id', 'int4'],
  ['level', 'text'],
  ['region_code', 'text'],
  ['province_code', 'text'],
  ['city_code', 'text'],
  ['type_id', 'int4'],
  ['publish_date', 'text'],
  ['effective_date', 'text'],
  ['expire_date', 'text'],
  ['summary', 'text'],
  ['body_html', 'text'],
  ['body_text', 'text'],
  ['source_url', 'text'],
  ['view_count', 'int4'],
  ['created_at', 'int8'],
  ['updated_at', 'int8'],
  DEMO_COL,
];
const POLICY_LABEL_COLS: ColumnSpec = [
  ['policy_id', 'int4'],
  ['label_id', 'int4'],
];
const ATTACHMENT_COLS: ColumnSpec = [
  ['id', 'int4'],
  ['policy_id', 'int4'],
  ['name', 'text'],
  ['file_type', 'text'],
  ['size_bytes', 'int4'],
];
const REPRINT_COLS: ColumnSpec = [
  ['id', 'int4'],
  ['policy_id', 'int4'],
  ['agency_id', 'int4'],
  ['region_code', 'text'],
  ['title', 'text'],
  ['doc_no', 'text'],
  ['publish_date', 'text'],
];
const INTERPRETATION_COLS: ColumnSpec = [
  ['id', 'int4'],
  ['policy_id', 'int4'],
  ['title', 'text'],
  ['source', 'text'],
  ['publish_date', 'text'],
  ['summary', 'text'],
  ['body_html', 'text'],
  ['view_count', 'int4'],
  DEMO_COL,
];
const NEWS_COLS: ColumnSpec = [
  ['id', 'int4'],
  ['title', 'text'],
  ['source', 'text'],
  ['region_code', 'text'],
  ['province_code', 'text'],
  ['publish_date', 'text'],
  ['summary', 'text'],
  ['body_html', 'text'],
  ['view_count', 'int4'],
  DEMO_COL,
];
const PROJECT_COLS: ColumnSpec = [
  ['id', 'int4'],
  ['title', 'text'],
  ['policy_id', 'int4'],
  ['agency_id', 'int4'],
  ['department', 'text'],
  ['level', 'text'],
  ['region_code', 'text'],
  ['province_code', 'text'],
  ['city_code', 'text'],
  ['type_id', 'int4'],
  ['support_min', 'float8'],
  ['support_max', 'float8'],
  ['support_text', 'text'],
  ['apply_start', 'text'],
  ['apply_end', 'text'],
  ['publish_date', 'text'],
  ['conditions_html', 'text'],
  ['materials_html', 'text'],
  ['body_html', 'text'],
  ['contact', 'text'],
  ['view_count', 'int4'],
  DEMO_COL,
];
const PROJECT_LABEL_COLS: ColumnSpec = [
  ['project_id', 'int4'],
  ['label_id', 'int4'],
];
const COMPANY_COLS: ColumnSpec = [
  ['id', 'int4'],
  ['name', 'text'],
  ['credit_code', 'text'],
  ['legal_person', 'text'],
  ['registered_capital', 'float8'],
  ['founded_date', 'text'],
  ['status', 'text'],
  ['company_type', 'text'],
  ['industry_code', 'text'],
  ['industry_name', 'text'],
  ['region_code', 'text'],
  ['province_code', 'text'],
  ['city_code', 'text'],
  ['address', 'text'],
  ['staff_count', 'int4'],
  ['business_scope', 'text'],
  ['invention_patents', 'int4'],
  ['utility_patents', 'int4'],
  ['design_patents', 'int4'],
  ['software_copyrights', 'int4'],
  DEMO_COL,
];
const TAG_COLS: ColumnSpec = [
  ['company_id', 'int4'],
  ['tag', 'text'],
  ['granted_date', 'text'],
];
const FINANCIAL_COLS: ColumnSpec = [
  ['company_id', 'int4'],
  ['year', 'int4'],
  ['revenue', 'float8'],
  ['main_revenue', 'float8'],
  ['hightech_revenue', 'float8'],
  ['rd_expense', 'float8'],
  ['net_assets', 'float8'],
  ['total_assets', 'float8'],
  ['total_liabilities', 'float8'],
  ['net_profit', 'float8'],
  ['staff', 'int4'],
  ['rd_staff', 'int4'],
];
const IP_COLS: ColumnSpec = [
  ['id', 'int4'],
  ['company_id', 'int4'],
  ['kind', 'text'],
  ['title', 'text'],
  ['number', 'text'],
  ['apply_date', 'text'],
  ['grant_date', 'text'],
];

/** Searchable text of news and interpretations: the summary and the body as plain text. */
function articleIndexText(a: { summary: string; body_html: string }): string {
  return `${a.summary} ${htmlToText(a.body_html)}`;
}

/** Values of `row` in the order of `cols`. */
function values(cols: ColumnSpec, row: object): unknown[] {
  const r = row as Record<string, unknown>;
  return cols.map(([name]) => (name === 'is_demo' ? 1 : (r[name] ?? null)));
}

export async function writeLabels(handle: Db, rows: SeedLabel[]): Promise<void> {
  await inBulkTransaction(handle, (tx) =>
    tx.insert(
      'labels',
      LABEL_COLS,
      rows.map((r) => values(LABEL_COLS, r)),
    ),
  );
}

export async function writeAgencies(handle: Db, rows: SeedAgency[]): Promise<void> {
  await inBulkTransaction(handle, (tx) =>
    tx.insert(
      'agencies',
      AGENCY_COLS,
      rows.map((a) => values(AGENCY_COLS, { ...a, doc_prefix: a.prefixes[0] })),
    ),
  );
}

export async function writePolicies(handle: Db, rows: PolicyBatchRow[]): Promise<number[]> {
  const ids = rows.map((r) => r.policy.id);
  const policies = rows.map((r) => withBodyText(r.policy));
  await inBulkTransaction(handle, async (tx) => {
    const lock = await lockBatch(tx, handle, 'policy');
    await tx.insert(
      'policies',
      POLICY_COLS,
      policies.map((p) => values(POLICY_COLS, p)),
    );
    await tx.insert(
      'policy_labels',
      POLICY_LABEL_COLS,
      rows.flatMap((r) => r.labelIds.map((l) => [r.policy.id, l])),
    );
    await tx.insert(
      'policy_attachments',
      ATTACHMENT_COLS,
      rows.flatMap((r) => r.attachments.map((a) => values(ATTACHMENT_COLS, a))),
    );
    await tx.insert(
      'policy_reprints',
      REPRINT_COLS,
      rows.flatMap((r) => r.reprints.map((a) => values(REPRINT_COLS, a))),
    );
    await indexBatch(
      lock,
      'policy',
      policies.map((p) => ({ id: p.id, title: p.title, body: policyIndexText(p) })),
    );
  });
  return ids;
}

export async function writeInterpretations(handle: Db, rows: InterpretationRow[]): Promise<number[]> {
  const ids = rows.map((r) => r.id);
  await inBulkTransaction(handle, async (tx) => {
    const lock = await lockBatch(tx, handle, 'interpretation');
    await tx.insert(
      'interpretations',
      INTERPRETATION_COLS,
      rows.map((r) => values(INTERPRETATION_COLS, r)),
    );
    await indexBatch(
      lock,
      'interpretation',
      rows.map((r) => ({ id: r.id, title: r.title, body: articleIndexText(r) })),
    );
  });
  return ids;
}

export async function writeNews(handle: Db, rows: NewsRow[]): Promise<number[]> {
  const ids = rows.map((r) => r.id);
  await inBulkTransaction(handle, async (tx) => {
    const lock = await lockBatch(tx, handle, 'news');
    await tx.insert(
      'news',
      NEWS_COLS,
      rows.map((r) => values(NEWS_COLS, r)),
    );
    await indexBatch(
      lock,
      'news',
      rows.map((r) => ({ id: r.id, title: r.title, body: articleIndexText(r) })),
    );
  });
  return ids;
}

export async function writeProjects(handle: Db, rows: ProjectBatchRow[]): Promise<number[]> {
  const ids = rows.map((r) => r.project.id);
  await inBulkTransaction(handle, async (tx) => {
    const lock = await lockBatch(tx, handle, 'project');
    await tx.insert(
      'projects',
      PROJECT_COLS,
      rows.map((r) => values(PROJECT_COLS, r.project)),
    );
    await tx.insert(
      'project_labels',
      PROJECT_LABEL_COLS,
      rows.flatMap((r) => r.labelIds.map((l) => [r.project.id, l])),
    );
    await indexBatch(
      lock,
      'project',
      rows.map(({ project: p }) => ({ id: p.id, title: p.title, body: projectIndexText(p) })),
    );
  });
  return ids;
}

export async function writeCompanies(handle: Db, rows: CompanyBatchRow[]): Promise<number[]> {
  const ids = rows.map((r) => r.company.id);
  await inBulkTransaction(handle, async (tx) => {
    const lock = await lockBatch(tx, handle, 'company');
    await tx.insert(
      'companies',
      COMPANY_COLS,
      rows.map((r) => values(COMPANY_COLS, r.company)),
    );
    await tx.insert(
      'company_tags',
      TAG_COLS,
      rows.flatMap((r) => r.tags.map((t) => values(TAG_COLS, t))),
    );
    await tx.insert(
      'company_financials',
      FINANCIAL_COLS,
      rows.flatMap((r) => r.financials.map((f) => values(FINANCIAL_COLS, f))),
    );
    await tx.insert(
      'company_ip',
      IP_COLS,
      rows.flatMap((r) => r.ip.map((i) => values(IP_COLS, i))),
    );
    await indexBatch(
      lock,
      'company',
      rows.map(({ company: c }) => ({ id: c.id, title: c.name, body: companyIndexText(c) })),
    );
  });
  return ids;
}
