import { z } from 'zod';
import { AdminAttachmentSchema } from './attachments.ts';
import { AdminIdSchema, AdminPageQuerySchema, DateSchema, TimeText } from './common.ts';

/**
 * Content staff work on: the four searchable kinds plus the 问答库 (knowledge base). Lists use the portal's own
 * search service for `q` and its filters, so staff find what users find.
 */
export const CONTENT_KINDS = ['policy', 'interpretation', 'news', 'project', 'qa'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const CONTENT_KIND_NAMES: Record<ContentKind, string> = {
  policy: '政策',
  interpretation: '解读',
  news: '资讯',
  project: '申报项目',
  qa: '知识库',
};

/** published: visible in the portal; scheduled: goes live at publish_at; offline: taken down (下线). */
export const CONTENT_STATES = ['published', 'scheduled', 'offline'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];
export const CONTENT_STATE_NAMES: Record<ContentState, string> = {
  published: '已发布',
  scheduled: '定时发布',
  offline: '已下线',
};

const Kind = z.enum(CONTENT_KINDS, '内容类型无效');

export const ContentListQuerySchema = AdminPageQuerySchema.extend({
  kind: Kind,
  q: z.string().trim().max(100, '关键词不超过100字').optional(),
  state: z.enum(CONTENT_STATES, '发布状态无效').optional(),
  /** Region code (GB/T 2260) as the portal's filters take it. */
  region: z
    .string()
    .regex(/^\d{6}$/, '地区代码无效')
    .optional(),
  from: DateSchema.optional(),
  to: DateSchema.optional(),
});

export const ContentRefSchema = z.object({ kind: Kind, id: AdminIdSchema });

export const ContentRowSchema = z.object({
  kind: Kind,
  id: z.number(),
  title: z.string(),
  /** 文号 for policies, agency or source name for the others; '' when absent. */
  subtitle: z.string(),
  publish_date: z.string(),
  state: z.enum(CONTENT_STATES),
  state_name: z.string(),
  publish_at: TimeText,
  source_id: z.string(),
  updated_at: TimeText,
});
export type ContentRow = z.output<typeof ContentRowSchema>;

/** The editable fields. body_html is sanitized on the server with the portal's own sanitizer before it is stored. */
export const ContentFieldsSchema = z.object({
  title: z.string().trim().min(2, '标题至少2个字').max(200, '标题不超过200字'),
  body_html: z.string().max(500_000, '正文过长'),
  publish_date: DateSchema,
  /** policy: 文号; ignored by the other kinds. */
  doc_no: z.string().trim().max(100, '文号不超过100字').optional(),
  /** policy/news/interpretation: 发文机关 or source name. */
  agency: z.string().trim().max(100, '发文机关不超过100字').optional(),
  region_code: z
    .string()
    .regex(/^\d{6}$/, '地区代码无效')
    .optional(),
  labels: z.array(z.string().trim().min(1).max(30)).max(30, '标签最多30个').optional(),
  /** project: 申报截止日期. */
  deadline: DateSchema.optional(),
  // For qa, title is the question and body_html the answer. A policy's attachments are files, managed by their
  // own calls (attachmentUpload / attachmentRemove, schemas/attachments.ts), not edited as fields.
});
export type ContentFields = z.output<typeof ContentFieldsSchema>;

export const ContentDetailSchema = ContentRowSchema.extend({
  fields: ContentFieldsSchema.partial(),
  /** A policy's attachments (the other kinds have none). */
  attachments: z.array(AdminAttachmentSchema).optional(),
});
export type ContentDetail = z.output<typeof ContentDetailSchema>;

/**
 * A new item is an import item (shared/src/schemas/content-import.ts, kinds policy/interpretation/news/project)
 * without its source_id: the server names it admin-<uuid> and writes it through the importer, so the new item
 * is indexed and pushed exactly as an imported one. The import schema's Chinese messages answer a bad field.
 */
export const ContentCreateBodySchema = z.object({
  item: z.record(z.string(), z.unknown(), '请填写内容'),
});
export const ContentUpdateBodySchema = ContentRefSchema.extend({ fields: ContentFieldsSchema.partial() });

/**
 * Taking down (下线), publishing again (重新上线) and scheduling (定时发布) apply to the four searchable kinds; the
 * 问答库 has no visibility flag (an entry is corrected, not hidden).
 */
const PUBLISHABLE_KINDS = ['policy', 'interpretation', 'news', 'project'] as const;
export type PublishableContentKind = (typeof PUBLISHABLE_KINDS)[number];
export const ContentPublishRefSchema = z.object({
  kind: z.enum(PUBLISHABLE_KINDS, '该类型内容不支持上线或下线'),
  id: AdminIdSchema,
});
/** The server checks that `at` is in the future by its own clock; at most a year ahead. */
export const ContentScheduleBodySchema = ContentPublishRefSchema.extend({
  at: z
    .number('请选择发布时间')
    .int('发布时间无效')
    .min(1_600_000_000_000, '发布时间无效')
    .max(4_102_444_800_000, '发布时间无效'),
});

/**
 * A 问答库 entry as the back office edits it: the import format (`kind: "qa"`, shared/src/schemas/content-import.ts)
 * without kind and source_id, validated by the importer with its own Chinese messages. `id` absent: a new entry.
 */
export const QaSaveBodySchema = z.object({
  id: AdminIdSchema.optional(),
  item: z.record(z.string(), z.unknown(), '请填写问答内容'),
});
export interface QaEntryForm {
  id: number;
  source_id: string;
  question: string;
  phrasings: string[];
  answer: string;
  theme: string;
  region_code: string;
  basis: { doc: string; fact: string }[];
  valid_from: string | null;
  valid_to: string | null;
}
