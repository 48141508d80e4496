import { z } from 'zod';
import { AdminIdSchema, AdminPageQuerySchema, DateRangeQuerySchema, DateSchema, TimeText } from './common.ts';

/** Open API customers (the users holding keys), their packages and keys. */
export const OpenApiCustomerQuerySchema = AdminPageQuerySchema.extend({ q: z.string().trim().max(50).optional() });
export const OpenApiCustomerRowSchema = z.object({
  user_id: z.number(),
  user_mobile: z.string(),
  package: z.string(),
  package_ends: TimeText,
  keys: z.array(z.object({ id: z.number(), key_id: z.string(), status: z.string(), created_at: TimeText })),
  calls_30d: z.number(),
});
export const OpenApiKeyBodySchema = z.object({ id: AdminIdSchema });

/** Figures: one row per China day of the range, at most 366 days. */
export const FIGURE_TABLES = ['daily', 'top_queries', 'zero_result_queries'] as const;
export type FigureTable = (typeof FIGURE_TABLES)[number];

export const FiguresQuerySchema = DateRangeQuerySchema;
export const FiguresCsvQuerySchema = z.object({
  from: DateSchema,
  to: DateSchema,
  table: z.enum(FIGURE_TABLES, '报表名称无效'),
});

export const DailyFigureSchema = z.object({
  day: z.string(),
  registrations: z.number(),
  dau: z.number(),
  searches: z.number(),
  zero_result_searches: z.number(),
  ai_questions: z.number(),
  ai_not_found: z.number(),
  assessments: z.number(),
  orders_paid: z.number(),
  revenue_fen: z.number(),
  refunds_fen: z.number(),
  subscriptions: z.number(),
  pushes: z.number(),
});
export type DailyFigure = z.output<typeof DailyFigureSchema>;

export const FiguresSchema = z.object({
  daily: z.array(DailyFigureSchema),
  top_queries: z.array(z.object({ query: z.string(), count: z.number() })),
  zero_result_queries: z.array(z.object({ query: z.string(), count: z.number() })),
});
export type Figures = z.output<typeof FiguresSchema>;

/** The audit log: append-only, readable by 超级管理员, exportable as CSV with the same filters. */
export const AuditQuerySchema = AdminPageQuerySchema.extend({
  staff_id: AdminIdSchema.optional(),
  action: z.string().trim().max(64).optional(),
  entity: z.string().trim().max(32).optional(),
  from: DateSchema.optional(),
  to: DateSchema.optional(),
});
export const AuditExportQuerySchema = AuditQuerySchema.omit({ page: true, pageSize: true });
export const AuditRowSchema = z.object({
  id: z.number(),
  staff_id: z.number(),
  staff_name: z.string(),
  at: TimeText,
  ip: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditRow = z.output<typeof AuditRowSchema>;
