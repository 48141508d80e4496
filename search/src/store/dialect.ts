import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database, DialectName } from './tables.ts';
import { alternativeUnits, planQuery } from '../engine/query-plan.ts';
import { indexTable, listingIndexOfTable, type SearchKind } from './kinds.ts';
import type { TextQuery } from '../text/query.ts';

/**
 * The only place where full-text SQL differs: SQLite FTS5 (unicode61 over our jieba tokens, bm25 with the
 * title column weighted 10:1) and PostgreSQL (a tsvector built from the same tokens, title lexemes weight
 * A and body lexemes weight B, GIN index, ts_rank). Everything else is plain Kysely.
 */

/** Title weight in FTS5 bm25 (body is 1). */
const SQLITE_TITLE_WEIGHT = 10;
/** ts_rank weights {D, C, B, A}: a title hit outweighs many body hits. */
const PG_WEIGHTS = '{0.01,0.02,0.05,1.0}';
/** tsvector limits: positions up to 16383, at most 256 positions kept per lexeme. */
const PG_MAX_POS = 16383;
const PG_MAX_POSITIONS_PER_LEXEME = 256;

/** The tokens a document is indexed under (indexer.ts segments them). */
export interface IndexRow {
  id: number;
  titleTokens: string[];
  bodyTokens: string[];
}

/** One unit (a phrase of one or more terms) as an FTS5 string. */
function ftsPhrase(terms: readonly string[]): string {
  return `"${terms.map((t) => t.replace(/"/g, '')).join(' ')}"`;
}

type Clause = TextQuery['clauses'][number];

function ftsClause(c: Clause): string {
  const alts = c.alternatives.map((a) => {
    const units = alternativeUnits(a).map(ftsPhrase);
    return units.length === 1 ? (units[0] as string) : `(${units.join(' AND ')})`;
  });
  return alts.length === 1 ? (alts[0] as string) : `(${alts.join(' OR ')})`;
}

function ftsExpression(q: TextQuery): string {
  return q.clauses.map(ftsClause).join(' AND ');
}

/** One unit as a tsquery string: its terms adjacent and in order. */
function tsPhrase(terms: readonly string[]): string {
  return terms.map((t) => `'${t.replace(/['\\]/g, '')}'`).join(' <-> ');
}

function tsClause(c: Clause): string {
  const alts = c.alternatives.map((a) => `(${alternativeUnits(a).map(tsPhrase).join(' & ')})`);
  return alts.length === 1 ? (alts[0] as string) : `(${alts.join(' | ')})`;
}

function tsQueryLiteral(q: TextQuery): string {
  return q.clauses.map(tsClause).join(' & ');
}

/**
 * The ranking's conditions as SQL, for the reference listing the engine is tested against
 * (test-kit/sql-listing.ts): a clause's typed form anywhere (over the index table: its document frequency),
 * the clause and the query's phrase in the title as conditions on a document id expression.
 */
export function rankingConditions(dialect: DialectName, kind: SearchKind, q: TextQuery) {
  const t = sql.table(indexTable(kind));
  if (dialect === 'sqlite') {
    const inTitle = (expr: string) => (id: RawBuilder<unknown>) =>
      sql<SqlBool>`${id} in (select rowid from ${t} where ${t} match ${`{title} : ${expr}`})`;
    return {
      typedAnywhere: (c: Clause) => sql<SqlBool>`${t} match ${ftsPhrase(c.alternatives[0]?.terms ?? [])}`,
      clauseInTitle: (c: Clause) => inTitle(ftsClause(c)),
      phraseInTitle: q.phrase ? inTitle(ftsPhrase(q.phrase)) : null,
      from: sql`${t}`,
    };
  }
  const inTitle = (literal: string) => (id: RawBuilder<unknown>) =>
    sql<SqlBool>`${id} in (select doc_id from ${t} where title_tsv @@ cast(${literal} as tsquery))`;
  return {
    typedAnywhere: (c: Clause) => sql<SqlBool>`tsv @@ cast(${tsPhrase(c.alternatives[0]?.terms ?? [])} as tsquery)`,
    clauseInTitle: (c: Clause) => inTitle(tsClause(c)),
    phraseInTitle: q.phrase ? inTitle(tsPhrase(q.phrase)) : null,
    from: sql`${t}`,
  };
}

/** The PostgreSQL score of one unit over a vector, 0 where the vector lacks it (ts_rank of a missing phrase is 1e-20). */
function pgUnitScore(vector: RawBuilder<unknown>, terms: readonly string[], weights?: string): RawBuilder<number> {
  const unit = sql`cast(${tsPhrase(terms)} as tsquery)`;
  const rank = weights
    ? sql`ts_rank(${sql.lit(weights)}::float4[], ${vector}, ${unit})`
    : sql`ts_rank(${vector}, ${unit})`;
  return sql<number>`(case when ${vector} @@ ${unit} then ${rank}::float8 else 0 end)`;
}

/**
 * PostgreSQL relevance, defined as sums over the query's units in phrase order (engine/query-plan.ts): the
 * title tier ranks by each unit's ts_rank over the title, the body-only tier by each unit's weighted
 * ts_rank over the whole document. ts_rank of a whole AND query is not a sum of its parts, and the engine
 * combines per-unit answers. FTS5's bm25 already adds per phrase (its NOT branch, the title-restricted copy
 * of the query in the body-only expression, adds nothing), so SQLite needs no such definition.
 */
function pgScore(q: TextQuery, vector: 'ft.title_tsv' | 'ft.tsv', weights?: string): RawBuilder<number> {
  const plan = planQuery(q);
  return sql<number>`(${sql.join(
    plan.occurrences.map((u) => pgUnitScore(sql.ref(vector), plan.units[u] as string[], weights)),
    sql` + `,
  )})`;
}

/**
 * The reads of one unit in (`afterId`, `upTo`], in id order: every document it matches (title or body); the
 * documents whose title it matches with the unit's title score; and (`scored`, read only for body-only
 * pages) every match with the unit's score over the whole document. The engine (engine/units.ts) combines
 * units into whole queries; their scores add up to the query's own tier scores (FTS5's bm25 sums per
 * phrase; PostgreSQL's are defined so, see pgScore).
 */
export function unitReads(
  dialect: DialectName,
  kind: SearchKind,
  terms: readonly string[],
  afterId: number,
  upTo = 2 ** 31 - 1,
): { all: RawBuilder<unknown>; title: RawBuilder<unknown>; scored: RawBuilder<unknown> } {
  const t = sql.table(indexTable(kind));
  if (dialect === 'sqlite') {
    const phrase = ftsPhrase(terms);
    // The ids bound as literals: FTS5 then seeks past the lower one (0.1 ms); bound as parameters, the same
    // query read the term's whole doclist (2.7 ms for a word in 58k of 100k policies).
    const range = sql`rowid > ${sql.lit(Math.trunc(afterId))} and rowid <= ${sql.lit(Math.trunc(upTo))}`;
    return {
      all: sql`select rowid from ${t} where ${t} match ${phrase} and ${range} order by rowid`,
      title: sql`select rowid, -bm25(${t}, ${sql.lit(SQLITE_TITLE_WEIGHT)}, 1.0) from ${t} where ${t} match ${`{title} : ${phrase}`} and ${range} order by rowid`,
      scored: sql`select rowid, -bm25(${t}, ${sql.lit(SQLITE_TITLE_WEIGHT)}, 1.0) from ${t} where ${t} match ${phrase} and ${range} order by rowid`,
    };
  }
  const q = sql`cast(${tsPhrase(terms)} as tsquery)`;
  const range = sql`doc_id > ${afterId} and doc_id <= ${upTo}`;
  return {
    all: sql`select doc_id from ${t} where tsv @@ ${q} and ${range} order by doc_id`,
    title: sql`select doc_id, ts_rank(title_tsv, ${q})::float8 from ${t} where title_tsv @@ ${q} and ${range} order by doc_id`,
    scored: sql`select doc_id, ts_rank(${sql.lit(PG_WEIGHTS)}::float4[], tsv, ${q})::float8 from ${t} where tsv @@ ${q} and ${range} order by doc_id`,
  };
}

/**
 * Terms by how many documents hold them, most first: what the engine loads ahead of the first search
 * (reading a term most documents have costs tens of milliseconds). SQLite counts exactly (an fts5vocab
 * table, migration 0009); PostgreSQL ranks on a sample of at most `sample` documents (ts_stat reads every
 * vector it is given).
 */
export function frequentTerms(
  dialect: DialectName,
  kind: SearchKind,
  limit: number,
  sample = 20_000,
): RawBuilder<unknown> {
  if (dialect === 'sqlite')
    return sql`select term, doc from ${sql.table(`${indexTable(kind)}_vocab`)} order by doc desc limit ${limit}`;
  const table = indexTable(kind);
  const inner = `select tsv from ${table} where doc_id % greatest(1, (select count(*) from ${table}) / ${sample}) = 0`;
  return sql`select word, ndoc from ts_stat(${inner}) order by ndoc desc limit ${limit}`;
}

/** A tsvector literal: positions in token order, a gap between title and body so no phrase spans both. */
function tsVectorLiteral(row: IndexRow): string {
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
 * The content table under its alias, for counting and ranking joins (not for the date-ordered page). Wide
 * tables are read through their narrow covering index (kinds.ts, listingIndex): SQLite's planner looks rows
 * up by rowid when a join needs no other column (the label and tag facets), reading a wide row per match;
 * naming the index keeps those lookups inside it (measured 1.3 s -> 40 ms for the label facet on 100k
 * policies). PostgreSQL plans this well by itself.
 */
export function contentSource(dialect: DialectName, table: string, alias: string): RawBuilder<unknown> {
  const index = dialect === 'sqlite' ? listingIndexOfTable(table) : null;
  return index
    ? sql`${sql.table(table)} ${sql.raw(alias)} indexed by ${sql.raw(index)}`
    : sql`${sql.table(table)} ${sql.raw(alias)}`;
}

/** How a listing joins the full-text index onto its content table, per dialect. */
export interface MatchParts {
  /** `FROM` body: the content table (under `alias`) joined to the index table. */
  from: RawBuilder<unknown>;
  /** The full-text condition, ANDed with the listing's filters. */
  where: RawBuilder<SqlBool>;
  /** Relevance within the body-only tier (with `bodyOnlyWhere`), higher = better. */
  score: RawBuilder<number>;
  /** Relevance within the title tier (with `titleWhere`). */
  titleScore: RawBuilder<number>;
  /**
   * The two relevance tiers, which partition `where`: documents whose title alone matches (ranked first),
   * then the rest. A page ranks the title tier (usually a small share of the matches) and touches the body
   * tier only when the title tier runs out before the page is full.
   */
  titleWhere: RawBuilder<SqlBool>;
  bodyOnlyWhere: RawBuilder<SqlBool>;
  /** The same match over the index table alone (no content join): for unfiltered counts and top-k. */
  indexOnly: {
    from: RawBuilder<unknown>;
    where: RawBuilder<SqlBool>;
    score: RawBuilder<number>;
    id: RawBuilder<number>;
  };
}

/**
 * The match as a flat join rather than a derived table, so the rank function runs only for rows that pass
 * the filters (SQLite evaluates bm25() after WHERE; a derived table scored every match first) and the
 * planner drives the join from the index. SQLite: the FTS5 table keeps its own name because bm25() takes it.
 */
export function matchParts(
  dialect: DialectName,
  kind: SearchKind,
  q: TextQuery,
  table: string,
  alias: string,
): MatchParts {
  const name = indexTable(kind);
  const t = sql.table(name);
  const content = contentSource(dialect, table, alias);
  const docId = sql.ref(`${alias}.id`);
  if (dialect === 'sqlite') {
    const expr = ftsExpression(q);
    const where = sql<SqlBool>`${t} match ${expr}`;
    const score = sql<number>`(-bm25(${t}, ${sql.lit(SQLITE_TITLE_WEIGHT)}, 1.0))`;
    const inTitle = `{title} : (${expr})`;
    return {
      from: sql`${t} join ${content} on ${docId} = ${t}.rowid`,
      where,
      score,
      // The title-restricted match scores the title alone.
      titleScore: score,
      titleWhere: sql<SqlBool>`${t} match ${inTitle}`,
      bodyOnlyWhere: sql<SqlBool>`${t} match ${`(${expr}) NOT ${inTitle}`}`,
      indexOnly: { from: sql`${t}`, where, score, id: sql<number>`${t}.rowid` },
    };
  }
  const query = sql`cast(${tsQueryLiteral(q)} as tsquery)`;
  const where = sql<SqlBool>`ft.tsv @@ ${query}`;
  // Only the body-only tier is ranked by this score (the title tier by titleScore).
  const score = pgScore(q, 'ft.tsv', PG_WEIGHTS);
  // The title lexemes have their own vector and GIN index (migration 0008): a weighted query on the full
  // vector made PostgreSQL read back every document containing the term anywhere.
  const inTitle = sql<SqlBool>`ft.title_tsv @@ ${query}`;
  return {
    from: sql`${t} ft join ${content} on ${docId} = ft.doc_id`,
    where,
    score,
    titleScore: pgScore(q, 'ft.title_tsv'),
    titleWhere: inTitle,
    bodyOnlyWhere: sql<SqlBool>`(${where} and not ${inTitle})`,
    indexOnly: { from: sql`${t} ft`, where, score, id: sql<number>`ft.doc_id` },
  };
}

const SQLITE_CHUNK = 400;
const PG_CHUNK = 500;

/**
 * Writes (or rewrites) index rows inside the caller's content transaction (content-write.ts: it already
 * holds the kind's search lock and bumped its generation). Returns how many rows were already indexed and
 * so replaced: a rewrite counts as a reset, as its filter columns may have changed under cached facet columns.
 */
export async function writeIndexRows(
  db: Kysely<Database>,
  dialect: DialectName,
  kind: SearchKind,
  rows: IndexRow[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const t = sql.table(indexTable(kind));
  const idCol = dialect === 'sqlite' ? sql.raw('rowid') : sql.raw('doc_id');
  const chunk = dialect === 'sqlite' ? SQLITE_CHUNK : PG_CHUNK;
  let replaced = 0n;
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    // Contentless FTS5 tables (contentless_delete=1) allow DELETE by rowid; REPLACE is not reliable there.
    const removed = await sql`delete from ${t} where ${idCol} in (${sql.join(part.map((r) => r.id))})`.execute(db);
    replaced += removed.numAffectedRows ?? 0n;
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
  return Number(replaced);
}

/** Removes documents from the index (their content rows are being deleted) in the caller's content transaction. */
export async function deleteIndexRows(
  db: Kysely<Database>,
  dialect: DialectName,
  kind: SearchKind,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  const t = sql.table(indexTable(kind));
  const idCol = dialect === 'sqlite' ? sql.raw('rowid') : sql.raw('doc_id');
  await sql`delete from ${t} where ${idCol} in (${sql.join(ids)})`.execute(db);
}
