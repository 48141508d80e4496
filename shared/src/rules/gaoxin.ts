import type { AssessmentResult, Criterion, RuleSetInfo } from './types.ts';
import { fullYearsBetween } from './fields.ts';
import type { GaoxinInput } from './gaoxin-input.ts';
import { BAN_FA, gaoxinConditions, noAccidentCondition } from './gaoxin-conditions.ts';
import { ZHI_YIN, scoreGaoxin } from './gaoxin-scoring.ts';
import { decide, scoreCondition, suggestionsOf } from './verdict.ts';

export const GAOXIN_2016: RuleSetInfo = {
  id: 'gaoxin-2016',
  kind: 'gaoxin',
  title: '高新技术企业认定（2016年修订）',
  source: `${BAN_FA.replace('第十一条', '')}、${ZHI_YIN}`,
  effectiveFrom: '2016-01-01',
};

/** 创新能力评价: more than 70 points; scores are integers, so 71. */
export const GAOXIN_PASS_SCORE = 71;

/**
 * Evaluates a 高企 self-assessment. `asOf` (ISO date) is the day it is made: it decides the years registered.
 * Pure: the same input and date always give the same result.
 */
export function evaluateGaoxin(input: GaoxinInput, asOf: string): AssessmentResult {
  const v = input;
  const years = v.established ? fullYearsBetween(v.established, asOf) : null;
  const scoring = scoreGaoxin(v, years);
  const criteria: Criterion[] = [...gaoxinConditions(v, years), ...scoring.items];
  criteria.push(
    scoreCondition(
      'c7',
      '创新能力评价达到70分以上（不含70分）',
      scoring.score,
      scoring.unknownMax,
      GAOXIN_PASS_SCORE,
      '企业创新能力评价应达到相应要求：综合得分70分以上（不含70分）为符合认定要求；各项得分均为整数。',
      BAN_FA,
    ),
  );
  criteria.push(noAccidentCondition(v));
  // Keep the conditions in the 办法's order (c1…c8) ahead of the scored items.
  criteria.sort((a, b) => Number(b.part === 'base') - Number(a.part === 'base'));

  return decide({
    ruleSet: GAOXIN_2016,
    criteria,
    parts: scoring.parts,
    score: scoring.score,
    maxScore: 100,
    passScore: GAOXIN_PASS_SCORE,
    suggestions: suggestionsOf(criteria),
  });
}
