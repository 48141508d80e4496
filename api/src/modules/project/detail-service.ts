import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Counts one view of a project's detail page. */
export async function countProjectView(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('projects')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
