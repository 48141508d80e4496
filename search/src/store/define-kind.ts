import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { arrayRows, OFF_THREAD } from '@aikc/server-kit/db/array-rows';
import { dateNumber, type ColumnSpec, type ColumnsSpec, type FacetColumns } from '../engine/columns.ts';
import type { EngineFacet, FacetKey } from '../engine/counting.ts';
import type { EngineFilter } from '../engine/filters.ts';
import type { PageOrder } from '../engine/pages.ts';
import { contentSource } from './dialect.ts';
import type { DialectName } from './tables.ts';
import { contentTable, listingIndexOfTable, type SearchKind } from './kinds.ts';
import { isPublishable, visibleLoader } from './visibility.ts';

/**
 * A content kind's search, declared once: columns, multi-valued columns, filters, facets and date order. Each
 * dimension carries its engine face beside the SQL the oracle tests hold the engine to (over the content
 * table under `alias`), so it cannot be added to one and forgotten in the other.
 */

/** What a listing depends on besides the request: today (China; `day` is YYYYMMDD) and the industry label ids. */
export type KindContext = ReturnType<typeof kindContext>;

export function kindContext(today: string, industry: ReadonlySet<string> = new Set()) {
  return { today, day: dateNumber(today), industry };
}

/** A facet column, read as the table column of its name, or `sql`, or computed in JS (`reads` + `value`). */
export type KindColumn = ColumnSpec & {
  sql?: (alias: string) => string;
  /** The kind table's own columns it reads (for the covering-index check), when not just its name. */
  reads?: readonly string[];
  value?: (read: readonly unknown[]) => unknown;
};

/** A multi-valued column: `[document id, value]` pairs of a link table. */
export interface KindMulti {
  name: string;
  table: string;
  idColumn: string;
  valueColumn: string;
}

export interface KindSql {
  alias: string;
  column(name: string): KindColumn;
  multi(name: string): KindMulti;
}

/** Values a property test may try for a filter's field: distinct values of a column, or a list. */
export type FieldSample = { column: string; prefixes?: boolean } | { multi: string } | { values: readonly unknown[] };

export interface KindFilter<F> {
  key: string;
  /** The request fields it reads (none: every listing applies it). */
  fields?: readonly (keyof F & string)[];
  sample?: FieldSample;
  /** Null when `f` leaves the dimension open. */
  engine(cols: FacetColumns, f: F, ctx: KindContext, k: KindSql): EngineFilter | null;
  sql(k: KindSql, f: F, ctx: KindContext): RawBuilder<SqlBool> | null;
}

/** A facet counted over a column, a multi-valued column or computed buckets, ignoring the filters `exclude`. */
export type KindFacet = FacetKey &
  (
    | { column: string }
    | { multi: string; onlyIndustry?: boolean }
    | {
        buckets: readonly string[];
        /** Cache key of the computed buckets: names what they depend on. */
        name: string;
        engine(cols: FacetColumns): (slot: number) => number;
        /** A CASE expression giving the bucket value. */
        sql(k: KindSql): RawBuilder<unknown>;
      }
  );

export interface KindOrder {
  engine: string | ((cols: FacetColumns) => PageOrder);
  sql(k: KindSql): RawBuilder<unknown>;
}

export interface KindDeclaration<F> {
  kind: SearchKind;
  alias: string;
  /** Other tables the columns' `sql` reads (a left join, say). */
  join?: string;
  columns: readonly KindColumn[];
  multi?: readonly KindMulti[];
  filters: readonly KindFilter<F>[];
  facets?(f: F, ctx: KindContext): KindFacet[];
  order(f: F, ctx: KindContext): KindOrder;
}

/** A grouping expression counted with every condition but its own dimensions. */
export type KindSqlFacet = FacetKey & { group: RawBuilder<unknown>; join?: RawBuilder<unknown> };

export type Kind<F> = ReturnType<typeof defineKind<F>>;

export function defineKind<F>(d: KindDeclaration<F>) {
  const table = contentTable(d.kind);
  const a = d.alias;
  const multi = d.multi ?? [];
  const k: KindSql = {
    alias: a,
    column: (name) => named(d.columns, name, `${d.kind}: no column`),
    multi: (name) => named(multi, name, `${d.kind}: no multi-valued column`),
  };
  const selected = d.columns.flatMap((c) =>
    c.value ? (c.reads ?? []).map((r) => `${a}.${r}`) : [c.sql ? c.sql(a) : `${a}.${c.name}`],
  );
  const reads = [...new Set(d.columns.flatMap((c) => (c.sql && !c.reads ? [] : (c.reads ?? [c.name]))))];
  const computed = d.columns.some((c) => c.value);
  const loadSql = (dialect: DialectName, afterId: number, limit: number) =>
    sql`select ${sql.raw(`${a}.id, ${selected.join(', ')}`)} from ${contentSource(dialect, table, a)} ${sql.raw(d.join ?? '')} where ${sql.raw(a)}.id > ${afterId} order by ${sql.raw(a)}.id limit ${limit}`;
  const load: ColumnsSpec['loadRows'] = async (db, dialect, afterId, limit) => {
    const rows = await arrayRows(db, loadSql(dialect, afterId, limit), OFF_THREAD);
    return computed ? rows.map((r) => computeRow(d.columns, r)) : rows;
  };
  const columns: ColumnsSpec = {
    // Offline rows (taken down, scheduled) are left out here: visibility.ts.
    loadRows: isPublishable(d.kind) ? visibleLoader(d.kind, load) : load,
    columns: d.columns.map(({ sql: _s, reads: _r, value: _v, ...spec }) => spec as ColumnSpec),
    multi: multi.map((m) => ({
      name: m.name,
      load: (db, afterId, upTo) =>
        arrayRows(
          db,
          sql`select ${sql.ref(m.idColumn)}, ${sql.ref(m.valueColumn)} from ${sql.table(m.table)} where ${sql.ref(m.idColumn)} > ${afterId} and ${sql.ref(m.idColumn)} <= ${upTo}`,
          OFF_THREAD,
        ),
    })),
  };
  const facetsOf = (f: F, ctx: KindContext) => d.facets?.(f, ctx) ?? [];
  return {
    kind: d.kind,
    table,
    alias: a,
    listingIndex: listingIndexOfTable(table),
    declared: d,
    columns,
    /** The table columns the column loader reads, and its statement: the covering-index test explains it. */
    reads,
    loadSql,
    filters: (cols: FacetColumns, f: F, ctx: KindContext) =>
      d.filters.map((x) => x.engine(cols, f, ctx, k)).filter((x): x is EngineFilter => x !== null),
    facets: (cols: FacetColumns, f: F, ctx: KindContext) => facetsOf(f, ctx).map((x) => engineFacet(cols, x, ctx)),
    order: (f: F, ctx: KindContext) => d.order(f, ctx).engine,
    /** The SQL definition of the same listing, for the oracle (api/test-kit/sql-listing.ts). */
    sql: {
      conditions: (f: F, ctx: KindContext) => Object.fromEntries(d.filters.map((x) => [x.key, x.sql(k, f, ctx)])),
      facets: (f: F, ctx: KindContext) => facetsOf(f, ctx).map((x) => sqlFacet(k, x)),
      dateOrder: (f: F, ctx: KindContext) => d.order(f, ctx).sql(k),
    },
  };
}

function named<T extends { name: string }>(list: readonly T[], name: string, missing: string): T {
  const found = list.find((x) => x.name === name);
  if (!found) throw new Error(`${missing} ${name}`);
  return found;
}

/** A loaded row `[id, ...selected]` as `[id, ...column values]`, computing the columns that have a `value`. */
function computeRow(columns: readonly KindColumn[], row: unknown[]): unknown[] {
  const out: unknown[] = [row[0]];
  let at = 1;
  for (const c of columns) {
    if (c.value) {
      const n = c.reads?.length ?? 0;
      out.push(c.value(row.slice(at, at + n)));
      at += n;
    } else out.push(row[at++]);
  }
  return out;
}

const facetKey = ({ key, exclude, limit }: KindFacet): FacetKey => ({ key, exclude, limit });

function engineFacet(cols: FacetColumns, x: KindFacet, ctx: KindContext): EngineFacet {
  const base = facetKey(x);
  if ('column' in x) return { ...base, source: { column: x.column } };
  if ('multi' in x)
    return { ...base, source: x.onlyIndustry ? { multi: x.multi, only: ctx.industry } : { multi: x.multi } };
  return { ...base, source: { buckets: x.buckets, codes: cols.derived(x.name, x.engine(cols)), name: x.name } };
}

function sqlFacet(k: KindSql, x: KindFacet): KindSqlFacet {
  const base = facetKey(x);
  if ('column' in x) return { ...base, group: columnSql(k, x.column) };
  if ('multi' in x) {
    const m = k.multi(x.multi);
    const only = x.onlyIndustry
      ? sql` and fm.${sql.raw(m.valueColumn)} in (select id from labels where kind = 'industry')`
      : sql``;
    return {
      ...base,
      group: sql`fm.${sql.raw(m.valueColumn)}`,
      join: sql`join ${sql.table(m.table)} fm on fm.${sql.raw(m.idColumn)} = ${sql.raw(k.alias)}.id${only}`,
    };
  }
  return { ...base, group: x.sql(k) };
}

/** A column as SQL over the kind's alias: its expression, or the table column of its name. */
export function columnSql(k: KindSql, name: string): RawBuilder<unknown> {
  const c = k.column(name);
  if (c.value) throw new Error(`column ${name} is computed in JS: it has no SQL face`);
  return sql.raw(c.sql ? c.sql(k.alias) : `${k.alias}.${name}`);
}
