import type { Kysely } from 'kysely';
import type { Page } from '@aikc/shared/schemas/common';
import type { RecordType } from '@aikc/shared/schemas/collect';
import type { Database } from '../../db/schema.ts';
import { pageAndCount } from '../../db/page-query.ts';
import { withFields } from '../../db/rows.ts';

/**
 * A user's collections, view history and downloads. Every query is scoped by the user id: a user only ever
 * sees or changes their own rows.
 */
export async function addCollect(
  db: Kysely<Database>,
  userId: number,
  type: RecordType,
  targetId: number,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('user_collects')
    .values({ user_id: userId, type, target_id: targetId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'type', 'target_id']).doNothing())
    .execute();
}

export async function delCollect(
  db: Kysely<Database>,
  userId: number,
  type: RecordType,
  targetId: number,
): Promise<boolean> {
  const r = await db
    .deleteFrom('user_collects')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('target_id', '=', targetId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The ids among `ids` (or all of the type, newest first, up to 500) that the user has collected. */
export async function collectedIds(
  db: Kysely<Database>,
  userId: number,
  type: RecordType,
  ids?: number[],
): Promise<number[]> {
  let q = db.selectFrom('user_collects').select('target_id').where('user_id', '=', userId).where('type', '=', type);
  if (ids) {
    if (ids.length === 0) return [];
    q = q.where('target_id', 'in', ids);
  }
  const rows = await q.orderBy('created_at', 'desc').limit(500).execute();
  return rows.map((r) => r.target_id);
}

export interface RecordRow {
  id: number;
  type: string;
  target_id: number;
  at: number;
}

export async function listCollects(
  db: Kysely<Database>,
  userId: number,
  type: RecordType | 'all',
  page: number,
  pageSize: number,
): Promise<Page<RecordRow>> {
  let q = db.selectFrom('user_collects').where('user_id', '=', userId);
  if (type !== 'all') q = q.where('type', '=', type);
  const { rows, total } = await pageAndCount(q, page, pageSize, (p) =>
    p.select(['id', 'type', 'target_id', 'created_at as at']).orderBy('created_at', 'desc').orderBy('id', 'desc'),
  );
  return { list: rows.map((r) => withFields(r, { at: Number(r.at) })), current: page, pageSize, total };
}

/** Records (or refreshes) a view; one row per item, so the history shows each item once, newest first. */
export async function recordView(
  db: Kysely<Database>,
  userId: number,
  type: RecordType,
  targetId: number,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('user_history')
    .values({ user_id: userId, type, target_id: targetId, viewed_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'type', 'target_id']).doUpdateSet({ viewed_at: now }))
    .execute();
}

export async function listHistory(
  db: Kysely<Database>,
  userId: number,
  type: RecordType | 'all',
  page: number,
  pageSize: number,
): Promise<Page<RecordRow>> {
  let q = db.selectFrom('user_history').where('user_id', '=', userId);
  if (type !== 'all') q = q.where('type', '=', type);
  const { rows, total } = await pageAndCount(q, page, pageSize, (p) =>
    p.select(['id', 'type', 'target_id', 'viewed_at as at']).orderBy('viewed_at', 'desc').orderBy('id', 'desc'),
  );
  return { list: rows.map((r) => withFields(r, { at: Number(r.at) })), current: page, pageSize, total };
}

/** Deletes the user's history rows by id (others' ids are silently out of scope), or all of them. */
export async function deleteHistory(
  db: Kysely<Database>,
  userId: number,
  sel: { ids?: number[] | undefined; all?: boolean | undefined },
): Promise<number> {
  let q = db.deleteFrom('user_history').where('user_id', '=', userId);
  if (!sel.all) q = q.where('id', 'in', sel.ids ?? []);
  const r = await q.executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function recordDownload(
  db: Kysely<Database>,
  userId: number,
  policyId: number,
  attachmentId: number,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('user_downloads')
    .values({ user_id: userId, policy_id: policyId, attachment_id: attachmentId, created_at: now })
    .execute();
}

export async function listDownloads(db: Kysely<Database>, userId: number, page: number, pageSize: number) {
  const base = db.selectFrom('user_downloads as d').where('d.user_id', '=', userId);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .leftJoin('policies as p', 'p.id', 'd.policy_id')
      .leftJoin('policy_attachments as f', 'f.id', 'd.attachment_id')
      .leftJoin('user_reports as r', 'r.id', 'd.report_id')
      .leftJoin('user_exports as x', 'x.id', 'd.export_id')
      .select([
        'd.id',
        'd.policy_id',
        'd.attachment_id',
        'd.created_at',
        'p.title as policy_title',
        'f.name as attachment_name',
        'f.file_type',
        'd.kind',
        'd.report_id',
        'r.title as report_title',
        'd.export_id',
        'x.file_name as export_name',
        'x.rows as export_rows',
      ])
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { list: rows, current: page, pageSize, total: Number(n) };
}
