import type { Kysely, Transaction } from 'kysely';
import type { UserEventKind } from '@aikc/shared/schemas/user-events';
import type { Database } from '../../db/schema.ts';

/**
 * The one writer of the change feed (user_events, migration 0029) that the realtime gateway follows instead of
 * polling every user. Every change a user's live pages show (the unread count, an order paid, a report ready, a
 * push arrived) calls it with the transaction of the change, so a row exists exactly when the change committed.
 */
export async function recordUserEvent(
  trx: Kysely<Database>,
  userId: number,
  kind: UserEventKind,
  payload: Record<string, string | number> = {},
  now = Date.now(),
): Promise<void> {
  await trx
    .insertInto('user_events')
    .values({ user_id: userId, kind, payload_json: JSON.stringify(payload), at: now })
    .execute();
}

/** Many events in one statement (a policy pushed to many users at once), in the caller's transaction. */
export async function recordUserEvents(
  trx: Kysely<Database>,
  events: readonly { userId: number; kind: UserEventKind; payload?: Record<string, string | number> }[],
  now = Date.now(),
): Promise<void> {
  if (events.length === 0) return;
  await trx
    .insertInto('user_events')
    .values(
      events.map((e) => ({ user_id: e.userId, kind: e.kind, payload_json: JSON.stringify(e.payload ?? {}), at: now })),
    )
    .execute();
}

/** Runs `fn` in `db`'s transaction when it is one, else in a new one: the change and its event commit together. */
export function inTransaction<T>(db: Kysely<Database>, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute((trx: Transaction<Database>) => fn(trx));
}
