import type { AssessmentKind } from './types.ts';
import { firstMissing, firstRuleIssue } from './fields.ts';
import { GAOXIN_SHAPE, type GaoxinInput } from './gaoxin-input.ts';
import { ZHUANJING_SHAPE, type ZhuanjingInput } from './zhuanjing-input.ts';
import { RULE_SETS, inputSchemaFor, isRuleSetId, ruleSetInForce, type RuleSetId } from './rule-sets.ts';

/** Fields a submission may leave empty: figures only MIIT's own system computes (then reported as unknown). */
export const OPTIONAL_ON_SUBMIT: readonly string[] = ['devScore'];

export type Checked =
  { ok: true; ruleSet: RuleSetId; input: GaoxinInput | ZhuanjingInput } | { ok: false; field: string; message: string };

/**
 * The one check of an assessment's input, run by the form (field messages) and by the API (400 with the same
 * message): the kind's schema, the checks between fields, and for a submission every field the rule set reads.
 * `today` is the CST date (future dates are refused); `ruleSet` defaults to the one in force today.
 */
export function checkAssessmentInput(
  kind: AssessmentKind,
  raw: unknown,
  today: string,
  opts: { ruleSet?: string | undefined; submit?: boolean } = {},
): Checked {
  const ruleSet = opts.ruleSet ?? ruleSetInForce(kind, today).id;
  if (!isRuleSetId(ruleSet) || RULE_SETS[ruleSet].info.kind !== kind)
    return { ok: false, field: 'rule_set', message: '评价标准版本与测评类型不符' };
  const parsed = inputSchemaFor(kind, today).safeParse(raw);
  if (!parsed.success) return { ok: false, ...firstRuleIssue(parsed.error) };
  if (opts.submit) {
    const shape = kind === 'gaoxin' ? GAOXIN_SHAPE : ZHUANJING_SHAPE;
    const fields = RULE_SETS[ruleSet].fields.filter((f) => !OPTIONAL_ON_SUBMIT.includes(f));
    const missing = firstMissing(shape, parsed.data as Record<string, unknown>, fields);
    if (missing) return { ok: false, ...missing };
  }
  return { ok: true, ruleSet, input: parsed.data };
}
