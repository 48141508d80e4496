import { contentWords } from '../clauses.ts';
import type { AnswerPlan } from './answer-plan.ts';
import { askedTopics } from './asked.ts';
import { quantityFit, taxesIn } from './fit.ts';
import { ownWords, sessionKinds } from './followup.ts';
import { knowledgeOf, type KnowledgeCache } from './knowledge.ts';
import { normalizeQuestion, readAs } from './normalize.ts';
import { FOREIGN_QUESTION, type Planners } from './session-plan.ts';
import { subjectsOf } from './subjects.ts';

/** The question asked in its session, and how to plan another. */
interface Turn {
  cache: KnowledgeCache;
  planners: Planners;
  question: string;
  earlier: readonly string[];
}

/**
 * What a question planned in its session (session-plan.ts) falls back on, from what the session is about: the kind it
 * last named, or the theme of its last answers (the 问答库 entry's theme). The planners are plan.ts's, passed in so
 * that this file need not import it back.
 */
export async function inTheSession(
  cache: KnowledgeCache,
  planners: Planners,
  question: string,
  earlier: readonly string[],
  plan: AnswerPlan,
): Promise<AnswerPlan> {
  const turn: Turn = { cache, planners, question, earlier };
  // A bare follow-up answered with the previous answer again, which states nothing of the kind it asks, was read on the
  // last turn's words (比例是多少来着 after 享受这个要不要先去税务局备案审批: how a relief is claimed, not which): it asks
  // its one thing of the session's theme.
  if (
    plan.kind !== 'none' &&
    earlier.length > 0 &&
    bareFollowUp(question) &&
    quantityFit(askedTopics(question), plan.lead, 0) === 0
  ) {
    const retold = await ofThemeInstead(turn, plan);
    if (retold) return retold;
  }
  // A question read on its own that finds nothing may be asked of the session's kind (inSessionKind).
  if (plan.kind === 'none' && plan.resolved === question) return inSessionKind(turn, plan);
  // A question read as a follow-up that finds nothing so may still ask its own thing (它搞研发的有四十个人，想报高企，
  // 科技人员占比够吗: its 它 points back, yet it names its subject and what it asks): it is planned on its own. Not one
  // naming no subject (有什么前提): alone, it would match any rule's words.
  if (plan.kind !== 'none' || plan.resolved === question) return plan;
  if (!subjectsOf(question).some((s) => s.cls !== 'year')) return ofTheme(turn, plan);
  const alone = await planners.alone(question, []);
  return alone.kind === 'none' ? plan : alone;
}

/**
 * A question naming no kind, not marked as a follow-up, that finds nothing on its own (下半年把人补齐了，要是十二月底才拿到
 * 证，今年全年的所得税能按优惠税率算吗 after turns on 报高企) is asked of the kind the session last named.
 */
async function inSessionKind(turn: Turn, none: AnswerPlan): Promise<AnswerPlan> {
  const { planners, question, earlier } = turn;
  const kinds = sessionKinds(question, earlier) ?? (await sessionTheme(turn));
  return kinds ? askedAbout(planners, kinds, question, none, `${kinds}${question}`) : none;
}

/** The question asked of what the session is about (`about` put before it); `none` when that finds nothing either. */
async function askedAbout(
  planners: Planners,
  about: string,
  question: string,
  none: AnswerPlan,
  resolved: string,
): Promise<AnswerPlan> {
  const asked = await planners.alone(`${about}${question}`, []);
  return asked.kind === 'none' ? none : { ...asked, resolved };
}

/**
 * A follow-up naming no subject that finds nothing resolved on the earlier questions' words (那这三百八十万按什么比例
 * 加计 after a long story of a 东莞 factory's R&D budget: the story's words drown its own) is asked of what the session's
 * answers were about, in its own words.
 */
async function ofTheme(turn: Turn, none: AnswerPlan): Promise<AnswerPlan> {
  const theme = await sessionTheme(turn);
  return theme ? askedAbout(turn.planners, theme, ownWords(turn.question), none, none.resolved) : none;
}

/**
 * Without a kind named, what the previous answer was about (its entry's theme: 研发费用加计扣除 for 里面有六十万是付给深圳
 * 一所大学做的合作课题，这块怎么算 after the turns on an R&D budget). Not for a question made much of words the knowledge
 * base never uses, which is about something else (红烧肉怎么做).
 */
async function sessionTheme({ cache, planners, question, earlier }: Turn): Promise<string | null> {
  if (earlier.length === 0 || subjectsOf(question).some((s) => s.cls !== 'year')) return null;
  const k = await knowledgeOf(cache);
  const read = readAs(k, question);
  if (Math.min(k.qa.unknownShare(read), k.facts.unknownShare(read)) >= FOREIGN_QUESTION) return null;
  // The latest answered of the last turns: one the assistant could not answer tells nothing. Each is planned alone, not
  // in its session: planning it in its session could fall back here again, turn after turn, twice a turn.
  for (let i = earlier.length - 1; i >= Math.max(0, earlier.length - THEME_TURNS); i--) {
    const before = await planners.alone(earlier[i]!, earlier.slice(0, i));
    if (before.knowledge?.theme) return before.knowledge.theme;
  }
  return null;
}
/** How many turns back a theme is looked for. */
const THEME_TURNS = 2;

/** The bare follow-up asked of the previous answer's theme, when `plan` only says that answer again; else null. */
async function ofThemeInstead({ planners, question, earlier }: Turn, plan: AnswerPlan): Promise<AnswerPlan | null> {
  const before = await planners.national(earlier.at(-1)!, earlier.slice(0, -1));
  const theme = before.knowledge?.theme;
  if (!theme || !sameAnswer(before, plan)) return null;
  const resolved = `${theme}${ownWords(question)}`;
  const themed = await planners.alone(resolved, []);
  return themed.kind !== 'none' && !sameAnswer(themed, plan) ? { ...themed, resolved } : null;
}

/** Two plans answering with the same entry, or the same lead. */
function sameAnswer(a: AnswerPlan, b: AnswerPlan): boolean {
  return a.knowledge && b.knowledge ? a.knowledge.question === b.knowledge.question : a.lead === b.lead;
}

/** At most this many words of its own, no kind, no tax, no figure: a follow-up asking one thing of the session's. */
const BARE_WORDS = 2;
function bareFollowUp(question: string): boolean {
  const own = ownWords(question);
  return (
    // Single characters (来着 is cut 来, 着) say how it is asked.
    contentWords(own).filter((w) => [...w].length > 1).length <= BARE_WORDS &&
    !subjectsOf(question).some((s) => s.cls !== 'year') &&
    taxesIn(question).length === 0 &&
    !/\d|[一二两三四五六七八九十百千万]/.test(normalizeQuestion(own).replace(/[几多]/g, ''))
  );
}
