import { z } from 'zod';
import { AdminIdSchema, AdminPageQuerySchema, TimeText } from './common.ts';

/** The feedback inbox (意见反馈 and 商务合作). Statuses are stored as the words staff see. */
export const FEEDBACK_INBOX_STATUSES = ['待处理', '处理中', '已回复', '已关闭'] as const;
export type FeedbackInboxStatus = (typeof FEEDBACK_INBOX_STATUSES)[number];

export const FeedbackInboxQuerySchema = AdminPageQuerySchema.extend({
  status: z.enum(FEEDBACK_INBOX_STATUSES, '处理状态无效').optional(),
  type: z.enum(['feedback', 'cooperation', 'bug', 'data'], '反馈类型无效').optional(),
  /** Only those assigned to me. */
  mine: z.union([z.literal('1'), z.literal('0'), z.boolean()]).optional(),
});

export const FeedbackInboxRowSchema = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  user_mobile: z.string(),
  type: z.string(),
  type_name: z.string(),
  content: z.string(),
  contact: z.string(),
  images: z.array(z.string()),
  status: z.enum(FEEDBACK_INBOX_STATUSES),
  assignee_id: z.number().nullable(),
  assignee_name: z.string(),
  reply: z.string(),
  replied_at: TimeText,
  created_at: TimeText,
  /** Sent by a visitor (not signed in): replies go to `contact`. */
  visitor: z.boolean(),
  /** How a reply reaches them: 我的消息 for a member, SMS or email for a visitor. */
  channel: z.enum(['message', 'sms', 'email']),
  /** The latest reply's delivery to a visitor ('' for members and before any reply). */
  delivery: z.enum(['', 'pending', 'sent', 'failed']),
});
export type FeedbackInboxRow = z.output<typeof FeedbackInboxRowSchema>;

export const FeedbackAssignBodySchema = z.object({ id: AdminIdSchema, staff_id: AdminIdSchema });
/** A reply reaches a member as a message in 我的消息; a visitor is answered through the contact they gave. */
export const FeedbackReplyBodySchema = z.object({
  id: AdminIdSchema,
  reply: z.string().trim().min(2, '回复至少2个字').max(1000, '回复不超过1000字'),
});
export const REPLY_CHANNEL_NAMES = { message: '站内消息', sms: '短信', email: '邮件' } as const;
export const DELIVERY_NAMES = { '': '', pending: '发送中', sent: '已送达', failed: '发送失败' } as const;

/** What a reply did: the channel, and for a visitor whether the SMS or email provider took it. */
export const FeedbackReplyResultSchema = z.object({
  channel: z.enum(['message', 'sms', 'email']),
  delivery: z.enum(['', 'pending', 'sent', 'failed']),
});
export type FeedbackReplyResult = z.output<typeof FeedbackReplyResultSchema>;

export const FeedbackCloseBodySchema = z.object({ id: AdminIdSchema });
