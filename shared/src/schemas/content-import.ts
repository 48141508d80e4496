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

/** A document's validity as the official databases state it. */
export const DOC_STATUSES = ['现行有效', '已修订', '已废止'] as const;
export type DocStatus = (typeof DOC_STATUSES)[number];

export const FACT_TOPICS = ['比例', '税率', '条件', '期限', '金额', '材料', '时间', '对象', '程序', '定义'] as const;

const PolicyFactSchema = z.object({
  id: sourceId,
  article: text('条款序号', 60),
  topic: z.enum(FACT_TOPICS, { message: `条款类别应为${FACT_TOPICS.join('、')}之一` }),
  text: text('条款要点', 1000),
});

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
  // The reference layer's fields (all optional, so an import line without them hashes as before).
  /** 'reference' marks a real national document of the reference layer. */
  source: z.enum(['reference', 'import'], { message: 'source 应为 reference 或 import' }).optional(),
  doc_status: z.enum(DOC_STATUSES, { message: `文件状态应为${DOC_STATUSES.join('、')}之一` }).optional(),
  written_date: date.optional(),
  /** The source_id of the replacing document. */
  replaced_by: sourceId.optional(),
  /** Key provisions, each with its stable id (cited by the 问答库) and the article it rests on. */
  facts: z.array(PolicyFactSchema).max(100, '条款要点不超过100条').optional(),
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
  /** The policy (申报通知) this project is announced by, by its source id; it must be in the portal already. */
  policy_source_id: z.string().max(100).optional(),
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

/**
 * A 问答库 entry: the question, its common phrasings, a direct answer, the reference facts it rests on (by
 * document source_id and fact id), the period it holds for and its region ('000000' = 全国).
 */
export const ImportQaSchema = z
  .object({
    kind: z.literal('qa'),
    source_id: sourceId,
    question: text('问题', 200),
    phrasings: z.array(text('问法', 100)).min(1, '请至少提供一种问法').max(10, '问法不超过10种'),
    answer: text('答案', 1000),
    theme: text('主题', 50),
    region_code: regionCode.default('000000'),
    basis: z
      .array(z.object({ doc: sourceId, fact: sourceId }))
      .min(1, '答案须注明所依据的文件条款')
      .max(10, '依据不超过10条'),
    valid_from: date.nullable().default(null),
    valid_to: date.nullable().default(null),
  })
  .refine((q) => q.valid_from === null || q.valid_to === null || q.valid_from <= q.valid_to, '有效期止日早于起日');
export type ImportQa = z.output<typeof ImportQaSchema>;

export const ImportItemSchema = z.discriminatedUnion(
  'kind',
  [ImportPolicySchema, ImportInterpretationSchema, ImportNewsSchema, ImportProjectSchema, ImportQaSchema],
  {
    error: 'kind 应为 policy、interpretation、news、project、qa 之一',
  },
);
export type ImportItem = z.output<typeof ImportItemSchema>;
/** The items that are searchable content (all but the 问答库). */
export type ContentImportItem = Exclude<ImportItem, ImportQa>;
export type ImportPolicy = z.output<typeof ImportPolicySchema>;

/** The admin API's body: raw items, each validated on its own so one bad item does not sink the rest. */
export const AdminImportBodySchema = z.object({
  items: z.array(z.unknown()).min(1, '请提供导入内容').max(5000, '单次最多导入5000条'),
  /** true: each valid item waits in the back office's review queue (待审核) instead of being published at once. */
  review: z.boolean().default(false),
  /** The name the review queue shows as the items' source (default 导入接口). */
  source_name: z.string().trim().min(1).max(100).optional(),
});

/** The answer when items went to the review queue instead (review: true). */
export interface ImportQueuedReport {
  queued: number;
  failed: ImportFailure[];
}

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
