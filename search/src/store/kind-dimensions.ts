import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { dateNumber, type FacetColumns } from '../engine/columns.ts';
import { anyOf, inRange, inSet, type EngineFilter } from '../engine/filters.ts';
import {
  columnSql,
  type KindColumn,
  type KindFacet,
  type KindFilter,
  type KindOrder,
  type KindSql,
} from './define-kind.ts';

/**
 * The common shapes of a kind's dimensions (define-kind.ts), both faces from one line of data. A field's
 * value is the request's: a list (empty: open), a text ('' open) or a number (null open).
 */

type Field<F> = keyof F & string;

function valuesOf(v: unknown): (string | number)[] {
  if (Array.isArray(v)) return v as (string | number)[];
  return v === '' || v === null || v === undefined ? [] : [v as string | number];
}

/** The column's code is the field's value, or one of its values. */
export function oneOf<F>(key: string, field: Field<F>, column: string): KindFilter<F> {
  return {
    key,
    fields: [field],
    sample: { column },
    engine: (cols, f) => {
      const values = valuesOf(f[field]);
      return values.length ? inSet(cols, key, column, values) : null;
    },
    sql: (k, f) => {
      const values = valuesOf(f[field]);
      return values.length ? sql<SqlBool>`${columnSql(k, column)} in (${sql.join(values)})` : null;
    },
  };
}

/** A multi-valued column holds at least one of the field's values. */
export function anyOfMulti<F>(key: string, field: Field<F>, multi: string): KindFilter<F> {
  return {
    key,
    fields: [field],
    sample: { multi },
    engine: (cols, f) => {
      const values = valuesOf(f[field]);
      return values.length ? anyOf(cols, key, multi, values) : null;
    },
    sql: (k, f) => {
      const values = valuesOf(f[field]);
      if (!values.length) return null;
      const m = k.multi(multi);
      return sql<SqlBool>`exists (select 1 from ${sql.table(m.table)} fx where fx.${sql.raw(m.idColumn)} = ${sql.raw(k.alias)}.id and fx.${sql.raw(m.valueColumn)} in (${sql.join(values)}))`;
    },
  };
}

/** The last day a date column can hold: the upper end of an open range. */
const LAST_DAY = 99991231;

/** 'YYYY-MM-DD' of a YYYYMMDD number (SQL compares the stored text). */
function dateText(n: number): string {
  const s = String(n).padStart(8, '0');
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
}

/**
 * A date or number column within [min, max] (either end null: open). A null in the table reads as the
 * column's `missing` value in the engine, so the SQL lets nulls through exactly when `missing` is in range.
 */
export function rangeOf(col: KindColumn, key: string, min: number | null, max: number | null) {
  if (col.type === 'code') throw new Error(`${col.name} is not a date or number column`);
  const lo = min ?? -Infinity;
  const hi = max ?? Infinity;
  const missingIn = col.missing >= lo && col.missing <= hi;
  return {
    engine: (cols: FacetColumns): EngineFilter => {
      if (col.type === 'date') return inRange(cols, key, col.name, min ?? 0, max ?? LAST_DAY);
      // Numbers are fractional (万元): a plain test over the float column.
      const values = cols.col(col.name);
      const test = (slot: number) => (values[slot] as number) >= lo && (values[slot] as number) <= hi;
      return { key, id: `${col.name} in ${lo} ${hi}`, size: cols.size, test };
    },
    sql: (k: KindSql): RawBuilder<SqlBool> => {
      const c = columnSql(k, col.name);
      const v = (n: number) => (col.type === 'date' ? dateText(n) : n);
      const parts = [
        ...(min !== null ? [sql<SqlBool>`${c} >= ${v(min)}`] : []),
        ...(max !== null ? [sql<SqlBool>`${c} <= ${v(max)}`] : []),
      ];
      const inRangeSql = parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : sql<SqlBool>`1 = 1`;
      return missingIn
        ? sql<SqlBool>`(${c} is null or ${inRangeSql})`
        : sql<SqlBool>`(${c} is not null and ${inRangeSql})`;
    },
  };
}

/** The field's value as a bound of a date column (text 'YYYY-MM-DD') or a number column; null when open. */
function bound(col: KindColumn, v: unknown): number | null {
  if (v === '' || v === null || v === undefined) return null;
  return col.type === 'date' ? dateNumber(String(v)) : Number(v);
}

/**
 * A date or number column within the range two fields give (either open), as one filter: a facet that
 * ignores the range (the engine counts a document failing one filter for the facets that ignore it, and
 * drops one failing two) then ignores it whole, even when the bounds cross.
 */
export function between<F>(key: string, minField: Field<F>, maxField: Field<F>, column: string): KindFilter<F> {
  const range = (k: KindSql, f: F) => {
    const col = k.column(column);
    const min = bound(col, f[minField]);
    const max = bound(col, f[maxField]);
    return min === null && max === null ? null : rangeOf(col, key, min, max);
  };
  return {
    key,
    fields: [minField, maxField],
    sample: { column },
    engine: (cols, f, _ctx, k) => range(k, f)?.engine(cols) ?? null,
    sql: (k, f) => range(k, f)?.sql(k) ?? null,
  };
}

/** Buckets of a number or date column: a document falls in the first whose `below` exceeds its value. */
export function thresholds(
  k: { key: string; exclude: string[] },
  column: KindColumn,
  buckets: readonly { value: string; below: number }[],
): KindFacet {
  if (column.type === 'code') throw new Error(`${column.name} is not a date or number column`);
  const missing = column.missing;
  const lit = (n: number) => (column.type === 'date' ? sql.lit(dateText(n)) : sql.lit(n));
  return {
    ...k,
    buckets: buckets.map((b) => b.value),
    name: `${k.key}|${buckets.map((b) => b.below).join(',')}`,
    engine: (cols) => {
      const values = cols.col(column.name);
      const below = buckets.map((b) => b.below);
      return (slot) => below.findIndex((b) => (values[slot] as number) < b);
    },
    sql: (ks) => {
      const c = columnSql(ks, column.name);
      const whens = buckets.map((b) =>
        b.below === Infinity
          ? sql`when 1 = 1 then ${sql.lit(b.value)}`
          : sql`when ${c} < ${lit(b.below)}${missing < b.below ? sql` or ${c} is null` : sql``} then ${sql.lit(b.value)}`,
      );
      return sql`case ${sql.join(whens, sql` `)} end`;
    },
  };
}

/** Newest first by a date column, then highest id. */
export function newestFirst(column: string): KindOrder {
  return { engine: column, sql: (k) => sql`${columnSql(k, column)} desc, ${sql.raw(k.alias)}.id desc` };
}

/** The region facet: provinces, or a province's cities once one is chosen. */
export function regionFacet(province: string): KindFacet {
  return province
    ? { key: 'region', column: 'city_code', exclude: ['city'] }
    : { key: 'region', column: 'province_code', exclude: ['province', 'city'] };
}
