import { sql, type Kysely } from 'kysely';
import type { CompanyBrief, FinanceYear, IpTotals, PolicyBrief } from '@aikc/shared/schemas/big-screen';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { unionSorted } from '@aikc/search';
import { levelName } from './aggregates.ts';
import { latestKey, TopK, type ScreenFacts } from './facts.ts';
import { foldRegions } from './regions.ts';

/**
 * What the screen builders (screen-s1.ts ... screen-s4.ts) read: the facts at one state, today's date, and
 * the few rows a screen names (latest policies, leading companies), read by id.
 */
export interface ScreenContext {
  db: Kysely<Database>;
  dialect: DialectName;
  facts: ScreenFacts;
  today: string;
}

/** The newest `limit` policies (publish date, then id, descending) among `among` (sorted ids). */
export function latestPolicyIds(facts: ScreenFacts, limit: number, among: Int32Array): number[] {
  const top = new TopK(limit);
  const { policyIds: ids, policyPublished: published } = facts;
  // Both ascending: one merge walk.
  let i = 0;
  for (const id of among) {
    while (i < ids.length && (ids[i] as number) < id) i++;
    if (ids[i] === id) top.offer(id, latestKey(published[i] as number, id));
  }
  return top.items.map((x) => x.id);
}

/** Policies as the screens list them, in the order of `ids`. */
export async function policyBriefs(ctx: ScreenContext, ids: number[]): Promise<PolicyBrief[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('policies')
    .innerJoin('agencies', 'agencies.id', 'policies.agency_id')
    .select(['policies.id', 'policies.title', 'policies.level', 'policies.publish_date', 'agencies.short_name'])
    .where('policies.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r
      ? [{ id: r.id, title: r.title, agency: r.short_name, level: levelName(r.level), publish_date: r.publish_date }]
      : [];
  });
}

export async function companyRows(ctx: ScreenContext, ids: number[]) {
  if (ids.length === 0)
    return new Map<number, { name: string; industry_name: string; region_code: string; patents: number }>();
  const rows = await ctx.db
    .selectFrom('companies')
    .select([
      'id',
      'name',
      'industry_name',
      'region_code',
      sql<number>`invention_patents + utility_patents + design_patents`.as('patents'),
    ])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, { ...r, patents: Number(r.patents) }]));
}

/** Companies with the most patents, as the leader tables show them. */
export async function companyBriefs(ctx: ScreenContext, top: TopK): Promise<CompanyBrief[]> {
  const rows = await companyRows(
    ctx,
    top.items.map((x) => x.id),
  );
  return top.items.flatMap((x) => {
    const r = rows.get(x.id);
    return r
      ? [{ id: x.id, name: r.name, industry: r.industry_name, region: regionLabel(r.region_code), patents: r.patents }]
      : [];
  });
}

function regionLabel(code: string): string {
  const d = foldRegions([{ region_code: code, n: 1 }]);
  const province = d.provinces[0]?.name ?? '';
  const city = d.cities[0]?.name ?? '';
  return city && !city.startsWith(province) ? `${province}·${city}` : province;
}

/**
 * Documents of `kind` whose title matches any of `keywords` as the portal's search reads them (sorted ids):
 * the keyword counts use the full-text index (facts.ts titleMatches), where the SQL they replace scanned
 * every title with `like '%kw%'`.
 */
export function anyTitleMatches(
  ctx: ScreenContext,
  kind: 'policy' | 'project',
  keywords: readonly string[],
): Int32Array {
  let out: Int32Array = new Int32Array(0);
  for (const k of keywords) out = unionSorted(out, ctx.facts.titleMatches[kind].get(k) ?? new Int32Array(0));
  return out;
}

export function ipTotals(ip: IpTotals): IpTotals {
  return { invention: ip.invention, utility: ip.utility, design: ip.design, software: ip.software };
}

/** Revenue, R&D spending and net profit per year (万元), the last `years` years on record, oldest first. */
export function financeByYear(facts: ScreenFacts, years = 3): FinanceYear[] {
  const round = (v: number) => Math.round(v * 100) / 100;
  return [...facts.finance]
    .sort((a, b) => b[0] - a[0])
    .slice(0, years)
    .map(([year, f]) => ({
      year,
      revenue: round(f.revenue),
      rd_expense: round(f.rd_expense),
      net_profit: round(f.net_profit),
    }))
    .reverse();
}

/** Counts of `periods` from a map by period, 0 where absent. */
export function series(byPeriod: Map<string, number>, periods: readonly string[]): number[] {
  return periods.map((p) => byPeriod.get(p) ?? 0);
}
