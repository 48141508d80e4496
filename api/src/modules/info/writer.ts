import type { Insertable, Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database, InterpretationsTable } from '../../db/schema.ts';
import { writeContent } from '../search/content-write.ts';
import { htmlToText, indexDocuments } from '../search/indexer.ts';

/** Writes interpretations and indexes them in one transaction. */
export async function createInterpretations(db: Kysely<Database>, dialect: DialectName, items: Insertable<InterpretationsTable>[]): Promise<number[]> {
  return writeContent(db, dialect, 'interpretation', async (trx, lock) => {
    const ids: number[] = [];
    for (const n of items) ids.push((await trx.insertInto('interpretations').values(n).returning('id').executeTakeFirstOrThrow()).id);
    await indexDocuments(lock, 'interpretation', items.map((n, i) => ({ id: ids[i] as number, title: n.title, body: `${n.summary} ${htmlToText(n.body_html)}` })));
    return ids;
  });
}
