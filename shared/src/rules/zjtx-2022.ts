import type { AssessmentResult, Criterion, PartScore, RuleSetInfo } from './types.ts';
import { percent, ratioAtLeast, units, wan } from './figures.ts';
import { isSet } from './fields.ts';
import { condition, sumParts, unknownMax, withKnownPart } from './build.ts';
import type { ZhuanjingInput } from './zhuanjing-input.ts';
import { equityNote } from './zhuanjing-conditions.ts';
import { decide, scoreCondition, suggestionsOf } from './verdict.ts';
import { ZJTX_2022_SRC as SRC, zjtx2022Indicators } from './zjtx-2022-scoring.ts';

export const ZJTX_2022: RuleSetInfo = {
  id: 'zjtx-2022',
  kind: 'zjtx',
  title: '专精特新中小企业认定标准（2022年）',
  source: SRC,
  effectiveFrom: '2022-06-01',
  effectiveTo: '2026-03-31',
  note: '自2026年4月1日起由工信部企业〔2026〕2号废止；本标准的直通条件未经核实，本测评只按评价得分判断。',
};
export const ZJTX_2022_PASS_SCORE = 60;

/** 专精特新中小企业 (2022): three base conditions, then 13 indicators (100 points) with a pass at 60. */
export function evaluateZjtx2022(v: ZhuanjingInput): AssessmentResult {
  const rdLast = v.rd?.[2];
  const rev = v.revenue?.[2];
  const criteria: Criterion[] = [];
  criteria.push(
    condition(
      'b1',
      '从事特定细分市场2年以上',
      isSet(v.nicheYears) ? v.nicheYears >= 2 : null,
      `${v.nicheYears}年`,
      '≥2年',
      '从事特定细分市场时间达到2年以上。',
      SRC,
      `还差${2 - (v.nicheYears ?? 0)}年`,
    ),
  );
  const rdOk =
    isSet(rdLast) && isSet(rev) ? units(rdLast) >= units(100) && rev > 0 && ratioAtLeast(rdLast, rev, 3) : null;
  criteria.push(
    condition(
      'b2',
      '上年度研发费用不低于100万元且占营业收入3%以上',
      rdOk,
      isSet(rdLast) && isSet(rev) ? `${wan(rdLast)}，占${percent(rdLast, rev)}` : '',
      '≥100万元且≥3%',
      '上年度研发费用总额不低于100万元，且占营业收入总额比重不低于3%。',
      SRC,
      isSet(rdLast) && isSet(rev) ? `需研发费用≥${wan(Math.max(100, Math.ceil(rev * 3) / 100))}` : undefined,
    ),
  );
  const revOk = isSet(rev) ? rev >= 1000 || (isSet(v.equity2y) ? v.equity2y >= 2000 : null) : null;
  criteria.push(
    withKnownPart(
      condition(
        'b3',
        '上年度营业收入1000万元以上，或近2年新增股权融资2000万元以上',
        revOk,
        isSet(rev) ? `营业收入${wan(rev)}${equityNote(rev, v.equity2y, 1000)}` : '',
        '≥1000万元，或<1000万元且股权融资≥2000万元',
        '上年度营业收入总额在1000万元以上，或上年度营业收入总额在1000万元以下但近2年新增股权融资总额2000万元以上。',
        SRC,
        isSet(rev) ? `营业收入还差${wan(1000 - rev)}` : undefined,
      ),
      isSet(rev) ? `营业收入${wan(rev)}${equityNote(rev, v.equity2y, 1000)}` : null,
    ),
  );
  criteria.push(...zjtx2022Indicators(v));

  const parts: PartScore[] = [
    { id: 'specialization', label: '专业化', points: sumParts(criteria, 'specialization'), max: 25 },
    { id: 'refinement', label: '精细化', points: sumParts(criteria, 'refinement'), max: 25 },
    { id: 'feature', label: '特色化', points: sumParts(criteria, 'feature'), max: 15 },
    { id: 'innovation', label: '创新能力', points: sumParts(criteria, 'innovation'), max: 35 },
  ];
  const score = parts.reduce((a, p) => a + p.points, 0);
  criteria.push(
    scoreCondition(
      'score',
      '评价得分达到60分以上',
      score,
      unknownMax(criteria),
      ZJTX_2022_PASS_SCORE,
      '满足基本条件，且评价得分达到60分以上（满分100分）。',
      SRC,
    ),
  );
  return decide({
    ruleSet: ZJTX_2022,
    criteria,
    parts,
    score,
    maxScore: 100,
    passScore: ZJTX_2022_PASS_SCORE,
    suggestions: suggestionsOf(criteria),
  });
}
