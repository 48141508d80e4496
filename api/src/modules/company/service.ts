import type { Kysely } from 'kysely';
import type { CompanyFilter } from '@aikc/shared/filters';
import type { Facets } from '@aikc/shared/schemas/search';
import type { Database } from '../../db/schema.ts';
import { type Search, kindContext, stateOfRow, stateSelect, type TextQuery } from '@aikc/search';
import { regionFullName } from '@aikc/shared/regions';
import { CAPITAL_BUCKETS, COMPANY_KIND } from './search-spec.ts';
import { withFields } from '../../db/rows.ts';
import { inOrder } from '../../db/page-query.ts';

/** GB/T 4754 sections (门类), for the industry facet's labels. */
const INDUSTRY_SECTIONS: Record<string, string> = {
  A: '农、林、牧、渔业',
  B: '采矿业',
  C: '制造业',
  D: '电力、热力、燃气及水生产和供应业',
  E: '建筑业',
  F: '批发和零售业',
  G: '交通运输、仓储和邮政业',
  H: '住宿和餐饮业',
  I: '信息传输、软件和信息技术服务业',
  J: '金融业',
  K: '房地产业',
  L: '租赁和商务服务业',
  M: '科学研究和技术服务业',
  N: '水利、环境和公共设施管理业',
  O: '居民服务、修理和其他服务业',
  P: '教育',
  Q: '卫生和社会工作',
  R: '文化、体育和娱乐业',
  S: '公共管理、社会保障和社会组织',
  T: '国际组织',
};

export async function loadCompanies(db: Kysely<Database>, ids: number[]) {
  return (await loadCompanyPage(db, ids)).rows;
}

/**
 * loadCompanies with the search state its row query read (null without ids: no query ran). The rows keep
 * the two state columns (presenters pick their fields): a copy without them takes V8's slow clone path
 * (db/rows.ts).
 */
async function loadCompanyPage(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return { rows: [], state: null };
  const [rows, tags] = await Promise.all([
    db.selectFrom('companies').selectAll().select(stateSelect('company')).where('id', 'in', ids).execute(),
    db
      .selectFrom('company_tags')
      .select(['company_id', 'tag', 'granted_date'])
      .where('company_id', 'in', ids)
      .orderBy('granted_date', 'desc')
      .execute(),
  ]);
  const by = new Map<number, { tag: string; granted_date: string }[]>();
  for (const t of tags)
    by.set(t.company_id, [...(by.get(t.company_id) ?? []), { tag: t.tag, granted_date: t.granted_date }]);
  const page = inOrder(
    ids,
    rows.map((r) => withFields(r, { tags: by.get(r.id) ?? [] })),
  );
  return { rows: page, state: rows[0] ? stateOfRow(rows[0]) : null };
}
export type CompanyRowFull = Awaited<ReturnType<typeof loadCompanies>>[number];

export interface CompanySearchResult {
  rows: CompanyRowFull[];
  total: number;
  facets: Facets;
  query: TextQuery | null;
}

/** The company database search: by relevance with a keyword, else (and for sort=date) in `companyOrder`. */
export async function searchCompanies(
  search: Search,
  db: Kysely<Database>,
  f: CompanyFilter,
): Promise<CompanySearchResult> {
  const { page: _p, pageSize: _s, sort: _o, ...scope } = f;
  // Company filters do not depend on the day.
  const ctx = kindContext('1970-01-01');
  const res = await search.search('company', {
    listing: {
      columns: COMPANY_KIND.columns,
      keyword: f.keyword,
      filters: (cols) => COMPANY_KIND.filters(cols, f, ctx),
      facets: (cols) => COMPANY_KIND.facets(cols, f, ctx),
      dateColumn: COMPANY_KIND.order(f, ctx),
      sort: f.sort,
      page: f.page,
      pageSize: f.pageSize,
    },
    scope: JSON.stringify(scope),
    rows: { rows: (ids) => loadCompanyPage(db, ids), id: (r) => r.id, items: async (rows) => rows },
  });
  const rows = res.items;
  const capitalNames = new Map<string, string>(CAPITAL_BUCKETS.map((b) => [b.value, b.label]));
  const facets: Facets = {};
  for (const [key, buckets] of Object.entries(res.facets)) {
    facets[key] = buckets.map((b) => ({
      value: b.value,
      count: b.count,
      label:
        key === 'region'
          ? regionFullName(b.value)
          : key === 'industry'
            ? (INDUSTRY_SECTIONS[b.value] ?? b.value)
            : key === 'capital'
              ? (capitalNames.get(b.value) ?? b.value)
              : b.value,
    }));
  }
  return { rows, total: res.total, facets, query: res.query };
}
