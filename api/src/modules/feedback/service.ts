import type { Kysely, Selectable } from 'kysely';
import type { Page } from '@aikc/shared/schemas/common';
import { pageAndCount } from '../../db/page-query.ts';
import type { Database, FeedbacksTable } from '../../db/schema.ts';

export type FeedbackRow = Selectable<FeedbacksTable>;

/** Records one feedback of the user (status pending until staff reply). */
export async function sendFeedback(
  db: Kysely<Database>,
  userId: number,
  f: { type: string; content: string; contact: string; images: string[] },
  now: number,
): Promise<FeedbackRow> {
  return db
    .insertInto('feedbacks')
    .values({
      user_id: userId,
      type: f.type,
      content: f.content,
      contact: f.contact,
      images: JSON.stringify(f.images),
      status: 'pending',
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Records a visitor's feedback (no user): the reply goes to `contact`, already checked to be a mobile or email. */
export async function sendVisitorFeedback(
  db: Kysely<Database>,
  f: { type: string; content: string; contact: string },
  now: number,
): Promise<FeedbackRow> {
  return db
    .insertInto('feedbacks')
    .values({
      user_id: null,
      type: f.type,
      content: f.content,
      contact: f.contact,
      images: '[]',
      status: 'pending',
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listFeedback(
  db: Kysely<Database>,
  userId: number,
  page: number,
  pageSize: number,
): Promise<Page<FeedbackRow>> {
  const base = db.selectFrom('feedbacks').where('user_id', '=', userId);
  const { rows, total } = await pageAndCount(base, page, pageSize, (q) => q.selectAll().orderBy('id', 'desc'));
  return { list: rows, current: page, pageSize, total };
}
