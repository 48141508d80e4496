import type { Kysely } from 'kysely';
import type { AdminList } from '@aikc/shared/admin/schemas/common';
import type { FeedbackInboxRow, FeedbackInboxStatus } from '@aikc/shared/admin/schemas/feedback';
import { FEEDBACK_TYPE_NAMES } from '@aikc/shared/schemas/feedback';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { formatDateTime } from '../../lib/time.ts';
import { sendMessage } from '../message/service.ts';
import { audited, type Actor } from './audit.ts';

// 客服's inbox of 意见反馈 and 商务合作: list by status, assign, reply (a message in 我的消息), close; each write
// audited in its own transaction.

/** The feedback row, or 反馈不存在. */
async function loadFeedback(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('feedbacks').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('反馈不存在');
  return row;
}

export interface FeedbackListInput {
  page: number;
  pageSize: number;
  status?: FeedbackInboxStatus;
  type?: string;
  mine?: boolean | string;
}

export async function listFeedback(
  db: Kysely<Database>,
  input: FeedbackListInput,
  staffId: number,
): Promise<AdminList<FeedbackInboxRow>> {
  let sel = db
    .selectFrom('feedbacks')
    .leftJoin('users', 'users.id', 'feedbacks.user_id')
    .leftJoin('staff', 'staff.id', 'feedbacks.assignee_id');
  if (input.status) sel = sel.where('feedbacks.inbox_status', '=', input.status);
  if (input.type) sel = sel.where('feedbacks.type', '=', input.type);
  if (input.mine === true || input.mine === '1') sel = sel.where('feedbacks.assignee_id', '=', staffId);
  const [rows, count] = await Promise.all([
    sel
      .selectAll('feedbacks')
      .select(['users.mobile as user_mobile', 'staff.name as assignee_name'])
      .orderBy('feedbacks.id', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
    sel.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((f) => ({
      id: f.id,
      user_id: f.user_id,
      user_mobile: f.user_mobile ?? '',
      type: f.type,
      type_name: FEEDBACK_TYPE_NAMES[f.type as keyof typeof FEEDBACK_TYPE_NAMES] ?? f.type,
      content: f.content,
      contact: f.contact,
      images: JSON.parse(f.images) as string[],
      status: f.inbox_status as FeedbackInboxStatus,
      assignee_id: f.assignee_id ?? null,
      assignee_name: f.assignee_name ?? '',
      reply: f.reply ?? '',
      replied_at: f.replied_at ? formatDateTime(f.replied_at) : '',
      created_at: formatDateTime(f.created_at),
    })),
    total: Number(count.n),
    page: input.page,
    pageSize: input.pageSize,
  };
}

export function assignFeedback(
  db: Kysely<Database>,
  actor: Actor,
  input: { id: number; staff_id: number },
): Promise<null> {
  return audited(db, actor, async (trx) => {
    const f = await loadFeedback(trx, input.id);
    if (f.inbox_status === '已关闭') throw conflict('该反馈已关闭');
    const assignee = await trx
      .selectFrom('staff')
      .select(['id', 'disabled'])
      .where('id', '=', input.staff_id)
      .executeTakeFirst();
    if (!assignee || assignee.disabled) throw badRequest('指派的人员不存在或已停用');
    const status: FeedbackInboxStatus =
      f.inbox_status === '待处理' ? '处理中' : (f.inbox_status as FeedbackInboxStatus);
    await trx
      .updateTable('feedbacks')
      .set({ assignee_id: input.staff_id, inbox_status: status })
      .where('id', '=', input.id)
      .execute();
    return {
      entry: {
        action: 'feedback.assign',
        entity: 'feedback',
        entityId: input.id,
        before: { assignee_id: f.assignee_id ?? null, inbox_status: f.inbox_status },
        after: { assignee_id: input.staff_id, inbox_status: status },
      },
      result: null,
    };
  });
}

export function replyFeedback(db: Kysely<Database>, actor: Actor, input: { id: number; reply: string }): Promise<null> {
  const now = Date.now();
  return audited(
    db,
    actor,
    async (trx) => {
      const f = await loadFeedback(trx, input.id);
      if (f.inbox_status === '已关闭') throw conflict('该反馈已关闭');
      await trx
        .updateTable('feedbacks')
        .set({
          status: 'replied',
          reply: input.reply,
          replied_at: now,
          replied_by: actor.staffId,
          inbox_status: '已回复',
        })
        .where('id', '=', input.id)
        .execute();
      // The reply reaches the member in 我的消息 with the change (the live badge counts unread messages).
      await sendMessage(
        trx,
        {
          userId: f.user_id,
          type: 'feedback',
          title: '您的反馈已回复',
          content: `您于${formatDateTime(f.created_at)}提交的反馈：「${f.content.slice(0, 60)}」\n回复：${input.reply}`,
        },
        now,
      );
      return {
        entry: {
          action: 'feedback.reply',
          entity: 'feedback',
          entityId: input.id,
          before: { inbox_status: f.inbox_status, reply: f.reply ?? null },
          after: { inbox_status: '已回复', reply: input.reply },
        },
        result: null,
      };
    },
    now,
  );
}

export function closeFeedback(db: Kysely<Database>, actor: Actor, input: { id: number }): Promise<null> {
  const now = Date.now();
  return audited(
    db,
    actor,
    async (trx) => {
      const f = await loadFeedback(trx, input.id);
      if (f.inbox_status === '已关闭') throw conflict('该反馈已关闭');
      await trx
        .updateTable('feedbacks')
        .set({ inbox_status: '已关闭', closed_at: now })
        .where('id', '=', input.id)
        .execute();
      return {
        entry: {
          action: 'feedback.close',
          entity: 'feedback',
          entityId: input.id,
          before: { inbox_status: f.inbox_status },
          after: { inbox_status: '已关闭' },
        },
        result: null,
      };
    },
    now,
  );
}
