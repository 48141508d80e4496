import type { AssessmentResult, Criterion, PartScore, RuleSetInfo } from './types.ts';

/**
 * A "score ≥ threshold" condition over points that may still be missing: met when the known points reach it,
 * missed when even the missing items at their maxima cannot, unknown in between.
 */
export function scoreCondition(
  id: string,
  label: string,
  score: number,
  unknownMax: number,
  threshold: number,
  rule: string,
  source: string,
  part = 'base',
): Criterion {
  const status = score >= threshold ? 'met' : score + unknownMax < threshold ? 'missed' : 'unknown';
  return {
    id,
    label,
    part,
    status,
    value: unknownMax > 0 ? `已填项目得分${score}分（另有${unknownMax}分待填写）` : `${score}分`,
    threshold: `≥${threshold}分`,
    rule,
    source,
    ...(status === 'missed' ? { gap: `还差${threshold - score}分` } : {}),
  };
}

/** The items that would add the most points next, best first (ties keep the rule set's order). */
export function suggestionsOf(criteria: Criterion[], limit = 3): AssessmentResult['suggestions'] {
  return criteria
    .filter((c): c is Criterion & { next: NonNullable<Criterion['next']> } => !!c.next && c.next.gain > 0)
    .map((c, i) => ({ id: c.id, label: c.label, gain: c.next.gain, hint: c.next.hint, i }))
    .sort((a, b) => b.gain - a.gain || a.i - b.i)
    .slice(0, limit)
    .map(({ id, label, gain, hint }) => ({ id, label, gain, hint }));
}

/**
 * The verdict from the conditions that must all hold (part 'base' and any marked required): fail when one is
 * missed, unknown when none is missed but one is unknown, pass otherwise.
 */
export function decide(r: {
  ruleSet: RuleSetInfo;
  criteria: Criterion[];
  parts: PartScore[];
  score: number | null;
  maxScore: number | null;
  passScore: number | null;
  suggestions: AssessmentResult['suggestions'];
  required?: (c: Criterion) => boolean;
  summaryPass?: string;
}): AssessmentResult {
  const required = r.required ?? ((c: Criterion) => c.part === 'base');
  const conditions = r.criteria.filter(required);
  const failed = conditions.filter((c) => c.status === 'missed').map((c) => c.id);
  const unknown = conditions.filter((c) => c.status === 'unknown');
  const verdict = failed.length > 0 ? 'fail' : unknown.length > 0 ? 'unknown' : 'pass';
  const names = (ids: string[]) => ids.map((id) => r.criteria.find((c) => c.id === id)?.label ?? id).join('、');
  const summary =
    verdict === 'pass'
      ? (r.summaryPass ?? '各项条件均已满足。')
      : verdict === 'fail'
        ? `未满足：${names(failed)}。`
        : `尚缺数据，无法判断：${unknown.map((c) => c.label).join('、')}。`;
  return {
    ruleSet: r.ruleSet,
    verdict,
    score: r.score,
    maxScore: r.maxScore,
    passScore: r.passScore,
    parts: r.parts,
    criteria: r.criteria,
    failed,
    suggestions: r.suggestions,
    summary,
  };
}

/** The verdict of a rule set made of conditions alone (the 2026 standards, 小巨人): no score of our own. */
export function decideOnConditions(ruleSet: RuleSetInfo, criteria: Criterion[]): AssessmentResult {
  return decide({ ruleSet, criteria, parts: [], score: null, maxScore: null, passScore: null, suggestions: [] });
}
