import type { Criterion } from './types.ts';
import { averageGrowth, percent, ratioAtLeast, ratioAtMost, units, wan } from './figures.ts';
import { isSet } from './fields.ts';
import { pickBand, scoredItem } from './build.ts';
import { IP_GRADE_LABELS, type ZhuanjingInput } from './zhuanjing-input.ts';

// The 13 scored indicators of the 专精特新中小企业 2022 standard (100 points): 专业化 25, 精细化 25, 特色化 15,
// 创新能力 35, with their bands. The base conditions and the verdict are in zjtx-2022.ts.

export const ZJTX_2022_SRC =
  '《优质中小企业梯度培育管理暂行办法》（工信部企业〔2022〕63号）附件2 专精特新中小企业认定标准';
const SRC = ZJTX_2022_SRC;

export const MAIN_SHARE_BANDS = [
  { atLeast: 80, points: 5 },
  { atLeast: 70, points: 3 },
  { atLeast: 60, points: 1 },
] as const;
export const AVG_GROWTH_BANDS = [
  { atLeast: 10, points: 10 },
  { atLeast: 8, points: 8 },
  { atLeast: 6, points: 6 },
  { atLeast: 4, points: 4 },
  { atLeast: 0, points: 2 },
] as const;
export const FIELD_POINTS = { key: 5, basic: 3, other: 0 } as const;
export const DIGITAL_POINTS = { '3': 5, '2': 3, '1': 0 } as const;
export const MARGIN_BANDS = [
  { atLeast: 10, points: 10 },
  { atLeast: 8, points: 8 },
  { atLeast: 6, points: 6 },
  { atLeast: 4, points: 4 },
  { atLeast: 2, points: 2 },
] as const;
/** <50 % 5; 50–60 % (both inclusive) 3; over 60 up to 70 % 1; over 70 % 0. */
export const DEBT_2022_POINTS = (l: number, a: number) =>
  ratioAtMost(l, a, 50) && !ratioAtLeast(l, a, 50) ? 5 : ratioAtMost(l, a, 60) ? 3 : ratioAtMost(l, a, 70) ? 1 : 0;
export const ZJTX_IP_POINTS = { highValue1: 10, self1: 8, class1: 6, class2: 2, none: 0 } as const;
export const RD_SPEND_BANDS = [
  { wan: 500, pct: 10, points: 10 },
  { wan: 400, pct: 8, points: 8 },
  { wan: 300, pct: 6, points: 6 },
  { wan: 200, pct: 4, points: 4 },
  { wan: 100, pct: 3, points: 2 },
] as const;
export const RD_STAFF_BANDS = [
  { atLeast: 20, points: 5 },
  { atLeast: 10, points: 3 },
  { atLeast: 5, points: 1 },
] as const;
export const INSTITUTION_POINTS = { national: 10, provincial: 8, city: 4, belowCity: 2, none: 0 } as const;
export const INSTITUTION_LABELS = {
  national: '国家级',
  provincial: '省级',
  city: '市级',
  belowCity: '市级以下',
  none: '未建立研发机构',
} as const;

const upHint = (label: string) => (b: { points: number; up?: { atLeast: number; points: number } }) =>
  b.up ? { gain: b.up.points - b.points, hint: `${label}达到${b.up.atLeast}%以上` } : undefined;

/** The indicators in the standard's order; each is unknown while a figure it needs is missing. */
export function zjtx2022Indicators(v: ZhuanjingInput): Criterion[] {
  const rdLast = v.rd?.[2];
  const rev = v.revenue?.[2];
  const main = v.mainRevenue;
  const criteria: Criterion[] = [];
  // 专业化
  criteria.push(
    isSet(main?.[2]) && isSet(rev) && rev > 0
      ? (() => {
          const b = pickBand(MAIN_SHARE_BANDS, (x) => ratioAtLeast(main[2] as number, rev, x.atLeast));
          return scoredItem(
            'main_share',
            '上年度主营业务收入占营业收入比重',
            'specialization',
            5,
            b.points,
            percent(main[2] as number, rev),
            '≥80%得5分',
            '80%以上（5分）· 70%–80%（3分）· 60%–70%（1分）· 60%以下（0分）；区间含下限',
            SRC,
            upHint('主营业务收入占比')(b),
          );
        })()
      : scoredItem(
          'main_share',
          '上年度主营业务收入占营业收入比重',
          'specialization',
          5,
          null,
          '',
          '≥80%得5分',
          '80%以上（5分）· 70%–80%（3分）· 60%–70%（1分）· 60%以下（0分）',
          SRC,
        ),
  );
  const g = main && main.every(isSet) ? averageGrowth(main[0] as number, main[1] as number, main[2] as number) : null;
  const gRule =
    '近2年主营业务收入平均增长率：10%以上（10分）· 8%–10%（8分）· 6%–8%（6分）· 4%–6%（4分）· 0%–4%（2分）· 0%以下（0分）；区间含下限';
  criteria.push(
    g
      ? (() => {
          const b = pickBand(AVG_GROWTH_BANDS, (x) => g.atLeast(x.atLeast));
          return scoredItem(
            'growth',
            '近2年主营业务收入平均增长率',
            'specialization',
            10,
            b.points,
            g.text,
            '≥10%得10分',
            gRule,
            SRC,
            upHint('平均增长率')(b),
          );
        })()
      : scoredItem('growth', '近2年主营业务收入平均增长率', 'specialization', 10, null, '', '≥10%得10分', gRule, SRC),
  );
  const ny = v.nicheYears;
  criteria.push(
    scoredItem(
      'niche_years',
      '从事特定细分市场年限',
      'specialization',
      5,
      isSet(ny) ? Math.min(5, Math.floor(ny / 2)) : null,
      `${ny}年`,
      '每满2年得1分，最高5分',
      '每满2年得1分，最高不超过5分。',
      SRC,
      isSet(ny) && ny < 10 ? { gain: 1, hint: `从事细分市场满${(Math.floor(ny / 2) + 1) * 2}年` } : undefined,
    ),
  );
  criteria.push(
    scoredItem(
      'product_field',
      '主导产品所属领域',
      'specialization',
      5,
      isSet(v.productField) ? FIELD_POINTS[v.productField] : null,
      v.productField === 'key'
        ? '补短板、锻长板、填空白'
        : v.productField === 'basic'
          ? '工业“六基”、老字号或链主配套'
          : '其他',
      '补短板等得5分',
      '在产业链供应链关键环节补短板、锻长板、填空白（5分）· 属于工业“六基”领域、中华老字号名录或企业主导产品服务关键产业链重点龙头企业（3分）· 其他（0分）',
      SRC,
    ),
  );

  // 精细化
  criteria.push(
    scoredItem(
      'digital',
      '数字化水平',
      'refinement',
      5,
      isSet(v.digitalLevel) ? DIGITAL_POINTS[v.digitalLevel] : null,
      `${v.digitalLevel}级`,
      '三级以上得5分',
      '三级以上（5分）· 二级（3分）· 一级（0分）',
      SRC,
    ),
  );
  criteria.push(
    scoredItem(
      'quality',
      '质量管理水平',
      'refinement',
      5,
      isSet(v.qualityItems) ? Math.min(5, v.qualityItems * 3) : null,
      `满足${v.qualityItems}项`,
      '每满足一项得3分，最高5分',
      '每满足一项加3分，最高不超过5分。',
      SRC,
      isSet(v.qualityItems) && v.qualityItems < 2
        ? {
            gain: Math.min(5, (v.qualityItems + 1) * 3) - v.qualityItems * 3,
            hint: '再满足一项质量管理要求（如通过质量管理体系认证）',
          }
        : undefined,
    ),
  );
  criteria.push(
    isSet(v.netProfit) && isSet(rev) && rev > 0
      ? (() => {
          const b = pickBand(MARGIN_BANDS, (x) => ratioAtLeast(v.netProfit as number, rev, x.atLeast));
          return scoredItem(
            'margin',
            '上年度净利润率',
            'refinement',
            10,
            b.points,
            percent(v.netProfit as number, rev),
            '≥10%得10分',
            '10%以上（10分）· 8%–10%（8分）· 6%–8%（6分）· 4%–6%（4分）· 2%–4%（2分）· 2%以下（0分）；区间含下限',
            SRC,
            upHint('净利润率')(b),
          );
        })()
      : scoredItem(
          'margin',
          '上年度净利润率',
          'refinement',
          10,
          null,
          '',
          '≥10%得10分',
          '10%以上（10分）· 8%–10%（8分）· 6%–8%（6分）· 4%–6%（4分）· 2%–4%（2分）· 2%以下（0分）',
          SRC,
        ),
  );
  criteria.push(
    isSet(v.liabilities) && isSet(v.assets) && v.assets > 0
      ? scoredItem(
          'debt',
          '上年末资产负债率',
          'refinement',
          5,
          DEBT_2022_POINTS(v.liabilities, v.assets),
          percent(v.liabilities, v.assets),
          '<50%得5分',
          '50%以下（5分）· 50%–60%（3分）· 60%–70%（1分）· 70%以上（0分）；50%与60%计3分，70%计1分',
          SRC,
        )
      : scoredItem(
          'debt',
          '上年末资产负债率',
          'refinement',
          5,
          null,
          '',
          '<50%得5分',
          '50%以下（5分）· 50%–60%（3分）· 60%–70%（1分）· 70%以上（0分）',
          SRC,
        ),
  );

  // 特色化
  criteria.push(
    scoredItem(
      'feature',
      '特色化指标（由各省级主管部门制定）',
      'feature',
      15,
      isSet(v.featurePts) ? v.featurePts : null,
      `自评${v.featurePts}分`,
      '0–15分',
      '由省级中小企业主管部门结合本地产业状况和中小企业发展实际自主设定1–3个指标进行评价（15分）；请按所在省份的细则自评。',
      SRC,
    ),
  );

  // 创新能力
  criteria.push(
    scoredItem(
      'ip',
      '与主导产品相关的有效知识产权',
      'innovation',
      10,
      isSet(v.ipGrade) ? ZJTX_IP_POINTS[v.ipGrade] : null,
      isSet(v.ipGrade) ? IP_GRADE_LABELS[v.ipGrade] : '',
      'Ⅰ类高价值得10分',
      'Ⅰ类高价值知识产权1项以上（10分）· 自主研发Ⅰ类知识产权1项以上（8分）· Ⅰ类知识产权1项以上（6分）· Ⅱ类知识产权1项以上（2分）· 无（0分）',
      SRC,
    ),
  );
  const rdRule =
    '研发费用总额500万元以上或占营业收入10%以上（10分）· 400–500万元或8%–10%（8分）· 300–400万元或6%–8%（6分）· 200–300万元或4%–6%（4分）· 100–200万元或3%–4%（2分）· 其他（0分）';
  criteria.push(
    isSet(rdLast) && isSet(rev)
      ? (() => {
          const b = pickBand(
            RD_SPEND_BANDS,
            (x) => units(rdLast) >= units(x.wan) || (rev > 0 && ratioAtLeast(rdLast, rev, x.pct)),
          );
          return scoredItem(
            'rd_spend',
            '上年度研发费用投入',
            'innovation',
            10,
            b.points,
            `${wan(rdLast)}，占${percent(rdLast, rev)}`,
            '≥500万元或≥10%得10分',
            rdRule,
            SRC,
            b.up
              ? { gain: b.up.points - b.points, hint: `研发费用达到${b.up.wan}万元或占比${b.up.pct}%以上` }
              : undefined,
          );
        })()
      : scoredItem('rd_spend', '上年度研发费用投入', 'innovation', 10, null, '', '≥500万元或≥10%得10分', rdRule, SRC),
  );
  criteria.push(
    isSet(v.rdStaff) && isSet(v.staffTotal) && v.staffTotal > 0
      ? (() => {
          const b = pickBand(RD_STAFF_BANDS, (x) => v.rdStaff! * 100 >= x.atLeast * v.staffTotal!);
          return scoredItem(
            'rd_staff',
            '上年度研发人员占比',
            'innovation',
            5,
            b.points,
            percent(v.rdStaff!, v.staffTotal!),
            '≥20%得5分',
            '20%以上（5分）· 10%–20%（3分）· 5%–10%（1分）· 5%以下（0分）；区间含下限',
            SRC,
            upHint('研发人员占比')(b),
          );
        })()
      : scoredItem(
          'rd_staff',
          '上年度研发人员占比',
          'innovation',
          5,
          null,
          '',
          '≥20%得5分',
          '20%以上（5分）· 10%–20%（3分）· 5%–10%（1分）· 5%以下（0分）',
          SRC,
        ),
  );
  criteria.push(
    scoredItem(
      'institution',
      '建立研发机构级别',
      'innovation',
      10,
      isSet(v.rdInstitution) ? INSTITUTION_POINTS[v.rdInstitution] : null,
      isSet(v.rdInstitution) ? INSTITUTION_LABELS[v.rdInstitution] : '',
      '国家级得10分',
      '国家级（10分）· 省级（8分）· 市级（4分）· 市级以下（2分）· 未建立研发机构（0分）',
      SRC,
    ),
  );
  return criteria;
}
