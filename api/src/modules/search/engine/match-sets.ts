import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { numericColumns } from '../../../db/array-rows.ts';
import type { DialectName } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { matchParts } from '../dialect.ts';
import type { SearchKind } from '../kinds.ts';
import { ListingCache, perHandle } from '../listing-cache.ts';
import type { TextQuery } from '../query.ts';

/**
 * What the full-text index says about one query, independent of filters and pages: every matching id, and
 * the matches ranked in two relevance tiers (title matches first, then body-only ones; bm25 / ts_rank within
 * a tier, newest id first on ties). Filters, facets and pages are then computed over these in memory
 * (evaluate.ts), so refining a search or paging through it never asks the index again. The body tier is
 * ranked only when a page reaches past the title tier.
 */
export interface Ranked {
  ids: Int32Array;
  scores: Float64Array;
}

export interface MatchSet {
  all: Int32Array;
  title: Ranked;
  /** Ranked on first need; shared by later requests. */
  bodyOnly(): Promise<Ranked>;
}

/** Size budget of cached match sets per database handle (ids and scores). */
const MAX_BYTES = 192 * 1024 * 1024;
const caches = perHandle(() => new ListingCache<MatchSet>(2000, Infinity, MAX_BYTES));

/** Forgets every cached match set (benchmarks measure the first query of a text separately). */
export function clearMatchSets(): void {
  caches.clearAll();
}

function toRanked(columns: Float64Array[]): Ranked {
  const [ids, scores] = columns;
  return { ids: Int32Array.from(ids ?? []), scores: scores ?? new Float64Array(0) };
}

/** The match set of `query` over `kind`, from cache when the index has not changed since (`generation`). */
export function matchSet(db: Kysely<Database>, dialect: DialectName, kind: SearchKind, table: string, query: TextQuery, generation: number): Promise<MatchSet> {
  const key = `${kind}|${JSON.stringify(query.clauses)}`;
  return caches.of(db).get(
    key,
    generation,
    async () => {
      const m = matchParts(dialect, kind, query, table, 'd');
      const x = m.indexOnly;
      // PostgreSQL must read a match set through the GIN index even when most documents match: the planner
      // prices a sequential scan by pages, not by the tsvectors it must decompress to test each row
      // (measured 1.4 s by scan, 37 ms by bitmap index for 43k of 100k policies).
      const read = (q: RawBuilder<unknown>) => numericColumns(db, q, { noSeqScan: true });
      const ranked = (tier: RawBuilder<SqlBool>, score: RawBuilder<number>) =>
        read(sql`select ${x.id} as id, ${score} as score from ${x.from} where ${tier} order by score desc, id desc`).then(toRanked);
      // Two reads at once: on SQLite they run on two reader threads, on PostgreSQL on two connections.
      const [allColumns, title] = await Promise.all([read(sql`select ${x.id} as id from ${x.from} where ${x.where}`), ranked(m.titleWhere, m.titleScore)]);
      const all = Int32Array.from(allColumns[0] ?? []);
      let body: Promise<Ranked> | null = null;
      return {
        all,
        title,
        bodyOnly: () => {
          body ??= ranked(m.bodyOnlyWhere, m.score).catch((err: unknown) => {
            body = null;
            throw err;
          });
          return body;
        },
      };
    },
    (s) => s.all.byteLength + s.title.ids.byteLength + s.title.scores.byteLength + 12 * (s.all.length - s.title.ids.length),
  );
}
