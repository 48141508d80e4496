import type { Insertable, Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database, NewsTable } from '../../db/schema.ts';
import { indexDocuments, type KindLock, writeContent, type Search } from '@aikc/search';
import { htmlToText } from '../../lib/html-text.ts';

/** Writes news items and indexes them in one transaction. */
export async function createNews(
  search: Search | null,
  db: Kysely<Database>,
  dialect: DialectName,
  items: Insertable<NewsTable>[],
): Promise<number[]> {
  return writeContent(search, db, dialect, 'news', (trx, lock) => insertNews(trx, lock, items));
}

/** The inserts and index rows of createNews, inside a content transaction that holds the news lock. */
export async function insertNews(
  trx: Kysely<Database>,
  lock: KindLock,
  items: Insertable<NewsTable>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const n of items)
    ids.push((await trx.insertInto('news').values(n).returning('id').executeTakeFirstOrThrow()).id);
  await indexDocuments(
    lock,
    'news',
    items.map((n, i) => ({ id: ids[i] as number, title: n.title, body: `${n.summary} ${htmlToText(n.body_html)}` })),
  );
  return ids;
}

/** Rewrites an existing news item and its index row (a reset for search readers). */
export async function rewriteNews(
  trx: Kysely<Database>,
  lock: KindLock,
  id: number,
  n: Insertable<NewsTable>,
): Promise<void> {
  await trx.updateTable('news').set(n).where('id', '=', id).execute();
  await indexDocuments(lock, 'news', [{ id, title: n.title, body: `${n.summary} ${htmlToText(n.body_html)}` }]);
}
