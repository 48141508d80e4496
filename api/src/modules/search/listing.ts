import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { matchSource } from './dialect.ts';
import { indexVersion } from './indexer.ts';
import type { SearchKind } from './kinds.ts';
import { parseTextQuery, type TextQuery } from './query.ts';

/** A facet: a grouping expression counted with every condition except its own dimensions. */
export interface FacetDef {
  key: string;
  /** SQL expression giving the bucket value (read back as text). */
  group: RawBuilder<unknown>;
  /** Condition keys this facet ignores (its own filter), so the other buckets stay visible. */
  exclude: string[];
  /** Extra join for multi-valued dimensions (labels, tags); alias tables distinctly. */
  join?: RawBuilder<unknown>;
  /** Keep only the largest buckets. */
  limit?: number;
}

export interface ListingSpec {
  kind: SearchKind;
  /** Content table and its alias, e.g. `policies` / `p`. */
  table: keyof Database & string;
  alias: string;
  keyword: string;
  /** Filter conditions by dimension key; null = not filtered. They may reference the alias. */
  conditions: Record<string, RawBuilder<SqlBool> | null>;
  facets: FacetDef[];
  /** ORDER BY for sort=date and for relevance without a keyword, e.g. `p.publish_date desc, p.id desc`. */
  dateOrder: RawBuilder<unknown>;
  sort: 'relevance' | 'date';
  page: number;
  pageSize: number;
}

export interface ListingResult {
  hits: { id: number; score: number }[];
  total: number;
  facets: Record<string, { value: string; count: number }[]>;
  query: TextQuery | null;
}

/** Counts change only when documents are written; cache them briefly, keyed by the index version too. */
const COUNT_TTL_MS = 30_000;
const COUNT_CACHE_MAX = 500;
type CountEntry = { at: number; version: number; total: number; facets: ListingResult['facets'] };
/** Per database handle, so two databases in one process (tests) never share counts. */
const countCaches = new WeakMap<object, Map<string, CountEntry>>();

let cacheGeneration = 0;
/** Forgets every cached count (benchmarks measure cold and warm counts separately). */
export function clearCountCache(): void {
  cacheGeneration += 1;
}

function whereClause(conds: RawBuilder<SqlBool>[]): RawBuilder<unknown> {
  return conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``;
}

/**
 * Runs a filtered (and optionally full-text) listing: one page of ids with scores, the total and the facet
 * counts. Raw SQL keeps the joins dialect-free; only the match source differs per dialect.
 */
export async function runListing(db: Kysely<Database>, dialect: DialectName, spec: ListingSpec, cacheScope = ''): Promise<ListingResult> {
  const query = spec.keyword.trim() ? parseTextQuery(spec.keyword) : null;
  const a = sql.raw(spec.alias);
  const from = query
    ? sql`${sql.table(spec.table)} ${a} join ${matchSource(dialect, spec.kind, query)} m on m.doc_id = ${a}.id`
    : sql`${sql.table(spec.table)} ${a}`;
  const condsExcept = (exclude: string[]) =>
    Object.entries(spec.conditions)
      .filter(([k, c]) => c !== null && !exclude.includes(k))
      .map(([, c]) => c as RawBuilder<SqlBool>);
  const all = condsExcept([]);

  const order = query && spec.sort === 'relevance' ? sql`m.score desc, ${spec.dateOrder}` : spec.dateOrder;
  const score = query ? sql`m.score` : sql`0`;
  const offset = (spec.page - 1) * spec.pageSize;
  const hitsP = sql<{ id: number; score: number }>`select ${a}.id as id, ${score} as score from ${from} ${whereClause(all)} order by ${order} limit ${spec.pageSize} offset ${offset}`.execute(db);

  const key = `${cacheGeneration}|${spec.kind}|${cacheScope}|${spec.keyword.trim()}`;
  let countCache = countCaches.get(db);
  if (!countCache) countCaches.set(db, (countCache = new Map()));
  const cached = countCache.get(key);
  const fresh = cached && cached.version === indexVersion() && Date.now() - cached.at < COUNT_TTL_MS ? cached : null;
  let total: number;
  let facets: ListingResult['facets'];
  if (fresh) {
    ({ total, facets } = fresh);
  } else {
    const totalRow = await sql<{ n: number }>`select count(*) as n from ${from} ${whereClause(all)}`.execute(db);
    total = Number(totalRow.rows[0]?.n ?? 0);
    facets = {};
    for (const f of spec.facets) {
      const rows = await sql<{ v: unknown; n: number }>`select ${f.group} as v, count(*) as n from ${from} ${f.join ?? sql``} ${whereClause(condsExcept(f.exclude))} group by 1 order by n desc${f.limit ? sql` limit ${f.limit}` : sql``}`.execute(db);
      facets[f.key] = rows.rows.filter((r) => r.v !== null && r.v !== '').map((r) => ({ value: String(r.v), count: Number(r.n) }));
    }
    if (countCache.size >= COUNT_CACHE_MAX) countCache.delete(countCache.keys().next().value as string);
    countCache.set(key, { at: Date.now(), version: indexVersion(), total, facets });
  }
  const hits = (await hitsP).rows.map((r) => ({ id: Number(r.id), score: Number(r.score) }));
  return { hits, total, facets, query };
}

/** `a.col in (...)` for a non-empty list, else null (no filter). */
export function inList(col: string, values: readonly (string | number)[]): RawBuilder<SqlBool> | null {
  return values.length ? sql<SqlBool>`${sql.ref(col)} in (${sql.join(values)})` : null;
}
