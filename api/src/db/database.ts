import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { PipelinedReads } from '@aikc/server-kit/db/pipelined-reads';
import { registerDriver } from '@aikc/server-kit/db/array-rows';
import { SqliteReaders } from '@aikc/server-kit/db/sqlite-readers';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The SQLite handle, for bulk paths (seed, search index) that need prepared statements. */
  sqlite?: BetterSqlite3.Database;
  /** The PostgreSQL pool, for COPY-style bulk paths. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

// PostgreSQL returns int8 (our epoch-ms timestamps, counts) as strings by default; they fit a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric (sums, averages) likewise.
pg.types.setTypeParser(1700, (v) => Number(v));

export interface DbOptions {
  databaseUrl?: string | undefined;
  sqliteFile?: string;
  poolSize?: number;
  /**
   * Called when an idle PostgreSQL connection dies (server restart, admin termination). pg then drops that
   * client from the pool by itself; without a listener the pool's 'error' event would crash the process.
   */
  onPoolError?: (err: Error) => void;
}

/** Opens the database: PostgreSQL when a URL is given, else the embedded SQLite file (WAL mode). */
export function openDatabase(opts: DbOptions): Db {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    pool.on('error', opts.onPoolError ?? (() => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const pipelined = new PipelinedReads(opts.databaseUrl);
    registerDriver(db, { pool, pipelined });
    return {
      db,
      dialect: 'postgres',
      pool,
      close: async () => {
        await pipelined.close();
        await db.destroy();
      },
    };
  }
  const file = opts.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite) }) });
  // Heavy search reads go to worker threads with their own connections; an in-memory database has no file
  // for them to open.
  const readers = file === ':memory:' ? undefined : new SqliteReaders(path.resolve(file));
  registerDriver(db, { sqlite, ...(readers ? { readers } : {}) });
  return {
    db,
    dialect: 'sqlite',
    sqlite,
    close: async () => {
      await readers?.close();
      await db.destroy();
    },
  };
}

const MAX_STATEMENTS = 1000;

/**
 * The connection as Kysely sees it, with prepared statements reused by SQL text. Kysely prepares a statement
 * for every query; parsing and planning it again cost more than many of our queries, and the finalizers of
 * the discarded statements ran inside minor GCs (3-8 ms pauses every ~80 searches). A statement still
 * being iterated (a stream) is busy, so another query with the same text gets a fresh one.
 */
function reusingStatements(sqlite: BetterSqlite3.Database): {
  prepare(sql: string): BetterSqlite3.Statement;
  close(): void;
} {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(sql) {
      const held = statements.get(sql);
      if (held && !held.busy) return held;
      const stmt = sqlite.prepare(sql);
      if (!held) {
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
        statements.set(sql, stmt);
      }
      return stmt;
    },
    close: () => sqlite.close(),
  };
}
