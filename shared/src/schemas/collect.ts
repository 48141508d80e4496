import { z } from 'zod';
import { IdSchema, PaginationQuerySchema } from './common.ts';

/** What a user can collect and what the history records. */
export const RECORD_TYPES = ['policy', 'project', 'news', 'interpretation', 'company'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
export const RECORD_TYPE_NAMES: Record<RecordType, string> = {
  policy: '政策',
  project: '申报项目',
  news: '政策资讯',
  interpretation: '政策解读',
  company: '企业',
};

const recordType = z.enum(RECORD_TYPES, '类型只能是policy、project、news、interpretation或company');

export const CollectTargetSchema = z.object({ type: recordType, id: IdSchema });
/** `list_like_article`: which of `ids` (or, without ids, which items of `type`) the user has collected. */
export const ListLikeSchema = z.object({
  type: recordType,
  ids: z.array(IdSchema).max(100, '一次最多查询100条').optional(),
});
export const CollectListSchema = PaginationQuerySchema.extend({ type: recordType.or(z.literal('all')).default('all') });
/** `history_record`: with `id` it records a view of (type, id); without, it lists the history. */
export const HistoryRecordSchema = PaginationQuerySchema.extend({
  type: recordType.or(z.literal('all')).default('all'),
  id: IdSchema.optional(),
});
/** `del_history_record`: the given record ids, or everything with `all: true`. */
export const DelHistorySchema = z
  .object({ ids: z.array(IdSchema).max(100, '一次最多删除100条').optional(), all: z.boolean().optional() })
  .refine((v) => v.all === true || (v.ids !== undefined && v.ids.length > 0), '请选择要删除的记录');
export const DownloadListSchema = PaginationQuerySchema;

/** A collected or viewed item with enough to show and link it. */
export interface RecordItem {
  /** The record's own id (for deleting a history row). */
  id: number;
  type: RecordType;
  type_name: string;
  target_id: number;
  title: string;
  /** Publish date, deadline or founding date, whichever the type has. */
  date: string;
  /** Collection time or last view time, 'YYYY-MM-DD HH:mm:ss' CST. */
  time: string;
  /** False when the item has since been removed. */
  exists: boolean;
}

export interface DownloadItem {
  id: number;
  policy_id: number;
  policy_title: string;
  attachment_id: number;
  attachment_name: string;
  time: string;
  /**
   * 'report' rows name a generated report (report_id, report_title), 'export' rows a 数据导出 file (export_id,
   * export_name, export_rows); the policy fields are then empty.
   */
  kind: 'attachment' | 'report' | 'export';
  report_id: number | null;
  report_title: string | null;
  export_id: number | null;
  export_name: string | null;
  export_rows: number | null;
}
