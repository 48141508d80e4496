import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { CompanyFilter } from '@aikc/shared/filters';
import type { Facets } from '@aikc/shared/schemas/search';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { inList, runListing } from '../search/listing.ts';
import { inOrder, regionName } from '../search/lookups.ts';
import type { TextQuery } from '../search/query.ts';

/** GB/T 4754 sections (门类), for the industry facet's labels. */
const INDUSTRY_SECTIONS: Record<string, string> = {
  A: '农、林、牧、渔业', B: '采矿业', C: '制造业', D: '电力、热力、燃气及水生产和供应业', E: '建筑业', F: '批发和零售业',
  G: '交通运输、仓储和邮政业', H: '住宿和餐饮业', I: '信息传输、软件和信息技术服务业', J: '金融业', K: '房地产业',
  L: '租赁和商务服务业', M: '科学研究和技术服务业', N: '水利、环境和公共设施管理业', O: '居民服务、修理和其他服务业',
  P: '教育', Q: '卫生和社会工作', R: '文化、体育和娱乐业', S: '公共管理、社会保障和社会组织', T: '国际组织',
};

/** Registered-capital buckets (万元). */
export const CAPITAL_BUCKETS = [
  { value: '0-100', label: '100万元以下' },
  { value: '100-500', label: '100-500万元' },
  { value: '500-1000', label: '500-1000万元' },
  { value: '1000-5000', label: '1000-5000万元' },
  { value: '5000-', label: '5000万元以上' },
] as const;

export async function loadCompanies(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  const [rows, tags] = await Promise.all([
    db.selectFrom('companies').selectAll().where('id', 'in', ids).execute(),
    db.selectFrom('company_tags').select(['company_id', 'tag', 'granted_date']).where('company_id', 'in', ids).orderBy('granted_date', 'desc').execute(),
  ]);
  const by = new Map<number, { tag: string; granted_date: string }[]>();
  for (const t of tags) by.set(t.company_id, [...(by.get(t.company_id) ?? []), { tag: t.tag, granted_date: t.granted_date }]);
  return inOrder(ids, rows.map((r) => ({ ...r, tags: by.get(r.id) ?? [] })));
}
export type CompanyRowFull = Awaited<ReturnType<typeof loadCompanies>>[number];

function companyConditions(f: CompanyFilter): Record<string, RawBuilder<SqlBool> | null> {
  const industries = f.industries.map((code) => sql<SqlBool>`c.industry_code like ${`${code}%`}`);
  return {
    province: f.province ? sql<SqlBool>`c.province_code = ${f.province}` : null,
    city: f.city ? sql<SqlBool>`c.city_code = ${f.city}` : null,
    status: inList('c.status', f.statuses),
    industry: industries.length ? sql<SqlBool>`(${sql.join(industries, sql` or `)})` : null,
    tag: f.tags.length ? sql<SqlBool>`exists (select 1 from company_tags ft where ft.company_id = c.id and ft.tag in (${sql.join(f.tags)}))` : null,
    capitalMin: f.capitalMin !== null ? sql<SqlBool>`c.registered_capital >= ${f.capitalMin}` : null,
    capitalMax: f.capitalMax !== null ? sql<SqlBool>`c.registered_capital <= ${f.capitalMax}` : null,
    foundedFrom: f.foundedFrom ? sql<SqlBool>`c.founded_date >= ${f.foundedFrom}` : null,
    foundedTo: f.foundedTo ? sql<SqlBool>`c.founded_date <= ${f.foundedTo}` : null,
  };
}

export interface CompanySearchResult {
  rows: CompanyRowFull[];
  total: number;
  facets: Facets;
  query: TextQuery | null;
}

/** The company database search. Without a keyword, larger registered capital first. */
export async function searchCompanies(db: Kysely<Database>, dialect: DialectName, f: CompanyFilter): Promise<CompanySearchResult> {
  const regionFacet = f.province
    ? { key: 'region', group: sql`c.city_code`, exclude: ['city'] }
    : { key: 'region', group: sql`c.province_code`, exclude: ['province', 'city'] };
  const capitalCase = sql`case when c.registered_capital < 100 then '0-100' when c.registered_capital < 500 then '100-500' when c.registered_capital < 1000 then '500-1000' when c.registered_capital < 5000 then '1000-5000' else '5000-' end`;
  const { page: _p, pageSize: _s, sort: _o, ...scope } = f;
  const res = await runListing(
    db,
    dialect,
    {
      kind: 'company',
      table: 'companies',
      alias: 'c',
      keyword: f.keyword,
      conditions: companyConditions(f),
      facets: [
        regionFacet,
        { key: 'status', group: sql`c.status`, exclude: ['status'] },
        { key: 'industry', group: sql`substr(c.industry_code, 1, 1)`, exclude: ['industry'] },
        { key: 'tag', group: sql`it.tag`, exclude: ['tag'], join: sql`join company_tags it on it.company_id = c.id`, limit: 30 },
        { key: 'capital', group: capitalCase, exclude: ['capitalMin', 'capitalMax'] },
      ],
      dateOrder: f.sort === 'date' ? sql`c.founded_date desc, c.id desc` : sql`c.id asc`,
      sort: f.sort,
      page: f.page,
      pageSize: f.pageSize,
    },
    JSON.stringify(scope),
  );
  const rows = await loadCompanies(db, res.hits.map((h) => h.id));
  const capitalNames = new Map<string, string>(CAPITAL_BUCKETS.map((b) => [b.value, b.label]));
  const facets: Facets = {};
  for (const [key, buckets] of Object.entries(res.facets)) {
    facets[key] = buckets.map((b) => ({
      value: b.value,
      count: b.count,
      label: key === 'region' ? regionName(b.value) : key === 'industry' ? (INDUSTRY_SECTIONS[b.value] ?? b.value) : key === 'capital' ? (capitalNames.get(b.value) ?? b.value) : b.value,
    }));
  }
  return { rows, total: res.total, facets, query: res.query };
}
