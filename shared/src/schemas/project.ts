import { z } from 'zod';
import { ProjectFilterSchema } from '../filters.ts';
import type { LabelRef, PolicyLevelValue, PolicyRef } from './policy.ts';
import { strictFilterSchema, type Highlighted } from './search.ts';

export const PROJECT_STATUS_NAMES = { upcoming: '未开始', open: '申报中', closed: '已截止' } as const;
export type ProjectStatus = keyof typeof PROJECT_STATUS_NAMES;

export const ProjectListBodySchema = strictFilterSchema(ProjectFilterSchema);

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为YYYY-MM');
const day = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, '日期格式应为YYYY-MM-DD');
const regionCode = z
  .string()
  .regex(/^\d{6}$/, '地区代码无效')
  .or(z.literal(''))
  .default('');

/** 申报日历: a month of declaration windows. */
export const CalendarMonthQuerySchema = z.object({ month, province: regionCode, city: regionCode });
/** 申报日历: the projects of one day (windows starting, ending, or open on it). */
export const CalendarDayQuerySchema = z.object({ date: day, province: regionCode, city: regionCode });
export const ClosingSoonQuerySchema = z.object({
  days: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,3}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(1).max(90))
    .default(15),
  limit: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,2}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(1).max(20))
    .default(6),
});

export interface ProjectListItem extends Highlighted {
  id: number;
  title: string;
  department: string;
  level: PolicyLevelValue;
  level_name: string;
  region_name: string;
  type: LabelRef;
  labels: LabelRef[];
  support_text: string;
  support_max: number;
  apply_start: string;
  apply_end: string;
  status: ProjectStatus;
  status_name: string;
  /** Whole days left until apply_end (CST), 0 on the last day; null when closed. */
  days_left: number | null;
}

export interface ProjectDetail extends Omit<ProjectListItem, 'title_html' | 'snippet_html'> {
  /** Generated demo data (示例数据), shown as such on the page; false for real rows. */
  demo: boolean;
  agency: string;
  publish_date: string;
  support_min: number;
  conditions_html: string;
  materials_html: string;
  body_html: string;
  contact: string;
  view_count: number;
  policy: PolicyRef | null;
}

export interface CalendarDay {
  date: string;
  starting: number;
  ending: number;
}

export interface CalendarMonth {
  month: string;
  today: string;
  days: CalendarDay[];
  /** Windows open at some point in the month. */
  open_in_month: number;
}
