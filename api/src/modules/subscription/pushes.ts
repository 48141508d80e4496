import type { Kysely } from 'kysely';
import type { Page } from '@aikc/shared/schemas/common';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { ownSubscription } from './service.ts';
import { recordUserEvent } from '../user-events/record.ts';

/** The push list of the personal centre (/user/push_list) and its read marks; a push's message is read with it. */
export interface PushRow {
  id: number;
  is_read: number;
  backfill: number;
  subscription_id: number | null;
  subscription_name: string | null;
  created_at: number;
  policy_id: number;
  title: string;
  doc_no: string;
  agency_name: string | null;
  region_code: string;
  publish_date: string;
  /** The policy's published project (a 申报通知's), read for the whole page at once; null when it has none. */
  project: { id: number; apply_end: string } | null;
}

export async function listPushes(
  db: Kysely<Database>,
  userId: number,
  q: { page: number; page_size: number; subscription_id?: number | undefined; is_read: '0' | '1' | 'all' },
): Promise<Page<PushRow>> {
  if (q.subscription_id !== undefined) await ownSubscription(db, userId, q.subscription_id);
  let base = db.selectFrom('pushes as pu').where('pu.user_id', '=', userId);
  if (q.subscription_id !== undefined) base = base.where('pu.subscription_id', '=', q.subscription_id);
  if (q.is_read !== 'all') base = base.where('pu.is_read', '=', Number(q.is_read));
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .innerJoin('policies as p', 'p.id', 'pu.policy_id')
      .leftJoin('agencies as a', 'a.id', 'p.agency_id')
      .leftJoin('subscriptions as s', 's.id', 'pu.subscription_id')
      .select([
        'pu.id',
        'pu.is_read',
        'pu.backfill',
        'pu.subscription_id',
        's.name as subscription_name',
        'pu.created_at',
        'pu.policy_id',
        'p.title',
        'p.doc_no',
        'a.name as agency_name',
        'p.region_code',
        'p.publish_date',
      ])
      .orderBy('pu.id', 'desc')
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size)
      .execute(),
  ]);
  const projects = await projectsOf(
    db,
    rows.map((r) => r.policy_id),
  );
  const list = rows.map((r) => ({ ...r, project: projects.get(r.policy_id) ?? null }));
  return { list, current: q.page, pageSize: q.page_size, total: Number(total) };
}

/**
 * The published project of each policy, in one query for a page of pushes. A notice re-issued for a new round may
 * have several; the one with the latest deadline is the round a subscriber can still act on.
 */
async function projectsOf(
  db: Kysely<Database>,
  policyIds: number[],
): Promise<Map<number, { id: number; apply_end: string }>> {
  const out = new Map<number, { id: number; apply_end: string }>();
  if (policyIds.length === 0) return out;
  const rows = await db
    .selectFrom('projects')
    .select(['id', 'policy_id', 'apply_end'])
    .where('policy_id', 'in', [...new Set(policyIds)])
    .where('offline', '=', 0) // taken down or scheduled: as missing (search/visibility.ts)
    .orderBy('apply_end')
    .orderBy('id')
    .execute();
  // Ascending order: the last row of a policy (latest deadline, then newest) wins.
  for (const r of rows) if (r.policy_id !== null) out.set(r.policy_id, { id: r.id, apply_end: r.apply_end });
  return out;
}

async function readMessagesOf(db: Kysely<Database>, userId: number, pushIds: number[] | 'all-unread'): Promise<void> {
  let q = db
    .selectFrom('pushes')
    .select('message_id')
    .where('user_id', '=', userId)
    .where('message_id', 'is not', null);
  q = pushIds === 'all-unread' ? q.where('is_read', '=', 0) : q.where('id', 'in', pushIds);
  const r = await db
    .updateTable('messages')
    .set({ is_read: 1 })
    .where('user_id', '=', userId)
    .where('id', 'in', q)
    .where('is_read', '=', 0)
    .executeTakeFirst();
  // Called inside readPush/readAllPushes' transaction: the count's event commits with the change.
  if (Number(r.numUpdatedRows) > 0) await recordUserEvent(db, userId, 'unread');
}

/** read_push: marks one of the user's pushes and its message read. */
export async function readPush(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('pushes')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound('推送记录不存在');
    await readMessagesOf(trx, userId, [id]);
    await trx.updateTable('pushes').set({ is_read: 1 }).where('id', '=', id).execute();
  });
}

/** read_push_all: marks every unread push of the user, and their messages, read. Returns how many. */
export async function readAllPushes(db: Kysely<Database>, userId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await readMessagesOf(trx, userId, 'all-unread');
    const r = await trx
      .updateTable('pushes')
      .set({ is_read: 1 })
      .where('user_id', '=', userId)
      .where('is_read', '=', 0)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  });
}

/** Opening a pushed policy reads its push (policy detail calls this for a logged-in reader). */
export async function readPolicyPush(db: Kysely<Database>, userId: number, policyId: number): Promise<void> {
  const row = await db
    .selectFrom('pushes')
    .select(['id', 'is_read'])
    .where('user_id', '=', userId)
    .where('policy_id', '=', policyId)
    .executeTakeFirst();
  if (row && row.is_read === 0) await readPush(db, userId, row.id);
}
