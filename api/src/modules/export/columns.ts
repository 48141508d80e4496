import { EXPORT_COLUMNS, type ExportRowKind } from '@aikc/shared/schemas/export';
import { MARK } from '../chat/zcpp-match.ts';
import type { ExportItem } from './sources.ts';

/** A cell: text, a number, a calendar date, a link, or empty. */
export type CellValue = string | number | Date | { text: string; hyperlink: string } | null;

export interface ColumnSpec {
  key: string;
  header: string;
  /** Excel character widths, sized for the usual Chinese content. */
  width: number;
  /** Excel number format of the column (dates, money). */
  numFmt?: string;
  value(row: ExportItem, base: string): CellValue;
}

const DATE_FMT = 'yyyy-mm-dd';

/** A 'YYYY-MM-DD' calendar date as an Excel date (UTC midnight: Excel dates have no zone), '' as empty. */
export function dateCell(d: string | null | undefined): Date | null {
  if (!d || !/^\d{4}-\d{2}-\d{2}$/.test(d)) return null;
  return new Date(`${d}T00:00:00Z`);
}

const link = (base: string, path: string): CellValue => ({ text: `${base}${path}`, hyperlink: `${base}${path}` });

type Getter = (row: never, base: string) => CellValue;
type Spec = [width: number, get: Getter, numFmt?: string];

/** How each column of EXPORT_COLUMNS is filled, by row kind (the labels and the order are the shared table's). */
const CELLS: Record<ExportRowKind, Record<string, Spec>> = {
  policy: {
    title: [50, (r: PolicyRow) => r.title],
    doc_no: [24, (r: PolicyRow) => r.doc_no],
    agency: [28, (r: PolicyRow) => r.agency],
    region: [16, (r: PolicyRow) => r.region_name],
    publish_date: [12, (r: PolicyRow) => dateCell(r.publish_date), DATE_FMT],
    validity: [8, (r: PolicyRow) => r.validity_name],
    level: [10, (r: PolicyRow) => r.level_name],
    type: [14, (r: PolicyRow) => r.type.name],
    labels: [24, (r: PolicyRow) => r.labels.map((l) => l.name).join('、')],
    url: [44, (r: PolicyRow, base) => link(base, `/policy/detail/${r.id}`)],
  },
  project: {
    title: [50, (r: ProjectRow) => r.title],
    department: [28, (r: ProjectRow) => r.department],
    support: [36, (r: ProjectRow) => r.support_text],
    apply_period: [24, (r: ProjectRow) => `${r.apply_start || '—'} 至 ${r.apply_end || '—'}`],
    status: [10, (r: ProjectRow) => r.status_name],
    region: [16, (r: ProjectRow) => r.region_name],
    level: [10, (r: ProjectRow) => r.level_name],
    type: [14, (r: ProjectRow) => r.type.name],
    support_max: [14, (r: ProjectRow) => r.support_max, '#,##0.00'],
    url: [44, (r: ProjectRow, base) => link(base, `/project/detail/${r.id}`)],
  },
  company: {
    name: [36, (r: CompanyRow) => r.name],
    credit_code: [22, (r: CompanyRow) => r.credit_code],
    legal_person: [12, (r: CompanyRow) => r.legal_person],
    founded_date: [12, (r: CompanyRow) => dateCell(r.founded_date), DATE_FMT],
    registered_capital: [16, (r: CompanyRow) => r.registered_capital, '#,##0.00'],
    region: [20, (r: CompanyRow) => r.region_name],
    industry: [28, (r: CompanyRow) => r.industry_name],
    status: [10, (r: CompanyRow) => r.status],
    tags: [36, (r: CompanyRow) => r.tags.join('、')],
    url: [44, (r: CompanyRow, base) => link(base, `/company/detail/${r.id}`)],
  },
  zcpp: {
    title: [50, (r: MatchRow) => r.title],
    support: [36, (r: MatchRow) => r.support],
    deadline: [12, (r: MatchRow) => dateCell(r.deadline), DATE_FMT],
    met: [10, (r: MatchRow) => `${r.criteria.filter((c) => c.status === 'met').length}/${r.criteria.length}项`],
    criteria: [60, (r: MatchRow) => r.criteria.map((c) => `${c.name}${MARK[c.status]}（${c.detail}）`).join('；')],
    url: [44, (r: MatchRow, base) => link(base, `/project/detail/${r.id}`)],
  },
};

type PolicyRow = Extract<ExportItem, { kind: 'policy' }>['item'];
type ProjectRow = Extract<ExportItem, { kind: 'project' }>['item'];
type CompanyRow = Extract<ExportItem, { kind: 'company' }>['item'];
type MatchRow = Extract<ExportItem, { kind: 'zcpp' }>['item'];

/**
 * The chosen columns in the file's order (the shared table's, whatever order they were ticked in); null when a
 * key is not a column of the kind (the request is refused with the message of the caller).
 */
export function columnSpecs(kind: ExportRowKind, keys: readonly string[]): ColumnSpec[] | null {
  const wanted = new Set(keys);
  const defs = EXPORT_COLUMNS[kind];
  if ([...wanted].some((k) => !defs.some((d) => d.key === k))) return null;
  return defs
    .filter((d) => wanted.has(d.key))
    .map((d) => {
      const [width, get, numFmt] = CELLS[kind][d.key] as Spec;
      return {
        key: d.key,
        header: d.label,
        width,
        ...(numFmt ? { numFmt } : {}),
        value: (row, base) => (get as (item: unknown, base: string) => CellValue)(row.item, base),
      };
    });
}
