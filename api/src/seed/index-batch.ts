import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { type IndexableDoc, indexDocuments, KindLock, type SearchKind } from '@aikc/search';
import type { BulkTx } from './bulk.ts';

/**
 * A Kysely handle that runs on the bulk writer's open transaction, so the search index rows commit with the
 * content rows. SQLite: the app's one connection already holds the transaction. PostgreSQL: a dialect whose
 * "pool" always hands out the transaction's client and never releases it.
 */
function kyselyOn(tx: BulkTx, handle: Db): Kysely<Database> {
  if (tx.dialect === 'sqlite') return handle.db;
  const client = tx.client as pg.PoolClient;
  const pool = {
    connect: async () => ({ query: client.query.bind(client), release: () => undefined }),
    end: async () => undefined,
  };
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool as unknown as pg.Pool }) });
}

/**
 * Takes the search lock of `kind` on the bulk transaction: the first statement of every content batch
 * (content-write.ts states why), before any of its rows are inserted.
 */
export async function lockBatch(tx: BulkTx, handle: Db, kind: SearchKind): Promise<KindLock> {
  return KindLock.take(kyselyOn(tx, handle), tx.dialect, kind);
}

/** Indexes one batch of freshly written documents inside the bulk transaction that wrote them. */
export async function indexBatch(lock: KindLock, kind: SearchKind, docs: IndexableDoc[]): Promise<void> {
  await indexDocuments(lock, kind, docs);
}
