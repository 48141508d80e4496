import { subjectsOf } from './subjects.ts';

/**
 * The user's own case denied: 「我们还不是专精特新企业，能拿这个奖励吗」 asks whether a rule for 专精特新企业 holds for a
 * company that is not one. The denial opens a clause (the A-not-A 是不是 does not), with at most a word for who is
 * speaking before it.
 */
const OWN_DENIAL =
  /^(?:我们|我司|我|本公司|公司|本企业|企业|单位|我单位|咱们)?(?:还|也|并|都)?(?:不是|并非|不属于|算不上)/;

/** The subjects the user says they are not: the kinds of enterprise or taxpayer named after an opening denial. */
function deniedSubjects(question: string): string[] {
  return question
    .split(/[，,。；;！!？?]/)
    .map((c) => c.trim())
    .flatMap((c) => {
      const m = OWN_DENIAL.exec(c);
      return m ? subjectsOf(c.slice(m[0].length)).filter((s) => s.cls !== 'year') : [];
    })
    .map((s) => s.name);
}

const POSITIVE = /^(能|可以|是|会|有|要|需要|该项符合)[：:，,]/;

/**
 * A yes/no on a rule made for what the user says they are not is answered no: the rule's own case (its subject)
 * is one the user has denied, so whatever it grants is not theirs. Only when the lead names that subject; a rule on
 * everyone (加计扣除 for 非高企) is left to the other verdicts. A stated yes on the rule's case becomes the no.
 */
export function withDeniedCase(question: string, lead: string): string {
  if (!lead || /^(不能|不可以|不行|否|不是|不会|不需要)[：:，,]/.test(lead)) return lead;
  const denied = deniedSubjects(question);
  if (denied.length === 0) return lead;
  const named = new Set(subjectsOf(lead).map((s) => s.name));
  if (!denied.some((d) => named.has(d))) return lead;
  const rule = lead.replace(POSITIVE, '');
  return `不能：${rule}`;
}
