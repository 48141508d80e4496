import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { indexDocuments, type IndexableDoc } from '../modules/search/indexer.ts';
import type { SearchKind } from '../modules/search/kinds.ts';
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

/** Indexes one batch of freshly written documents inside the bulk transaction that wrote them. */
export async function indexBatch(tx: BulkTx, handle: Db, kind: SearchKind, docs: IndexableDoc[]): Promise<void> {
  await indexDocuments(kyselyOn(tx, handle), tx.dialect, kind, docs);
}
