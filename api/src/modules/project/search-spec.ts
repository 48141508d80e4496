import { sql } from 'kysely';
import { arrayRows, OFF_THREAD } from '@aikc/server-kit/db/array-rows';
import type { ProjectFilter } from '@aikc/shared/filters';
import type { ProjectStatus } from '@aikc/shared/schemas/project';
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
import { visibleLoader } from '@aikc/search';

/**
 * The project library's filter and facet dimensions over in-memory facet columns (search/engine). The
 * declaration status depends on today, so its buckets and the deadline order are derived per day from the
 * window dates (status.ts states the rule).
 */

/** Support-amount buckets (万元) for the facet; the client turns a bucket into amountMin/amountMax. */
export const AMOUNT_BUCKETS = [
  { value: '0-50', label: '50万元以下', min: 0, max: 50 },
  { value: '50-100', label: '50-100万元', min: 50, max: 100 },
  { value: '100-500', label: '100-500万元', min: 100, max: 500 },
  { value: '500-', label: '500万元以上', min: 500, max: null },
] as const;

const AMOUNT_VALUES = AMOUNT_BUCKETS.map((b) => b.value);
const STATUS_BUCKETS: readonly ProjectStatus[] = ['upcoming', 'open', 'closed'];
const LAST_DAY = 99991231;

export const PROJECT_COLUMNS: ColumnsSpec = {
  // Projects are few (thousands) and have no narrow index; the table itself is read.
  // Offline rows (taken down, scheduled) are left out here: search/visibility.ts.
  loadRows: visibleLoader('project', (db, dialect, afterId, limit) =>
    arrayRows(
      db,
      sql`select x.id, x.province_code, x.city_code, x.level, x.type_id, x.support_max, x.apply_start, x.apply_end from ${contentSource(dialect, 'projects', 'x')} where x.id > ${afterId} order by x.id limit ${limit}`,
      OFF_THREAD,
    ),
  ),
  columns: [
    { name: 'province_code', type: 'code' },
    { name: 'city_code', type: 'code' },
    { name: 'level', type: 'code' },
    { name: 'type_id', type: 'code' },
    { name: 'support_max', type: 'number', missing: 0 },
    { name: 'apply_start', type: 'date', missing: 0 },
    { name: 'apply_end', type: 'date', missing: 0 },
  ],
  multi: [
    {
      name: 'labels',
      load: (db, afterId, upTo) =>
        arrayRows(
          db,
          sql`select project_id, label_id from project_labels where project_id > ${afterId} and project_id <= ${upTo}`,
          OFF_THREAD,
        ),
    },
  ],
};

/**
 * The status filter, as the SQL conditions were written: 未开始 = starts after today, 已截止 = ended before
 * today, 申报中 = inside the window. (A window ending before it starts passes both 未开始 and 已截止; the
 * facet counts it once, as 未开始.)
 */
function statusFilter(cols: FacetColumns, status: ProjectStatus, day: number): EngineFilter {
  if (status === 'upcoming') return inRange(cols, 'status', 'apply_start', day + 1, LAST_DAY);
  if (status === 'closed') return inRange(cols, 'status', 'apply_end', 0, day - 1);
  const start = cols.codes('apply_start');
  const end = cols.codes('apply_end');
  return {
    key: 'status',
    id: `open ${day}`,
    size: cols.size,
    test: (slot) => (start[slot] as number) <= day && (end[slot] as number) >= day,
  };
}

/** Support amounts are fractional (万元): a plain test over the float column. */
function amountTest(cols: FacetColumns, key: string, id: string, pass: (amount: number) => boolean): EngineFilter {
  const amount = cols.col('support_max');
  return { key, id, size: cols.size, test: (slot) => pass(amount[slot] as number) };
}

/** Filters by dimension, for the dimensions `f` sets; `today` is YYYY-MM-DD in China. */
export function projectFilters(cols: FacetColumns, f: ProjectFilter, today: string): EngineFilter[] {
  const out: EngineFilter[] = [];
  if (f.province) out.push(inSet(cols, 'province', 'province_code', [f.province]));
  if (f.city) out.push(inSet(cols, 'city', 'city_code', [f.city]));
  if (f.levels.length) out.push(inSet(cols, 'level', 'level', f.levels));
  if (f.types.length) out.push(inSet(cols, 'type', 'type_id', f.types));
  if (f.labels.length) out.push(anyOf(cols, 'label', 'labels', f.labels));
  if (f.status !== 'all') out.push(statusFilter(cols, f.status, dateNumber(today)));
  const { amountMin: min, amountMax: max } = f;
  if (min !== null) out.push(amountTest(cols, 'amountMin', `support_max >= ${min}`, (a) => a >= min));
  if (max !== null) out.push(amountTest(cols, 'amountMax', `support_max <= ${max}`, (a) => a <= max));
  return out;
}

/** The project facets; `industryLabelIds` are the label ids of kind industry (the label facet shows only those). */
export function projectFacets(
  cols: FacetColumns,
  f: ProjectFilter,
  today: string,
  industryLabelIds: ReadonlySet<string>,
): EngineFacet[] {
  const day = dateNumber(today);
  const start = cols.codes('apply_start');
  const end = cols.codes('apply_end');
  const amount = cols.col('support_max');
  // The SQL CASE order: a start after today wins over an end before it.
  const status = (slot: number) => ((start[slot] as number) > day ? 0 : (end[slot] as number) < day ? 2 : 1);
  const amountBucket = (slot: number) => {
    const a = amount[slot] as number;
    return a < 50 ? 0 : a < 100 ? 1 : a < 500 ? 2 : 3;
  };
  return [
    f.province
      ? { key: 'region', source: { column: 'city_code' }, exclude: ['city'] }
      : { key: 'region', source: { column: 'province_code' }, exclude: ['province', 'city'] },
    { key: 'level', source: { column: 'level' }, exclude: ['level'] },
    { key: 'type', source: { column: 'type_id' }, exclude: ['type'] },
    { key: 'label', source: { multi: 'labels', only: industryLabelIds }, exclude: ['label'], limit: 50 },
    { key: 'status', source: derivedBuckets(cols, STATUS_BUCKETS, `status|${day}`, status), exclude: ['status'] },
    {
      key: 'amount',
      source: derivedBuckets(cols, AMOUNT_VALUES, 'amount', amountBucket),
      exclude: ['amountMin', 'amountMax'],
    },
  ];
}

/**
 * The page order without relevance (and for sort=date): windows still open or upcoming first, then closed
 * ones, each by deadline ascending, then newest id. The engine reads a key descending, so the key is
 * -(closed flag, deadline) packed into one integer.
 */
export function projectOrder(today: string): (cols: FacetColumns) => PageOrder {
  const day = dateNumber(today);
  const key = `deadline|${day}`;
  return (cols) => {
    const end = cols.codes('apply_end');
    return {
      key,
      values: cols.derived(key, (slot) => {
        const e = end[slot] as number;
        return -((e >= day ? 0 : 1) * 100_000_000 + e);
      }),
    };
  };
}
