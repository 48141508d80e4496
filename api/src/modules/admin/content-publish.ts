import type { Kysely } from 'kysely';
import type { ContentState } from '@aikc/shared/admin/schemas/content';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { formatDateTime } from '../../lib/time.ts';
import { PUBLISHABLE_TABLES, type KindLock, type PublishableKind, unindexDocuments, writeContent } from '@aikc/search';
import { appendAudit, type Actor } from './audit.ts';
import type { ContentWrites } from '../../content-writes.ts';
import type { PushMatcher } from '../push/matcher.ts';
import { loadRow, locksOf, rewriteRow, type AnyRow } from './content-edit.ts';

/**
 * The publication door: 下线, 重新上线, 定时发布 and the scheduler's tick. Each is one content transaction
 * (search/content-write.ts) holding the kind's search locks, so the portal's search, listings and caches see
 * the change at its commit. Taking down removes the index row (a reset, so the facet columns are rebuilt
 * without the row: search/visibility.ts); going live writes the row again through the kind's writer, which
 * indexes it and, for a policy, runs the subscription pushes (once per user and policy, so a policy pushed
 * before it was taken down is not pushed again).
 *
 * States: offline = 0 is 已发布; offline = 1 with publish_at is 定时发布 (goes live at publish_at); offline = 1
 * without it is 已下线.
 */
type PublishAction = 'take_down' | 'publish' | 'schedule';

const MAX_AHEAD_MS = 366 * 24 * 3_600_000;

export function visibilityState(row: Record<string, unknown>): ContentState {
  if (!Number(row.offline)) return 'published';
  return row.publish_at ? 'scheduled' : 'offline';
}

function snapshot(row: AnyRow): { state: ContentState; publish_at: string } {
  const at = row.publish_at as number | null | undefined;
  return { state: visibilityState(row), publish_at: at ? formatDateTime(Number(at)) : '' };
}

async function hide(trx: Kysely<Database>, lock: KindLock, kind: PublishableKind, id: number, at: number | null) {
  await trx
    .updateTable(PUBLISHABLE_TABLES[kind] as 'policies')
    .set({ offline: 1, publish_at: at })
    .where('id', '=', id)
    .execute();
  await unindexDocuments(lock, kind, [id]);
}

/** Sets the row live and writes it again through its writer (index row, pushes); the columns are rebuilt. */
async function goLive(
  trx: Kysely<Database>,
  lock: KindLock,
  matcher: PushMatcher,
  kind: PublishableKind,
  id: number,
): Promise<void> {
  const row = await loadRow(trx, kind, id);
  await rewriteRow(trx, lock, matcher, kind, id, { ...row, offline: 0 });
  await lock.markReset(kind);
}

/** One staff action on one item, with its audit row, in one transaction. Returns the row after it. */
export async function changeVisibility(
  handle: Db,
  writes: ContentWrites,
  actor: Actor,
  kind: PublishableKind,
  id: number,
  action: PublishAction,
  at: number | null = null,
  now = Date.now(),
): Promise<AnyRow> {
  if (action === 'schedule') {
    if (at === null || at <= now) throw badRequest('定时发布时间须晚于当前时间');
    if (at - now > MAX_AHEAD_MS) throw badRequest('定时发布时间不能晚于一年以后');
  }
  return writeContent(writes.search, handle.db, handle.dialect, locksOf(kind), async (trx, lock) => {
    const row = await loadRow(trx, kind, id);
    const state = visibilityState(row);
    if (action === 'take_down') {
      if (state === 'offline') throw badRequest('该内容已下线');
      await hide(trx, lock, kind, id, null);
    } else if (action === 'publish') {
      if (state === 'published') throw badRequest('该内容已发布');
      await trx
        .updateTable(PUBLISHABLE_TABLES[kind] as 'policies')
        .set({ offline: 0, publish_at: null })
        .where('id', '=', id)
        .execute();
      await goLive(trx, lock, writes.pushMatcher, kind, id);
    } else await hide(trx, lock, kind, id, at);
    const after = await loadRow(trx, kind, id);
    await appendAudit(
      trx,
      actor,
      { action: `content.${action}`, entity: kind, entityId: id, before: snapshot(row), after: snapshot(after) },
      now,
    );
    return after;
  });
}

/**
 * The scheduler's tick: publishes every item of `kinds` whose time has come. A cheap read (the partial index
 * of migration 0030) finds due items first, so a tick with nothing due takes no lock and bumps no
 * generation. Each item goes live by a conditional update (offline = 1 and publish_at due): when two API
 * processes tick at once, the second finds nothing to update and publishes nothing. Returns the items
 * published, per kind. No audit row: the staff member's 定时发布 was audited when it was asked.
 */
export async function publishDue(
  handle: Db,
  writes: ContentWrites,
  now = Date.now(),
  kinds: readonly PublishableKind[] = ['policy', 'interpretation', 'news', 'project'],
): Promise<{ kind: PublishableKind; id: number }[]> {
  const published: { kind: PublishableKind; id: number }[] = [];
  for (const kind of kinds) {
    const table = PUBLISHABLE_TABLES[kind] as 'policies';
    const due = await handle.db
      .selectFrom(table)
      .select('id')
      .where('offline', '=', 1)
      .where('publish_at', 'is not', null)
      .where('publish_at', '<=', now)
      .orderBy('id')
      .limit(200)
      .execute();
    if (due.length === 0) continue;
    await writeContent(writes.search, handle.db, handle.dialect, locksOf(kind), async (trx, lock) => {
      for (const { id } of due) {
        const res = await trx
          .updateTable(table)
          .set({ offline: 0 })
          .where('id', '=', id)
          .where('offline', '=', 1)
          .where('publish_at', '<=', now)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) continue;
        await goLive(trx, lock, writes.pushMatcher, kind, id);
        published.push({ kind, id });
      }
    });
  }
  return published;
}
