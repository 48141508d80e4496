import type { Kysely } from 'kysely';
import type { RecordType } from '@aikc/shared/schemas/collect';
import type { Database } from '../../db/schema.ts';

const TABLES = {
  policy: 'policies',
  project: 'projects',
  news: 'news',
  interpretation: 'interpretations',
  company: 'companies',
} as const;

/** Whether the content a collection or a view record names exists. */
export async function targetExists(db: Kysely<Database>, type: RecordType, id: number): Promise<boolean> {
  return (await db.selectFrom(TABLES[type]).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
