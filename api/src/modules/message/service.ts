import type { Kysely } from 'kysely';
import type { Page } from '@aikc/shared/schemas/common';
import type { Database, MessageRow } from '../../db/schema.ts';

/** Messages of the personal centre (站内消息). Every query is scoped by the user id. */
export async function unreadCount(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewMessage {
  userId: number;
  title: string;
  content: string;
  type?: string;
}

/** Sends a message to a user (system notices, policy pushes, order events). */
export async function sendMessage(db: Kysely<Database>, m: NewMessage, now = Date.now()): Promise<number> {
  const row = await db
    .insertInto('messages')
    .values({ user_id: m.userId, title: m.title, content: m.content, type: m.type ?? 'system', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listMessages(
  db: Kysely<Database>,
  userId: number,
  opts: { page: number; pageSize: number; isRead: '0' | '1' | 'all' },
): Promise<Page<MessageRow>> {
  let q = db.selectFrom('messages').where('user_id', '=', userId);
  if (opts.isRead !== 'all') q = q.where('is_read', '=', Number(opts.isRead));
  const [{ total }, list] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    q
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize)
      .execute(),
  ]);
  return { list, current: opts.page, pageSize: opts.pageSize, total: Number(total) };
}

/** Marks one of the user's messages read; another user's id changes nothing. */
export async function markRead(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  const r = await db
    .updateTable('messages')
    .set({ is_read: 1 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function markAllRead(db: Kysely<Database>, userId: number): Promise<number> {
  const r = await db
    .updateTable('messages')
    .set({ is_read: 1 })
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
