import { z } from 'zod';
import { amount, choice, count, isoDate, rating, threeYears, yesNo } from './fields.ts';

/** The eight top-level fields of 《国家重点支持的高新技术领域》, and 'none'. */
export const HIGH_TECH_FIELDS = [
  '电子信息',
  '生物与新医药',
  '航空航天',
  '新材料',
  '高技术服务',
  '新能源与节能',
  '资源与环境',
  '先进制造与自动化',
] as const;
export const HIGH_TECH_FIELD_OPTIONS = [...HIGH_TECH_FIELDS, 'none'] as const;

export const IP_ACQUISITIONS = ['self', 'transfer', 'none'] as const;
export type IpAcquisition = (typeof IP_ACQUISITIONS)[number];

/**
 * What the 高企 self-assessment asks: raw figures only (the rules compute every ratio). Amounts in 万元, three
 * fiscal years oldest first; years the company did not yet operate are 0.
 */
const shape = {
  /** 注册成立日期. */
  established: isoDate('注册成立日期'),
  /** The field of the core technology, or 'none'. */
  techField: choice('核心技术所属领域', HIGH_TECH_FIELD_OPTIONS),
  staffTotal: count('职工总数'),
  techStaff: count('科技人员数'),
  sales: threeYears(amount('销售收入')),
  rd: threeYears(amount('研发费用')),
  /** R&D spent in China over the same three years. */
  rdDomestic: amount('境内研发费用'),
  /** Latest year's 总收入 and the part from 高新技术产品(服务). */
  totalIncome: amount('最近一年总收入'),
  hiTechIncome: amount('高新技术产品（服务）收入'),
  netAssets: threeYears(amount('净资产', { signed: true })),
  class1Count: count('Ⅰ类知识产权数量'),
  class2Count: count('Ⅱ类知识产权数量'),
  acquisition: choice('知识产权获得方式', IP_ACQUISITIONS),
  advancePts: rating('技术先进程度', 8),
  corePts: rating('核心支持作用', 8),
  acquisitionPts: rating('获得方式得分', 6),
  standardPts: rating('参与标准制定', 2),
  conversions: z
    .tuple([count('成果转化数'), count('成果转化数'), count('成果转化数')])
    .nullable()
    .optional()
    .describe('科技成果转化数'),
  mgmtSystem: rating('研发组织管理制度', 6),
  mgmtInstitution: rating('研发机构与产学研合作', 6),
  mgmtIncentive: rating('成果转化激励与创新平台', 4),
  mgmtTalent: rating('人才培养与绩效评价', 4),
  /** true: no major safety or quality accident and no serious environmental violation in the last year. */
  noAccident: yesNo('近一年有无重大安全、质量事故或严重环境违法行为'),
};

export const GaoxinBaseSchema = z.object(shape);
export const GAOXIN_SHAPE: Record<string, z.ZodType> = shape;
export type GaoxinInput = z.infer<typeof GaoxinBaseSchema>;
export type GaoxinField = keyof typeof shape;

const sum = (xs: readonly (number | null | undefined)[] | null | undefined) =>
  (xs ?? []).reduce<number>((a, b) => a + (b ?? 0), 0);

/** The schema with the checks between fields (a part larger than its whole, a future date), given today's date. */
export function gaoxinInputSchema(today: string) {
  return GaoxinBaseSchema.superRefine((v, ctx) => {
    const issue = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (v.established && v.established > today) issue(['established'], '注册成立日期不能晚于今天');
    if (v.staffTotal != null && v.techStaff != null && v.techStaff > v.staffTotal)
      issue(['techStaff'], '科技人员数不能大于职工总数');
    if (v.rd && v.rdDomestic != null && v.rdDomestic > sum(v.rd) + 1e-9)
      issue(['rdDomestic'], '境内研发费用不能大于近三年研发费用合计');
    if (v.totalIncome != null && v.hiTechIncome != null && v.hiTechIncome > v.totalIncome)
      issue(['hiTechIncome'], '高新技术产品（服务）收入不能大于总收入');
    if (v.acquisition === 'transfer' && v.acquisitionPts != null && v.acquisitionPts > 3)
      issue(['acquisitionPts'], '仅有受让、受赠或并购取得的知识产权，获得方式最高3分');
    if (v.acquisition === 'none' && v.acquisitionPts) issue(['acquisitionPts'], '没有知识产权时，获得方式为0分');
    if (v.acquisition === 'self' && v.acquisitionPts === 0)
      issue(['acquisitionPts'], '有自主研发的知识产权，获得方式为1至6分');
    if (v.acquisition === 'none' && ((v.class1Count ?? 0) > 0 || (v.class2Count ?? 0) > 0))
      issue(['acquisition'], '已填写知识产权数量，请选择其获得方式');
    if (v.acquisition && v.acquisition !== 'none' && v.class1Count === 0 && v.class2Count === 0)
      issue(['class1Count'], '选择了获得方式，请填写知识产权数量');
  });
}

/**
 * Fields a submitted 高企 assessment must have (a draft may leave any empty), in form order. Written out and frozen,
 * not read off the schema: rule-sets.test.ts pins every rule set's list and checks it against its schema, so a
 * field added to one and not the other fails there rather than in the API's tests.
 */
export const GAOXIN_REQUIRED: readonly GaoxinField[] = Object.freeze([
  'established',
  'techField',
  'staffTotal',
  'techStaff',
  'sales',
  'rd',
  'rdDomestic',
  'totalIncome',
  'hiTechIncome',
  'noAccident',
  'class1Count',
  'class2Count',
  'acquisition',
  'acquisitionPts',
  'advancePts',
  'corePts',
  'standardPts',
  'conversions',
  'mgmtSystem',
  'mgmtInstitution',
  'mgmtIncentive',
  'mgmtTalent',
  'netAssets',
] as const satisfies readonly GaoxinField[]);
