import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { CompanyBrief, FinanceYear, IpTotals, NameValue, PolicyBrief, RegionDistribution, Trend } from '@aikc/shared/schemas/big-screen';
import type { Database } from '../../db/schema.ts';
import { foldRegions } from './regions.ts';

/**
 * Aggregation building blocks shared by the four screens. Every query is plain Kysely that runs on SQLite and
 * PostgreSQL alike (substr, count, sum, case); every list has a total order, so that equal data always gives
 * an identical snapshot and so an identical version.
 */
export type Db = Kysely<Database>;
export type CompanyWhere = (eb: ExpressionBuilder<Database, 'companies'>) => Expression<SqlBool>;
/** Tables with region_code and publish_date columns; cast to one of them below because Kysely types one table at a time. */
export type DatedTable = 'policies' | 'projects' | 'news' | 'interpretations';
export type RegionTable = 'policies' | 'projects' | 'companies';

const LEVEL_NAMES: Record<string, string> = { national: '国家级', provincial: '省级', municipal: '市级', district: '区县级' };
export function levelName(level: string): string {
  return LEVEL_NAMES[level] ?? level;
}

/** 'YYYY-MM' of the last `n` months ending with the month of `today` ('YYYY-MM-DD'). */
export function monthPeriods(today: string, n: number): string[] {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7)) - 1;
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(y, m - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

/** The date `days` after `date` ('YYYY-MM-DD'), calendar arithmetic in UTC so no zone shifts it. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export async function countAll(db: Db, table: keyof Database): Promise<number> {
  const row = await db.selectFrom(table as 'policies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Rows per month of publish_date over `periods` (which must be consecutive and ascending). */
export async function monthlyCounts(db: Db, table: DatedTable, periods: string[]): Promise<number[]> {
  const first = periods[0];
  if (!first) return [];
  const month = sql<string>`substr(publish_date, 1, 7)`;
  const rows = await db
    .selectFrom(table as 'policies')
    .select([month.as('period'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('publish_date', '>=', `${first}-01`)
    .groupBy(month)
    .execute();
  const byPeriod = new Map(rows.map((r) => [r.period, Number(r.n)]));
  return periods.map((p) => byPeriod.get(p) ?? 0);
}

export async function regionDistribution(db: Db, table: RegionTable, where?: CompanyWhere): Promise<RegionDistribution> {
  let q = db.selectFrom(table as 'companies').select(['region_code', (eb) => eb.fn.countAll<number>().as('n')]);
  if (where) q = q.where(where);
  return foldRegions(await q.groupBy('region_code').execute());
}

/** Sorts name/value pairs by value (desc) then name, and keeps the first `limit`. */
export function ranked(rows: { name: string | null; n: number | string | null }[], limit: number): NameValue[] {
  return rows
    .map((r) => ({ name: String(r.name ?? ''), value: Number(r.n ?? 0) }))
    .filter((r) => r.name !== '' && r.value > 0)
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** Company qualifications (高新技术企业, 专精特新 ...): companies per tag. */
export async function qualificationCounts(db: Db, limit = 8): Promise<NameValue[]> {
  const rows = await db
    .selectFrom('company_tags')
    .select(['tag as name', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('tag')
    .execute();
  return ranked(rows, limit);
}

export async function tagCount(db: Db, pattern: string): Promise<number> {
  const row = await db
    .selectFrom('company_tags')
    .select((eb) => eb.fn.count<number>('company_id').distinct().as('n'))
    .where('tag', 'like', pattern)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function ipTotals(db: Db, where?: CompanyWhere): Promise<IpTotals> {
  let q = db.selectFrom('companies').select((eb) => [
    eb.fn.sum<number>('invention_patents').as('invention'),
    eb.fn.sum<number>('utility_patents').as('utility'),
    eb.fn.sum<number>('design_patents').as('design'),
    eb.fn.sum<number>('software_copyrights').as('software'),
  ]);
  if (where) q = q.where(where);
  const r = await q.executeTakeFirstOrThrow();
  return { invention: Number(r.invention ?? 0), utility: Number(r.utility ?? 0), design: Number(r.design ?? 0), software: Number(r.software ?? 0) };
}

/** Revenue, R&D spending and net profit summed per year (万元), the last `years` years on record. */
export async function financeByYear(db: Db, years = 3): Promise<FinanceYear[]> {
  const rows = await db
    .selectFrom('company_financials')
    .select((eb) => [
      'year',
      eb.fn.sum<number>('revenue').as('revenue'),
      eb.fn.sum<number>('rd_expense').as('rd_expense'),
      eb.fn.sum<number>('net_profit').as('net_profit'),
    ])
    .groupBy('year')
    .orderBy('year', 'desc')
    .limit(years)
    .execute();
  const round = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;
  return rows
    .map((r) => ({ year: Number(r.year), revenue: round(r.revenue), rd_expense: round(r.rd_expense), net_profit: round(r.net_profit) }))
    .reverse();
}

/** Founding years: companies per year over the last `span` years up to `today`'s year. */
export async function foundingTrend(db: Db, today: string, span: number, where?: CompanyWhere): Promise<Trend> {
  const last = Number(today.slice(0, 4));
  const periods = Array.from({ length: span }, (_, i) => String(last - span + 1 + i));
  const year = sql<string>`substr(founded_date, 1, 4)`;
  let q = db
    .selectFrom('companies')
    .select([year.as('period'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('founded_date', '>=', `${periods[0]}-01-01`);
  if (where) q = q.where(where);
  const rows = await q.groupBy(year).execute();
  const byYear = new Map(rows.map((r) => [r.period, Number(r.n)]));
  return { periods, series: [{ key: 'companies', values: periods.map((p) => byYear.get(p) ?? 0) }] };
}

/** The latest policies, optionally only those whose title holds one of `keywords`. */
export async function latestPolicies(db: Db, limit: number, keywords: string[] = []): Promise<PolicyBrief[]> {
  let q = db
    .selectFrom('policies')
    .innerJoin('agencies', 'agencies.id', 'policies.agency_id')
    .select(['policies.id', 'policies.title', 'policies.level', 'policies.publish_date', 'agencies.short_name']);
  if (keywords.length > 0) q = q.where((eb) => eb.or(keywords.map((k) => eb('policies.title', 'like', `%${k}%`))));
  const rows = await q.orderBy('policies.publish_date', 'desc').orderBy('policies.id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, title: r.title, agency: r.short_name, level: levelName(r.level), publish_date: r.publish_date }));
}

/** Companies with the most patents (invention + utility + design), for the leader tables. */
export async function topCompanies(db: Db, limit: number, where?: CompanyWhere): Promise<CompanyBrief[]> {
  const patents = sql<number>`invention_patents + utility_patents + design_patents`;
  let q = db.selectFrom('companies').select(['id', 'name', 'industry_name', 'region_code', patents.as('patents')]);
  if (where) q = q.where(where);
  const rows = await q.orderBy(patents, 'desc').orderBy('id', 'asc').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, name: r.name, industry: r.industry_name, region: regionLabel(r.region_code), patents: Number(r.patents) }));
}

function regionLabel(code: string): string {
  const d = foldRegions([{ region_code: code, n: 1 }]);
  const province = d.provinces[0]?.name ?? '';
  const city = d.cities[0]?.name ?? '';
  return city && !city.startsWith(province) ? `${province}·${city}` : province;
}
