import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '../src/db/database.ts';
import type { Database } from '../src/db/schema.ts';
import {
  contentSource,
  type Kind,
  type KindContext,
  type KindSqlFacet,
  matchParts,
  parseTextQuery,
  rankingConditions,
  type SearchKind,
  type TextQuery,
} from '@aikc/search';
import { clauseWeight } from '@aikc/search/testing';

export interface ListingSpec {
  kind: SearchKind;
  /** Content table and its alias, e.g. `policies` / `p`. */
  table: keyof Database & string;
  alias: string;
  keyword: string;
  /** Filter conditions by dimension key; null = not filtered. They may reference the alias. */
  conditions: Record<string, RawBuilder<SqlBool> | null>;
  /** Grouping expressions, each counted with every condition except its own dimensions (`exclude`). */
  facets: KindSqlFacet[];
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

function whereClause(conds: RawBuilder<SqlBool>[]): RawBuilder<unknown> {
  return conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``;
}

/**
 * The reference listing the search engine's property and concurrency tests compare against: a filtered (and
 * optionally full-text) listing as plain SQL, computed afresh on every call (nothing cached), giving one page
 * of ids with scores, the total and the facet counts. Raw SQL keeps the joins dialect-free; only the match parts differ per dialect (dialect.ts).
 * Relevance ties break on id (newest document first), so an unfiltered search ranks inside the index alone
 * without touching the content table.
 */
export async function runListing(
  db: Kysely<Database>,
  dialect: DialectName,
  spec: ListingSpec,
): Promise<ListingResult> {
  const query = spec.keyword.trim() ? parseTextQuery(spec.keyword) : null;
  const a = sql.raw(spec.alias);
  const m = query ? matchParts(dialect, spec.kind, query, spec.table, spec.alias) : null;
  const from = m ? m.from : contentSource(dialect, spec.table, spec.alias);
  // The no-keyword page walks a date index instead (newest first, stops after one window).
  const plainFrom = sql`${sql.table(spec.table)} ${a}`;
  const condsExcept = (exclude: string[]) => [
    ...(m ? [m.where] : []),
    ...Object.entries(spec.conditions)
      .filter(([k, c]) => c !== null && !exclude.includes(k))
      .map(([, c]) => c as RawBuilder<SqlBool>),
  ];
  const filtered = Object.values(spec.conditions).some((c) => c !== null);
  const byRelevance = query !== null && spec.sort === 'relevance';

  const filterConds = condsExcept([]).filter((c) => !m || c !== m.where);
  const keys = query ? await rankingKeys(db, dialect, spec, query) : null;
  type Hit = { id: number; score: number };
  const toHits = (rows: { id: number; score: number }[]): Hit[] =>
    rows.map((r) => ({ id: Number(r.id), score: Number(r.score) }));
  /** One relevance tier, ranked: over the index alone when unfiltered, else joined to the content table. */
  const rankTier = async (
    tier: RawBuilder<SqlBool>,
    score: RawBuilder<number>,
    key: (id: RawBuilder<unknown>) => RawBuilder<number>,
    limit: number,
    offset: number,
  ): Promise<Hit[]> => {
    if (!m) return [];
    const x = m.indexOnly;
    const id = filtered ? sql`${a}.id` : x.id;
    const q = filtered
      ? sql<Hit>`select ${a}.id as id, ${score} as score, ${key(id)} as k from ${from} ${whereClause([tier, ...filterConds])} order by k desc, score desc, ${a}.id desc limit ${limit} offset ${offset}`
      : sql<Hit>`select ${x.id} as id, ${score} as score, ${key(id)} as k from ${x.from} where ${tier} order by k desc, score desc, id desc limit ${limit} offset ${offset}`;
    return toHits((await q.execute(db)).rows);
  };
  const countTier = async (tier: RawBuilder<SqlBool>): Promise<number> => {
    if (!m) return 0;
    const q = filtered
      ? sql<{ n: number }>`select count(*) as n from ${from} ${whereClause([tier, ...filterConds])}`
      : sql<{ n: number }>`select count(*) as n from ${m.indexOnly.from} where ${tier}`;
    return Number((await q.execute(db)).rows[0]?.n ?? 0);
  };
  const fetchHits = async (limit: number, offset: number): Promise<Hit[]> => {
    if (byRelevance && m) {
      // Title matches rank above body-only ones, so a page ranks the (small) title tier and reads the body
      // tier only for the rows the title tier cannot fill: most pages never score the bulk of the matches.
      // Within the title tier a title holding the query as one phrase comes first; within the body-only tier
      // the titles holding the weightier clauses (rankingKeys).
      const top = await rankTier(m.titleWhere, m.titleScore, keys!.title, limit, offset);
      if (top.length === limit) return top;
      const titleCount = top.length > 0 || offset === 0 ? offset + top.length : await countTier(m.titleWhere);
      return [
        ...top,
        ...(await rankTier(m.bodyOnlyWhere, m.score, keys!.body, limit - top.length, Math.max(0, offset - titleCount))),
      ];
    }
    const rows =
      await sql<Hit>`select ${a}.id as id, 0 as score from ${m ? from : plainFrom} ${whereClause(condsExcept([]))} order by ${spec.dateOrder} limit ${limit} offset ${offset}`.execute(
        db,
      );
    return toHits(rows.rows);
  };
  const offset = (spec.page - 1) * spec.pageSize;
  const hitsP = fetchHits(spec.pageSize, offset);
  const countsP = (async () => {
    const totalRow =
      m && !filtered
        ? await sql<{ n: number }>`select count(*) as n from ${m.indexOnly.from} where ${m.indexOnly.where}`.execute(db)
        : await sql<{ n: number }>`select count(*) as n from ${from} ${whereClause(condsExcept([]))}`.execute(db);
    const facets: ListingResult['facets'] = {};
    for (const f of spec.facets) {
      const rows = await sql<{
        v: unknown;
        n: number;
      }>`select ${f.group} as v, count(*) as n from ${from} ${f.join ?? sql``} ${whereClause(condsExcept(f.exclude))} group by 1 order by n desc${f.limit ? sql` limit ${f.limit}` : sql``}`.execute(
        db,
      );
      facets[f.key] = rows.rows
        .filter((r) => r.v !== null && r.v !== '')
        .map((r) => ({ value: String(r.v), count: Number(r.n) }));
    }
    return { total: Number(totalRow.rows[0]?.n ?? 0), facets };
  })();
  const [hits, counts] = await Promise.all([hitsP, countsP]);
  return { hits, total: counts.total, facets: counts.facets, query };
}

/**
 * The ranking keys as SQL over a document id: 1 for a title holding the query's phrase; the summed weights
 * (engine/weights.ts) of the clauses a title holds, each clause's document frequency counted here.
 */
async function rankingKeys(db: Kysely<Database>, dialect: DialectName, spec: ListingSpec, query: TextQuery) {
  const r = rankingConditions(dialect, spec.kind, query);
  const docs = Number(
    (await sql<{ n: number }>`select count(*) as n from ${sql.table(spec.table)}`.execute(db)).rows[0]?.n ?? 0,
  );
  const weights: number[] = [];
  for (const c of query.clauses) {
    const row = await sql<{ n: number }>`select count(*) as n from ${r.from} where ${r.typedAnywhere(c)}`.execute(db);
    weights.push(clauseWeight(c.alternatives[0]?.terms ?? [], Number(row.rows[0]?.n ?? 0), docs));
  }
  const phrase = r.phraseInTitle;
  return {
    title: (id: RawBuilder<unknown>) =>
      phrase ? sql<number>`(case when ${phrase(id)} then 1 else 0 end)` : sql<number>`0`,
    body: (id: RawBuilder<unknown>) =>
      query.clauses.length > 1
        ? sql<number>`(${sql.join(
            query.clauses.map(
              (c, i) => sql`(case when ${r.clauseInTitle(c)(id)} then ${sql.lit(weights[i])} else 0 end)`,
            ),
            sql` + `,
          )})`
        : sql<number>`0`,
  };
}

/** The fields of a list request the listing reads besides the kind's own filters. */
interface ListRequest {
  keyword: string;
  sort: 'relevance' | 'date';
  page: number;
  pageSize: number;
}

/**
 * A kind's listing as plain SQL, every condition, facet and order taken from its declaration
 * (search/store/define-kind.ts): the SQL face of the same dimensions the engine applies.
 */
export function kindListing<F extends ListRequest>(kind: Kind<F>, f: F, ctx: KindContext): ListingSpec {
  return {
    kind: kind.kind,
    table: kind.table as keyof Database & string,
    alias: kind.alias,
    keyword: f.keyword,
    conditions: kind.sql.conditions(f, ctx),
    // Limits are left to the comparison, so ties at the cut cannot make the two differ.
    facets: kind.sql.facets(f, ctx).map(({ limit: _limit, ...facet }) => facet),
    dateOrder: kind.sql.dateOrder(f, ctx),
    sort: f.sort,
    page: f.page,
    pageSize: f.pageSize,
  };
}
