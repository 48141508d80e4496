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
  const bounds = await db
    .selectFrom('user_events')
    .select((eb) => [eb.fn.min('seq').as('lo'), eb.fn.max('seq').as('hi')])
    .executeTakeFirstOrThrow();
  const lo = bounds.lo === null ? null : Number(bounds.lo);
  const hi = bounds.hi === null ? 0 : Number(bounds.hi);
  // No cursor, or one past the newest row (another database): start from the head.
  if (since === undefined || since > hi) return { events: [], next: hi, reset: since !== undefined };
  // Rows after the cursor may have been pruned (or a gap may be a transaction still open: see below).
  const behindOldest = lo !== null && since < lo - 1;
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
    if (Number(r.seq) !== expected) {
      // A gap younger than the wait: this row and those after it wait for it to fill or grow old.
      if (Number(r.at) > now - gapWaitMs) break;
      // An old gap before the oldest row kept: pruned rows, the follower re-reads its counts.
      if (behindOldest && settled.length === 0) return { events: [], next: hi, reset: true };
    }
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

/** The tokens among `tokens` that log no one in any more (the same rules as `userForToken`). */
export async function invalidTokens(db: Kysely<Database>, tokens: string[], now = Date.now()): Promise<string[]> {
  const byHash = new Map(tokens.map((t) => [hashToken(t), t]));
  const live = await db
    .selectFrom('user_tokens')
    .innerJoin('users', 'users.id', 'user_tokens.user_id')
    .select('user_tokens.token_hash')
    .where('user_tokens.token_hash', 'in', [...byHash.keys()])
    .where('user_tokens.revoked_at', 'is', null)
    .where('user_tokens.expires_at', '>', now)
    .where('users.status', '=', 1)
    .execute();
  for (const r of live) byHash.delete(r.token_hash);
  return [...byHash.values()];
}

/**
 * Deletes rows older than the keep window, but never the newest row: the feed's head must survive so that a
 * cursor behind pruned rows is told so (`reset`) rather than read as up to date.
 */
export async function pruneUserEvents(db: Kysely<Database>, now = Date.now(), keepMs = USER_EVENTS_KEEP_MS) {
  const head = await db
    .selectFrom('user_events')
    .select((eb) => eb.fn.max('seq').as('hi'))
    .executeTakeFirstOrThrow();
  if (head.hi === null) return 0;
  const r = await db
    .deleteFrom('user_events')
    .where('at', '<', now - keepMs)
    .where('seq', '<', Number(head.hi))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
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
