import { asksComputation, COMPUTES } from './intent.ts';
import type { FactItem } from './knowledge.ts';
import { figureMeasured, tiersOnItsWords } from './limits.ts';
import { taxesIn } from './fit.ts';

const OWED = /要交吗|要缴吗|交不交|要不要交|用交吗|用不用交/;
const OWN_AMOUNT = /\d+(?:\.\d+)?\s*(?:万|亿|元)/;

/**
 * Whether the tax on the user's own amount is asked: a computation (asksComputation), or whether it is owed at all
 * (所得四百五十万，企业所得税要交吗), which the same schedule answers. Only here: as a computation in the rankings, 要交吗
 * would set aside the entries on who is exempt, which answer it too.
 */
function asksTaxOnAmount(question: string): boolean {
  return asksComputation(question) || (OWED.test(question) && OWN_AMOUNT.test(question));
}

/** Whether a question asks what tax is paid, or whether any is owed, with or without an amount of its own. */
export function asksTax(question: string): boolean {
  return COMPUTES.test(question) || OWED.test(question);
}

/** How far down the facts' ranking, and how well matched, a rule measuring the user's amount may be found. */
const TOP = 5;
const MIN = 0.05;

/**
 * A computation on the user's own amount (所得四百六十万，这笔企业所得税怎么算) is answered by the schedule whose tiers
 * divide at a line measuring that amount (技术转让所得不超过500万元的部分免征…超过500万元的部分减半征收), not by a rule
 * the amount's story matched better (the scope of 技术转让, which names 集成电路布图设计权) and which cannot tell what
 * is paid. `chosen` is what would answer otherwise (an entry's answer and the provisions it rests on): when one is
 * such a schedule itself, it stays.
 */
export function measuringFact(
  question: string,
  chosen: readonly string[],
  facts: readonly { item: FactItem; score: number }[],
): FactItem | undefined {
  if (!asksTaxOnAmount(question) || chosen.some((t) => tiersOnItsWords(question, t))) return undefined;
  return facts.slice(0, TOP).find((r) => r.score >= MIN && isSchedule(question, r.item.text))?.item;
}

/**
 * Whether `text` is the schedule that computes what the question asks on its own amount: of the tax asked, when one
 * is named (the 企业所得税 tiers of a transfer income do not compute its 增值税).
 */
export function isSchedule(question: string, text: string): boolean {
  const asked = taxesIn(question);
  const named = taxesIn(text);
  const ofTaxAsked = asked.length === 0 || named.length === 0 || asked.some((t) => named.includes(t));
  return asksTaxOnAmount(question) && ofTaxAsked && tiersOnItsWords(question, text);
}

/** A schedule's two tiers in 万元 either side of one line: 不超过500万元的部分，免征…；超过500万元的部分，减半征收…. */
const TIER = /(不超过|超过)(\d+(?:\.\d+)?)万元的部分[，,]?([^，,；;。]+)/g;
/** The verdict a yes/no entry's lead opens with, which the tier the amount falls in replaces. */
const MEETS = /^该项符合：/;

/**
 * The lead of a schedule answering a computation on the user's amount, opening with the tier that amount falls in,
 * in the schedule's own words (所得460万元未超过500万元，免征企业所得税。…; 所得800万元中，500万元以内的部分免征企业所得
 * 税，超过的300万元减半征收企业所得税。…). The lead as it was when it is no such schedule.
 */
export function withTier(question: string, lead: string): string {
  if (!isSchedule(question, lead)) return lead;
  const tiers = [...lead.matchAll(TIER)].map((m) => ({
    max: m[1] === '不超过',
    line: Number(m[2]),
    does: m[3]!.trim(),
  }));
  const below = tiers.find((t) => t.max);
  const above = tiers.find((t) => !t.max && t.line === below?.line);
  const amount = figureMeasured(question, lead);
  if (!below || !above || amount === null) return lead;
  const n = (v: number) => `${Number(v.toFixed(2))}万元`;
  const tier =
    amount <= below.line
      ? `所得${n(amount)}未超过${n(below.line)}，${below.does}`
      : `所得${n(amount)}中，${n(below.line)}以内的部分${below.does}，超过的${n(amount - below.line)}${above.does}`;
  return `${tier}。${lead.replace(MEETS, '')}`;
}
