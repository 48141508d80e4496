import type { AssessmentResult, Criterion, RuleSetInfo } from './types.ts';
import { averageGrowth, compoundGrowth, percent, ratioAtLeast, units, wan } from './figures.ts';
import { answerOf, fiscalYearsOf, isSet } from './fields.ts';
import { condition } from './build.ts';
import type { ZhuanjingInput } from './zhuanjing-input.ts';
import { decideOnConditions } from './verdict.ts';
import { debtAtMost, devScore, mainShare, nicheThreeYears, rdEachYear } from './zhuanjing-conditions.ts';

const SRC_2026 = '《优质中小企业梯度培育管理办法》（工信部企业〔2026〕2号）附件2 专精特新“小巨人”企业认定标准';
const SRC_2022 = '《优质中小企业梯度培育管理暂行办法》（工信部企业〔2022〕63号）附件3 专精特新“小巨人”企业认定标准';

export const XJR_2026: RuleSetInfo = {
  id: 'xjr-2026',
  kind: 'xjr',
  title: '专精特新“小巨人”企业认定标准（2026年）',
  source: SRC_2026,
  effectiveFrom: '2026-04-01',
  note: '专精特新发展评价得分只能由工信部优质中小企业梯度培育平台计算，本测评不代为估算。2026年度小巨人复核仍按2022年标准进行（工信厅企业函〔2026〕117号）。',
};
export const XJR_2022: RuleSetInfo = {
  id: 'xjr-2022',
  kind: 'xjr',
  title: '专精特新“小巨人”企业认定标准（2022年）',
  source: SRC_2022,
  effectiveFrom: '2022-06-01',
  effectiveTo: '2026-03-31',
  note: '自2026年4月1日起废止（2026年度复核仍适用）。本标准数值取自公开转述，未经一手文本核实，仅供参考。',
};

/** 专精特新“小巨人” (2026): every condition must hold. */
export function evaluateXjr2026(v: ZhuanjingInput, asOf: string): AssessmentResult {
  const rev = v.revenue;
  const g = rev && isSet(rev[0]) && isSet(rev[2]) ? compoundGrowth(rev[0], rev[2]) : null;
  const rd = rdEachYear(v, null, asOf);
  const rd2 = isSet(v.rd?.[1]) && isSet(v.rd?.[2]) ? (v.rd[1] as number) + (v.rd[2] as number) : null;
  const rdOk = rd.ok === null || rd2 === null ? null : rd.ok && units(rd2) >= units(1200);
  const ipOk = isSet(v.class1Count)
    ? v.class1Count >= 4 || v.nationalAwardTop3 === true
    : v.nationalAwardTop3 === true
      ? true
      : null;
  const criteria: Criterion[] = [
    condition(
      'title',
      '已认定为专精特新中小企业',
      answerOf(v.isZjtx),
      v.isZjtx ? '是' : '否',
      '是',
      '申请时为有效期内的专精特新中小企业。',
      SRC_2026,
      '需先取得专精特新中小企业称号',
    ),
    nicheThreeYears(v, SRC_2026),
    condition(
      'revenue',
      '上年度营业收入5000万元以上',
      isSet(rev?.[2]) ? units(rev[2]) >= units(5000) : null,
      isSet(rev?.[2]) ? wan(rev[2]) : '',
      '≥5000万元',
      '上年度营业收入总额不低于5000万元。',
      SRC_2026,
      isSet(rev?.[2]) ? `还差${wan(5000 - rev[2])}` : undefined,
    ),
    mainShare(v, 90, SRC_2026),
    condition(
      'growth',
      '近2年营业收入复合增长率5%以上',
      g ? g.atLeast(5) : null,
      g ? g.text : '',
      '≥5%',
      '近2年营业收入复合增长率不低于5%：√（上年度营业收入 ÷ 前第二年营业收入）− 1。',
      SRC_2026,
      rev && isSet(rev[0]) && isSet(rev[2])
        ? `上年度营业收入需达到${wan(Math.ceil(rev[0] * 110.25) / 100)}`
        : undefined,
    ),
    debtAtMost(v, 75, SRC_2026),
    condition(
      'rd',
      '近2年研发费用合计1200万元以上且每年占营业收入3%以上',
      rdOk,
      `${rd.value}${rd2 !== null ? `，合计${wan(rd2)}` : ''}`,
      '合计≥1200万元且每年≥3%',
      '近2年研发费用总额不低于1200万元，且每年占营业收入总额比重均不低于3%。',
      SRC_2026,
      [rd2 !== null && units(rd2) < units(1200) ? `合计还差${wan(1200 - rd2)}` : '', rd.gap ?? '']
        .filter(Boolean)
        .join('；'),
    ),
    condition(
      'ip',
      '拥有Ⅰ类知识产权4项以上',
      ipOk,
      v.nationalAwardTop3 && !(v.class1Count && v.class1Count >= 4)
        ? '获国家级科技奖励前三，豁免'
        : `Ⅰ类${v.class1Count}项`,
      '≥4项',
      '拥有与主导产品相关的Ⅰ类知识产权4项以上；获得国家级科技奖励（排名前三）的，不受此限。',
      SRC_2026,
      `还差${4 - (v.class1Count ?? 0)}项Ⅰ类知识产权`,
    ),
    condition(
      'share',
      '细分市场占有率10%以上或全国前三',
      answerOf(v.marketTop),
      v.marketTop ? '是' : '否',
      '是',
      '主导产品全国细分市场占有率达到10%以上，或位列全国前三。',
      SRC_2026,
    ),
    condition(
      'six_bases',
      '主导产品属于工业“六基”或产业链关键环节',
      answerOf(v.sixBases),
      v.sixBases ? '是' : '否',
      '是',
      '主导产品属于工业“六基”领域或产业链供应链关键环节。',
      SRC_2026,
    ),
    devScore(v, 60),
  ];
  return decideOnConditions(XJR_2026, criteria);
}

/** The R&D route of the 2022 standard by last year's revenue. */
function rd2022(
  v: ZhuanjingInput,
  asOf: string,
): { ok: boolean | null; value: string; threshold: string; gap?: string } {
  const rev = v.revenue?.[2];
  if (!isSet(rev)) return { ok: null, value: '', threshold: '按营业收入分档' };
  const years = [1, 2].map((i) => ({ rd: v.rd?.[i], rev: v.revenue?.[i] }));
  const known = years.every((y) => isSet(y.rd) && isSet(y.rev));
  const each = (pct: number) =>
    known ? years.every((y) => (y.rev as number) > 0 && ratioAtLeast(y.rd as number, y.rev as number, pct)) : null;
  const [, y1, y2] = fiscalYearsOf(asOf);
  const value = known
    ? years.map((y, i) => `${i === 0 ? y1 : y2}年${percent(y.rd as number, y.rev as number)}`).join('，')
    : '';
  if (units(rev) >= units(10000)) return { ok: each(3), value, threshold: '营业收入1亿元以上：近2年研发费用占比均≥3%' };
  if (units(rev) >= units(5000))
    return { ok: each(6), value, threshold: '营业收入5000万–1亿元：近2年研发费用占比均≥6%' };
  const rdSum = known ? (years[0]?.rd as number) + (years[1]?.rd as number) : null;
  const staffOk = isSet(v.rdStaff) && isSet(v.staffTotal) ? v.staffTotal > 0 && v.rdStaff * 2 >= v.staffTotal : null;
  const eqOk = isSet(v.equity2y) ? v.equity2y >= 8000 : null;
  const parts = [eqOk, rdSum === null ? null : units(rdSum) >= units(3000), staffOk];
  const ok = parts.includes(false) ? false : parts.includes(null) ? null : true;
  return {
    ok,
    value: `股权融资${isSet(v.equity2y) ? wan(v.equity2y) : '未填'}，近2年研发${rdSum === null ? '未填' : wan(rdSum)}，研发人员占比${isSet(v.rdStaff) && isSet(v.staffTotal) ? percent(v.rdStaff, v.staffTotal) : '未填'}`,
    threshold: '营业收入5000万元以下：近2年股权融资≥8000万元、研发费用≥3000万元、研发人员占比≥50%',
  };
}

/** 专精特新“小巨人” (2022, as commonly cited): every condition must hold. */
export function evaluateXjr2022(v: ZhuanjingInput, asOf: string): AssessmentResult {
  const m = v.mainRevenue;
  const g = m && m.every(isSet) ? averageGrowth(m[0] as number, m[1] as number, m[2] as number) : null;
  const rd = rd2022(v, asOf);
  const criteria: Criterion[] = [
    nicheThreeYears(v, SRC_2022),
    mainShare(v, 70, SRC_2022),
    condition(
      'growth',
      '近2年主营业务收入平均增长率5%以上',
      g ? g.atLeast(5) : null,
      g ? g.text : '',
      '≥5%',
      '近2年主营业务收入平均增长率达到5%以上。',
      SRC_2022,
    ),
    debtAtMost(v, 70, SRC_2022),
    condition(
      'share',
      '细分市场占有率10%以上',
      answerOf(v.marketShare10),
      v.marketShare10 ? '是' : '否',
      '≥10%',
      '主导产品在全国细分市场占有率达到10%以上。',
      SRC_2022,
    ),
    condition(
      'rd',
      '研发投入',
      rd.ok,
      rd.value,
      rd.threshold,
      '上年度营业收入1亿元以上的，近2年研发费用占比均不低于3%；5000万元至1亿元的，均不低于6%；5000万元以下的，近2年新增股权融资8000万元以上，且研发费用3000万元以上、研发人员占比50%以上。',
      SRC_2022,
      rd.gap,
    ),
    condition(
      'ip',
      '拥有Ⅰ类知识产权2项以上',
      isSet(v.class1Count) ? v.class1Count >= 2 : null,
      `Ⅰ类${v.class1Count}项`,
      '≥2项',
      '拥有2项以上与主导产品相关的Ⅰ类知识产权。',
      SRC_2022,
      `还差${2 - (v.class1Count ?? 0)}项`,
    ),
  ];
  return decideOnConditions(XJR_2022, criteria);
}
