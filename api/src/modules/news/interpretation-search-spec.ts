import { sql } from 'kysely';
import type { NewsListBody } from '@aikc/shared/schemas/news';
import { arrayRows, OFF_THREAD } from '@aikc/server-kit/db/array-rows';
import { type ColumnsSpec, type EngineFilter, type FacetColumns, inSet } from '@aikc/search';
import { visibleLoader } from '@aikc/search';

/**
 * 政策解读's one filter dimension (province) and its date order over in-memory facet columns
 * (search/engine). An interpretation's province is its policy's: the policy writer resets the
 * interpretation index state whenever it rewrites a policy (policy/writer.ts, rewritePolicy), so these
 * columns are read again rather than keep a province the policy no longer has.
 */
export const INTERPRETATION_COLUMNS: ColumnsSpec = {
  // Offline rows (taken down, scheduled) are left out here: search/visibility.ts.
  loadRows: visibleLoader('interpretation', (db, _dialect, afterId, limit) =>
    arrayRows(
      db,
      sql`select i.id, coalesce(p.province_code, ''), i.publish_date from interpretations i left join policies p on p.id = i.policy_id where i.id > ${afterId} order by i.id limit ${limit}`,
      OFF_THREAD,
    ),
  ),
  columns: [
    { name: 'province_code', type: 'code' },
    { name: 'publish_date', type: 'date', missing: 0 },
  ],
  multi: [],
};

/** Filter tests for the dimensions `f` sets. */
export function interpretationFilters(cols: FacetColumns, f: NewsListBody): EngineFilter[] {
  return f.province ? [inSet(cols, 'province', 'province_code', [f.province])] : [];
}
