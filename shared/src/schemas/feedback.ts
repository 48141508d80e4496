import { z } from 'zod';
import { PAGE_SIZE_OPTIONS } from '../constants.ts';
import { intLike } from './common.ts';
import { MOBILE_PATTERN } from '../validation.ts';
import { captchaVerificationSchema, textField } from './login.ts';

/** 意见反馈: the footer's window and /user/feedback send one; images come from upload_image_wei first. */
export const FEEDBACK_TYPES = ['feedback', 'cooperation', 'bug', 'data'] as const;
export type FeedbackKind = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_TYPE_NAMES: Record<FeedbackKind, string> = {
  feedback: '意见建议',
  cooperation: '商务合作',
  bug: '功能异常',
  data: '数据纠错',
};
export const FEEDBACK_IMAGE_MAX = 3;

export const FeedbackBodySchema = z.object({
  type: z.enum(FEEDBACK_TYPES, { message: '请选择反馈类型' }),
  content: z.string().trim().min(1, '请填写反馈内容').max(500, '内容不超过500字'),
  contact: z.string().trim().max(50, '联系方式不超过50字').default(''),
  images: z
    .array(z.string().regex(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/, '图片须通过上传获得'))
    .max(FEEDBACK_IMAGE_MAX, `最多上传${FEEDBACK_IMAGE_MAX}张图片`)
    .default([]),
});

/** zod's own email pattern (the one z.email() uses), so the client's form and the API agree. */
const EMAIL_PATTERN = z.regexes.email;
export const VISITOR_CONTACT_MESSAGE = '请填写正确的手机号或邮箱，以便我们回复您';

/** How a reply reaches the one who wrote: a member in 我的消息, a visitor by SMS or email at the contact given. */
export type ReplyChannel = 'message' | 'sms' | 'email';

/** The channel a visitor's contact names, or null when it is neither a mobile nor an email. */
export function visitorContactChannel(contact: string): 'sms' | 'email' | null {
  const c = contact.trim();
  if (MOBILE_PATTERN.test(c)) return 'sms';
  if (c.length <= 50 && EMAIL_PATTERN.test(c)) return 'email';
  return null;
}

/**
 * A visitor's 意见反馈 or 商务合作 (footer window, not signed in): the contact is required and must be a mobile or
 * an email, since it is the only way to answer; a solved slider captcha is spent per message (plus a per-IP limit).
 * No images: uploads need a login.
 */
export const VisitorFeedbackBodySchema = z.object({
  type: z.enum(FEEDBACK_TYPES, { message: '请选择反馈类型' }),
  content: z.string({ error: '请填写反馈内容' }).trim().min(1, '请填写反馈内容').max(500, '内容不超过500字'),
  contact: textField(VISITOR_CONTACT_MESSAGE, (s) => visitorContactChannel(s) !== null).transform((s) => s.trim()),
  captchaVerification: captchaVerificationSchema,
});
export type VisitorFeedbackBody = z.input<typeof VisitorFeedbackBodySchema>;

export const FeedbackListSchema = z.object({
  page: intLike.pipe(z.number().min(1, '页码须大于0').max(10_000, '页码过大')).default(1),
  page_size: intLike
    .pipe(
      z.number().refine((n) => n === 10 || (PAGE_SIZE_OPTIONS as readonly number[]).includes(n), {
        message: `每页条数应为 10、${PAGE_SIZE_OPTIONS.join('、')} 之一`,
      }),
    )
    .default(10),
});

export interface FeedbackItem {
  id: number;
  type: (typeof FEEDBACK_TYPES)[number];
  type_name: string;
  content: string;
  contact: string;
  images: string[];
  status: 'pending' | 'replied';
  status_name: string;
  reply: string;
  reply_time: string;
  create_time: string;
}
