import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from '../constants.ts';
import type { PolicyRef } from './policy.ts';
import type { Highlighted } from './search.ts';

const pageSize = z
  .number()
  .int()
  .refine((n) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(n) || n === 10, '每页条数只能是10、15、30或50')
  .default(PAGE_SIZE_DEFAULT);

/** 政策资讯 and 政策解读 lists: keyword, province, paging. */
export const NewsListBodySchema = z.object({
  keyword: z.string().max(100, '关键词最多100个字').default(''),
  province: z
    .string()
    .regex(/^\d{6}$/, '地区代码无效')
    .or(z.literal(''))
    .default(''),
  sort: z.enum(['relevance', 'date']).default('date'),
  page: z.number().int().min(1, '页码须大于0').max(10_000, '页码过大').default(1),
  pageSize,
});
export type NewsListBody = z.output<typeof NewsListBodySchema>;

export interface NewsListItem extends Highlighted {
  id: number;
  title: string;
  source: string;
  region_name: string;
  publish_date: string;
  summary: string;
}

export interface NewsDetail {
  /** Generated demo data (示例数据), shown as such on the page; false for real rows. */
  demo: boolean;
  id: number;
  title: string;
  source: string;
  region_name: string;
  publish_date: string;
  summary: string;
  body_html: string;
  view_count: number;
  prev: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

export interface InterpretationListItem extends Highlighted {
  id: number;
  title: string;
  source: string;
  publish_date: string;
  summary: string;
  policy_id: number;
}

export interface InterpretationDetail {
  /** Generated demo data (示例数据), shown as such on the page; false for real rows. */
  demo: boolean;
  id: number;
  title: string;
  source: string;
  publish_date: string;
  summary: string;
  body_html: string;
  view_count: number;
  /** The interpreted policy (linked both ways). */
  policy: PolicyRef;
  /** Other interpretations of the same policy. */
  siblings: { id: number; title: string }[];
}
