import { sql, type SqlBool } from 'kysely';
import type { CompanyFilter } from '@aikc/shared/filters';
import {
  anyOfMulti,
  between,
  defineKind,
  type KindColumn,
  newestFirst,
  oneOf,
  regionFacet,
  thresholds,
} from '@aikc/search';

/**
 * The company database's search, declared once (search/store/define-kind.ts), with the semantics of the SQL
 * listing it replaced: an industry filter is a prefix of the GB/T 4754 code (a section letter or a longer
 * class prefix) and its facet groups by section; capital buckets are half-open. companies_listing covers
 * every column read (the section letter is computed from industry_code), so loading a million companies
 * never touches the wide rows (business scopes, addresses).
 */

/** Registered-capital buckets (万元): a company falls in the first whose `below` exceeds its capital. */
export const CAPITAL_BUCKETS = [
  { value: '0-100', label: '100万元以下', below: 100 },
  { value: '100-500', label: '100-500万元', below: 500 },
  { value: '500-1000', label: '500-1000万元', below: 1000 },
  { value: '1000-5000', label: '1000-5000万元', below: 5000 },
  { value: '5000-', label: '5000万元以上', below: Infinity },
] as const;

const CAPITAL: KindColumn = { name: 'registered_capital', type: 'number', missing: 0 };

export const COMPANY_KIND = defineKind<CompanyFilter>({
  kind: 'company',
  alias: 'c',
  columns: [
    { name: 'province_code', type: 'code' },
    { name: 'city_code', type: 'code' },
    { name: 'status', type: 'code' },
    // The full code for prefix filters (up to five characters), the section letter for the facet.
    { name: 'industry_code', type: 'code' },
    {
      name: 'industry_section',
      type: 'code',
      sql: (a) => `substr(${a}.industry_code, 1, 1)`,
      reads: ['industry_code'],
    },
    CAPITAL,
    { name: 'founded_date', type: 'date', missing: 0 },
  ],
  multi: [{ name: 'tags', table: 'company_tags', idColumn: 'company_id', valueColumn: 'tag' }],
  filters: [
    oneOf('province', 'province', 'province_code'),
    oneOf('city', 'city', 'city_code'),
    oneOf('status', 'statuses', 'status'),
    {
      // Industry codes starting with any of the prefixes, decided once per distinct code.
      key: 'industry',
      fields: ['industries'],
      sample: { column: 'industry_code', prefixes: true },
      engine: (cols, f) => {
        if (!f.industries.length) return null;
        const dict = cols.dict('industry_code');
        const allowed = new Uint8Array(dict.values.length + 1);
        dict.values.forEach((code, c) => {
          if (f.industries.some((p) => code.startsWith(p))) allowed[c] = 1;
        });
        const id = `industry ${[...f.industries].sort().join(',')}`;
        return { key: 'industry', id, size: cols.size, codes: cols.codes('industry_code'), allowed };
      },
      sql: ({ alias }, f) => {
        if (!f.industries.length) return null;
        const like = f.industries.map((p) => sql<SqlBool>`${sql.raw(alias)}.industry_code like ${`${p}%`}`);
        return sql<SqlBool>`(${sql.join(like, sql` or `)})`;
      },
    },
    anyOfMulti('tag', 'tags', 'tags'),
    between('capital', 'capitalMin', 'capitalMax', 'registered_capital'),
    between('founded', 'foundedFrom', 'foundedTo', 'founded_date'),
  ],
  facets: (f) => [
    regionFacet(f.province),
    { key: 'status', column: 'status', exclude: ['status'] },
    { key: 'industry', column: 'industry_section', exclude: ['industry'] },
    { key: 'tag', multi: 'tags', exclude: ['tag'], limit: 30 },
    thresholds({ key: 'capital', exclude: ['capital'] }, CAPITAL, CAPITAL_BUCKETS),
  ],
  /**
   * The page order without relevance: founding date (newest first, then highest id) for sort=date, else
   * ascending id, as the SQL listing ordered (`c.id asc`): a derived key, -slot, read descending.
   */
  order: (f) =>
    f.sort === 'date'
      ? newestFirst('founded_date')
      : {
          engine: (cols) => ({ key: 'id-asc', values: cols.derived('id-asc', (slot) => -slot) }),
          sql: ({ alias }) => sql`${sql.raw(alias)}.id asc`,
        },
});

export const COMPANY_COLUMNS = COMPANY_KIND.columns;
