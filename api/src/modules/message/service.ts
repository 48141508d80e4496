import type { Kysely } from 'kysely';
import type { Page } from '@aikc/shared/schemas/common';
import type { Database, MessageRow } from '../../db/schema.ts';
import { inTransaction, recordUserEvent } from '../user-events/record.ts';

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

/**
 * Sends a message to a user (system notices, policy pushes, order events), with its `unread` event in the change
 * feed in the same transaction (the caller's when `db` is one).
 */
export function sendMessage(db: Kysely<Database>, m: NewMessage, now = Date.now()): Promise<number> {
  const type = m.type ?? 'system';
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('messages')
      .values({ user_id: m.userId, title: m.title, content: m.content, type, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordUserEvent(trx, m.userId, 'unread', { message_id: row.id, type }, now);
    return row.id;
  });
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
export function markRead(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    // Only an unread message moves the count; reading it again still answers "found".
    const r = await trx
      .updateTable('messages')
      .set({ is_read: 1 })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('is_read', '=', 0)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) > 0) {
      await recordUserEvent(trx, userId, 'unread');
      return true;
    }
    const found = await trx
      .selectFrom('messages')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return found !== undefined;
  });
}

export function markAllRead(db: Kysely<Database>, userId: number): Promise<number> {
  return inTransaction(db, async (trx) => {
    const r = await trx
      .updateTable('messages')
      .set({ is_read: 1 })
      .where('user_id', '=', userId)
      .where('is_read', '=', 0)
      .executeTakeFirst();
    const updated = Number(r.numUpdatedRows);
    if (updated > 0) await recordUserEvent(trx, userId, 'unread');
    return updated;
  });
}
