import { askedTopics } from './asked.ts';
import {
  askedFit,
  caseFit,
  docFit,
  generalFit,
  itemFit,
  pointedItem,
  pledgeFit,
  limitFit,
  namedDocs,
  periodFit,
  quantityFit,
  statusFit,
  subjectFit,
  taxFit,
  titleFit,
  topicFit,
  turnFit,
  versionFit,
  wider,
} from './fit.ts';
import { docsNamedByTitle } from './doc-names.ts';
import { articleFit, asksClassification, asksComputation, intentFit, intentOf, type Intent } from './intent.ts';
import { DEFINING_TOPICS, type FactItem, type Knowledge, type QaItem } from './knowledge.ts';
import { subjectsOf, type Subject } from './subjects.ts';
import { breaksLimit, brokenForItsComplement, byFigures, meetsLimits, statesOtherFigure } from './limits.ts';

/**
 * The two rankings a question is planned on: the 问答库 entries and the reference facts, each the text matcher's
 * score weighed by how the candidate fits what is asked (subject, kind of answer, limits, period, named documents).
 */

/** What an entry on a case the user's figures rule out keeps of its score (a question asking no yes or no). */
const OTHER_CASE = 0.7;
/**
 * What an entry on who qualifies (its conditions, its definition, a yes/no on one case) keeps when the user, telling
 * its own figures, asks how much it pays.
 */
const NOT_COMPUTED = 0.8;
const ON_WHO_QUALIFIES: readonly Intent[] = ['condition', 'definition', 'yesno'];
/** What an entry computing another amount than the user's keeps. */
const OTHER_AMOUNT = 0.9;

/**
 * What both rankings read of a question: its subjects, the documents it names by 文号 or title (from the ranked
 * text), and the kind of answer wanted (from the whole question, see rankQa).
 */
function readingOf(k: Knowledge, question: string, whole: string) {
  const titled = docsNamedByTitle(k, question);
  return {
    asked: subjectsOf(question),
    topics: askedTopics(whole),
    named: namedDocs(whole),
    titled,
    titledRevised: [...k.factById.values()].some((f) => f.superseded === 1 && titled.has(f.policyId)),
  };
}

/**
 * `whole` is the question the ranked text was taken from (its asking part alone is ranked too): what kind of answer
 * is wanted is read from the whole (2025年度能按高企优惠申报吗 after the 发证时间 it states asks when the preference starts).
 */
export function rankQa(
  k: Knowledge,
  question: string,
  today: string,
  whole = question,
): { item: QaItem; score: number }[] {
  const { asked, topics, named, titled, titledRevised } = readingOf(k, question, whole);
  const intent = intentOf(question);
  const computes = asksComputation(whole);
  const classifies = asksClassification(question);
  const pointed = pointedItem(whole);
  const shortfall = SHORTFALL.test(whole);
  const candidates = k.qa.rank(question).slice(0, 30);
  const ownKind = exactKindAt(
    asked,
    candidates.map((r) => r.item.question),
  );
  return candidates
    .map((r) => ({ r, entryIntent: intentOf(r.item.question) }))
    .map(({ r, entryIntent }) => ({
      item: r.item,
      score:
        r.score *
        // What a definition defines is the whole question: an entry that does not name it defines something else.
        subjectFit(asked, r.item.question, intent === 'definition' ? 0.5 : 0.85, question) *
        limitFit(question, r.item) *
        caseFit(question, r.item) *
        turnFit(whole, r.item) *
        itemFit(pointed, r.item) *
        periodFit(asked, r.item, today) *
        topicFit(topics, k, r.item) *
        quantityFit(topics, r.item.answer) *
        askedFit(topics, askedTopics(r.item.question)) *
        docFit(
          named,
          r.item.factIds.map((id) => k.factById.get(id)?.docNo ?? ''),
        ) *
        titleFit(
          titled,
          r.item.factIds.map((id) => k.factById.get(id)?.policyId ?? 0),
          titledRevised,
        ) *
        intentFit(intent, entryIntent, classifies) *
        articleFit(question, entryIntent) *
        // 利润一百二十万，各项条件都符合小型微利企业，一年要交多少 is a computation: who qualifies is stated, not asked.
        (computes && ON_WHO_QUALIFIES.includes(entryIntent) ? NOT_COMPUTED : 1) *
        // Nor is an entry worked on another amount (年应纳税所得额200万元…实际交多少 for the user's 150万): its sums are
        // not the user's.
        (computes && statesOtherFigure(whole, r.item.question) ? OTHER_AMOUNT : 1) *
        (reversedCase(whole, r.item) ? OTHER_CASE : 1) *
        generalFit(
          asked,
          r.item.question,
          r.item.factIds.map((id) => k.factById.get(id)?.text ?? ''),
        ) *
        statusFit(question, r.item.answer) *
        versionFit(
          whole,
          r.item.factIds.map((id) => k.factById.get(id)?.superseded === 1),
        ) *
        taxFit(question, r.item) *
        ownKind(r.item.question) *
        // Asked which rule applies, an entry whose limit the user's own figure breaks is on another case; so is one
        // asking of a case the figure is not (超过500万元的部分怎么征税 for 所得四百万).
        (intent !== 'yesno' && !shortfall && (breaksLimit(whole, r.item.answer) || breaksLimit(whole, r.item.question))
          ? OTHER_CASE
          : 1) *
        shortfallFit(shortfall, whole, r.item.answer) *
        // An entry on one side of a definition's line the user's figure is on the other side of (满183天 为居民个人, for
        // 待了90来天): it says what the user is not, whatever the question asks of it.
        (onOtherSide(k, whole, r.item.answer) ? OTHER_CASE : 1),
    }))
    .sort((a, b) => b.score - a.score);
}

/**
 * What an entry on a wider kind keeps (创投企业's 70% for 有限合伙创投基金的LP) when another entry asks of the very
 * kind the user names (有限合伙制创投企业的法人合伙人能享受投资抵扣吗): the wider rule holds for it too, but the
 * narrower one says how, and to whom.
 */
const WIDER_ONLY = 0.7;

export function exactKindAt(
  asked: readonly Subject[],
  questions: readonly string[],
): (entryQuestion: string) => number {
  const kinds = asked.filter((s) => s.cls !== 'year');
  const named = (q: string) => subjectsOf(q);
  const exact = kinds.filter((s) => questions.some((q) => named(q).some((n) => n.name === s.name)));
  if (exact.length === 0) return () => 1;
  return (q) => {
    const ns = named(q);
    return exact.some((s) => !ns.some((n) => n.name === s.name) && ns.some((n) => n.cls === s.cls && wider(n, s)))
      ? WIDER_ONLY
      : 1;
  };
}

export function rankFacts(k: Knowledge, question: string, whole = question): { item: FactItem; score: number }[] {
  const { asked, topics, named, titled, titledRevised } = readingOf(k, question, whole);
  const computes = asksComputation(whole);
  const ranked = k.facts.rankCovering(question).slice(0, 30);
  const shortfall = SHORTFALL.test(whole);
  return ranked
    .map((r) => {
      let score =
        r.score *
        subjectFit(asked, r.item.text, 0.85, question) *
        // A fact is its figure: one that states no quantity of the kind asked does not answer.
        quantityFit(topics, r.item.text, 0.5) *
        docFit(named, [r.item.docNo]) *
        titleFit(titled, [r.item.policyId], titledRevised) *
        pledgeFit(whole, r.item.text);
      if (topics.includes(r.item.topic as never)) score *= 1.25;
      if (computes && (r.item.topic === '定义' || r.item.topic === '条件')) score *= NOT_COMPUTED;
      if (DEFINING_TOPICS.has(r.item.topic) && onOtherSide(k, whole, r.item.text)) score *= OTHER_CASE;
      score *= shortfallFit(shortfall, whole, r.item.text);
      // A rule in force answers before the one it replaced.
      if (r.item.superseded) score *= 0.8;
      return { item: r.item, score };
    })
    .sort((a, b) => b.score - a.score);
}

/**
 * Whether the text is one side of a line dividing who is what (累计满183天 为居民个人), and the question's figure is on
 * the other (待了90来天: 不满183天 为非居民个人): the text says what the user is not. Not two thresholds of one criterion
 * (营收这条能过吗 is answered by the line the figure misses): only the provisions saying who or what a term covers.
 */
export function onOtherSide(k: Knowledge, question: string, text: string): boolean {
  return brokenForItsComplement(question, text, definitionsOf(k));
}

/** The texts of the provisions saying who or what a term covers, of one knowledge base (built once per index). */
const DEFINITION_TEXTS = new WeakMap<Knowledge, string[]>();
function definitionsOf(k: Knowledge): string[] {
  let texts = DEFINITION_TEXTS.get(k);
  if (!texts) {
    texts = [...k.factById.values()].filter((f) => DEFINING_TOPICS.has(f.topic)).map((f) => f.text);
    DEFINITION_TEXTS.set(k, texts);
  }
  return texts;
}

/**
 * An entry asked of another amount (年应纳税所得额350万元的企业能享受…吗, 不能) whose verdict the user's own figure turns
 * round (利润40来万 meets the 300万元 line): it decides a case the user is not in.
 */
function reversedCase(question: string, item: QaItem): boolean {
  if (!statesOtherFigure(question, item.question)) return false;
  const figures = byFigures(question, item.answer);
  return (figures === 'meets' && DENIES.test(item.answer)) || (figures === '不能' && GRANTS.test(item.answer));
}
const DENIES = /^(?:不能|不可以|不算|不属于|不是)[：:]/;
const GRANTS = /^(?:能|可以|算|属于|是)[：:]/;

/** Asking which condition the user's figures miss. */
const SHORTFALL = /差在哪|差哪|卡在哪|哪(?:条|项|个)不(?:够|达标|符合|满足)|缺(?:哪|什么)|哪里不够/;

/** Asked where it falls short (差在哪), the condition the user's figures break answers; one they meet does not. */
function shortfallFit(shortfall: boolean, question: string, text: string): number {
  if (!shortfall) return 1;
  return breaksLimit(question, text) ? 1 / OTHER_CASE : meetsLimits(question, text) ? OTHER_CASE : 1;
}

/** Two rankings of the same items merged: each item at its better score, best first. */
export function better<T>(
  a: { item: T; score: number }[],
  b: { item: T; score: number }[],
): { item: T; score: number }[] {
  const best = new Map<T, number>();
  for (const r of [...a, ...b]) best.set(r.item, Math.max(best.get(r.item) ?? 0, r.score));
  return [...best].map(([item, score]) => ({ item, score })).sort((x, y) => y.score - x.score);
}
