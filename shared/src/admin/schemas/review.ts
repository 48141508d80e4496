import { z } from 'zod';
import { AdminIdSchema, AdminPageQuerySchema, ReasonSchema, TimeText } from './common.ts';

/**
 * The review queue: items from imports (when asked) and from the crawler wait here as drafts. Approving one
 * publishes it through the import's own writers (api/src/modules/review/queue.ts → content-import/importer.ts).
 * The payload is an import item (shared/src/schemas/content-import.ts ImportItemSchema).
 */
export const REVIEW_KINDS = ['policy', 'news', 'interpretation', 'project', 'qa'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export const REVIEW_ORIGINS = ['import', 'crawl'] as const;
export type ReviewOrigin = (typeof REVIEW_ORIGINS)[number];
/** Stored as written: the statuses are the words staff see. */
export const REVIEW_STATUSES = ['待审核', '已通过', '已驳回'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Where one extracted field came from: the text span and the extractor's confidence in [0,1]. */
export const FieldSpanSchema = z.object({
  field: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  text: z.string(),
  confidence: z.number().min(0).max(1),
});
export type FieldSpan = z.output<typeof FieldSpanSchema>;

export const ReviewListQuerySchema = AdminPageQuerySchema.extend({
  status: z.enum(REVIEW_STATUSES, '审核状态无效').optional(),
  origin: z.enum(REVIEW_ORIGINS, '来源类型无效').optional(),
  source: z.string().trim().max(100).optional(),
  kind: z.enum(REVIEW_KINDS, '内容类型无效').optional(),
});

export const ReviewRowSchema = z.object({
  id: z.number(),
  kind: z.enum(REVIEW_KINDS),
  title: z.string(),
  origin: z.enum(REVIEW_ORIGINS),
  source_name: z.string(),
  confidence: z.number().nullable(),
  status: z.enum(REVIEW_STATUSES),
  created_at: TimeText,
  decided_by: z.string(),
  decided_at: TimeText,
  reason: z.string(),
});
export type ReviewRow = z.output<typeof ReviewRowSchema>;

export const ReviewDetailSchema = ReviewRowSchema.extend({
  payload: z.record(z.string(), z.unknown()),
  spans: z.array(FieldSpanSchema),
  /** The published row once approved. */
  published: z.object({ kind: z.string(), id: z.number() }).nullable(),
});
export type ReviewDetail = z.output<typeof ReviewDetailSchema>;

/** Approve, optionally with edited payload fields (merged over the payload, validated as an import item). */
export const ReviewApproveBodySchema = z.object({
  id: AdminIdSchema,
  edits: z.record(z.string(), z.unknown()).optional(),
});
export const ReviewRejectBodySchema = z.object({ id: AdminIdSchema, reason: ReasonSchema });
