import type { Criterion } from './types.ts';
import { neededFor, percent, ratioAtLeast, ratioAtMost, shortBy, units, wan } from './figures.ts';
import { fiscalYearsOf, isSet } from './fields.ts';
import { condition } from './build.ts';
import type { ZhuanjingInput } from './zhuanjing-input.ts';

// Conditions that the 梯度培育 standards state the same way, with their own thresholds where they differ
// (专精特新 2026 and 小巨人 2026 and 2022). Each takes the document it is cited from: the same condition
// belongs to a different standard in each rule set.

const SCORE_SRC = '专精特新发展评价（工信厅企业〔2024〕75号指标体系，由优质中小企业梯度培育平台自动计算）';

/** At least 3 years in the niche market: the 2026 standards and 小巨人 2022 state it alike. */
export function nicheThreeYears(v: ZhuanjingInput, source: string): Criterion {
  return condition(
    'niche',
    '从事特定细分市场3年以上',
    isSet(v.nicheYears) ? v.nicheYears >= 3 : null,
    `${v.nicheYears}年`,
    '≥3年',
    '从事特定细分市场时间达到3年以上。',
    source,
    `还差${3 - (v.nicheYears ?? 0)}年`,
  );
}

/** R&D ≥ `minWan` and ≥ 3 % of revenue in each of the last two years (named by year); null when a figure is missing. */
export function rdEachYear(
  v: ZhuanjingInput,
  minWan: number | null,
  asOf: string,
): { ok: boolean | null; value: string; gap?: string } {
  const [, y1, y2] = fiscalYearsOf(asOf);
  const year = (i: number) => `${i === 0 ? y1 : y2}年`;
  const rd = [v.rd?.[1], v.rd?.[2]];
  const rev = [v.revenue?.[1], v.revenue?.[2]];
  if (!rd.every(isSet) || !rev.every(isSet)) return { ok: null, value: '' };
  const gaps: string[] = [];
  rd.forEach((r, i) => {
    const R = rev[i] as number;
    const need = Math.max(minWan ?? 0, R > 0 ? neededFor(R, 3) : 0);
    if (units(r as number) < units(need) || R <= 0) gaps.push(`${year(i)}还差${wan(shortBy(need, r as number))}`);
  });
  const value = rd
    .map((r, i) => `${year(i)}${wan(r as number)}（${percent(r as number, rev[i] as number)}）`)
    .join('，');
  return gaps.length ? { ok: false, value, gap: gaps.join('；') } : { ok: true, value };
}

/** Last year's main-business revenue is at least `pct` % of revenue. */
export function mainShare(v: ZhuanjingInput, pct: number, source: string): Criterion {
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
    source,
    isSet(m) && isSet(r) ? `主营业务收入还差${wan(shortBy(neededFor(r, pct), m))}` : undefined,
  );
}

/** The debt-to-asset ratio at last year's end is at most `pct` %. */
export function debtAtMost(v: ZhuanjingInput, pct: number, source: string): Criterion {
  const ok = isSet(v.liabilities) && isSet(v.assets) ? v.assets > 0 && ratioAtMost(v.liabilities, v.assets, pct) : null;
  return condition(
    'debt',
    `资产负债率不高于${pct}%`,
    ok,
    isSet(v.liabilities) && isSet(v.assets) ? percent(v.liabilities, v.assets) : '',
    `≤${pct}%`,
    `上年末资产负债率不高于${pct}%。`,
    source,
    isSet(v.liabilities) && isSet(v.assets)
      ? `负债需减少${wan(Math.max(0, v.liabilities - (v.assets * pct) / 100))}`
      : undefined,
  );
}

/** The 专精特新发展评价 score, as the enterprise reads it off the MIIT platform, is at least `min`. */
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

/**
 * What the 营业收入-or-股权融资 condition's value adds after the revenue: the financing when given, or, when the
 * revenue alone falls short and the financing is not given, that the revenue misses and the financing is what is
 * missing (the condition is then undecided, and the reader sees why).
 */
export function equityNote(
  rev: number | null | undefined,
  equity: number | null | undefined,
  threshold: number,
): string {
  if (isSet(equity)) return `，近2年股权融资${wan(equity)}`;
  return isSet(rev) && rev < threshold ? `（未达${wan(threshold)}），近2年股权融资待补充` : '';
}
