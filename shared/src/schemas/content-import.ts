import { z } from 'zod';
import { findProvince, provinceCodeOf } from '../regions.ts';

/**
 * One item of a content import (`npm run import -- file.jsonl` or the admin API): a policy, interpretation,
 * news item or project, keyed by its `source_id` (the publisher's id). Agencies, types and labels are named,
 * not numbered, so files stay readable and survive a re-seed.
 */
const sourceId = z.string().trim().min(1, '缺少source_id').max(100, 'source_id不超过100个字符');
const date = z.iso.date({ message: '日期应为有效日期，格式YYYY-MM-DD' });
const text = (what: string, max: number) => z.string().trim().min(1, `缺少${what}`).max(max, `${what}不超过${max}个字`);
/** A GB/T 2260 code of a listed province (or any code under one), or '000000' for national documents. */
const regionCode = z
  .string()
  .regex(/^\d{6}$/, '地区代码应为6位数字')
  .refine((c) => c === '000000' || findProvince(provinceCodeOf(c)) !== undefined, '地区代码不存在');

export const ImportPolicySchema = z.object({
  kind: z.literal('policy'),
  source_id: sourceId,
  title: text('标题', 200),
  doc_no: z.string().trim().max(100).default(''),
  agency: text('发文机关', 100),
  level: z.enum(['national', 'provincial', 'municipal', 'district'], {
    message: '级别应为 national、provincial、municipal、district 之一',
  }),
  region_code: regionCode,
  type: text('政策类型', 50),
  labels: z.array(z.string().trim().min(1).max(50)).max(30).default([]),
  publish_date: date,
  effective_date: date.optional(),
  expire_date: date.nullable().default(null),
  summary: z.string().max(2000).default(''),
  body_html: text('正文', 2_000_000),
  source_url: z.string().url('来源链接无效').or(z.literal('')).default(''),
});

export const ImportInterpretationSchema = z
  .object({
    kind: z.literal('interpretation'),
    source_id: sourceId,
    /** The interpreted policy, by its source id (imported) or its id. */
    policy_source_id: z.string().max(100).optional(),
    policy_id: z.number().int().positive().optional(),
    title: text('标题', 200),
    source: z.string().max(100).default(''),
    publish_date: date,
    summary: z.string().max(2000).default(''),
    body_html: text('正文', 2_000_000),
  })
  .refine(
    (i) => i.policy_source_id !== undefined || i.policy_id !== undefined,
    '请提供所解读政策的policy_source_id或policy_id',
  );

export const ImportNewsSchema = z.object({
  kind: z.literal('news'),
  source_id: sourceId,
  title: text('标题', 200),
  source: z.string().max(100).default(''),
  region_code: regionCode,
  publish_date: date,
  summary: z.string().max(2000).default(''),
  body_html: text('正文', 2_000_000),
});

export const ImportProjectSchema = z.object({
  kind: z.literal('project'),
  source_id: sourceId,
  title: text('标题', 200),
  agency: text('主管部门', 100),
  department: z.string().max(100).default(''),
  level: z.enum(['national', 'provincial', 'municipal', 'district'], {
    message: '级别应为 national、provincial、municipal、district 之一',
  }),
  region_code: regionCode,
  type: text('项目类型', 50),
  labels: z.array(z.string().trim().min(1).max(50)).max(30).default([]),
  support_min: z.number().nonnegative().default(0),
  support_max: z.number().nonnegative().default(0),
  support_text: z.string().max(200).default(''),
  apply_start: date,
  apply_end: date,
  publish_date: date,
  conditions_html: z.string().max(200_000).default(''),
  materials_html: z.string().max(200_000).default(''),
  body_html: text('正文', 2_000_000),
  contact: z.string().max(200).default(''),
});

export const ImportItemSchema = z.discriminatedUnion(
  'kind',
  [ImportPolicySchema, ImportInterpretationSchema, ImportNewsSchema, ImportProjectSchema],
  {
    error: 'kind 应为 policy、interpretation、news、project 之一',
  },
);
export type ImportItem = z.output<typeof ImportItemSchema>;
export type ImportPolicy = z.output<typeof ImportPolicySchema>;

/** The admin API's body: raw items, each validated on its own so one bad item does not sink the rest. */
export const AdminImportBodySchema = z.object({
  items: z.array(z.unknown()).min(1, '请提供导入内容').max(5000, '单次最多导入5000条'),
});

export interface ImportFailure {
  /** 1-based line of the file, or item index + 1 for the API. */
  line: number;
  reason: string;
}

export interface ImportReport {
  inserted: number;
  updated: number;
  unchanged: number;
  failed: ImportFailure[];
  /** Pushes (and messages) created for matching subscriptions. */
  pushes: number;
}
