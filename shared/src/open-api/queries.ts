import { z } from 'zod';
import { isValidCreditCode } from '../credit-code.ts';

/**
 * The open API's query parameters. They arrive as strings (GET), so numbers are parsed from strings and lists
 * are comma-separated. Unknown parameters are refused: a typo should not silently widen a search.
 * `.meta({ description })` feeds the OpenAPI document.
 */
const digits = (max: number) => z.string().regex(new RegExp(`^\\d{1,${max}}$`), '须为正整数');
const num = (desc: string, min: number, max: number, dflt: number) =>
  digits(9)
    .transform(Number)
    .pipe(z.number().int().min(min, `${desc}不能小于${min}`).max(max, `${desc}不能大于${max}`))
    .default(dflt);
const idList = (desc: string) =>
  z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, `${desc}应为以英文逗号分隔的数字ID，最多50个`)
    .transform((s) => s.split(',').map(Number))
    .default([])
    .meta({ description: `${desc}，多个以英文逗号分隔` });
const region = (desc: string) =>
  z
    .string()
    .regex(/^\d{6}$/, `${desc}应为6位行政区划代码`)
    .default('')
    .meta({ description: `${desc}（GB/T 2260 六位代码）` });
const date = (desc: string) =>
  z.iso
    .date({ message: `${desc}应为有效日期，格式YYYY-MM-DD` })
    .default('')
    .meta({ description: `${desc}（YYYY-MM-DD）` });
const levels = z
  .string()
  .regex(
    /^(national|provincial|municipal|district)(,(national|provincial|municipal|district)){0,3}$/,
    '层级应为 national、provincial、municipal、district，以英文逗号分隔',
  )
  .transform((s) => [...new Set(s.split(','))] as ('national' | 'provincial' | 'municipal' | 'district')[])
  .default([])
  .meta({ description: '层级：national 国家级、provincial 省级、municipal 市级、district 区县级，多个以英文逗号分隔' });
const keyword = z
  .string()
  .trim()
  .max(100, '关键词最多100个字符')
  .default('')
  .meta({ description: '关键词，与门户检索相同（全文、同义缩写）' });
const sort = z
  .enum(['relevance', 'date'])
  .default('relevance')
  .meta({ description: 'relevance 按相关度（有关键词时），date 按发布日期倒序' });
const page = num('页码', 1, 1000, 1).meta({ description: '页码，从1开始' });
const PAGE_SIZES = [10, 15, 30, 50] as const;
const pageSize = digits(2)
  .transform(Number)
  .pipe(
    z
      .number()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: '每页条数应为 10、15、30、50 之一' }),
  )
  .default(10)
  .meta({ description: '每页条数：10、15、30 或 50' });

export const PolicySearchQuerySchema = z
  .object({
    keyword,
    province: region('省级地区'),
    city: region('市级地区'),
    levels,
    labels: idList('标签ID'),
    agencies: idList('发文机构ID'),
    types: idList('政策类型ID'),
    validity: z
      .enum(['all', 'valid', 'expired'])
      .default('all')
      .meta({ description: 'all 全部、valid 有效、expired 已失效' }),
    date_from: date('发布日期起'),
    date_to: date('发布日期止'),
    sort,
    page,
    page_size: pageSize,
  })
  .strict();
export type PolicySearchQuery = z.output<typeof PolicySearchQuerySchema>;

export const ProjectSearchQuerySchema = z
  .object({
    keyword,
    province: region('省级地区'),
    city: region('市级地区'),
    levels,
    labels: idList('标签ID'),
    types: idList('项目类型ID'),
    status: z
      .enum(['all', 'upcoming', 'open', 'closed'])
      .default('all')
      .meta({ description: 'all 全部、upcoming 未开始、open 申报中、closed 已截止' }),
    support_min_yuan: digits(12).transform(Number).optional().meta({ description: '最高资助额不低于（元）' }),
    support_max_yuan: digits(12).transform(Number).optional().meta({ description: '最高资助额不高于（元）' }),
    sort,
    page,
    page_size: pageSize,
  })
  .strict();
export type ProjectSearchQuery = z.output<typeof ProjectSearchQuerySchema>;

export const CompanySearchQuerySchema = z
  .object({
    name: z
      .string()
      .trim()
      .max(100, '企业名称最多100个字符')
      .default('')
      .meta({ description: '企业名称或其中的词（与门户企业检索相同）' }),
    credit_code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[0-9A-HJ-NPQRTUWXY]{18}$/, '统一社会信用代码应为18位数字或大写字母')
      .optional()
      .meta({ description: '统一社会信用代码（18位），精确匹配；给出时忽略其他条件' }),
    province: region('省级地区'),
    city: region('市级地区'),
    page,
    page_size: pageSize,
  })
  .strict();
export type CompanySearchQuery = z.output<typeof CompanySearchQuerySchema>;

export const IdPathSchema = z
  .object({ id: digits(9).transform(Number).pipe(z.number().int().min(1, 'ID无效')).meta({ description: '数据ID' }) })
  .strict();

/** 统一社会信用代码: 18 characters of its alphabet, with a correct check character (GB 32100). */
const creditCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-HJ-NPQRTUWXY]{18}$/, '统一社会信用代码应为18位数字或大写字母')
  .refine((c) => isValidCreditCode(c, false), '统一社会信用代码校验位不正确');

export const MatchQuerySchema = z
  .object({
    company_id: digits(9)
      .transform(Number)
      .pipe(z.number().int().min(1, '企业ID无效'))
      .optional()
      .meta({ description: '企业ID（企业检索返回的 id）' }),
    credit_code: creditCode.optional().meta({ description: '统一社会信用代码（18位）' }),
    limit: num('返回条数', 1, 20, 10).meta({ description: '返回条数，1-20，默认10' }),
  })
  .strict()
  .refine((q) => (q.company_id === undefined) !== (q.credit_code === undefined), {
    message: '请提供企业ID（company_id）或统一社会信用代码（credit_code）其中之一',
  });
export type MatchQuery = z.output<typeof MatchQuerySchema>;
