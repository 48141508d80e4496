import { z } from 'zod';
import { OPENAPI_ERROR_CODES } from './errors.ts';

/**
 * What the open API answers, as zod schemas: the API's presenter returns these types, the OpenAPI document is
 * generated from them, and the tests validate every real answer against that document. Field names are stable
 * English; dates are ISO 8601 (`YYYY-MM-DD`, or a date-time with +08:00); money is in yuan, as numbers.
 */
const isoDate = z.iso.date().meta({ description: 'ISO 8601 日期' });
const isoDateOrNull = isoDate.nullable();
const yuan = (d: string) => z.number().meta({ description: `${d}（元）` });
const Ref = z.object({ id: z.number().int(), name: z.string() });
const level = z.enum(['national', 'provincial', 'municipal', 'district']).meta({ description: '层级' });

export const OpenPolicyItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  doc_no: z.string().meta({ description: '发文字号' }),
  agency: z.string().meta({ description: '发文机构' }),
  level,
  region_code: z.string(),
  region_name: z.string(),
  type: Ref,
  labels: z.array(Ref),
  publish_date: isoDate,
  validity: z.enum(['valid', 'expired']),
  snippet: z.string().meta({ description: '命中片段（纯文本）' }),
  url: z.url().meta({ description: '门户详情页地址' }),
});

export const OpenProjectRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  apply_start: isoDate,
  apply_end: isoDate,
  status: z.enum(['upcoming', 'open', 'closed']),
});

export const OpenPolicyDetailSchema = OpenPolicyItemSchema.omit({ snippet: true }).extend({
  effective_date: isoDateOrNull,
  expire_date: isoDateOrNull,
  summary: z.string(),
  body_html: z.string().meta({ description: '正文（服务器端已按白名单清洗的HTML）' }),
  source_url: z.string().meta({ description: '原文链接（发文机关公布原文的页面），未知时为空' }),
  doc_status: z.string().meta({ description: '文件效力状态：现行有效、已修订或已废止；未标注时为空' }),
  attachments: z.array(
    z.object({ id: z.number().int(), name: z.string(), file_type: z.string(), size_bytes: z.number().int() }),
  ),
  projects: z.array(OpenProjectRefSchema).meta({ description: '依据本政策、正在或即将申报的项目' }),
});

const deadlineFields = {
  apply_start: isoDate.meta({ description: '申报开始日期' }),
  apply_end: isoDate.meta({ description: '申报截止日期' }),
  deadline: z.iso.datetime({ offset: true }).meta({ description: '申报截止时刻（截止日 23:59:59，北京时间）' }),
  status: z.enum(['upcoming', 'open', 'closed']).meta({ description: 'upcoming 未开始、open 申报中、closed 已截止' }),
  days_left: z.number().int().nullable().meta({ description: '距截止的整天数（截止当天为0），已截止为null' }),
};

export const OpenProjectItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  department: z.string(),
  level,
  region_name: z.string(),
  type: Ref,
  labels: z.array(Ref),
  support_text: z.string(),
  support_max_yuan: yuan('最高资助额'),
  ...deadlineFields,
  url: z.url(),
});

export const OpenProjectDetailSchema = OpenProjectItemSchema.extend({
  agency: z.string(),
  publish_date: isoDate,
  support_min_yuan: yuan('最低资助额'),
  conditions_html: z.string(),
  materials_html: z.string(),
  body_html: z.string(),
  contact: z.string(),
  policy: z.object({ id: z.number().int(), title: z.string(), publish_date: isoDate, agency: z.string() }).nullable(),
});

export const OpenCompanyItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  credit_code: z.string().meta({ description: '统一社会信用代码' }),
  legal_person: z.string(),
  registered_capital_yuan: yuan('注册资本'),
  founded_date: isoDate,
  status: z.string().meta({ description: '登记状态（存续、在业、注销等）' }),
  industry_code: z.string().meta({ description: '国民经济行业分类代码' }),
  industry_name: z.string(),
  region_name: z.string(),
  qualifications: z.array(z.string()).meta({ description: '资质荣誉' }),
  url: z.url(),
});

export const OpenCompanyDetailSchema = OpenCompanyItemSchema.omit({ qualifications: true }).extend({
  company_type: z.string(),
  address: z.string(),
  staff_count: z.number().int(),
  business_scope: z.string(),
  qualifications: z.array(z.object({ name: z.string(), granted_date: isoDateOrNull })),
  ip_counts: z.object({
    invention: z.number().int(),
    utility: z.number().int(),
    design: z.number().int(),
    software: z.number().int(),
  }),
  financials: z.array(
    z.object({
      year: z.number().int(),
      revenue_yuan: yuan('营业收入'),
      main_revenue_yuan: yuan('主营业务收入'),
      hightech_revenue_yuan: yuan('高新技术产品（服务）收入'),
      rd_expense_yuan: yuan('研发费用'),
      net_assets_yuan: yuan('净资产'),
      total_assets_yuan: yuan('资产总额'),
      total_liabilities_yuan: yuan('负债总额'),
      net_profit_yuan: yuan('净利润'),
      staff: z.number().int(),
      rd_staff: z.number().int(),
    }),
  ),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int().meta({ description: '命中总数' }),
  });
}
export const OpenPolicyPageSchema = pageOf(OpenPolicyItemSchema);

/** One condition of a project checked against the company's data; missing data is unknown, never guessed. */
export const OpenMatchCriterionSchema = z.object({
  criterion: z
    .enum(['region', 'industry', 'size', 'qualification', 'deadline'])
    .meta({ description: 'region 地区、industry 行业、size 企业规模、qualification 资质、deadline 申报时间' }),
  name: z.string().meta({ description: '条件名称（中文）' }),
  status: z
    .enum(['met', 'missed', 'unknown'])
    .meta({ description: 'met 符合、missed 不符合、unknown 数据不足无法判断' }),
  detail: z.string().meta({ description: '判断依据' }),
});

export const OpenMatchItemSchema = z.object({
  project_id: z.number().int(),
  title: z.string(),
  support_text: z.string(),
  support_max_yuan: yuan('最高资助额'),
  apply_end: isoDate,
  deadline: z.string().meta({ description: '申报截止时刻（ISO 8601，+08:00）' }),
  score: z.number().meta({
    description: '匹配得分：每项符合 +10，每项不符合 −25，面向企业所属行业的项目 +5，另按资助额加 0–9 分；按得分倒序',
  }),
  criteria: z.array(OpenMatchCriterionSchema),
  url: z.url(),
});

export const OpenMatchResultSchema = z.object({
  company: z.object({ id: z.number().int(), name: z.string(), credit_code: z.string(), region_name: z.string() }),
  items: z.array(OpenMatchItemSchema),
});
export const OpenProjectPageSchema = pageOf(OpenProjectItemSchema);
export const OpenCompanyPageSchema = pageOf(OpenCompanyItemSchema);

export type OpenPolicyItem = z.output<typeof OpenPolicyItemSchema>;
export type OpenMatchResult = z.output<typeof OpenMatchResultSchema>;
export type OpenMatchItem = z.output<typeof OpenMatchItemSchema>;
export type OpenPolicyDetail = z.output<typeof OpenPolicyDetailSchema>;
export type OpenProjectItem = z.output<typeof OpenProjectItemSchema>;
export type OpenProjectDetail = z.output<typeof OpenProjectDetailSchema>;
export type OpenCompanyItem = z.output<typeof OpenCompanyItemSchema>;
export type OpenCompanyDetail = z.output<typeof OpenCompanyDetailSchema>;
export interface OpenPage<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
}

/** Every answer's envelope around `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), error: z.null(), msg: z.string(), data, request_id: z.string() });
}

export const OpenErrorSchema = z.object({
  code: z.number().int().meta({ description: '与HTTP状态码相同' }),
  error: z.enum(OPENAPI_ERROR_CODES as [string, ...string[]]).meta({ description: '机器可读的错误码' }),
  msg: z.string().meta({ description: '中文说明' }),
  data: z
    .object({ remaining: z.number().int() })
    .nullable()
    .meta({ description: 'quota_exhausted 时为 {remaining: 0}，其余为null' }),
  request_id: z.string(),
});
