import type { Kysely } from 'kysely';
import type { AdminList } from '@aikc/shared/admin/schemas/common';
import type { FeedbackInboxRow, FeedbackInboxStatus, FeedbackReplyResult } from '@aikc/shared/admin/schemas/feedback';
import { FEEDBACK_TYPE_NAMES, visitorContactChannel, type ReplyChannel } from '@aikc/shared/schemas/feedback';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { formatDateTime } from '../../lib/time.ts';
import { sendMessage } from '../message/service.ts';
import { audited, type Actor } from './audit.ts';
import { deliver, replyText, type Outbound, type PendingDelivery } from './feedback-delivery.ts';
import { pagedList } from './paged-list.ts';

// 客服's inbox of 意见反馈 and 商务合作: list by status, assign, reply (a message in 我的消息, or SMS/email to a
// visitor's contact), close; each write audited in its own transaction.

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
  return pagedList(
    sel,
    input,
    (q) =>
      q
        .selectAll('feedbacks')
        .select(['users.mobile as user_mobile', 'staff.name as assignee_name'])
        .select((eb) =>
          eb
            .selectFrom('feedback_deliveries')
            .select('feedback_deliveries.status')
            .whereRef('feedback_deliveries.feedback_id', '=', 'feedbacks.id')
            .orderBy('feedback_deliveries.id', 'desc')
            .limit(1)
            .as('delivery'),
        )
        .orderBy('feedbacks.id', 'desc'),
    (rows) =>
      rows.map((f) => ({
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
        visitor: f.user_id === null,
        channel: replyChannel(f),
        delivery: f.delivery ?? '',
      })),
  );
}

/** A member is answered in 我的消息; a visitor at the mobile or email they left (checked when they sent it). */
function replyChannel(f: { user_id: number | null; contact: string }): ReplyChannel {
  if (f.user_id !== null) return 'message';
  return visitorContactChannel(f.contact) ?? 'email';
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

/**
 * Replies: the feedback's reply and status, the member's message (live badge) or, for a visitor, a pending
 * delivery row, and the audit row, in one transaction; then the visitor's SMS or email is handed to the provider
 * and its outcome recorded (feedback-delivery.ts).
 */
export async function replyFeedback(
  db: Kysely<Database>,
  actor: Actor,
  input: { id: number; reply: string },
  out: Outbound,
): Promise<FeedbackReplyResult> {
  const now = Date.now();
  const done = await audited(
    db,
    actor,
    async (trx) => {
      const f = await loadFeedback(trx, input.id);
      if (f.inbox_status === '已关闭') throw conflict('该反馈已关闭');
      const channel = replyChannel(f);
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
      let pending: PendingDelivery | null = null;
      if (f.user_id !== null) {
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
      } else if (channel !== 'message') {
        const row = await trx
          .insertInto('feedback_deliveries')
          .values({
            feedback_id: f.id,
            channel,
            address: f.contact,
            status: 'pending',
            error: null,
            staff_id: actor.staffId,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        pending = { id: row.id, channel, address: f.contact };
      }
      return {
        entry: {
          action: 'feedback.reply',
          entity: 'feedback',
          entityId: input.id,
          before: { inbox_status: f.inbox_status, reply: f.reply ?? null },
          after: { inbox_status: '已回复', reply: input.reply, channel },
        },
        result: { channel, pending, text: replyText(f.type, f.content, input.reply) },
      };
    },
    now,
  );
  const delivery = done.pending ? await deliver(db, out, done.pending, done.text) : '';
  return { channel: done.channel, delivery };
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
