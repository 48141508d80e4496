import type { Insertable, Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database, InterpretationsTable } from '../../db/schema.ts';
import { indexDocuments, type KindLock, writeContent, type Search } from '@aikc/search';
import { htmlToText } from '../../lib/html-text.ts';

/** Writes interpretations and indexes them in one transaction. */
export async function createInterpretations(
  search: Search | null,
  db: Kysely<Database>,
  dialect: DialectName,
  items: Insertable<InterpretationsTable>[],
): Promise<number[]> {
  return writeContent(search, db, dialect, 'interpretation', (trx, lock) => insertInterpretations(trx, lock, items));
}

/** The inserts and index rows of createInterpretations, inside a content transaction holding the lock. */
export async function insertInterpretations(
  trx: Kysely<Database>,
  lock: KindLock,
  items: Insertable<InterpretationsTable>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const n of items)
    ids.push((await trx.insertInto('interpretations').values(n).returning('id').executeTakeFirstOrThrow()).id);
  await indexDocuments(
    lock,
    'interpretation',
    items.map((n, i) => ({ id: ids[i] as number, title: n.title, body: `${n.summary} ${htmlToText(n.body_html)}` })),
  );
  return ids;
}

/** Rewrites an existing interpretation and its index row (a reset for search readers). */
export async function rewriteInterpretation(
  trx: Kysely<Database>,
  lock: KindLock,
  id: number,
  n: Insertable<InterpretationsTable>,
): Promise<void> {
  await trx.updateTable('interpretations').set(n).where('id', '=', id).execute();
  await indexDocuments(lock, 'interpretation', [
    { id, title: n.title, body: `${n.summary} ${htmlToText(n.body_html)}` },
  ]);
}
