import { sql, type SqlBool } from 'kysely';
import type { PolicyFilter } from '@aikc/shared/filters';
import {
  anyOfMulti,
  between,
  defineKind,
  type KindColumn,
  newestFirst,
  oneOf,
  rangeOf,
  regionFacet,
} from '@aikc/search';
import { foldFilter, foldKey } from './fold.ts';

/**
 * The policy library's search, declared once (search/store/define-kind.ts): the columns the engine loads,
 * each filter and facet with its engine test and its SQL definition. The values are the stored ones as text
 * (province codes, level names, agency and label ids), exactly what the filter codec and the facet buckets
 * carry. The loader reads policies_listing only (migration 0033 made it cover the fold key's region and
 * title): reading it skips the wide rows (bodies).
 */

/** An expire date far in the future stands for "no expiry". */
const NEVER = 99991231;

const EXPIRE: KindColumn = { name: 'expire_date', type: 'date', missing: NEVER };

export const POLICY_KIND = defineKind<PolicyFilter>({
  kind: 'policy',
  alias: 'p',
  columns: [
    { name: 'province_code', type: 'code' },
    { name: 'city_code', type: 'code' },
    { name: 'level', type: 'code' },
    { name: 'agency_id', type: 'code' },
    { name: 'type_id', type: 'code' },
    EXPIRE,
    { name: 'publish_date', type: 'date', missing: 0 },
    // A row carries the fold key, not the title.
    {
      name: 'fold_key',
      type: 'number',
      missing: 0,
      reads: ['region_code', 'publish_date', 'title'],
      value: ([region, date, title]) => foldKey(region, date, title),
    },
  ],
  multi: [{ name: 'labels', table: 'policy_labels', idColumn: 'policy_id', valueColumn: 'label_id' }],
  filters: [
    oneOf('province', 'province', 'province_code'),
    oneOf('city', 'city', 'city_code'),
    oneOf('level', 'levels', 'level'),
    oneOf('agency', 'agencies', 'agency_id'),
    oneOf('type', 'types', 'type_id'),
    anyOfMulti('label', 'labels', 'labels'),
    {
      key: 'validity',
      fields: ['validity'],
      sample: { values: ['all', 'valid', 'expired'] },
      engine: (cols, f, { day }) => validity(f, day)?.engine(cols) ?? null,
      sql: (k, f, { day }) => validity(f, day)?.sql(k) ?? null,
    },
    between('published', 'from', 'to', 'publish_date'),
    {
      key: 'fold',
      engine: (cols) => foldFilter(cols),
      // A policy is listed unless an earlier one of its region has the same title (spaces aside) in the same year.
      sql: ({ alias }) => {
        const a = sql.raw(alias);
        return sql<SqlBool>`not exists (select 1 from policies fq where fq.region_code = ${a}.region_code and replace(fq.title, ' ', '') = replace(${a}.title, ' ', '') and substr(fq.publish_date, 1, 4) = substr(${a}.publish_date, 1, 4) and fq.id < ${a}.id)`;
      },
    },
  ],
  facets: (f, { day, today }) => [
    regionFacet(f.province),
    { key: 'level', column: 'level', exclude: ['level'] },
    { key: 'agency', column: 'agency_id', exclude: ['agency'], limit: 30 },
    { key: 'type', column: 'type_id', exclude: ['type'] },
    { key: 'label', multi: 'labels', onlyIndustry: true, exclude: ['label'], limit: 50 },
    {
      key: 'validity',
      exclude: ['validity'],
      buckets: ['valid', 'expired'],
      name: `validity|${day}`,
      engine: (cols) => {
        const expire = cols.col('expire_date');
        return (slot) => ((expire[slot] as number) < day ? 1 : 0);
      },
      sql: ({ alias }) =>
        sql`case when ${sql.raw(alias)}.expire_date is not null and ${sql.raw(alias)}.expire_date < ${today} then 'expired' else 'valid' end`,
    },
  ],
  order: () => newestFirst('publish_date'),
});

/** 有效 (not expired by today; no expiry date counts) or 已失效, as a range of the expire date. */
function validity(f: PolicyFilter, day: number) {
  if (f.validity === 'valid') return rangeOf(EXPIRE, 'validity', day, null);
  if (f.validity === 'expired') return rangeOf(EXPIRE, 'validity', null, day - 1);
  return null;
}

export const POLICY_COLUMNS = POLICY_KIND.columns;
