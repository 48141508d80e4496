import type BetterSqlite3 from 'better-sqlite3';
import type pg from 'pg';
import type { Db } from '../db/database.ts';

/** Column PostgreSQL array type for `unnest`; SQLite ignores it. */
export type PgType = 'int4' | 'int8' | 'float8' | 'text';
export type ColumnSpec = readonly (readonly [name: string, type: PgType])[];

/**
 * One open transaction of the bulk writer. On SQLite it wraps the raw better-sqlite3 handle (prepared
 * statements, one per table, reused across batches); on PostgreSQL a pooled client, and each table's rows go
 * in as ONE `INSERT ... SELECT * FROM unnest($1::int4[], $2::text[], ...)` statement.
 */
export interface BulkTx {
  dialect: Db['dialect'];
  /** Present on SQLite: run further statements inside the same transaction. */
  sqlite?: BetterSqlite3.Database;
  /** Present on PostgreSQL: run further statements inside the same transaction. */
  client?: pg.PoolClient;
  insert(table: string, columns: ColumnSpec, rows: readonly unknown[][]): Promise<void>;
}

const stmtCache = new WeakMap<BetterSqlite3.Database, Map<string, BetterSqlite3.Statement>>();

function sqliteStatement(db: BetterSqlite3.Database, table: string, columns: ColumnSpec): BetterSqlite3.Statement {
  let cache = stmtCache.get(db);
  if (!cache) {
    cache = new Map();
    stmtCache.set(db, cache);
  }
  const key = `${table}(${columns.map((c) => c[0]).join(',')})`;
  let stmt = cache.get(key);
  if (!stmt) {
    stmt = db.prepare(
      `INSERT INTO ${table} (${columns.map((c) => c[0]).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    );
    cache.set(key, stmt);
  }
  return stmt;
}

/** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
export async function inBulkTransaction<T>(handle: Db, fn: (tx: BulkTx) => Promise<T>): Promise<T> {
  if (handle.dialect === 'sqlite') {
    const db = handle.sqlite as BetterSqlite3.Database;
    const tx: BulkTx = {
      dialect: 'sqlite',
      sqlite: db,
      async insert(table, columns, rows) {
        const stmt = sqliteStatement(db, table, columns);
        for (const r of rows) stmt.run(r);
      },
    };
    db.exec('BEGIN');
    try {
      const out = await fn(tx);
      db.exec('COMMIT');
      return out;
    } catch (err) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw err;
    }
  }
  const client = await (handle.pool as pg.Pool).connect();
  const tx: BulkTx = {
    dialect: 'postgres',
    client,
    async insert(table, columns, rows) {
      if (rows.length === 0) return;
      const arrays = columns.map((_, i) => rows.map((r) => r[i]));
      const casts = columns.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ');
      await client.query(
        `INSERT INTO ${table} (${columns.map((c) => c[0]).join(', ')}) SELECT * FROM unnest(${casts})`,
        arrays,
      );
    },
  };
  try {
    await client.query('BEGIN');
    const out = await fn(tx);
    await client.query('COMMIT');
    return out;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
