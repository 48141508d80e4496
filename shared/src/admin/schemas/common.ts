import { z } from 'zod';
import { intLike } from '../../schemas/common.ts';

/**
 * Shared pieces of the admin contract. Lists follow what ProTable expects: the request carries `page` and
 * `pageSize` (the UI maps ProTable's `current` to `page`), the answer is {items,total,page,pageSize}.
 */
export const ADMIN_PAGE_SIZE_MAX = 200;

export const AdminPageQuerySchema = z.object({
  page: intLike.pipe(z.number().min(1, '页码须大于0').max(100_000, '页码过大')).default(1),
  pageSize: intLike
    .pipe(z.number().min(1, '每页条数须大于0').max(ADMIN_PAGE_SIZE_MAX, `每页最多${ADMIN_PAGE_SIZE_MAX}条`))
    .default(20),
});
export type AdminPageQuery = z.output<typeof AdminPageQuerySchema>;

export interface AdminList<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A list answer's schema, for the UI to parse or the tests to check. */
export function adminListSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
}

export const AdminIdSchema = intLike.pipe(z.number().min(1, 'ID无效'));
export const AdminIdBodySchema = z.object({ id: AdminIdSchema });

/** A required reason for a decision that touches a person or money (驳回、退款、赠送会员). */
export const ReasonSchema = z.string().trim().min(2, '请填写原因（至少2个字）').max(200, '原因不超过200字');

/** 'YYYY-MM-DD' China dates for ranges. */
export const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD');
export const DateRangeQuerySchema = z
  .object({ from: DateSchema, to: DateSchema })
  .refine((r) => r.from <= r.to, { message: '开始日期不能晚于结束日期' });

/** Times go out as China-time strings 'YYYY-MM-DD HH:mm:ss' like the portal's answers; empty when absent. */
export const TimeText = z.string();
