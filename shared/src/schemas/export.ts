import { z } from 'zod';
import { CompanyListBodySchema } from './company.ts';
import type { RecordType } from './collect.ts';
import { IdSchema } from './common.ts';
import { PolicyListBodySchema } from './policy.ts';
import { ProjectListBodySchema } from './project.ts';

/**
 * 数据导出 (issue 36): which list a file is made of, its columns and the job that makes it. The list kinds
 * are the portal's own lists with their own filter schemas (the same strict ones the list calls validate), so
 * an export holds exactly the rows its list shows for the same search.
 */

/** What the rows of a file are: a column set each. */
export const EXPORT_ROW_KINDS = ['policy', 'project', 'company', 'zcpp'] as const;
export type ExportRowKind = (typeof EXPORT_ROW_KINDS)[number];

export interface ExportColumnDef {
  key: string;
  label: string;
  /** Ticked when the dialog opens (the defaults per kind). */
  default: boolean;
}

const col = (key: string, label: string, on = true): ExportColumnDef => ({ key, label, default: on });

/** Every column a file of each row kind may hold, in file order. */
export const EXPORT_COLUMNS: Record<ExportRowKind, readonly ExportColumnDef[]> = {
  policy: [
    col('title', '标题'),
    col('doc_no', '文号'),
    col('agency', '发文机关'),
    col('region', '地区'),
    col('publish_date', '发布日期'),
    col('validity', '有效性'),
    col('level', '政策级别', false),
    col('type', '政策类型', false),
    col('labels', '政策标签', false),
    col('url', '链接'),
  ],
  project: [
    col('title', '名称'),
    col('department', '主管部门'),
    col('support', '支持金额'),
    col('apply_period', '申报起止'),
    col('status', '状态'),
    col('region', '地区', false),
    col('level', '项目级别', false),
    col('type', '项目类型', false),
    col('support_max', '最高支持金额（万元）', false),
    col('url', '链接'),
  ],
  company: [
    col('name', '名称'),
    col('credit_code', '统一社会信用代码'),
    col('legal_person', '法定代表人'),
    col('founded_date', '成立日期'),
    col('registered_capital', '注册资本（万元）'),
    col('region', '地区'),
    col('industry', '行业'),
    col('status', '状态'),
    col('tags', '资质'),
    col('url', '链接', false),
  ],
  zcpp: [
    col('title', '项目名称'),
    col('support', '支持金额'),
    col('deadline', '申报截止'),
    col('met', '符合条件'),
    col('criteria', '条件核对'),
    col('url', '链接'),
  ],
};

export const EXPORT_ROW_KIND_NAMES: Record<ExportRowKind, string> = {
  policy: '政策列表',
  project: '申报项目列表',
  company: '企业列表',
  zcpp: '政策匹配结果',
};

/** Rows at or below which an export is made during the request and downloads at once; above, it runs as a job. */
export const EXPORT_SYNC_MAX_ROWS = 1000;

const COLLECT_TYPES = ['policy', 'project', 'company'] as const satisfies readonly RecordType[];

/** Which list: a search with its filter object, 我的收藏 of one type, or the 政策匹配 list of a company. */
export const ExportSourceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('policy'), filter: PolicyListBodySchema }),
    z.object({ kind: z.literal('project'), filter: ProjectListBodySchema }),
    z.object({ kind: z.literal('company'), filter: CompanyListBodySchema }),
    z.object({
      kind: z.literal('collect'),
      type: z.enum(COLLECT_TYPES, '收藏导出的类型只能是政策、项目或企业'),
    }),
    z.object({ kind: z.literal('zcpp'), company_id: IdSchema }),
  ],
  { error: '导出的列表类型无效' },
);
export type ExportSource = z.output<typeof ExportSourceSchema>;

export const ExportPreviewSchema = z.object({ source: ExportSourceSchema });

export const ExportStartSchema = z.object({
  source: ExportSourceSchema,
  columns: z.array(z.string().max(30), '请选择导出的列').min(1, '请至少选择一列').max(20, '导出的列过多'),
  rows: z.number('请填写导出条数').int('导出条数应为整数').min(1, '导出条数至少为1条').max(100_000, '导出条数过多'),
});
export type ExportStartBody = z.output<typeof ExportStartSchema>;

export const ExportJobQuerySchema = z.object({ id: IdSchema });

export interface ExportPreview {
  row_kind: ExportRowKind;
  /** Rows the list holds for this search. */
  total: number;
  /** 数据导出 rows left this month (null = unlimited); 0 for a level without the right. */
  remaining: number | null;
  /** The level's monthly allowance (0 = the level has no export right: the dialog shows the upgrade path). */
  limit: number | null;
}

export const EXPORT_STAGES = ['running', 'done', 'failed'] as const;
export type ExportStage = (typeof EXPORT_STAGES)[number];

export interface ExportJob {
  id: number;
  stage: ExportStage;
  /** 0–100. */
  progress: number;
  message: string;
  /** The download name, e.g. 企业列表_研发_20261126.xlsx. */
  file_name: string;
  rows: number;
  /** Rows left this month after this export (null = unlimited). */
  remaining: number | null;
}
