import { z } from 'zod';
import { amount, choice, count, rating, threeYears, yesNo } from './fields.ts';

export const IP_GRADES = ['highValue1', 'self1', 'class1', 'class2', 'none'] as const;
export const IP_GRADE_LABELS: Record<(typeof IP_GRADES)[number], string> = {
  highValue1: 'Ⅰ类高价值知识产权1项以上',
  self1: '自主研发Ⅰ类知识产权1项以上',
  class1: 'Ⅰ类知识产权1项以上',
  class2: 'Ⅱ类知识产权1项以上',
  none: '无',
};
export const PRODUCT_FIELDS = ['key', 'basic', 'other'] as const;
export const DIGITAL_LEVELS = ['3', '2', '1'] as const;
export const RD_INSTITUTIONS = ['national', 'provincial', 'city', 'belowCity', 'none'] as const;

/**
 * One input for the three 梯度培育 levels and both rule-set versions; each rule set reads the fields it needs
 * (`fields` in its definition) and reports 'unknown' for any it lacks. Amounts in 万元, years oldest first.
 */
const shape = {
  // 基本条件 (创新型)
  isSme: yesNo('是否为符合《中小企业划型标准规定》的中小企业'),
  notListed: yesNo('是否未被列入经营异常名录或严重失信主体名单'),
  productsAllowed: yesNo('产品是否不属于禁止、限制或淘汰类'),
  noIncidents: yesNo('近三年是否未发生重大安全、质量、环境污染事故及偷漏税行为'),
  // 创新型直通条件
  sciTechAward: yesNo('近三年是否获得国家级、省级科技奖励'),
  techTitle: yesNo('是否拥有有效期内的高新技术企业等称号'),
  provincialRdCentre: yesNo('是否拥有省级以上研发机构'),
  // 财务
  revenue: threeYears(amount('营业收入')),
  mainRevenue: threeYears(amount('主营业务收入')),
  rd: threeYears(amount('研发费用')),
  netProfit: amount('上年度净利润', { signed: true }),
  liabilities: amount('上年末负债总额'),
  assets: amount('上年末资产总额'),
  equity3y: amount('近三年新增股权融资'),
  equity2y: amount('近两年新增股权融资'),
  staffTotal: count('职工总数'),
  rdStaff: count('研发人员数'),
  // 知识产权与创新
  ipGrade: choice('与主导产品相关的知识产权', IP_GRADES),
  class1Count: count('Ⅰ类知识产权数量'),
  rdInstitution: choice('研发机构级别', RD_INSTITUTIONS),
  // 专业化、精细化、特色化
  strategicEmerging: yesNo('主导产品是否属于《战略性新兴产业分类》'),
  nicheYears: count('从事细分市场年限', 200),
  productField: choice('主导产品所属领域', PRODUCT_FIELDS),
  digitalLevel: choice('数字化水平', DIGITAL_LEVELS),
  qualityItems: count('质量管理达标项数', 10),
  featurePts: rating('特色化指标得分', 15),
  // 2026 标准与小巨人
  hasInnovativeTitle: yesNo('是否已认定为创新型中小企业'),
  isZjtx: yesNo('是否已认定为专精特新中小企业'),
  awardTop3: yesNo('是否获得省部级科技奖励且排名前三'),
  nationalAwardTop3: yesNo('是否获得国家级科技奖励且排名前三'),
  leadingShare: yesNo('细分市场占有率是否位居前列'),
  marketTop: yesNo('细分市场占有率是否达到10%以上或全国前三'),
  marketShare10: yesNo('细分市场占有率是否达到10%以上'),
  sixBases: yesNo('主导产品是否属于工业“六基”领域或产业链关键环节'),
  devScore: z
    .number({ error: '专精特新发展评价得分须为数字' })
    .refine((v) => Number.isFinite(v) && v >= 0 && v <= 100, '专精特新发展评价得分应在0至100之间')
    .nullable()
    .optional()
    .describe('专精特新发展评价得分'),
};

export const ZhuanjingBaseSchema = z.object(shape);
export const ZHUANJING_SHAPE: Record<string, z.ZodType> = shape;
export type ZhuanjingInput = z.infer<typeof ZhuanjingBaseSchema>;
export type ZhuanjingField = keyof typeof shape;

/** The schema with the checks between fields (a part larger than its whole). */
export function zhuanjingInputSchema() {
  return ZhuanjingBaseSchema.superRefine((v, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    for (let i = 0; i < 3; i++) {
      const m = v.mainRevenue?.[i];
      const r = v.revenue?.[i];
      if (m != null && r != null && m > r) issue(['mainRevenue', i], '主营业务收入不能大于营业收入');
    }
    if (v.staffTotal != null && v.rdStaff != null && v.rdStaff > v.staffTotal)
      issue(['rdStaff'], '研发人员数不能大于职工总数');
    if (v.equity2y != null && v.equity3y != null && v.equity2y > v.equity3y)
      issue(['equity2y'], '近两年股权融资不能大于近三年股权融资');
    if (v.assets != null && v.assets === 0 && v.liabilities != null && v.liabilities > 0)
      issue(['assets'], '资产总额为0时无法计算资产负债率');
  });
}
