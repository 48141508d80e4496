import type { Kysely } from 'kysely';
import { UserEventKindSchema, type UserEventsResult } from '@aikc/shared/schemas/user-events';
import type { Database } from '../../db/schema.ts';
import { hashToken } from '../../http/auth.ts';

/** How long feed rows are kept: a gateway further behind than this re-reads counts instead (`reset`). */
export const USER_EVENTS_KEEP_MS = 60 * 60 * 1000;

/**
 * On PostgreSQL a sequence number is drawn at insert but seen at commit, so seq 8 may be visible while seq 7's
 * transaction is still open: a reader that moved its cursor to 8 would never see 7. The feed therefore stops
 * before a gap in the sequence for this long after the row behind it was written; a gap older than that is a
 * rolled-back transaction. SQLite commits one writer at a time, in sequence order, so it has no such gap.
 */
export const GAP_WAIT_MS = 1500;

/** Rows after `since` (at most `limit`), the next cursor, and whether rows after `since` were pruned. */
export async function readUserEvents(
  db: Kysely<Database>,
  since: number | undefined,
  limit: number,
  opts: { gapWaitMs?: number; now?: number } = {},
): Promise<UserEventsResult> {
  const [head, horizon] = await Promise.all([
    db
      .selectFrom('user_events')
      .select((eb) => eb.fn.max('seq').as('hi'))
      .executeTakeFirstOrThrow(),
    db.selectFrom('user_events_horizon').select('pruned_through').where('id', '=', 1).executeTakeFirst(),
  ]);
  const hi = head.hi === null ? 0 : Number(head.hi);
  // No cursor, or one past the newest row (another database): start from the head.
  if (since === undefined || since > hi) return { events: [], next: hi, reset: since !== undefined };
  // Rows after the cursor were pruned: the follower re-reads its counts.
  if (since < Number(horizon?.pruned_through ?? 0)) return { events: [], next: hi, reset: true };
  const rows = await db
    .selectFrom('user_events')
    .selectAll()
    .where('seq', '>', since)
    .orderBy('seq')
    .limit(limit)
    .execute();
  const gapWaitMs = opts.gapWaitMs ?? 0;
  const now = opts.now ?? Date.now();
  const settled: typeof rows = [];
  let expected = since + 1;
  for (const r of rows) {
    // A gap younger than the wait: this row and those after it wait for it to fill or grow old.
    if (Number(r.seq) !== expected && Number(r.at) > now - gapWaitMs) break;
    settled.push(r);
    expected = Number(r.seq) + 1;
  }
  const events = settled.flatMap((r) => {
    const kind = UserEventKindSchema.safeParse(r.kind);
    if (!kind.success) return [];
    return [
      {
        seq: Number(r.seq),
        user_id: r.user_id,
        kind: kind.data,
        payload: JSON.parse(r.payload_json),
        at: Number(r.at),
      },
    ];
  });
  return { events, next: settled.length ? Number(settled.at(-1)!.seq) : since, reset: false };
}

/** Unread totals of `userIds`, every id present (0 for none), in one grouped query. */
export async function unreadCounts(db: Kysely<Database>, userIds: number[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = Object.fromEntries(userIds.map((id) => [String(id), 0]));
  const rows = await db
    .selectFrom('messages')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', 'in', userIds)
    .where('is_read', '=', 0)
    .groupBy('user_id')
    .execute();
  for (const r of rows) counts[String(r.user_id)] = Number(r.n);
  return counts;
}

/** The user id behind each of `tokens` that still logs someone in (the same rules as `userForToken`). */
export async function tokenUsers(db: Kysely<Database>, tokens: string[], now = Date.now()) {
  const byHash = new Map(tokens.map((t) => [hashToken(t), t]));
  const live = await db
    .selectFrom('user_tokens')
    .innerJoin('users', 'users.id', 'user_tokens.user_id')
    .select(['user_tokens.token_hash', 'user_tokens.user_id'])
    .where('user_tokens.token_hash', 'in', [...byHash.keys()])
    .where('user_tokens.revoked_at', 'is', null)
    .where('user_tokens.expires_at', '>', now)
    .where('users.status', '=', 1)
    .execute();
  const users: Record<string, number> = {};
  for (const r of live) users[byHash.get(r.token_hash)!] = r.user_id;
  return users;
}

/**
 * Deletes rows older than the keep window, but never the newest row (the feed's head: a new follower starts
 * there), and records how far it pruned, so that a cursor behind pruned rows is told so (`reset`).
 */
export async function pruneUserEvents(db: Kysely<Database>, now = Date.now(), keepMs = USER_EVENTS_KEEP_MS) {
  return db.transaction().execute(async (trx) => {
    const head = await trx
      .selectFrom('user_events')
      .select((eb) => eb.fn.max('seq').as('hi'))
      .executeTakeFirstOrThrow();
    if (head.hi === null) return 0;
    const last = await trx
      .selectFrom('user_events')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('at', '<', now - keepMs)
      .where('seq', '<', Number(head.hi))
      .executeTakeFirstOrThrow();
    if (last.seq === null) return 0;
    const through = Number(last.seq);
    const r = await trx.deleteFrom('user_events').where('seq', '<=', through).executeTakeFirst();
    // The horizon only moves forward; the API's processes may prune at once.
    const held = await trx
      .selectFrom('user_events_horizon')
      .select('pruned_through')
      .where('id', '=', 1)
      .executeTakeFirst();
    if (!held) await trx.insertInto('user_events_horizon').values({ id: 1, pruned_through: through }).execute();
    else if (Number(held.pruned_through) < through)
      await trx.updateTable('user_events_horizon').set({ pruned_through: through }).where('id', '=', 1).execute();
    return Number(r.numDeletedRows);
  });
}

/** Prunes the feed every few minutes in the active API process (a standby waits before this runs). */
export function startUserEventPruning(deps: {
  db: { db: Kysely<Database> };
  logger: { warn(o: object, m: string): void };
}): () => void {
  const every = setInterval(
    () =>
      void pruneUserEvents(deps.db.db).catch((err: unknown) =>
        deps.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'user event pruning failed'),
      ),
    5 * 60 * 1000,
  );
  every.unref();
  return () => clearInterval(every);
}
