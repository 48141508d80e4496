import { policyFilterCodec } from '@aikc/shared/filters';
import type { AppDeps } from '../../../deps.ts';
import { contentWords } from '../clauses.ts';
import { retrievePolicies } from '../retrieval.ts';
import { askedTopics } from './asked.ts';
import { resolveFollowUp } from './followup.ts';
import { asksClassification, asksComputation, intentOf } from './intent.ts';
import { definitionAnswer, definitionAsked, excludedByRule } from './definition.ts';
import { knowledgeOf, type FactItem, type QaItem } from './knowledge.ts';
import { localPassage } from './local.ts';
import { askingClauses, coreOf, normalizeQuestion, readAs } from './normalize.ts';
import { FOREIGN_QUESTION, FOREIGN_SHARE, planInSession, type Planners } from './session-plan.ts';
import { inTheSession } from './session-theme.ts';
import { quantityFit, taxesIn, withoutDocNumbers, wider } from './fit.ts';
import { sizeAnswer, sizeStandardsOf } from './size-class.ts';
import { shareRulesOf, sharesAnswer } from './shares.ts';
import { subjectsOf, withoutDenied } from './subjects.ts';
import { entryLead } from './verdict.ts';
import { better, rankFacts, rankQa } from './rankings.ts';
import { asConditions } from './eligibility.ts';
import { coverageAsked } from './coverage.ts';
import { answersClause } from './clause-answer.ts';
import { PAYEE_CASE } from './colloquial.ts';
import {
  ASKS_PROCEDURE,
  agreedDocument,
  agreedEntry,
  agreedTie,
  heldBest,
  overruledBy,
  sharperFact,
  standsAlone,
  typedFact,
} from './pick.ts';
import { asksAboutAbroad } from './abroad.ts';
import { asksOutsideScope } from './outside.ts';
import { tradeExclusion } from './trade-exclusion.ts';
import { contrastLead, contrastOf } from './contrast.ts';
import { askedParts, bothParts } from './two-part.ts';
import { citedFacts, entryAnswer, factPassage } from './fact-passages.ts';
import type { AnswerPlan } from './answer-plan.ts';
import { isSchedule, measuringFact, withTier } from './computed.ts';

/** What planning reads: the database, its search and the indexed 问答库 and facts (AppDeps). */
type AnswerDeps = Pick<AppDeps, 'db' | 'search' | 'knowledge'>;

/** A 问答库 entry at least this alike answers the question; below, a fact or a clause must. */
const QA_MIN = 0.38;
const FACT_MIN = 0.4;
/** Below this even the best entry is no kin of the question: related questions come from the defaults. */
const RELATED_MIN = 0.18;
/** What the knowledge base answers best, offered when a question has no kin in it. */
const DEFAULT_RELATED = ['研发费用加计扣除的比例现在是多少？', '高企认定有几项条件？', '什么样的企业算小型微利企业？'];

function searchRoute(question: string): string {
  const keyword = contentWords(question).slice(0, 6).join(' ');
  const s = keyword ? policyFilterCodec.encode({ keyword }) : '';
  return s ? `/policy/list/${s}` : '/policy/list';
}

export async function planAnswer(
  deps: AnswerDeps,
  question: string,
  earlier: readonly string[],
  today: string,
  regionCode = '',
): Promise<AnswerPlan> {
  const whole = await planNational(deps, question, earlier, today);
  // A question asking two things (税率是多少，有效期几年) is answered on both, the first first.
  const parts = askedParts(question);
  const plan = parts
    ? await bothParts(whole, parts, (q, before) => planNational(deps, q, before, today), earlier)
    : whole;
  if (plan.kind !== 'qa' && plan.kind !== 'fact') return plan;
  // A schedule computing the user's own amount says first which tier it falls in.
  const k = await knowledgeOf(deps.knowledge);
  const tiered = { ...plan, lead: withTier(readAs(k, plan.resolved), plan.lead) };
  // Then the user's region's implementing document, when it adds a figure the national answer lacks.
  const stated = [tiered.lead, ...tiered.passages.flatMap((p) => p.clauses)].join('');
  const local = await localPassage(deps, tiered.resolved, regionCode, stated, tiered.passages.length + 1);
  return local ? { ...tiered, passages: [...tiered.passages, local] } : tiered;
}

/** A question at most this much of whose words the 问答库 never uses is in its language. */
const KNOWN_SHARE = 1 / 4;

/** The entries looked through for one resting on the schedule that computes the user's amount (computed.ts). */
const MEASURING_ENTRIES = 10;

/** An entry whose question holds this much of the user's is on the user's very case. */
const OWN_CASE_HELD = 0.5;
/**
 * …or, matched this well, whose own question the user's holds this much of (a 玉米品种权 told in a story asks
 * 植物新品种转让能享受技术转让所得优惠吗).
 */
const OWN_CASE_SCORE = 0.6;
const OWN_CASE_WITHIN = 0.6;

async function planNational(
  deps: AnswerDeps,
  question: string,
  earlier: readonly string[],
  today: string,
): Promise<AnswerPlan> {
  const planners: Planners = {
    alone: (q, before) => planAlone(deps, q, before, today),
    national: (q, before) => planNational(deps, q, before, today),
  };
  const plan = await planInSession(deps.knowledge, question, earlier, today, planners);
  return inTheSession(deps.knowledge, planners, question, earlier, plan);
}

/** Whether a text names each kind the question names, or a wider kind of it (集成电路企业 for 集成电路设计企业). */
function onSubjects(question: string, text: string): boolean {
  const named = subjectsOf(text);
  return subjectsOf(question)
    .filter((s) => s.cls !== 'year')
    .every((s) => named.some((n) => n.name === s.name || wider(n, s)));
}

/** Whether a text names a kind, a right or a tax (高企, 耕地占用税): what it asks is then about something the rules know. */
function namesSubject(text: string): boolean {
  return subjectsOf(text).some((s) => s.cls !== 'year') || taxesIn(text).length > 0;
}

/** `contrasting`: whether another kind's rule may be asked in the user's stead (once: the rest read again may name it). */
async function planAlone(
  deps: AnswerDeps,
  question: string,
  earlier: readonly string[],
  today: string,
  contrasting = true,
): Promise<AnswerPlan> {
  const k = await knowledgeOf(deps.knowledge);
  // The earlier turns with their typos mended, so that their subjects are found (按新办法报小居人… before 那一类知识产权
  // 要求几项 is about 小巨人). Not the question itself: whether it was resolved is told by its being left as typed.
  const resolved = resolveFollowUp(
    question,
    earlier.map((q) => k.typos.mend(q)),
  );
  // What is matched: the question with courtesies dropped, spellings folded and typos mended.
  // A subject the user says it is not, beside one it is, is set aside (普通的软件企业，不是重点软件企业).
  const read = withoutDenied(readAs(k, resolved));
  // 我公司能申报高新技术企业吗, with no figure of the company's, asks what it takes.
  const asked = asConditions(read) ?? read;
  const route = searchRoute(asked);
  const base = { resolved, related: [] as string[], searchRoute: route };
  // Another country's rule is not in the knowledge base; answering with China's on the same words would mislead.
  // Nor are matters next to the portal's subject it holds no rule on (工伤认定, 申报系统的登录密码).
  if (asksAboutAbroad(asked) || asksOutsideScope(asked))
    return { ...base, kind: 'none', lead: '', passages: [], related: DEFAULT_RELATED };

  // A yes/no question is answered yes or no first, worked out from the rule when the lead states only the rule.
  const yesno = intentOf(asked) === 'yesno';
  // An entry's own verdict is said only on the user's case: an entry holding little of the question decides another.
  const lead = entryLead(k, asked, yesno);
  // 划型 with the user's figures is worked out from the standard's thresholds.
  const size = sizeAnswer(asked, sizeStandardsOf(k.factById), intentOf(asked) === 'yesno', earlier);
  if (size) return { ...base, kind: 'fact', lead: size.lead, passages: [factPassage(1, [size.fact])] };
  // So are the 高企 shares of the user's counts (员工210人，研发和技术人员35个…这两条达标吗).
  const shares = sharesAnswer(asked, shareRulesOf(k.factById));
  if (shares) return { ...base, kind: 'fact', lead: shares.lead, passages: [factPassage(1, shares.facts)] };

  // A long question is matched as a whole and by its asking part alone, whichever fits an entry better.
  // Unless the question is mostly words the knowledge base never uses and so is its asking part (家里老人请保姆，政府有没有
  // 护理补贴): that part alone matches on its few known words (政府, 补贴), not on what it asks (护理).
  const unknown = (t: string) => Math.min(k.qa.unknownShare(t), k.facts.unknownShare(t));
  const asking = coreOf(
    asked,
    (c) => subjectsOf(c).length > 0 || PAYEE_CASE.test(c),
    intentOf(asked) === 'yesno' || asksComputation(asked),
  );
  // Unless its asking clauses alone are in the knowledge base's language (河南一家养猪的牧业公司，…饲料配方和疫病防控…，
  // 能加计不，加多少): the story is foreign, the question is not. In the language of both the entries and the rules: a
  // bare 要准备哪些材料 after a story on a school place is in the entries' words only, and would match any entry's.
  const known = (t: string) =>
    unknown(t) < FOREIGN_SHARE &&
    (namesSubject(t) || Math.max(k.qa.unknownShare(t), k.facts.unknownShare(t)) < FOREIGN_SHARE);
  const foreign = unknown(asked) >= FOREIGN_QUESTION && !known(asking);
  const askOnly = askingClauses(asked);
  const core = !foreign ? asking : askOnly !== asked && known(askOnly) ? askOnly : asked;
  const qaWhole = rankQa(k, asked, today);
  const qa0 = core === asked ? qaWhole : better(qaWhole, rankQa(k, core, today, asked));
  // A question naming a 文号 is matched on its other words too; the number still picks the document (docFit).
  const bare = withoutDocNumbers(asked);
  const qa = bare === asked ? qa0 : better(qa0, rankQa(k, bare, today, asked));
  // The best match decides whether an entry answers; which entry answers is told by what it holds.
  const best = qa[0] && qa[0].score >= QA_MIN ? heldBest(k, asked, qa) : undefined;
  // A procedure is asked in words its rule does not use (备案制还是审批制 for 「自行判别、申报享受、留存备查」): the
  // facts are matched on what the question is about as well.
  const topics = askedTopics(asked);
  const about = topics.includes('程序') ? asked.replace(ASKS_PROCEDURE, ' ') : asked;
  const factsWhole = rankFacts(k, asked);
  const facts = better(
    better(factsWhole, about === asked ? [] : rankFacts(k, about, asked)),
    better(core === asked ? [] : rankFacts(k, core, asked), bare === asked ? [] : rankFacts(k, bare, asked)),
  );
  // The kind of answer asked (when a preference starts, how it is claimed) is stated by a fact of that kind: an
  // entry that states none of it (the 15% rate for 2025年度能按高企优惠申报吗) gives way to the fact.
  const typed = best && quantityFit(topics, best.item.answer, 0) < 1 ? typedFact(topics, facts) : undefined;
  // Agreement is read on the whole question as the user put it: its asking part alone (企业所得税能免几年 of
  // 去越南投资设厂…) drops the words telling it is about something the knowledge base does not hold, and a short one
  // completed with the session's subject (红烧肉怎么做 after 集成电路企业呢) would agree on the session's answer.
  const alone = resolved === question;
  // A provision far ahead of the best entry's own overrules it in a completed follow-up too, when it is on the
  // session's subjects (研发费用加计能按多少比例 after 集成电路设计企业's income tax: the 120% rule for 集成电路企业, not
  // the tax holiday); not one on another kind, which matched the follow-up's common words (它能享受哪些税收优惠 after
  // 科小: the 新型研发机构's).
  const overruled = best && overruledBy(k, asked, best, qaWhole, factsWhole);
  const overrules = overruled && (alone || onSubjects(asked, factsWhole[0]!.item.text));
  const entry = best
    ? (overrules ? overruled : undefined) || agreedTie(best, qa, facts, factsWhole) || best
    : alone
      ? (agreedEntry(qaWhole, factsWhole) ?? agreedDocument(k, qaWhole, factsWhole))
      : undefined;
  // A company of a trade the rule excludes asks in vain, whatever it did: the exclusion answers, unless the entry found
  // rests on it and names that very trade (not 租赁和商务服务业 for a 网吧).
  const excluded = tradeExclusion(k, asked, normalizeQuestion(question));
  if (excluded && !(entry?.item.factIds.includes(excluded.fact.factId) && entry.item.answer.includes(excluded.trade)))
    return { ...base, kind: 'fact', lead: lead(excluded.fact.text), passages: [factPassage(1, [excluded.fact])] };
  // Who or what a rule covers, asked of a kind (个人独资企业能认定高企吗, 注册商标转让能按技术转让减免吗): that rule answers,
  // unless the entry found rests on it (港澳台注册的企业能申请高新技术企业吗, with its own verdict).
  const covered = coverageAsked(k, asked, yesno);
  if (covered && !entry?.item.factIds.includes(covered.fact.factId))
    return { ...base, kind: 'fact', lead: covered.text, passages: [factPassage(1, [covered.fact])] };
  // Whether the case falls under a term: the term's definition decides it, unless an entry asks the user's very case
  // (手机号算不算个人信息 → 企业收集的客户手机号属于个人信息吗, with its verdict).
  // Nor when an entry denies it on the rule's own list of what the term leaves out (excludedByRule).
  const whatItIs = intentOf(asked) === 'definition';
  const defined = asksClassification(asked) || whatItIs ? definitionAsked(k, asked, whatItIs) : undefined;
  // Asked what a thing is, only an entry saying what it is asks the same (not 外观设计专利的保护期限是多少年).
  const ownCase = ({ item: e, score }: { item: QaItem; score: number }) =>
    (k.qa.covers(asked, e.question) >= OWN_CASE_HELD ||
      (score >= OWN_CASE_SCORE && k.qa.covers(e.question, asked) >= OWN_CASE_WITHIN)) &&
    (!whatItIs || intentOf(e.question) === 'definition');
  const decided = (d: FactItem) => entry && (ownCase(entry) || excludedByRule(k, d, entry.item));
  if (defined && !decided(defined.fact)) {
    const told = definitionAnswer(defined, lead(defined.clause));
    return { ...base, kind: 'fact', lead: told.lead, passages: [factPassage(1, told.facts)] };
  }
  // What would answer otherwise: the entry with the provisions it rests on, or the first fact.
  const chosen = entry
    ? [entry.item.answer, ...entry.item.factIds.map((id) => k.factById.get(id)?.text ?? '')]
    : [facts[0]?.item.text ?? ''];
  const measuring = measuringFact(asked, chosen, facts);
  if (measuring) {
    // In the words of an entry resting on it, when one matches at all: the session then knows what was answered.
    const onIt = qa.slice(0, MEASURING_ENTRIES).find((r) => r.item.factIds.includes(measuring.factId));
    if (onIt)
      return {
        ...base,
        ...entryAnswer(onIt.item, citedFacts(k, onIt.item)),
        lead: lead(onIt.item.answer, onIt.item.question),
      };
    return { ...base, kind: 'fact', lead: lead(measuring.text), passages: [factPassage(1, [measuring])] };
  }
  if (entry && !typed) {
    const cited = citedFacts(k, entry.item);
    const sharper = sharperFact(k, asked, entry.item, facts);
    if (sharper) return { ...base, kind: 'fact', lead: lead(sharper.text), passages: [factPassage(1, [sharper])] };
    if (cited.length > 0)
      return { ...base, ...entryAnswer(entry.item, cited), lead: lead(entry.item.answer, entry.item.question) };
  }

  // A question made mostly of words the knowledge base never uses is answered by a fact only on the whole of it,
  // unless its asking part names a subject or a tax (耕地占用税能少交吗): without one, that part (政府有没有补贴 of
  // 老小区加装电梯…) holds a rule's few common words, not what it asks.
  const named = namesSubject(asking);
  const ruled = unknown(asked) >= FOREIGN_QUESTION && !named ? factsWhole : facts;
  const fact = typed ?? ruled[0];
  if (
    fact &&
    (fact === typed ||
      fact.score >= FACT_MIN ||
      standsAlone(ruled, k.qa.unknownShare(asked) < KNOWN_SHARE) ||
      // The schedule computing the user's own amount answers however few of the story's words it holds.
      isSchedule(asked, fact.item.text))
  ) {
    return { ...base, kind: 'fact', lead: lead(fact.item.text), passages: [factPassage(1, [fact.item])] };
  }

  const passages = await retrievePolicies(deps, asked);
  const top = passages[0];
  const clause = top?.clauses.find((c) => answersClause(k, asked, c));
  if (top && clause) {
    return {
      ...base,
      kind: 'clause',
      lead: clause,
      passages: [{ ...top, clauses: [clause] }, ...passages.slice(1, 3)],
    };
  }

  // Whether another kind's rule holds for the user's own (一般纳税人…也能免增值税吗): the rule, and whose it is.
  const contrast = contrasting ? contrastOf(asked, yesno) : null;
  if (contrast) {
    const other = await planAlone(deps, contrast.rest, [], today, false);
    const lead = other.kind === 'qa' || other.kind === 'fact' ? contrastLead(contrast.own, other.lead) : null;
    if (lead) return { ...other, ...base, lead };
  }

  const related = qa
    .filter((r) => r.score >= RELATED_MIN)
    .map((r) => r.item.question)
    .filter((q, i, all) => all.indexOf(q) === i)
    .slice(0, 3);
  return {
    ...base,
    kind: 'none',
    lead: '',
    passages: [],
    related: related.length === 3 ? related : DEFAULT_RELATED,
  };
}
