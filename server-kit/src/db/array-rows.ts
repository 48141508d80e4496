import type BetterSqlite3 from 'better-sqlite3';
import type { CompiledQuery, Kysely, RawBuilder } from 'kysely';
import type pg from 'pg';
import type { PipelinedReads } from './pipelined-reads.ts';
import type { SqliteReaders } from './sqlite-readers.ts';

/** Any Kysely handle: the speed layers use only its driver and compiler, never its table types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Database = any;

/**
 * Large reads (search match sets, facet columns) as arrays of values in select order, straight from the
 * driver: building a Kysely row object per row cost more than the query for 50k+ rows.
 */
interface Driver {
  sqlite?: BetterSqlite3.Database;
  pool?: pg.Pool;
  /** PostgreSQL: a pipelined connection for small reads that must leave at once (pipelined-reads.ts). */
  pipelined?: PipelinedReads;
  /** Worker-thread readers of the same SQLite file (absent for an in-memory database). */
  readers?: SqliteReaders;
}

const drivers = new WeakMap<object, Driver & { statements: Map<string, BetterSqlite3.Statement> }>();

/** Lets arrayRows reach the driver behind `db` (openDatabase registers every handle it opens). */
export function registerDriver(db: Kysely<Database>, driver: Driver): void {
  drivers.set(db, { ...driver, statements: new Map() });
}

const MAX_STATEMENTS = 500;

export interface ArrayRowsOptions {
  /**
   * PostgreSQL: read through a bitmap of the GIN index only (SET LOCAL in a transaction of its own). For
   * full-text matches, whose per-row cost (decompressing a tsvector) the planner does not count: it chose a
   * sequential scan (1.4 s for a word in 43k of 100k policies), or, to return ids in order, a walk of the
   * primary key testing every vector (0.5 s), where the bitmap reads only the matching rows.
   */
  bitmapScan?: boolean;
  /**
   * SQLite file: read on a worker-thread reader (committed data only) instead of the main connection, so a
   * long read (loading a million rows of facet columns) does not stop the event loop.
   */
  offThread?: boolean;
}

/** For loads that may take long: on a SQLite file they run on a reader thread (see `offThread`). */
export const OFF_THREAD: ArrayRowsOptions = { offThread: true };

export async function arrayRows(
  db: Kysely<Database>,
  query: RawBuilder<unknown>,
  opts: ArrayRowsOptions = {},
): Promise<unknown[][]> {
  const compiled = query.compile(db);
  const d = drivers.get(db);
  if (opts.offThread && d?.readers) return d.readers.rows(compiled.sql, compiled.parameters);
  // SQLite has one connection: while an (async) transaction holds it, reading beside Kysely's mutex would
  // see uncommitted rows, so such reads queue behind the transaction like any other query.
  if (d?.sqlite && !d.sqlite.inTransaction) {
    let stmt = d.statements.get(compiled.sql);
    if (!stmt) {
      if (d.statements.size >= MAX_STATEMENTS) d.statements.clear();
      stmt = d.sqlite.prepare(compiled.sql).raw(true);
      d.statements.set(compiled.sql, stmt);
    }
    return stmt.all(...(compiled.parameters as unknown[])) as unknown[][];
  }
  if (d?.pool && opts.bitmapScan) {
    const client = await d.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      await client.query('SET LOCAL enable_indexscan = off');
      const res = await client.query({
        text: compiled.sql,
        values: compiled.parameters as unknown[],
        rowMode: 'array',
      });
      await client.query('COMMIT');
      return res.rows as unknown[][];
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }
  if (d?.pool) {
    const res = await d.pool.query({ text: compiled.sql, values: compiled.parameters as unknown[], rowMode: 'array' });
    return res.rows as unknown[][];
  }
  const res = await db.executeQuery(compiled);
  return res.rows.map((r) => Object.values(r as object));
}

/**
 * A read whose columns are all numbers (ids, scores), as one Float64Array per column. On a SQLite file it
 * runs on a worker-thread reader (sqlite-readers.ts), off the event loop; elsewhere through arrayRows.
 * A result without rows has no columns.
 */
export async function numericColumns(
  db: Kysely<Database>,
  query: RawBuilder<unknown>,
  opts: ArrayRowsOptions = {},
): Promise<Float64Array[]> {
  const readers = drivers.get(db)?.readers;
  if (readers) {
    const compiled = query.compile(db);
    return readers.query(compiled.sql, compiled.parameters);
  }
  const rows = await arrayRows(db, query, opts);
  const width = rows[0]?.length ?? 0;
  const columns = Array.from({ length: width }, () => new Float64Array(rows.length));
  rows.forEach((row, r) => row.forEach((v, c) => ((columns[c] as Float64Array)[r] = Number(v))));
  return columns;
}

/** PostgreSQL statement names by text, never reused for another text (a connection refuses that). */
const statementNames = new Map<string, string>();
const MAX_NAMED = 200;

/**
 * The rows of a query run again and again with the same text (a list page's query), as objects like
 * Kysely's. PostgreSQL keeps it prepared on each connection under a name of its own, so it is parsed and
 * planned once per connection rather than per call (a 15-row policy page measured on the bench machine:
 * 0.49 ms p50 and 1.9 ms p99 unprepared, 0.31 and 0.61 prepared). SQLite statements are kept for every
 * query already (database.ts, reusingStatements); in a transaction `db` is not the registered handle and
 * the query runs through Kysely. The text must not vary with the values (on PostgreSQL `= any(array)`, not
 * an IN list), or each variant takes a name, and past MAX_NAMED texts the rest run unprepared.
 */
export async function preparedRows<R>(db: Kysely<Database>, compiled: CompiledQuery<R>): Promise<R[]> {
  const d = drivers.get(db);
  if (d?.pool) {
    let name = statementNames.get(compiled.sql);
    if (!name && statementNames.size < MAX_NAMED)
      statementNames.set(compiled.sql, (name = `aikc_${statementNames.size + 1}`));
    const res = await d.pool.query({ name, text: compiled.sql, values: compiled.parameters as unknown[] });
    return res.rows as R[];
  }
  return (await db.executeQuery(compiled)).rows;
}

/**
 * A small read asked for now and awaited later (search state): on PostgreSQL it goes out on the pipelined
 * connection at once (pipelined-reads.ts), else through arrayRows. `name` names its prepared statement.
 */
export function quickRows(db: Kysely<Database>, name: string, query: RawBuilder<unknown>): Promise<unknown[][]> {
  const d = drivers.get(db);
  if (d?.pipelined) {
    const compiled = query.compile(db);
    const rows = d.pipelined.rows(name, compiled.sql, compiled.parameters as unknown[]);
    if (rows) return rows;
  }
  return arrayRows(db, query);
}
