import { sql, type SqlBool } from 'kysely';
import type { NewsListBody } from '@aikc/shared/schemas/news';
import { defineKind, inSet, newestFirst } from '@aikc/search';

/**
 * 政策解读's search, declared once (search/store/define-kind.ts): one filter (province), by date; no facets.
 * An interpretation's province is its policy's: the policy writer resets the interpretation index state
 * whenever it rewrites a policy (policy/writer.ts, rewritePolicy), so these columns are read again rather
 * than keep a province the policy no longer has.
 */
export const INTERPRETATION_KIND = defineKind<NewsListBody>({
  kind: 'interpretation',
  alias: 'i',
  join: 'left join policies ip on ip.id = i.policy_id',
  columns: [
    { name: 'province_code', type: 'code', sql: () => `coalesce(ip.province_code, '')` },
    { name: 'publish_date', type: 'date', missing: 0 },
  ],
  filters: [
    {
      key: 'province',
      fields: ['province'],
      sample: { column: 'province_code' },
      engine: (cols, f) => (f.province ? inSet(cols, 'province', 'province_code', [f.province]) : null),
      sql: ({ alias }, f) =>
        f.province
          ? sql<SqlBool>`exists (select 1 from policies fp where fp.id = ${sql.raw(alias)}.policy_id and fp.province_code = ${f.province})`
          : null,
    },
  ],
  order: () => newestFirst('publish_date'),
});

export const INTERPRETATION_COLUMNS = INTERPRETATION_KIND.columns;
