import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { indexTable, type SearchKind } from './kinds.ts';
import type { TextQuery } from './query.ts';

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

export interface IndexRow {
  id: number;
  titleTokens: string[];
  bodyTokens: string[];
}

function ftsExpression(q: TextQuery): string {
  const quote = (t: string) => `"${t.replace(/"/g, '')}"`;
  return q.clauses
    .map((c) => {
      const alts = c.alternatives.map((a) => (a.kind === 'phrase' ? quote(a.terms.join(' ')) : `(${a.terms.map(quote).join(' AND ')})`));
      return alts.length === 1 ? alts[0] : `(${alts.join(' OR ')})`;
    })
    .join(' AND ');
}

function tsQueryLiteral(q: TextQuery): string {
  const quote = (t: string) => `'${t.replace(/['\\]/g, '')}'`;
  return q.clauses
    .map((c) => {
      const alts = c.alternatives.map((a) => `(${a.terms.map(quote).join(a.kind === 'phrase' ? ' <-> ' : ' & ')})`);
      return alts.length === 1 ? alts[0] : `(${alts.join(' | ')})`;
    })
    .join(' & ');
}

/** A tsvector literal: positions in token order, a gap between title and body so no phrase spans both. */
export function tsVectorLiteral(row: IndexRow): string {
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
 * A derived table `(doc_id, score)` of the documents matching `q`, higher score = more relevant. Join it
 * onto the content table by id.
 */
export function matchSource(dialect: DialectName, kind: SearchKind, q: TextQuery): RawBuilder<{ doc_id: number; score: number }> {
  const t = sql.table(indexTable(kind));
  if (dialect === 'sqlite') {
    return sql`(select rowid as doc_id, -bm25(${t}, ${sql.lit(SQLITE_TITLE_WEIGHT)}, 1.0) as score from ${t} where ${t} match ${ftsExpression(q)})`;
  }
  return sql`(select doc_id, ts_rank(${sql.lit(PG_WEIGHTS)}::float4[], tsv, qq.query) as score from ${t}, (select cast(${tsQueryLiteral(q)} as tsquery) as query) as qq where tsv @@ qq.query)`;
}

const SQLITE_CHUNK = 400;
const PG_CHUNK = 500;

/** Writes (or rewrites) index rows inside the caller's transaction. */
export async function writeIndexRows(db: Kysely<Database>, dialect: DialectName, kind: SearchKind, rows: IndexRow[]): Promise<void> {
  if (rows.length === 0) return;
  const t = sql.table(indexTable(kind));
  const chunk = dialect === 'sqlite' ? SQLITE_CHUNK : PG_CHUNK;
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const ids = part.map((r) => r.id);
    if (dialect === 'sqlite') {
      // Contentless tables (contentless_delete=1) allow DELETE by rowid; REPLACE is not reliable there.
      await sql`delete from ${t} where rowid in (${sql.join(ids)})`.execute(db);
      const values = part.map((r) => sql`(${r.id}, ${r.titleTokens.join(' ')}, ${r.bodyTokens.join(' ')})`);
      await sql`insert into ${t} (rowid, title, body) values ${sql.join(values)}`.execute(db);
    } else {
      const values = part.map((r) => sql`(${r.id}, cast(${tsVectorLiteral(r)} as tsvector))`);
      await sql`insert into ${t} (doc_id, tsv) values ${sql.join(values)} on conflict (doc_id) do update set tsv = excluded.tsv`.execute(db);
    }
  }
}

/** Removes documents from the index (their content rows are being deleted). */
export async function deleteIndexRows(db: Kysely<Database>, dialect: DialectName, kind: SearchKind, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const t = sql.table(indexTable(kind));
  const idCol = dialect === 'sqlite' ? sql.raw('rowid') : sql.raw('doc_id');
  await sql`delete from ${t} where ${idCol} in (${sql.join(ids)})`.execute(db);
}

/** DDL for one kind's index table. */
export function createIndexTableSql(dialect: DialectName, kind: SearchKind): RawBuilder<unknown>[] {
  const t = sql.table(indexTable(kind));
  if (dialect === 'sqlite') {
    return [
      sql`create virtual table ${t} using fts5(title, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0')`,
    ];
  }
  return [
    sql`create table ${t} (doc_id integer primary key, tsv tsvector not null)`,
    sql`create index ${sql.raw(`${indexTable(kind)}_tsv`)} on ${t} using gin (tsv)`,
  ];
}
