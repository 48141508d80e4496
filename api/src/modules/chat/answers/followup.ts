import { canonicalText, subjectsOf, type Subject } from './subjects.ts';
import { contentWords } from '../clauses.ts';
import { pointedItem, taxesIn } from './fit.ts';
import { FIGURE_CLAUSE, normalizeText } from './normalize.ts';
import { asksTax } from './computed.ts';

/**
 * A follow-up is understood against the session's earlier questions: 那…呢, 这个, 它, 其, 该, 还是按…, or a question
 * so short that it names no subject (需要什么材料, 有上限吗). Each earlier question is resolved the same way in
 * order, so a chain (发明专利保护期多长 → 那实用新型呢 → 外观设计呢) carries the topic through; nothing new is
 * stored, the session's turns are the state.
 */
// Not 其中 (其中两百万是委托…): a part of the earlier figure, told in its own words.
const FOLLOW_UP_START = /^(那么?|那如果|这个|这些|这|它|其(?!中)|该|还有|另外|如果是|要是|还是按|仍按|还按)/;
const FOLLOW_UP_END = /呢[？?！!。.\s]*$/;
const ANAPHORA = /它|这个|这些|这项|这条|这笔|这钱|该政策|该优惠|这个优惠|上述|前面/;
/** A determiner before a subject (这个实用新型, 这项发明专利): it names the subject, and points back at nothing else. */
const DETERMINER = /(?:这个|这项|这|该|它)$/;

function pointsBack(question: string, mine: readonly Subject[]): boolean {
  let text = canonicalText(question);
  for (const s of mine) {
    const at = text.indexOf(s.surface);
    const det = at > 0 ? DETERMINER.exec(text.slice(0, at)) : null;
    if (det) text = text.slice(0, at - det[0].length) + text.slice(at);
  }
  return ANAPHORA.test(text);
}

/**
 * Whom the user deals with (从高校买, 向科研院所购买, 找高校做), or whom it compares itself with (像芯片企业那样, 比照
 * 高企): a counterpart, not the kind the user is. Not 和 / 与 / 跟, which also join two kinds asked together
 * (高企和科小能同时享受吗).
 */
const COUNTERPART = /(?:从|向|找|给|像|比照|参照)$/;

function isCounterpart(question: string, s: Subject): boolean {
  const text = canonicalText(question);
  const at = text.indexOf(s.surface);
  return at > 0 && COUNTERPART.test(text.slice(0, at));
}

/** A question opening on what happens next, with no subject of its own (认下来以后, 等认下来, 批下来之后): the session's subject. */
const THEN_START = /^[^，,。？?\s]{1,6}(?:以后|之后|下来后|下来了?)[，,]/;

/** A short question without a subject of its own needs the earlier one's (有上限吗, 需要什么材料). */
const SHORT_WORDS = 3;
/** A turn saying this many content words of its own says what it is about. */
const OWN_TOPIC_WORDS = 4;

/** Whether a question says it follows up (那…呢, 这个, 它): more than being short and naming no subject. */
export function marksFollowUp(question: string): boolean {
  const q = question.trim();
  const ownSubject = subjectsOf(q).some((s) => s.cls !== 'year');
  return (
    FOLLOW_UP_START.test(q) ||
    FOLLOW_UP_END.test(q) ||
    ANAPHORA.test(q) ||
    ((THEN_START.test(q) || RECOGNISED.test(q)) && !ownSubject)
  );
}
/** Whether the question names the earlier turn's subject by a pronoun (它, 这个, 上述): it is about that, whatever its words. */
export function pointsAtEarlier(question: string): boolean {
  return ANAPHORA.test(question);
}
/** Being recognised as what the session is about, the title left unsaid (要是认下来, 评上以后, 拿到资格). */
const RECOGNISED = /(?:认|评|批)下来|评上|认定下来|拿到资格/;

export function isFollowUp(question: string): boolean {
  const q = question.trim();
  if (marksFollowUp(q)) return true;
  return subjectsOf(q).length === 0 && contentWords(q).length <= SHORT_WORDS;
}

/**
 * The question as it stands on its own. A follow-up naming a subject of a class the earlier question named asks
 * the earlier question of the new subject (the subject replaced); naming none, it asks about the earlier
 * question's subjects (or, without any, its topic words).
 */
export function resolveFollowUp(question: string, earlier: readonly string[]): string {
  let previous: string | null = null;
  for (const [i, q] of earlier.entries())
    previous = previous === null ? q : withSessionKind(q, resolveOne(q, previous, earlier[i - 1]!), previous);
  return previous === null ? question : inSessionFrame(resolveOne(question, previous, earlier.at(-1)!), earlier);
}

/**
 * An earlier turn asked without a 那…呢 and naming no subject (入了库的话，研发费用加计能多扣吗 after 想评科技型中小企业) goes
 * on about the kind the turn before named: a later follow-up (那前几年亏的钱还没补完，能多补几年) is asked of that kind,
 * not of the turn's words alone.
 */
function withSessionKind(typed: string, resolved: string, previous: string): string {
  if (isFollowUp(typed) || subjectsOf(resolved).some((s) => s.cls !== 'year')) return resolved;
  const kinds = subjectsOf(previous).filter((s) => s.cls === 'enterprise');
  return `${kinds.map((s) => s.name).join('')}${resolved}`;
}

/** The kinds the 梯度培育 rules grade, whose standards differ between their versions (暂行办法 of 2022, 2026's 办法). */
const GRADED = new Set(['专精特新“小巨人”', '专精特新中小企业', '创新型中小企业']);

/**
 * A question on a graded kind naming no version of the rules is asked under the version the session last named
 * (营收五千万以下的企业报小巨人，有什么特别要求 after two turns on the 22年暂行办法). Not one named in an aside (那按22年
 * 的暂行办法呢): that compares, and the case goes on under the version it was first told in.
 */
function inSessionFrame(question: string, earlier: readonly string[]): string {
  if (FRAME.test(question) || !subjectsOf(question).some((s) => GRADED.has(s.name))) return question;
  const frame = earlier
    .filter((q) => !(FOLLOW_UP_START.test(q.trim()) && FOLLOW_UP_END.test(q)))
    .map((q) => FRAME.exec(q)?.[0])
    .filter(Boolean)
    .at(-1);
  return frame ? `${frame}，${question}` : question;
}

/**
 * `previous` is the turn before, as resolved; `typed` is that turn as the user typed it. A follow-up naming no subject
 * asks about the turn before's own words when that turn said enough of its own (这个免税政策能执行到哪年 after 那他孩子
 * 的子女教育费公司报销，能免个税吗: the 子女教育费, not every word of the session before it).
 */
function resolveOne(question: string, previous: string, typed: string): string {
  if (!isFollowUp(question)) return question;
  const reframed = inOtherFrame(question, previous);
  if (reframed) return reframed;
  const mine = subjectsOf(question).filter((s) => !isCounterpart(question, s));
  const theirs = subjectsOf(previous);
  const bare = question.replace(FOLLOW_UP_START, '').replace(/呢(?=[？?！!。.\s]*$)/, '');
  // One asking of a tax the earlier question did not name (它卖软件授权的增值税有优惠吗，公司是一般纳税人 after the
  // 企业所得税 of 重点软件企业) asks its own question, whatever subject it also names.
  const newTax = taxesIn(question.replace(BARE_INCOME_TAX, '企业所得税')).some((t) => !taxesIn(previous).includes(t));
  if (mine.length > 0 && newTax) {
    const own = ownQuestion(question, mine);
    if (own) return own;
  }
  if (mine.length > 0) {
    let text = canonicalText(previous);
    let replaced = false;
    for (const s of mine) {
      const same = theirs.find((t) => t.cls === s.cls);
      if (same) {
        text = text.replace(same.surface, `${modifierOf(bare, s)}${s.name}`);
        replaced = true;
      }
    }
    // A subject of a class the earlier question did not name narrows it (那科技型中小企业呢 after 加计扣除比例), unless
    // the follow-up asks a whole question of it (那我们单独注册一家软件公司呢，研发费用能加计多少): that stands alone.
    // So does one putting a new subject of the same class in place, when it asks a whole question of it (要是往上报
    // 小巨人，新办法里研发费用是看两年加起来吗 after 专精特新中小企业's 股权融资).
    // One asking it of the earlier case as told (这种规模能评科技型中小企业吗 after 130人、营收2400万) takes its figures.
    if (!replaced && OF_THAT_CASE.test(question)) return `${figuresOf(previous)}${question}`;
    // One pointing at an item of the earlier subject's standard (知识产权方面我们有两项发明专利，这条行不行 after
    // 专精特新中小企业) asks of that subject: its own subjects are its case.
    const earlierSubjects = theirs.filter((t) => t.cls !== 'year').map((t) => t.name);
    if (!replaced && earlierSubjects.length > 0 && pointedItem(normalizeText(question)))
      return `${earlierSubjects.join('')}${question}`;
    // One naming no kind of its own asks of the kind the session is about (那我们从高校买几项发明专利过来，这样算数吗
    // after 能报高新技术企业吗: the 高企's patents).
    const kinds = theirs.filter((t) => t.cls === 'enterprise').map((t) => t.name);
    if (!replaced && kinds.length > 0 && !mine.some((s) => s.cls === 'enterprise'))
      return `${kinds.join('')}${ownQuestion(question, mine) ?? question}`;
    if (!replaced) return ownQuestion(question, mine) ?? `${mine.map((s) => s.name).join('')}${text}`;
    // Not one pointing back (我们是一般纳税人，这个减半也能享受吗): it asks the earlier question. 这个 before the subject
    // itself (故意抄我们这个实用新型，惩罚性赔偿…) points at the subject, not at the earlier question.
    return pointsBack(question, mine) ? text : (ownQuestion(question, mine) ?? text);
  }
  // One naming only another tax (那增值税呢 after 技术转让所得七百万，企业所得税怎么算) asks the earlier question of it.
  const retaxed = ofOtherTax(bare, previous);
  if (retaxed) return retaxed;
  const carried = theirs.filter((s) => s.cls !== 'year').map((s) => s.name);
  const said = contentWords(typed);
  const topic = carried.length > 0 ? carried : said.length >= OWN_TOPIC_WORDS ? said : contentWords(previous);
  // And the item the earlier question pointed at (营收这条行吗 → 新办法出来以后这个门槛是不是更高了: 营收's).
  const item = ANAPHORA.test(question) ? pointedItem(normalizeText(previous)) : null;
  // And the amount it told, when the follow-up asks the tax on it (那这笔所得企业所得税怎么交 after 所得二百八十万).
  const amount = asksTax(bare) && !FIGURE_CLAUSE.test(normalizeText(bare)) ? figuresOf(typed) : '';
  return `${topic.join('')}${item ?? ''}${amount}${bare}`;
}

/**
 * The rules a question is asked under, named by version (按22年的暂行办法, 新办法, 按旧标准): a follow-up naming
 * another asks the earlier question under it.
 */
const FRAME =
  /(?:按照?|依照?|根据)?(?:新的?|旧的?|老的?|原来的?|现行的?|(?:(?:20)?\d{2}|(?:二〇)?二[〇一二三四五六七八九])年(?:版|的)?(?:老|旧)?)(?:梯度培育)?(?:管理)?(?:暂行办法|办法|标准)|(?:按照?|依照?|根据)?暂行办法/;
/** Words saying the same is asked (这个融资额要求一样吗): no question of the follow-up's own. */
const SAME_ASKED = /一样|相同|同样|不变|变了|变化|要求|标准|条件/g;

/**
 * 那按22年的暂行办法呢 after a question under the 2026 rules: the earlier question, its frame replaced (or added).
 * Only when the follow-up asks nothing new besides words of the earlier question.
 */
function inOtherFrame(question: string, previous: string): string | null {
  const frame = FRAME.exec(question)?.[0];
  if (!frame) return null;
  const rest = question.replace(frame, ' ').replace(FOLLOW_UP_START, '').replace(new RegExp(ANAPHORA.source, 'g'), ' ');
  const own = contentWords(rest.replace(SAME_ASKED, ' ')).filter((w) => !previous.includes(w) && !/^\d/.test(w));
  if (own.length > 1) return null;
  const earlier = FRAME.exec(previous)?.[0];
  return earlier ? previous.replace(earlier, frame) : `${frame}，${previous}`;
}

/** A follow-up asking of the earlier case as it was told (这种规模, 这样的情况, 这个条件). */
const OF_THAT_CASE = /这种|这样的|这个规模|这个情况|这些条件/;

/** The clauses of a question stating the user's figures (130人, 去年营收2400万), each followed by a comma. */
function figuresOf(question: string): string {
  return question
    .split(/[，,。；;]/)
    .filter((c) => FIGURE_CLAUSE.test(normalizeText(c)))
    .map((c) => `${c.trim()}，`)
    .join('');
}

/** 所得税 said alone (那它…软件企业，所得税呢): a kind of enterprise's is the 企业所得税. */
const BARE_INCOME_TAX = /(?<!企业|个人)所得税/g;

/** The earlier question with its tax replaced by the one the follow-up names alone, or null. */
function ofOtherTax(bare: string, previous: string): string | null {
  const [tax, ...more] = taxesIn(bare);
  const earlier = previous.replace(BARE_INCOME_TAX, '企业所得税');
  const before = taxesIn(earlier);
  if (!tax || more.length > 0 || before.length === 0 || before.includes(tax)) return null;
  if (contentWords(bare.replace(tax, ' ')).length > 0) return null;
  return earlier.replaceAll(before[0]!, tax);
}

/** A follow-up holding this many content words besides its subjects asks a question of its own. */
const OWN_QUESTION_WORDS = 3;
/** 那…呢，<question>: the case the follow-up turns to, then what it asks of it. */
const CASE_THEN_ASK = /呢[，,]\s*([^，,]+)$/;

/**
 * The question a follow-up asks of a new subject on its own (那我们单独注册一家软件公司呢，研发费用能加计多少 →
 * 软件企业研发费用能加计多少: the subject, then what is asked of it), or null when it asks nothing beyond naming it.
 */
function ownQuestion(question: string, mine: readonly Subject[]): string | null {
  let rest = canonicalText(question);
  for (const s of mine) rest = rest.replace(s.surface, ' ');
  if (contentWords(rest).length < OWN_QUESTION_WORDS) return null;
  const asked = CASE_THEN_ASK.exec(question.trim().replace(/[？?。！!\s]+$/, ''))?.[1];
  return asked ? `${mine.map((s) => s.name).join('')}${asked}` : question;
}

/** Words qualifying a subject, at most this long (新药相关的, 国产的): longer ones are a question of their own. */
const MODIFIER_MAX = 8;

/**
 * What a follow-up puts before the subject it names (那新药相关的发明专利呢 → 新药相关的): the case it narrows the
 * earlier question to, kept when the subject is put in place of the earlier one, even when it is the same subject.
 */
function modifierOf(bare: string, s: Subject): string {
  const text = canonicalText(bare).replace(/[？?！!。.\s]+$/, '');
  if (!text.endsWith(s.surface)) return '';
  const before = text.slice(0, text.length - s.surface.length);
  return [...before].length <= MODIFIER_MAX && !/[，,？?]|什么|怎么|多少|哪/.test(before) ? before : '';
}

/**
 * A follow-up's own words, without its lead-in and 呢 (那这个政策到期时间呢 → 政策到期时间): what it asks of the
 * earlier turn's documents, matched without the earlier question's words, which would find the earlier answer again.
 */
export function ownWords(question: string): string {
  return question
    .trim()
    .replace(FOLLOW_UP_START, '')
    .replace(/^(要是|如果|假如)/, '')
    .replace(/呢(?=[？?！!。.\s]*$)/, '')
    .replace(new RegExp(ANAPHORA.source, 'g'), '');
}

/**
 * The kinds of enterprise the session last named, for a question naming none: null when the question names one, or
 * no earlier turn did.
 */
export function sessionKinds(question: string, earlier: readonly string[]): string | null {
  if (subjectsOf(question).some((s) => s.cls !== 'year')) return null;
  for (const q of [...earlier].reverse()) {
    const kinds = subjectsOf(q).filter((s) => s.cls === 'enterprise');
    if (kinds.length > 0) return kinds.map((s) => s.name).join('');
  }
  return null;
}
