import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * One news article for its detail page, counted as viewed (the row carries the count before this view), with its
 * neighbours in publish order (newer = prev, older = next, ties broken by id). Undefined when there is none.
 */
export async function viewNews(db: Kysely<Database>, id: number) {
  // Taken down or scheduled (offline): as missing, and never a neighbour (search/visibility.ts).
  const n = await db.selectFrom('news').selectAll().where('id', '=', id).where('offline', '=', 0).executeTakeFirst();
  if (!n) return undefined;
  await db
    .updateTable('news')
    .set({ view_count: sql`view_count + 1` })
    .where('id', '=', n.id)
    .execute();
  const [prev, next] = await Promise.all([
    db
      .selectFrom('news')
      .select(['id', 'title'])
      .where('offline', '=', 0)
      .where((eb) =>
        eb.or([
          eb('publish_date', '>', n.publish_date),
          eb.and([eb('publish_date', '=', n.publish_date), eb('id', '>', n.id)]),
        ]),
      )
      .orderBy('publish_date')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('news')
      .select(['id', 'title'])
      .where('offline', '=', 0)
      .where((eb) =>
        eb.or([
          eb('publish_date', '<', n.publish_date),
          eb.and([eb('publish_date', '=', n.publish_date), eb('id', '<', n.id)]),
        ]),
      )
      .orderBy('publish_date', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { row: n, prev: prev ?? null, next: next ?? null };
}

/** One interpretation row, or undefined. */
export function findInterpretation(db: Kysely<Database>, id: number) {
  return db.selectFrom('interpretations').selectAll().where('id', '=', id).where('offline', '=', 0).executeTakeFirst();
}

/** The other interpretations of the same policy, newest first (at most 10). */
export function interpretationSiblings(db: Kysely<Database>, policyId: number, exceptId: number) {
  return db
    .selectFrom('interpretations')
    .select(['id', 'title'])
    .where('policy_id', '=', policyId)
    .where('id', '!=', exceptId)
    .where('offline', '=', 0)
    .orderBy('publish_date', 'desc')
    .limit(10)
    .execute();
}

export async function countInterpretationView(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('interpretations')
    .set({ view_count: sql`view_count + 1` })
    .where('id', '=', id)
    .execute();
}
