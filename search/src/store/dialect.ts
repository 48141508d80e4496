import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { SearchTables, DialectName } from './tables.ts';
import { alternativeUnits, planQuery } from '../engine/query-plan.ts';
import { indexTable, listingIndexOfTable, type SearchKind } from './kinds.ts';
import type { Clause, TextQuery } from '../text/query.ts';

/**
 * The only place where full-text SQL differs: SQLite FTS5 (unicode61 over our jieba tokens, bm25 with the
 * title column weighted 10:1) and PostgreSQL (a tsvector of the same tokens, title lexemes weight A and body
 * lexemes weight B, GIN index, ts_rank). Everything else is plain Kysely.
 */

/** ts_rank weights {D, C, B, A}: a title hit outweighs many body hits. */
const PG_WEIGHTS = '{0.01,0.02,0.05,1.0}';
/** tsvector limits. */
const PG_MAX_POS = 16383;
const PG_MAX_POSITIONS_PER_LEXEME = 256;

/** Each dialect's query syntax (a unit is a phrase: its terms adjacent and in order) and index id column. */
const FTS = {
  sqlite: {
    phrase: (terms: readonly string[]) => `"${terms.map((t) => t.replace(/"/g, '')).join(' ')}"`,
    and: ' AND ',
    or: ' OR ',
    id: 'rowid',
    chunk: 400,
  },
  postgres: {
    phrase: (terms: readonly string[]) => terms.map((t) => `'${t.replace(/['\\]/g, '')}'`).join(' <-> '),
    and: ' & ',
    or: ' | ',
    id: 'doc_id',
    chunk: 500,
  },
};

/** A clause as query text: its alternatives OR-ed, each the AND of its units. */
function clauseText(dialect: DialectName, c: Clause): string {
  const { phrase, and, or } = FTS[dialect];
  const group = (parts: string[], op: string) => (parts.length === 1 ? (parts[0] as string) : `(${parts.join(op)})`);
  const alternatives = c.alternatives.map((a) => group(alternativeUnits(a).map(phrase), and));
  return group(alternatives, or);
}

function queryText(dialect: DialectName, q: TextQuery): string {
  return q.clauses.map((c) => clauseText(dialect, c)).join(FTS[dialect].and);
}

/** Query text matched anywhere or in the title alone (PostgreSQL: the title vector of migration 0008). */
function matches(dialect: DialectName, t: RawBuilder<unknown>, text: string, where: 'any' | 'title') {
  if (dialect === 'sqlite') return sql<SqlBool>`${t} match ${where === 'title' ? `{title} : ${text}` : text}`;
  return sql<SqlBool>`${t}.${sql.raw(where === 'title' ? 'title_tsv' : 'tsv')} @@ cast(${text} as tsquery)`;
}

/** FTS5's relevance, higher = better. */
const bm25 = (t: RawBuilder<unknown>) => sql<number>`-bm25(${t}, 10, 1.0)`;

/**
 * The ranking's conditions as SQL, for the oracle listing (test-kit/sql-listing.ts): a clause's typed form
 * anywhere (its document frequency), the clause and the query's phrase in the title of a document id.
 */
export function rankingConditions(dialect: DialectName, kind: SearchKind, q: TextQuery) {
  const t = sql.table(indexTable(kind));
  const inTitle = (text: string) => (id: RawBuilder<unknown>) =>
    sql<SqlBool>`${id} in (select ${sql.raw(FTS[dialect].id)} from ${t} where ${matches(dialect, t, text, 'title')})`;
  return {
    typedAnywhere: (c: Clause) => matches(dialect, t, FTS[dialect].phrase(c.alternatives[0]?.terms ?? []), 'any'),
    clauseInTitle: (c: Clause) => inTitle(clauseText(dialect, c)),
    phraseInTitle: q.phrase ? inTitle(FTS[dialect].phrase(q.phrase)) : null,
    from: sql`${t}`,
  };
}

/**
 * PostgreSQL relevance, defined as the sum of each unit's ts_rank over `vector` in phrase order (0 where it
 * lacks the unit: ts_rank of a missing phrase is 1e-20), because the engine adds per-unit answers and ts_rank
 * of an AND query is no such sum. FTS5's bm25 already adds per phrase, so SQLite needs no definition.
 */
function pgScore(q: TextQuery, vector: 'ft.title_tsv' | 'ft.tsv', weights?: string): RawBuilder<number> {
  const plan = planQuery(q);
  const v = sql.ref(vector);
  const unitScore = (terms: readonly string[]) => {
    const unit = sql`cast(${FTS.postgres.phrase(terms)} as tsquery)`;
    const rank = weights ? sql`ts_rank(${sql.lit(weights)}::float4[], ${v}, ${unit})` : sql`ts_rank(${v}, ${unit})`;
    return sql<number>`(case when ${v} @@ ${unit} then ${rank}::float8 else 0 end)`;
  };
  const scores = plan.occurrences.map((u) => unitScore(plan.units[u] as string[]));
  return sql<number>`(${sql.join(scores, sql` + `)})`;
}

/**
 * The reads of one unit in (`afterId`, `upTo`], in id order: every match; the title matches with their title
 * score; every match with its whole-document score (for body-only pages). The engine adds them up (pgScore).
 */
export function unitReads(
  dialect: DialectName,
  kind: SearchKind,
  terms: readonly string[],
  afterId: number,
  upTo = 2 ** 31 - 1,
) {
  const t = sql.table(indexTable(kind));
  const text = FTS[dialect].phrase(terms);
  const id = sql.raw(FTS[dialect].id);
  // SQLite: the ids bound as literals: FTS5 then seeks past the lower one (0.1 ms); bound as parameters, the
  // same query read the term's whole doclist (2.7 ms for a word in 58k of 100k policies).
  const bounds = dialect === 'sqlite' ? [sql.lit(Math.trunc(afterId)), sql.lit(Math.trunc(upTo))] : [afterId, upTo];
  const read = (where: 'any' | 'title', score?: RawBuilder<number>) =>
    sql`select ${id}${score ? sql`, ${score}` : sql``} from ${t} where ${matches(dialect, t, text, where)} and ${id} > ${bounds[0]} and ${id} <= ${bounds[1]} order by ${id}`;
  const q = sql`cast(${text} as tsquery)`;
  return {
    all: read('any'),
    title: read('title', dialect === 'sqlite' ? bm25(t) : sql`ts_rank(title_tsv, ${q})::float8`),
    scored: read(
      'any',
      dialect === 'sqlite' ? bm25(t) : sql`ts_rank(${sql.lit(PG_WEIGHTS)}::float4[], tsv, ${q})::float8`,
    ),
  };
}

/**
 * Terms by how many documents hold them, most first: what the engine loads ahead of the first search.
 * SQLite counts exactly (fts5vocab, migration 0009); PostgreSQL ranks on a sample of at most `sample`
 * documents (ts_stat reads every vector it is given).
 */
export function frequentTerms(dialect: DialectName, kind: SearchKind, limit: number, sample = 20_000) {
  if (dialect === 'sqlite')
    return sql`select term, doc from ${sql.table(`${indexTable(kind)}_vocab`)} order by doc desc limit ${limit}`;
  const table = indexTable(kind);
  const inner = `select tsv from ${table} where doc_id % greatest(1, (select count(*) from ${table}) / ${sample}) = 0`;
  return sql`select word, ndoc from ts_stat(${inner}) order by ndoc desc limit ${limit}`;
}

export interface IndexedTokens {
  id: number;
  titleTokens: string[];
  bodyTokens: string[];
}

/** A tsvector literal: positions in token order, a gap between title and body so no phrase spans both. */
function tsVectorLiteral(row: IndexedTokens): string {
  const positions = new Map<string, string[]>();
  const add = (tokens: string[], start: number, weight: 'A' | 'B') => {
    tokens.forEach((t, i) => {
      const pos = Math.min(start + i, PG_MAX_POS);
      let list = positions.get(t);
      if (!list) positions.set(t, (list = []));
      if (list.length < PG_MAX_POSITIONS_PER_LEXEME) list.push(`${pos}${weight}`);
    });
  };
  add(row.titleTokens, 1, 'A');
  add(row.bodyTokens, row.titleTokens.length + 2, 'B');
  const parts: string[] = [];
  for (const [lex, pos] of positions) parts.push(`'${lex.replace(/['\\]/g, '')}':${pos.join(',')}`);
  return parts.join(' ');
}

/**
 * The content table under its alias, for counting and ranking joins. SQLite reads a wide table through its
 * covering index (kinds.ts): its planner otherwise looks up a wide row per match when a join needs no other
 * column (measured 1.3 s -> 40 ms for the label facet on 100k policies). PostgreSQL plans this well itself.
 */
export function contentSource(dialect: DialectName, table: string, alias: string): RawBuilder<unknown> {
  const index = dialect === 'sqlite' ? listingIndexOfTable(table) : null;
  return index
    ? sql`${sql.table(table)} ${sql.raw(alias)} indexed by ${sql.raw(index)}`
    : sql`${sql.table(table)} ${sql.raw(alias)}`;
}

export type MatchParts = ReturnType<typeof matchParts>;

/**
 * The match as a flat join, not a derived table, so the rank function runs only for rows that pass the
 * filters (a derived table scored every match first). SQLite: the FTS5 table keeps its name for bm25().
 */
export function matchParts(dialect: DialectName, kind: SearchKind, q: TextQuery, table: string, alias: string) {
  const name = sql.table(indexTable(kind));
  const t = dialect === 'sqlite' ? name : sql.raw('ft');
  const id = sql<number>`${t}.${sql.raw(FTS[dialect].id)}`;
  const from = dialect === 'sqlite' ? name : sql`${name} ft`;
  const text = queryText(dialect, q);
  const where = matches(dialect, t, text, 'any');
  const titleWhere = matches(dialect, t, `(${text})`, 'title');
  // PostgreSQL: only the body-only tier is ranked by `score`.
  const score = dialect === 'sqlite' ? sql<number>`(${bm25(t)})` : pgScore(q, 'ft.tsv', PG_WEIGHTS);
  return {
    from: sql`${from} join ${contentSource(dialect, table, alias)} on ${sql.ref(`${alias}.id`)} = ${id}`,
    where,
    /** Relevance within the body-only tier. */
    score,
    // SQLite: the title-restricted match scores the title alone.
    titleScore: dialect === 'sqlite' ? score : pgScore(q, 'ft.title_tsv'),
    /** The two relevance tiers partition `where`: documents whose title matches (ranked first), then the rest. */
    titleWhere,
    bodyOnlyWhere:
      dialect === 'sqlite'
        ? matches(dialect, t, `(${text}) NOT {title} : (${text})`, 'any')
        : sql<SqlBool>`(${where} and not ${titleWhere})`,
    /** The same match over the index table alone (no content join): for unfiltered counts and top-k. */
    indexOnly: { from, where, score, id },
  };
}

/** Writes index rows in the caller's content transaction; returns how many it replaced (a reset: indexer.ts). */
export async function writeIndexRows(
  db: Kysely<SearchTables>,
  dialect: DialectName,
  kind: SearchKind,
  rows: IndexedTokens[],
): Promise<number> {
  const t = sql.table(indexTable(kind));
  let replaced = 0;
  for (let i = 0; i < rows.length; i += FTS[dialect].chunk) {
    const part = rows.slice(i, i + FTS[dialect].chunk);
    const ids = part.map((r) => r.id);
    replaced += await deleteIndexRows(db, dialect, kind, ids);
    if (dialect === 'sqlite') {
      const values = part.map((r) => sql`(${r.id}, ${r.titleTokens.join(' ')}, ${r.bodyTokens.join(' ')})`);
      await sql`insert into ${t} (rowid, title, body) values ${sql.join(values)}`.execute(db);
    } else {
      // The title vector is the weight-A part of the full one (migration 0008).
      const values = part.map((r) => sql`(cast(${r.id} as integer), cast(${tsVectorLiteral(r)} as tsvector))`);
      await sql`insert into ${t} (doc_id, tsv, title_tsv) select id, v, ts_filter(v, '{a}') from (values ${sql.join(values)}) as src(id, v)`.execute(
        db,
      );
    }
  }
  return replaced;
}

/** Removes documents from the index; returns how many it held (contentless FTS5: REPLACE is not reliable). */
export async function deleteIndexRows(
  db: Kysely<SearchTables>,
  dialect: DialectName,
  kind: SearchKind,
  ids: number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const t = sql.table(indexTable(kind));
  const removed = await sql`delete from ${t} where ${sql.raw(FTS[dialect].id)} in (${sql.join(ids)})`.execute(db);
  return Number(removed.numAffectedRows ?? 0n);
}
