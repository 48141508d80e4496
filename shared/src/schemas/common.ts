import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';

/** Query numbers arrive as strings in GET and as numbers in POST bodies; accept both, reject the rest. */
export const intLike = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^-?\d{1,9}$/, '须为整数')
      .transform(Number),
  ])
  .pipe(z.number().int());

export const PaginationQuerySchema = z.object({
  page: intLike.pipe(z.number().min(1, '页码须大于0').max(10_000, '页码过大')).default(1),
  page_size: intLike
    .pipe(z.number().min(1, '每页条数须大于0').max(PAGE_SIZE_MAX, `每页最多${PAGE_SIZE_MAX}条`))
    .default(PAGE_SIZE_DEFAULT),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

/** A page of results (spec section 3: current, pageSize, total). */
export interface Page<T> {
  list: T[];
  current: number;
  pageSize: number;
  total: number;
}

export const IdSchema = intLike.pipe(z.number().min(1, 'ID无效'));
export const EmptyBodySchema = z.object({}).strict();
