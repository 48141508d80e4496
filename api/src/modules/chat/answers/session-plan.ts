import { isFollowUp, marksFollowUp, ownWords, pointsAtEarlier } from './followup.ts';
import { intentOf } from './intent.ts';
import { knowledgeOf, type Knowledge, type KnowledgeCache } from './knowledge.ts';
import { foldShortNames, normalizeQuestion, readAs } from './normalize.ts';
import { taxesIn } from './fit.ts';
import { subjectsOf } from './subjects.ts';
import { entryLead } from './verdict.ts';
import { answerWithin, articleKey } from './within.ts';
import { onOtherSide, rankFacts, rankQa } from './rankings.ts';
import { jointPlan } from './joint.ts';
import { taxInSession } from './session-tax.ts';
import { entryAnswer, factPassage } from './fact-passages.ts';
import type { AnswerPlan } from './answer-plan.ts';
import { isSchedule } from './computed.ts';

/**
 * Planning a question against the session's earlier turns (plan.ts plans it alone and calls this first): a follow-up
 * is read with the earlier turns and kept to the documents of the previous answer unless what it asks is clearly
 * elsewhere. The planners are plan.ts's, passed in so that this file need not import it back.
 */
export interface Planners {
  /** The question planned alone, resolved against `earlier` (plan.ts planAlone). */
  alone(question: string, earlier: readonly string[]): Promise<AnswerPlan>;
  /** The question planned as the user's turn is (plan.ts planNational). */
  national(question: string, earlier: readonly string[]): Promise<AnswerPlan>;
}

/** A question this much of whose words the knowledge base never uses is no follow-up on it. */
export const FOREIGN_SHARE = 1 / 3;
/** A question this much of whose words the knowledge base never uses is matched only as a whole. */
export const FOREIGN_QUESTION = 1 / 2;
/** One that says it follows up (课题组自己想拿这个成果…) may use more words of its own. */
const MARKED_FOREIGN_SHARE = 1 / 2;
/** Words asking for the steps of a procedure or the papers it takes, rare in the rules that prescribe them. */
const ASKS_STEPS = /什么程序|哪些程序|程序|手续|流程|步骤|走什么|的话|准备|提交|提供|带上/g;
/** An entry found alone holding this much of a follow-up's own words is on what it asks. */
const OWN_HELD = 0.3;
/** A follow-up leaves the previous answer's documents only for one holding clearly more of what it asks. */
const DRIFT_MARGIN = 0.15;
/**
 * …or, when what the session's documents offer holds next to nothing of it, for one holding this much more
 * (入了库的话，研发费用加计是不是能多扣 after 科小's size: the 科小 definition holds none of 研发费用加计).
 */
const WITHIN_MIN = 0.05;

/**
 * A follow-up keeps to the documents of the session's previous answer: when the question read alone finds nothing,
 * finds the previous answer again, or drifts to another document while what it asks is better held by the previous
 * one's (这个政策到期时间呢 answered from another policy's dates), what its own words ask is looked for among the
 * previous answer's documents.
 */
export async function planInSession(
  cache: KnowledgeCache,
  question: string,
  earlier: readonly string[],
  today: string,
  planners: Planners,
): Promise<AnswerPlan> {
  const plan = await planners.alone(question, earlier);
  const previous = earlier.at(-1);
  // A question that finds nothing alone may lean on the session without a 那…呢 (是从成立那年开始算吗).
  // So may one naming no subject of its own (从哪年开始算): the session's documents answer it unless another
  // document holds clearly more of it (below).
  const subjectless = !subjectsOf(question).some((s) => s.cls !== 'year');
  if (previous === undefined || (!isFollowUp(question) && !subjectless && plan.kind !== 'none')) return plan;
  const k = await knowledgeOf(cache);
  // Not of a question made much of words the knowledge base never uses (红烧肉怎么做 after a tax question): it is
  // about something else, and stays not found.
  // Words asking for a procedure (还要走什么程序, 手续) say what kind of answer is wanted, not what it is about.
  const q = normalizeQuestion(ownWords(question)).replace(ASKS_STEPS, ' ');
  // One naming the earlier subject by a pronoun (那要是子公司也想用它呢) is about it, in however few known words.
  const foreign = marksFollowUp(question) ? MARKED_FOREIGN_SHARE : FOREIGN_SHARE;
  if (!pointsAtEarlier(question) && Math.min(k.qa.unknownShare(q), k.facts.unknownShare(q)) >= foreign) return plan;
  const before = await planners.national(previous, earlier.slice(0, -1));
  const docs = new Set(before.passages.map((p) => p.source.id));
  if (docs.size === 0) return plan;
  const words = readAs(k, ownWords(question));
  // Another document's provision the previous answer holds the follow-up as well as (heldBefore) does not take the
  // session away from its documents.
  const answeredBefore = (found: AnswerPlan) => elsewhere(found, docs) && heldBefore(k, words, before, found);
  // A follow-up naming a subject of its own (那实用新型呢) asks the earlier question of it: resolveFollowUp has done so,
  // unless that finds the earlier answer again (那新药相关的发明专利呢): then its own words pick among the session's.
  // When that finds nothing, the follow-up read alone may (它搞研发的有四十个人…); else the session's documents are asked
  // (那我们从高校买几项发明专利过来，这样算数吗 after 高企's 知识产权: its 受让).
  if (words.trim() === '') return plan;
  const onAnswer = await askedOfAnswer(k, question, words, plan.resolved, before, planners);
  if (onAnswer) return { ...onAnswer, resolved: plan.resolved };
  // The completed question as matching reads it: its figures measure the schedules and the session's own provisions.
  const resolvedRead = readAs(k, plan.resolved);
  // A computation on the user's own amount answered by the schedule measuring it (转让所得八百万，所得税具体怎么算 after
  // 植物新品种权 is within 技术转让: the 500万元 line) is answered, wherever that schedule is (computed.ts).
  if (plan.kind !== 'none' && isSchedule(resolvedRead, plan.lead)) return plan;
  const ownSubjects = subjectsOf(words).filter((s) => s.cls !== 'year');
  if (ownSubjects.length > 0) {
    if (plan.kind !== 'none' && plan.lead !== before.lead) return plan;
    // The earlier answer found again is the answer when it states the follow-up's subject too (那实用新型呢 after 发明
    // 专利保护期: the entry comparing the two terms).
    const earlierSubjects = subjectsOf(before.resolved).map((s) => s.name);
    const told = ownSubjects.filter((s) => !earlierSubjects.includes(s.name));
    if (plan.kind !== 'none' && told.length > 0 && told.every((s) => plan.lead.includes(s.name))) return plan;
    if (plan.kind === 'none') {
      const alone = await planners.alone(question, []);
      if (alone.kind !== 'none') return alone;
    }
  }
  // The earlier subjects, read as matching reads them (小归模 is 小规模纳税人).
  const carried = subjectsOf(readAs(k, before.resolved)).filter((s) => s.cls !== 'year');
  // Without subjects, what the session is about is the theme of the entry that answered (那要准备什么材料 after two
  // subsidiaries' 技术转让所得: 技术转让所得税收优惠), not the earlier question's every word.
  const theme = carried.length === 0 ? (before.knowledge?.theme ?? '') : '';
  const tax = taxesIn(words)[0];
  if (tax) {
    const asked = await taxInSession(
      k,
      {
        tax,
        words,
        subject: carried.map((s) => s.name).join(''),
        docs,
        before,
        turnBefore: () => turnBefore(earlier, planners),
        pointsBack: pointsAtEarlier(question),
      },
      (q) => planners.alone(q, []),
    );
    if (asked) return { ...asked, resolved: plan.resolved };
  }
  // Its own words, about the earlier subjects (知识产权要几项 after 专精特新中小企业).
  // The question completed with the session's subjects found, alone, an answer on those same subjects in another
  // provision (这个资格能管几年 after 高企's loss carry-forward: the 高企 validity, not the carry-forward again):
  // it asks something new of the session's subject, which is what that answer is about.
  if (carried.length > 0 && plan.kind !== 'none' && plan.lead !== before.lead) {
    // What an entry is about is its question (基本税率's answer names 高企 only in passing); a fact's, its text.
    const about = subjectsOf(plan.knowledge?.question ?? plan.lead);
    if (carried.every((s) => about.some((a) => a.name === s.name)) && !answeredBefore(plan)) return plan;
  }
  // So does an entry asking much of what the follow-up itself says (那他的住房补贴免个税，政策到哪年为止 after 外籍个人's
  // residence: the entry on 住房补贴's exemption, in another notice).
  if (plan.knowledge && plan.lead !== before.lead && k.qa.covers(words, plan.knowledge.question) >= OWN_HELD)
    return plan;
  const own = foldShortNames(`${carried.map((s) => s.name).join('')}${words}`);
  // What its own words ask, where the session's words say what it is about (一年转让所得要是有八百万，怎么交).
  if (plan.resolved !== question) {
    const joint = jointPlan(k, plan, words, resolvedRead, own, today);
    if (joint && !answeredBefore(joint) && !offTheme(k, joint, before, words)) return joint;
  }
  const within = answerWithin(
    k,
    own,
    docs,
    (q) => rankQa(k, q, today),
    (q) => rankFacts(k, q),
    // The previous answer's own provisions: a passage's article lists them joined by 、.
    new Set(before.passages.flatMap((p) => (p.article ?? '').split('、').map((a) => articleKey(p.source.id, a)))),
    [...earlier, question].join('\n'),
    // The session's figures (待了90来天) measured: the 不满183天 side of the line, not the 满183天 one.
    (text) => onOtherSide(k, resolvedRead, text),
  );
  // Nothing of it there: it is asked of the session's theme (那要准备什么材料: the rule on the papers is elsewhere).
  if (!within) {
    if (!theme || (plan.kind !== 'none' && plan.lead !== before.lead)) return plan;
    const ofTheme = await planners.alone(`${theme}${words}`, []);
    const found = (ofTheme.kind === 'qa' || ofTheme.kind === 'fact') && ofTheme.lead !== before.lead;
    return found ? { ...ofTheme, resolved: plan.resolved } : plan;
  }
  const text = within.kind === 'qa' ? within.item.answer : within.item.text;
  // The answer found alone stands unless it repeats the previous one or holds the follow-up's own words less well
  // than the session's documents do; one that moved to another document holding them better was asked of that one
  // (那非独占许可呢). So does one holding what the follow-up's own words name that the session's answer leaves out
  // (要是银行同意了，开放许可具体怎么办 after a pledged patent: 开放许可 is the 专利法's, not the pledge's).
  // Found nothing in the session, the completed question is read as a whole question too, as the user might have
  // typed it (there, two matchers agreeing on a provision count: planAlone).
  const found = plan.kind === 'none' && plan.resolved !== question ? await planners.alone(plan.resolved, []) : plan;
  const beyond = k.facts.heldBeyond(words, found.lead, text) - k.facts.heldBeyond(words, text, found.lead);
  const held = k.facts.covers(own, text);
  if (
    plan.kind !== 'none' &&
    plan.lead !== before.lead &&
    !answeredBefore(plan) &&
    (k.facts.covers(own, plan.lead) > held + (held < WITHIN_MIN ? WITHIN_MIN : DRIFT_MARGIN) || beyond >= DRIFT_MARGIN)
  )
    return plan;
  // Found only so, it needs only to hold more of the follow-up's own words than the session's answer does.
  if (found !== plan && found.kind !== 'none' && found.lead !== before.lead && beyond > 0)
    return { ...found, resolved: plan.resolved };
  // The session's case is the follow-up as resolved against the earlier turns.
  const yesno = intentOf(own) === 'yesno';
  const lead = entryLead(k, own, yesno);
  return within.kind === 'qa'
    ? {
        ...plan,
        ...entryAnswer(within.item, within.facts),
        lead: lead(within.item.answer, within.item.question),
        related: [],
      }
    : { ...plan, kind: 'fact', lead: lead(within.item.text), passages: [factPassage(1, [within.item])], related: [] };
}

/**
 * Whether the previous answer already holds what the follow-up asks as well as `found` does (那满了以后当年利润不够抵
 * 怎么办 after 55号's 70% rule, whose own 结转抵扣 answers it): then another document's provision on the same words
 * (512号's for 中小高新技术企业) does not take the session away; it is asked of the session's documents.
 */
function heldBefore(k: Knowledge, words: string, before: AnswerPlan, found: AnswerPlan): boolean {
  const held = k.facts.covers(words, before.lead);
  return held >= HELD_BEFORE && held >= k.facts.covers(words, found.lead);
}
/** Holding less of the follow-up than this, the previous answer only shares a word or two with it (资格, 年). */
const HELD_BEFORE = 0.3;

/**
 * Whether an entry found for a follow-up naming no subject is on another theme than the session's answer and asks
 * none of the follow-up's own words (还有四十万是请一个外部专家做的咨询，这块怎么算 after an R&D budget: the 技术转让
 * entry's 按年计算 met only the session's words and its 怎么算). One asking some of them may move the session on
 * (这些合同要去哪儿登记才算数 after a transfer: 技术合同登记).
 */
function offTheme(k: Knowledge, found: AnswerPlan, before: AnswerPlan, words: string): boolean {
  const was = before.knowledge?.theme;
  const is = found.knowledge;
  if (!was || !is || is.theme === was || subjectsOf(words).some((s) => s.cls !== 'year')) return false;
  return k.qa.covers(words, is.question) < OFF_THEME_HELD;
}
const OFF_THEME_HELD = 0.05;

/** Whether a plan cites none of the session's documents. */
function elsewhere(plan: AnswerPlan, docs: ReadonlySet<number>): boolean {
  return !plan.passages.some((p) => docs.has(p.source.id));
}

/** A pronoun on a preference or policy (这个所得税优惠, 该政策): not one on a thing the user holds (这个成果). */
const POINTS_AT_RELIEF = /(?:这个|这项|这条|该|上述)[^，,。？?]{0,4}(?:优惠|政策|减免|待遇)/;

/**
 * A pronoun pointing at the previous answer's preference (这个所得税优惠还能享受吗) asks of what that answer was about,
 * which the user's own question may not have named: 小规模纳税人…企业所得税怎么算 is answered by 小型微利企业's rule.
 * The follow-up is asked of the subjects the answer names and the follow-up, as resolved on the earlier questions,
 * does not.
 */
async function askedOfAnswer(
  k: Knowledge,
  question: string,
  words: string,
  resolved: string,
  before: AnswerPlan,
  planners: Planners,
): Promise<AnswerPlan | undefined> {
  const named = (t: string) => subjectsOf(t).filter((s) => s.cls !== 'year');
  if (!POINTS_AT_RELIEF.test(question) || named(words).length > 0) return undefined;
  const asked = named(readAs(k, resolved)).map((s) => s.name);
  const fresh = named(before.knowledge?.question ?? before.lead).filter((s) => !asked.includes(s.name));
  if (fresh.length === 0) return undefined;
  const plan = await planners.alone(`${fresh.map((s) => s.name).join('')}${words}`, []);
  return (plan.kind === 'qa' || plan.kind === 'fact') && plan.lead !== before.lead ? plan : undefined;
}

/** The plan of the turn before the previous one, if the session has one. */
async function turnBefore(earlier: readonly string[], planners: Planners): Promise<AnswerPlan | undefined> {
  const i = earlier.length - 2;
  return i >= 0 ? planners.national(earlier[i]!, earlier.slice(0, i)) : undefined;
}
