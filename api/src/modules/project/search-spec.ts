import { sql, type SqlBool } from 'kysely';
import type { ProjectFilter } from '@aikc/shared/filters';
import type { ProjectStatus } from '@aikc/shared/schemas/project';
import {
  anyOfMulti,
  between,
  defineKind,
  type FacetColumns,
  type KindColumn,
  type KindContext,
  oneOf,
  rangeOf,
  regionFacet,
  thresholds,
} from '@aikc/search';

/**
 * The project library's search, declared once (search/store/define-kind.ts). The declaration status depends
 * on today, so its buckets and the deadline order are derived per day from the window dates (status.ts
 * states the rule). Projects are few (thousands) and have no narrow index; the table itself is read.
 */

/** Support-amount buckets (万元) for the facet; the client turns a bucket into amountMin/amountMax. */
export const AMOUNT_BUCKETS = [
  { value: '0-50', label: '50万元以下', min: 0, max: 50 },
  { value: '50-100', label: '50-100万元', min: 50, max: 100 },
  { value: '100-500', label: '100-500万元', min: 100, max: 500 },
  { value: '500-', label: '500万元以上', min: 500, max: null },
] as const;

const STATUS_BUCKETS: readonly ProjectStatus[] = ['upcoming', 'open', 'closed'];
const SUPPORT: KindColumn = { name: 'support_max', type: 'number', missing: 0 };
const START: KindColumn = { name: 'apply_start', type: 'date', missing: 0 };
const END: KindColumn = { name: 'apply_end', type: 'date', missing: 0 };

export const PROJECT_KIND = defineKind<ProjectFilter>({
  kind: 'project',
  alias: 'x',
  columns: [
    { name: 'province_code', type: 'code' },
    { name: 'city_code', type: 'code' },
    { name: 'level', type: 'code' },
    { name: 'type_id', type: 'code' },
    SUPPORT,
    START,
    END,
  ],
  multi: [{ name: 'labels', table: 'project_labels', idColumn: 'project_id', valueColumn: 'label_id' }],
  filters: [
    oneOf('province', 'province', 'province_code'),
    oneOf('city', 'city', 'city_code'),
    oneOf('level', 'levels', 'level'),
    oneOf('type', 'types', 'type_id'),
    anyOfMulti('label', 'labels', 'labels'),
    /**
     * 未开始 = starts after today, 已截止 = ended before today, 申报中 = inside the window. (A window ending
     * before it starts passes both 未开始 and 已截止; the facet counts it once, as 未开始.)
     */
    {
      key: 'status',
      fields: ['status'],
      sample: { values: ['all', 'upcoming', 'open', 'closed'] },
      engine: (cols, f, ctx) => (f.status === 'all' ? null : statusFilter(cols, f.status, ctx)),
      sql: ({ alias }, f, { today }) => {
        const a = sql.raw(alias);
        if (f.status === 'upcoming') return sql<SqlBool>`${a}.apply_start > ${today}`;
        if (f.status === 'closed') return sql<SqlBool>`${a}.apply_end < ${today}`;
        if (f.status === 'open') return sql<SqlBool>`(${a}.apply_start <= ${today} and ${a}.apply_end >= ${today})`;
        return null;
      },
    },
    between('amount', 'amountMin', 'amountMax', 'support_max'),
  ],
  facets: (f, { day, today }) => [
    regionFacet(f.province),
    { key: 'level', column: 'level', exclude: ['level'] },
    { key: 'type', column: 'type_id', exclude: ['type'] },
    { key: 'label', multi: 'labels', onlyIndustry: true, exclude: ['label'], limit: 50 },
    {
      key: 'status',
      exclude: ['status'],
      buckets: STATUS_BUCKETS,
      name: `status|${day}`,
      // The SQL CASE order: a start after today wins over an end before it.
      engine: (cols) => {
        const start = cols.codes('apply_start');
        const end = cols.codes('apply_end');
        return (slot) => ((start[slot] as number) > day ? 0 : (end[slot] as number) < day ? 2 : 1);
      },
      sql: ({ alias }) => {
        const a = sql.raw(alias);
        return sql`case when ${a}.apply_start > ${today} then 'upcoming' when ${a}.apply_end < ${today} then 'closed' else 'open' end`;
      },
    },
    thresholds(
      { key: 'amount', exclude: ['amount'] },
      SUPPORT,
      AMOUNT_BUCKETS.map((b) => ({ value: b.value, below: b.max ?? Infinity })),
    ),
  ],
  /**
   * The page order without relevance (and for sort=date): windows still open or upcoming first, then closed
   * ones, each by deadline ascending, then newest id. The engine reads a key descending, so the key is
   * -(closed flag, deadline) packed into one integer.
   */
  order: (_f, { day, today }) => ({
    engine: (cols) => {
      const key = `deadline|${day}`;
      const end = cols.codes('apply_end');
      return {
        key,
        values: cols.derived(key, (slot) => {
          const e = end[slot] as number;
          return -((e >= day ? 0 : 1) * 100_000_000 + e);
        }),
      };
    },
    sql: ({ alias }) => {
      const a = sql.raw(alias);
      return sql`case when ${a}.apply_end >= ${today} then 0 else 1 end, ${a}.apply_end asc, ${a}.id desc`;
    },
  }),
});

function statusFilter(cols: FacetColumns, status: ProjectStatus, { day }: KindContext) {
  if (status === 'upcoming') return rangeOf(START, 'status', day + 1, null).engine(cols);
  if (status === 'closed') return rangeOf(END, 'status', null, day - 1).engine(cols);
  const start = cols.codes('apply_start');
  const end = cols.codes('apply_end');
  return {
    key: 'status',
    id: `open ${day}`,
    size: cols.size,
    test: (slot: number) => (start[slot] as number) <= day && (end[slot] as number) >= day,
  };
}

export const PROJECT_COLUMNS = PROJECT_KIND.columns;
