import { sql } from 'kysely';
import type { NewsListBody } from '@aikc/shared/schemas/news';
import { arrayRows, OFF_THREAD } from '@aikc/server-kit/db/array-rows';
import { type ColumnsSpec, type EngineFilter, type FacetColumns, inSet } from '@aikc/search';
import { visibleLoader } from '@aikc/search';

/**
 * 政策资讯's one filter dimension (province) and its date order over in-memory facet columns
 * (search/engine); the list shows no facets.
 */
export const NEWS_COLUMNS: ColumnsSpec = {
  // Offline rows (taken down, scheduled) are left out here: search/visibility.ts.
  loadRows: visibleLoader('news', (db, _dialect, afterId, limit) =>
    arrayRows(
      db,
      sql`select n.id, n.province_code, n.publish_date from news n where n.id > ${afterId} order by n.id limit ${limit}`,
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
export function newsFilters(cols: FacetColumns, f: NewsListBody): EngineFilter[] {
  return f.province ? [inSet(cols, 'province', 'province_code', [f.province])] : [];
}
