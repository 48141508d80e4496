import { sql } from 'kysely';
import { arrayRows } from '../../db/array-rows.ts';
import type { PolicyFilter } from '@aikc/shared/filters';
import { contentSource } from '../search/dialect.ts';
import { dateNumber, type ColumnsSpec, type FacetColumns } from '../search/engine/columns.ts';
import type { EngineFacet, EngineFilter } from '../search/engine/evaluate.ts';

/**
 * The policy library's filter and facet dimensions over in-memory facet columns (search/engine). The
 * values are the stored ones as text (province codes, level names, agency and label ids), exactly what the
 * filter codec and the facet buckets carry.
 */

/** An expire date far in the future stands for "no expiry". */
const NEVER = 99991231;

export const POLICY_COLUMNS: ColumnsSpec = {
  // The narrow listing index holds every one of these columns: reading it skips the wide rows (bodies).
  loadRows: (db, dialect, afterId, limit) =>
    arrayRows(
      db,
      sql`select p.id, p.province_code, p.city_code, p.level, p.agency_id, p.type_id, p.expire_date, p.publish_date from ${contentSource(dialect, 'policies', 'p')} where p.id > ${afterId} order by p.id limit ${limit}`,
    ),
  columns: [
    { name: 'province_code', type: 'code' },
    { name: 'city_code', type: 'code' },
    { name: 'level', type: 'code' },
    { name: 'agency_id', type: 'code' },
    { name: 'type_id', type: 'code' },
    { name: 'expire_date', type: 'date', missing: NEVER },
    { name: 'publish_date', type: 'date', missing: 0 },
  ],
  multi: [
    {
      name: 'labels',
      load: (db, afterId) => arrayRows(db, sql`select policy_id, label_id from policy_labels where policy_id > ${afterId}`),
    },
  ],
};

/** A test that a code column's value is one of `values` (none of them known: nothing passes). */
function oneOf(cols: FacetColumns, column: string, values: readonly (string | number)[]): (slot: number) => boolean {
  const col = cols.col(column);
  const dict = cols.dict(column);
  const allowed = new Uint8Array(dict.values.length + 1);
  for (const v of values) {
    const code = dict.find(String(v));
    if (code >= 0) allowed[code] = 1;
  }
  return (slot) => {
    const c = col[slot] as number;
    return c >= 0 && allowed[c] === 1;
  };
}

/** Filter tests by dimension, for the dimensions `f` sets; `today` is YYYY-MM-DD in China. */
export function policyFilters(cols: FacetColumns, f: PolicyFilter, today: string): EngineFilter[] {
  const out: EngineFilter[] = [];
  if (f.province) out.push({ key: 'province', test: oneOf(cols, 'province_code', [f.province]) });
  if (f.city) out.push({ key: 'city', test: oneOf(cols, 'city_code', [f.city]) });
  if (f.levels.length) out.push({ key: 'level', test: oneOf(cols, 'level', f.levels) });
  if (f.agencies.length) out.push({ key: 'agency', test: oneOf(cols, 'agency_id', f.agencies) });
  if (f.types.length) out.push({ key: 'type', test: oneOf(cols, 'type_id', f.types) });
  if (f.labels.length) {
    const m = cols.multi.get('labels');
    const wanted = new Set(f.labels.map((id) => m?.dict.find(String(id)) ?? -1).filter((c) => c >= 0));
    out.push({
      key: 'label',
      test: (slot) => {
        if (!m) return false;
        for (let p = m.offsets[slot] as number, end = m.offsets[slot + 1] as number; p < end; p++) if (wanted.has(m.values[p] as number)) return true;
        return false;
      },
    });
  }
  const expire = cols.col('expire_date');
  const day = dateNumber(today);
  if (f.validity === 'valid') out.push({ key: 'validity', test: (slot) => (expire[slot] as number) >= day });
  if (f.validity === 'expired') out.push({ key: 'validity', test: (slot) => (expire[slot] as number) < day });
  const publish = cols.col('publish_date');
  if (f.from) {
    const from = dateNumber(f.from);
    out.push({ key: 'from', test: (slot) => (publish[slot] as number) >= from });
  }
  if (f.to) {
    const to = dateNumber(f.to);
    out.push({ key: 'to', test: (slot) => (publish[slot] as number) <= to });
  }
  return out;
}

const VALIDITY_BUCKETS = ['valid', 'expired'] as const;

/** The policy facets; `industryLabelIds` are the label ids of kind industry (the label facet shows only those). */
export function policyFacets(cols: FacetColumns, f: PolicyFilter, today: string, industryLabelIds: ReadonlySet<string>): EngineFacet[] {
  const expire = cols.col('expire_date');
  const day = dateNumber(today);
  return [
    f.province
      ? { key: 'region', source: { column: 'city_code' }, exclude: ['city'] }
      : { key: 'region', source: { column: 'province_code' }, exclude: ['province', 'city'] },
    { key: 'level', source: { column: 'level' }, exclude: ['level'] },
    { key: 'agency', source: { column: 'agency_id' }, exclude: ['agency'], limit: 30 },
    { key: 'type', source: { column: 'type_id' }, exclude: ['type'] },
    { key: 'label', source: { multi: 'labels', only: (v) => industryLabelIds.has(v) }, exclude: ['label'], limit: 50 },
    {
      key: 'validity',
      source: { buckets: VALIDITY_BUCKETS, codes: cols.derived(`validity|${day}`, (slot) => ((expire[slot] as number) < day ? 1 : 0)) },
      exclude: ['validity'],
    },
  ];
}
