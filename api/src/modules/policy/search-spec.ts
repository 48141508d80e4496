import { sql } from 'kysely';
import { arrayRows, OFF_THREAD } from '@aikc/server-kit/db/array-rows';
import type { PolicyFilter } from '@aikc/shared/filters';
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
} from '@aikc/search';
import { foldFilter, foldKey } from './fold.ts';
import { visibleLoader } from '@aikc/search';

/**
 * The policy library's filter and facet dimensions over in-memory facet columns (search/engine). The
 * values are the stored ones as text (province codes, level names, agency and label ids), exactly what the
 * filter codec and the facet buckets carry.
 */

/** An expire date far in the future stands for "no expiry". */
const NEVER = 99991231;

export const POLICY_COLUMNS: ColumnsSpec = {
  // The narrow listing index holds every one of these columns: reading it skips the wide rows (bodies).
  // The region and title are read for the fold key only (fold.ts): a row carries the key, not the title.
  // Offline rows (taken down, scheduled) are left out here: search/visibility.ts.
  loadRows: visibleLoader('policy', async (db, dialect, afterId, limit) =>
    (
      await arrayRows(
        db,
        sql`select p.id, p.province_code, p.city_code, p.level, p.agency_id, p.type_id, p.expire_date, p.publish_date, p.region_code, p.title from ${contentSource(dialect, 'policies', 'p')} where p.id > ${afterId} order by p.id limit ${limit}`,
        OFF_THREAD,
      )
    ).map((r) => [...r.slice(0, 8), foldKey(r[8], r[7], r[9])]),
  ),
  columns: [
    { name: 'province_code', type: 'code' },
    { name: 'city_code', type: 'code' },
    { name: 'level', type: 'code' },
    { name: 'agency_id', type: 'code' },
    { name: 'type_id', type: 'code' },
    { name: 'expire_date', type: 'date', missing: NEVER },
    { name: 'publish_date', type: 'date', missing: 0 },
    { name: 'fold_key', type: 'number', missing: 0 },
  ],
  multi: [
    {
      name: 'labels',
      load: (db, afterId, upTo) =>
        arrayRows(
          db,
          sql`select policy_id, label_id from policy_labels where policy_id > ${afterId} and policy_id <= ${upTo}`,
          OFF_THREAD,
        ),
    },
  ],
};

/** Filter tests by dimension, for the dimensions `f` sets; `today` is YYYY-MM-DD in China. */
export function policyFilters(cols: FacetColumns, f: PolicyFilter, today: string): EngineFilter[] {
  const out: EngineFilter[] = [];
  if (f.province) out.push(inSet(cols, 'province', 'province_code', [f.province]));
  if (f.city) out.push(inSet(cols, 'city', 'city_code', [f.city]));
  if (f.levels.length) out.push(inSet(cols, 'level', 'level', f.levels));
  if (f.agencies.length) out.push(inSet(cols, 'agency', 'agency_id', f.agencies));
  if (f.types.length) out.push(inSet(cols, 'type', 'type_id', f.types));
  if (f.labels.length) out.push(anyOf(cols, 'label', 'labels', f.labels));
  const day = dateNumber(today);
  if (f.validity === 'valid') out.push(inRange(cols, 'validity', 'expire_date', day, NEVER));
  if (f.validity === 'expired') out.push(inRange(cols, 'validity', 'expire_date', 0, day - 1));
  if (f.from) out.push(inRange(cols, 'from', 'publish_date', dateNumber(f.from), NEVER));
  if (f.to) out.push(inRange(cols, 'to', 'publish_date', 0, dateNumber(f.to)));
  const fold = foldFilter(cols);
  if (fold) out.push(fold);
  return out;
}

const VALIDITY_BUCKETS = ['valid', 'expired'] as const;

/** The policy facets; `industryLabelIds` are the label ids of kind industry (the label facet shows only those). */
export function policyFacets(
  cols: FacetColumns,
  f: PolicyFilter,
  today: string,
  industryLabelIds: ReadonlySet<string>,
): EngineFacet[] {
  const expire = cols.col('expire_date');
  const day = dateNumber(today);
  return [
    f.province
      ? { key: 'region', source: { column: 'city_code' }, exclude: ['city'] }
      : { key: 'region', source: { column: 'province_code' }, exclude: ['province', 'city'] },
    { key: 'level', source: { column: 'level' }, exclude: ['level'] },
    { key: 'agency', source: { column: 'agency_id' }, exclude: ['agency'], limit: 30 },
    { key: 'type', source: { column: 'type_id' }, exclude: ['type'] },
    { key: 'label', source: { multi: 'labels', only: industryLabelIds }, exclude: ['label'], limit: 50 },
    {
      key: 'validity',
      source: derivedBuckets(cols, VALIDITY_BUCKETS, `validity|${day}`, (slot) =>
        (expire[slot] as number) < day ? 1 : 0,
      ),
      exclude: ['validity'],
    },
  ];
}
