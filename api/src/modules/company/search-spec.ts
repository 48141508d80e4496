import { sql } from 'kysely';
import { arrayRows, OFF_THREAD } from '@aikc/server-kit/db/array-rows';
import type { CompanyFilter } from '@aikc/shared/filters';
import {
  anyOf,
  type ColumnsSpec,
  contentSource,
  dateNumber,
  derivedBuckets,
  type EngineFacet,
  type EngineFilter,
  type FacetColumns,
  inRange,
  inSet,
  type PageOrder,
} from '@aikc/search';

/**
 * The company database's filter and facet dimensions over in-memory facet columns (search/engine), with the
 * semantics of the SQL listing they replaced: an industry filter is a prefix of the GB/T 4754 code (a
 * section letter or a longer class prefix) and its facet groups by section; capital buckets are half-open.
 */

/** Registered-capital buckets (万元): a company falls in the first whose `below` exceeds its capital. */
export const CAPITAL_BUCKETS = [
  { value: '0-100', label: '100万元以下', below: 100 },
  { value: '100-500', label: '100-500万元', below: 500 },
  { value: '500-1000', label: '500-1000万元', below: 1000 },
  { value: '1000-5000', label: '1000-5000万元', below: 5000 },
  { value: '5000-', label: '5000万元以上', below: Infinity },
] as const;

const CAPITAL_VALUES = CAPITAL_BUCKETS.map((b) => b.value);
const LAST_DAY = 99991231;

export const COMPANY_COLUMNS: ColumnsSpec = {
  // companies_listing covers every column read here (the section letter is computed from industry_code), so
  // loading a million companies never touches the wide rows (business scopes, addresses).
  loadRows: (db, dialect, afterId, limit) =>
    arrayRows(
      db,
      sql`select c.id, c.province_code, c.city_code, c.status, c.industry_code, substr(c.industry_code, 1, 1), c.registered_capital, c.founded_date from ${contentSource(dialect, 'companies', 'c')} where c.id > ${afterId} order by c.id limit ${limit}`,
      OFF_THREAD,
    ),
  columns: [
    { name: 'province_code', type: 'code' },
    { name: 'city_code', type: 'code' },
    { name: 'status', type: 'code' },
    // The full code for prefix filters (up to five characters), the section letter for the facet.
    { name: 'industry_code', type: 'code' },
    { name: 'industry_section', type: 'code' },
    { name: 'registered_capital', type: 'number', missing: 0 },
    { name: 'founded_date', type: 'date', missing: 0 },
  ],
  multi: [
    {
      name: 'tags',
      load: (db, afterId, upTo) =>
        arrayRows(
          db,
          sql`select company_id, tag from company_tags where company_id > ${afterId} and company_id <= ${upTo}`,
          OFF_THREAD,
        ),
    },
  ],
};

/** Industry codes starting with any of `prefixes` (SQL: `industry_code like 'C39%' or ...`), decided once per code. */
function industryPrefix(cols: FacetColumns, prefixes: readonly string[]): EngineFilter {
  const dict = cols.dict('industry_code');
  const allowed = new Uint8Array(dict.values.length + 1);
  dict.values.forEach((code, c) => {
    if (prefixes.some((p) => code.startsWith(p))) allowed[c] = 1;
  });
  return {
    key: 'industry',
    id: `industry ${[...prefixes].sort().join(',')}`,
    size: cols.size,
    codes: cols.codes('industry_code'),
    allowed,
  };
}

/** Capital is a fractional number (万元): a plain test over the float column. */
function capitalTest(cols: FacetColumns, key: string, id: string, pass: (capital: number) => boolean): EngineFilter {
  const capital = cols.col('registered_capital');
  return { key, id, size: cols.size, test: (slot) => pass(capital[slot] as number) };
}

/** Filters by dimension, for the dimensions `f` sets. */
export function companyFilters(cols: FacetColumns, f: CompanyFilter): EngineFilter[] {
  const out: EngineFilter[] = [];
  if (f.province) out.push(inSet(cols, 'province', 'province_code', [f.province]));
  if (f.city) out.push(inSet(cols, 'city', 'city_code', [f.city]));
  if (f.statuses.length) out.push(inSet(cols, 'status', 'status', f.statuses));
  if (f.industries.length) out.push(industryPrefix(cols, f.industries));
  if (f.tags.length) out.push(anyOf(cols, 'tag', 'tags', f.tags));
  const { capitalMin: min, capitalMax: max } = f;
  if (min !== null) out.push(capitalTest(cols, 'capitalMin', `registered_capital >= ${min}`, (c) => c >= min));
  if (max !== null) out.push(capitalTest(cols, 'capitalMax', `registered_capital <= ${max}`, (c) => c <= max));
  if (f.foundedFrom) out.push(inRange(cols, 'foundedFrom', 'founded_date', dateNumber(f.foundedFrom), LAST_DAY));
  if (f.foundedTo) out.push(inRange(cols, 'foundedTo', 'founded_date', 0, dateNumber(f.foundedTo)));
  return out;
}

/** The company facets: region, status, industry section, tags (30 largest) and capital buckets. */
export function companyFacets(cols: FacetColumns, f: CompanyFilter): EngineFacet[] {
  const capital = cols.col('registered_capital');
  const capitalBucket = (slot: number) => {
    const c = capital[slot] as number;
    return CAPITAL_BUCKETS.findIndex((b) => c < b.below);
  };
  return [
    f.province
      ? { key: 'region', source: { column: 'city_code' }, exclude: ['city'] }
      : { key: 'region', source: { column: 'province_code' }, exclude: ['province', 'city'] },
    { key: 'status', source: { column: 'status' }, exclude: ['status'] },
    { key: 'industry', source: { column: 'industry_section' }, exclude: ['industry'] },
    { key: 'tag', source: { multi: 'tags' }, exclude: ['tag'], limit: 30 },
    {
      key: 'capital',
      source: derivedBuckets(cols, CAPITAL_VALUES, 'capital', capitalBucket),
      exclude: ['capitalMin', 'capitalMax'],
    },
  ];
}

/**
 * The page order without relevance: founding date (newest first, then highest id) for sort=date, else
 * ascending id, as the SQL listing ordered (`c.id asc`): a derived key, -slot, read descending.
 */
export function companyOrder(sort: CompanyFilter['sort']): string | ((cols: FacetColumns) => PageOrder) {
  if (sort === 'date') return 'founded_date';
  return (cols) => ({ key: 'id-asc', values: cols.derived('id-asc', (slot) => -slot) });
}
