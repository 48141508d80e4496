import { subjectsOf, withoutSubject, type Subject } from './subjects.ts';
import { STATED_VERDICT } from './verdict.ts';

/**
 * A question setting the user's own kind against a rule made for another (我们是一般纳税人，能不能也按1%的征收率;
 * 一般纳税人…也能免增值税吗): it asks whether another kind's rule holds for its own. Matching penalises the rule for naming
 * another kind than asked, so such a question finds nothing; asked without its own kind, it finds the rule, and the
 * answer states whose rule it is.
 */
const ALSO = /也|同样|一样|照样|照着/;

/** Kinds that exclude each other: a taxpayer is one or the other, so the other's rule is not its own. */
const EXCLUSIVE: readonly (readonly string[])[] = [['小规模纳税人', '一般纳税人']];

/** A verdict on the figures (该项符合：), beside the yes/no an entry states. */
const FIGURES_VERDICT = /^该项(?:不)?符合[：:]/;

/** The rule without the verdicts worked out on the question asked without the user's kind. */
function ruleOf(lead: string): string {
  let rule = lead;
  let m: RegExpExecArray | null;
  while ((m = STATED_VERDICT.exec(rule) ?? FIGURES_VERDICT.exec(rule))) rule = rule.slice(m[0].length);
  return rule;
}

export interface Contrast {
  own: Subject;
  /** The question without the user's own kind. */
  rest: string;
}

/** The user's one kind in a yes/no question asking whether something holds for it too. */
export function contrastOf(question: string, yesno: boolean): Contrast | null {
  if (!yesno || !ALSO.test(question)) return null;
  const kinds = subjectsOf(question).filter((s) => s.cls === 'enterprise');
  const own = kinds[0];
  if (!own || kinds.length > 1) return null;
  return { own, rest: withoutSubject(question, own.name) };
}

/**
 * The lead for another kind's rule, or null when the rule is not another kind's (it names the user's own, or none).
 * Of kinds that exclude each other the answer is no; of others it is whose rule it is.
 */
export function contrastLead(own: Subject, lead: string): string | null {
  const named = subjectsOf(lead).filter((s) => s.cls === own.cls);
  if (named.length === 0 || named.some((s) => s.name === own.name)) return null;
  const other = named[0] as Subject;
  const rule = ruleOf(lead);
  if (EXCLUSIVE.some((g) => g.includes(own.name) && g.includes(other.name))) return `不能：${rule}`;
  return `该规定适用于${other.name}：${rule}`;
}
