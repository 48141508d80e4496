import { z } from 'zod';
import { PAGE_SIZE_OPTIONS } from '../constants.ts';
import { intLike } from './common.ts';

/** 意见反馈: the footer's window and /user/feedback send one; images come from upload_image_wei first. */
export const FEEDBACK_TYPES = ['feedback', 'cooperation', 'bug', 'data'] as const;
export const FEEDBACK_TYPE_NAMES: Record<(typeof FEEDBACK_TYPES)[number], string> = {
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
