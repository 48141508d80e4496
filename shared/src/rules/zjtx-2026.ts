import type { AssessmentResult, Criterion, RuleSetInfo } from './types.ts';
import { neededFor, percent, ratioAtLeast, ratioAtMost, shortBy, units, wan } from './figures.ts';
import { isSet } from './fields.ts';
import { condition } from './build.ts';
import type { ZhuanjingInput } from './zhuanjing-input.ts';
import { decide } from './verdict.ts';

const SRC = '《优质中小企业梯度培育管理办法》（工信部企业〔2026〕2号）';
const SCORE_SRC = '专精特新发展评价（工信厅企业〔2024〕75号指标体系，由优质中小企业梯度培育平台自动计算）';

export const ZJTX_2026: RuleSetInfo = {
  id: 'zjtx-2026',
  kind: 'zjtx',
  title: '专精特新中小企业认定标准（2026年）',
  source: SRC,
  effectiveFrom: '2026-04-01',
  note: '专精特新发展评价得分只能由工信部优质中小企业梯度培育平台计算，本测评不代为估算，请填写平台显示的得分。',
};

const yn = (v: boolean | null | undefined) => (isSet(v) ? v : null);

/** R&D ≥ `minWan` and ≥ 3 % of revenue in each of the last two years; null when a figure is missing. */
export function rdEachYear(
  v: ZhuanjingInput,
  minWan: number | null,
): { ok: boolean | null; value: string; gap?: string } {
  const rd = [v.rd?.[1], v.rd?.[2]];
  const rev = [v.revenue?.[1], v.revenue?.[2]];
  if (!rd.every(isSet) || !rev.every(isSet)) return { ok: null, value: '' };
  const gaps: string[] = [];
  rd.forEach((r, i) => {
    const R = rev[i] as number;
    const need = Math.max(minWan ?? 0, R > 0 ? neededFor(R, 3) : 0);
    if (units(r as number) < units(need) || R <= 0)
      gaps.push(`${i === 0 ? '前一年' : '上一年'}还差${wan(shortBy(need, r as number))}`);
  });
  const value = rd
    .map((r, i) => `${i === 0 ? '前一年' : '上一年'}${wan(r as number)}（${percent(r as number, rev[i] as number)}）`)
    .join('，');
  return gaps.length ? { ok: false, value, gap: gaps.join('；') } : { ok: true, value };
}

export function mainShare(v: ZhuanjingInput, pct: number): Criterion {
  const m = v.mainRevenue?.[2];
  const r = v.revenue?.[2];
  const ok = isSet(m) && isSet(r) ? r > 0 && ratioAtLeast(m, r, pct) : null;
  return condition(
    'main_share',
    `主营业务收入占营业收入比重不低于${pct}%`,
    ok,
    isSet(m) && isSet(r) ? percent(m, r) : '',
    `≥${pct}%`,
    `上年度主营业务收入占营业收入总额比重不低于${pct}%。`,
    SRC,
    isSet(m) && isSet(r) ? `主营业务收入还差${wan(shortBy(neededFor(r, pct), m))}` : undefined,
  );
}

export function debtAtMost(v: ZhuanjingInput, pct: number): Criterion {
  const ok = isSet(v.liabilities) && isSet(v.assets) ? v.assets > 0 && ratioAtMost(v.liabilities, v.assets, pct) : null;
  return condition(
    'debt',
    `资产负债率不高于${pct}%`,
    ok,
    isSet(v.liabilities) && isSet(v.assets) ? percent(v.liabilities, v.assets) : '',
    `≤${pct}%`,
    `上年末资产负债率不高于${pct}%。`,
    SRC,
    isSet(v.liabilities) && isSet(v.assets)
      ? `负债需减少${wan(Math.max(0, v.liabilities - (v.assets * pct) / 100))}`
      : undefined,
  );
}

export function devScore(v: ZhuanjingInput, min: number): Criterion {
  const ok = isSet(v.devScore) ? v.devScore >= min : null;
  const c = condition(
    'dev_score',
    `专精特新发展评价得分不低于${min}分`,
    ok,
    `${v.devScore}分（企业填报）`,
    `≥${min}分`,
    `专精特新发展评价得分不低于${min}分；该得分由工信部优质中小企业梯度培育平台按工信厅企业〔2024〕75号指标体系自动计算，本测评不代为估算。`,
    SCORE_SRC,
    isSet(v.devScore) ? `还差${(min - v.devScore).toFixed(1)}分` : undefined,
  );
  if (ok === null) c.value = '未填写（请以梯度培育平台计算的得分为准）';
  return c;
}

/** 专精特新中小企业 (2026): every condition must hold; no score of our own. */
export function evaluateZjtx2026(v: ZhuanjingInput): AssessmentResult {
  const rev = v.revenue?.[2];
  const rd = rdEachYear(v, 100);
  const ipWaived = v.awardTop3 === true || v.rdInstitution === 'national' || v.rdInstitution === 'provincial';
  const ipOk = isSet(v.class1Count) ? v.class1Count >= 1 || ipWaived : ipWaived ? true : null;
  const revOk = isSet(rev)
    ? rev >= 1500 || (isSet(v.equity2y) ? v.equity2y >= 2000 : null)
    : isSet(v.equity2y) && v.equity2y >= 2000
      ? true
      : null;
  const criteria: Criterion[] = [
    condition(
      'title',
      '已认定为科技型或创新型中小企业',
      yn(v.hasInnovativeTitle),
      v.hasInnovativeTitle ? '是' : '否',
      '是',
      '申请认定时为有效期内的科技型中小企业或创新型中小企业。',
      SRC,
      '需先取得创新型中小企业称号',
    ),
    condition(
      'niche',
      '从事特定细分市场3年以上',
      isSet(v.nicheYears) ? v.nicheYears >= 3 : null,
      `${v.nicheYears}年`,
      '≥3年',
      '从事特定细分市场时间达到3年以上。',
      SRC,
      `还差${3 - (v.nicheYears ?? 0)}年`,
    ),
    condition(
      'revenue',
      '营业收入1500万元以上，或近2年新增股权融资2000万元以上',
      revOk,
      `营业收入${isSet(rev) ? wan(rev) : '未填写'}${isSet(v.equity2y) ? `，近2年股权融资${wan(v.equity2y)}` : ''}`,
      '≥1500万元或股权融资≥2000万元',
      '上年度营业收入总额不低于1500万元，或近2年新增股权融资总额（合格机构投资者的实缴额）达到2000万元以上。',
      SRC,
      isSet(rev) ? `营业收入还差${wan(1500 - rev)}` : undefined,
    ),
    mainShare(v, 80),
    debtAtMost(v, 80),
    condition(
      'rd',
      '近2年研发费用每年不低于100万元且占营业收入3%以上',
      rd.ok,
      rd.value,
      '每年≥100万元且≥3%',
      '近2年研发费用总额均不低于100万元，且占营业收入总额比重均不低于3%。',
      SRC,
      rd.gap,
    ),
    condition(
      'ip',
      '拥有Ⅰ类知识产权1项以上',
      ipOk,
      ipWaived && !(v.class1Count && v.class1Count >= 1)
        ? '获省部级科技奖励前三或拥有省级以上研发机构，豁免'
        : `Ⅰ类${v.class1Count}项`,
      '≥1项',
      '拥有与主导产品相关的Ⅰ类知识产权1项以上；获得省部级以上科技奖励（排名前三）或拥有省级以上研发机构的，不受此限。',
      SRC,
      '还差1项Ⅰ类知识产权',
    ),
    condition(
      'share',
      '细分市场占有率位居前列',
      yn(v.leadingShare),
      v.leadingShare ? '是' : '否',
      '位居前列',
      '主导产品在细分市场占有率位居前列。',
      SRC,
    ),
    devScore(v, 50),
  ];
  return decide({
    ruleSet: ZJTX_2026,
    criteria,
    parts: [],
    score: null,
    maxScore: null,
    passScore: null,
    suggestions: [],
  });
}
