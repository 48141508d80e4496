import { askedTopics, type AskedTopic } from './asked.ts';
import { withDeniedCase } from './denied-case.ts';
import { withWholeShare } from './whole-share.ts';
import type { Knowledge } from './knowledge.ts';
import { byFigures, shared } from './limits.ts';
import { PLACES } from './abroad.ts';

/**
 * A yes/no question is answered yes or no first. When the lead found for it states a rule rather than a verdict
 * (the list of excluded trades, the conditions with their limits, a 不得), the verdict is worked out from the
 * question and put in front: 「公司有350个员工还能享受小型微利企业优惠吗」 against 「从业人数不超过300人」 is 不能;
 * 「房地产公司搞研发能加计扣除不」 against 「…房地产业…不适用…」 is 不能. A figure that meets the limit is said to meet
 * that one limit only (the others may still fail). When nothing decides, the lead stays as it was.
 */
const VERDICT_START =
  /^(能|不能|可以|不可以|不行|是|否|不是|不算|需要|不需要|要|不要|会|不会|不用|免征|已修订|已废止|有效)[：:，,]/;

const NEGATION = /不适用|不得|不符合|不予|不属于|不能|不可|除外/;

/**
 * 不能 when the lead excludes something the question names: a sentence 「A、B、C不适用…」 or 「不得发生A、B或C」 whose
 * list holds what the user asked about (房地产公司 ~ 房地产业, 批发零售 ~ 批发和零售业).
 */
function byExclusion(question: string, lead: string): boolean {
  for (const sentence of lead.split(/[。；;]/)) {
    const m = NEGATION.exec(sentence);
    if (!m) continue;
    const before = sentence.slice(0, m.index);
    const after = sentence.slice(m.index + m[0].length);
    // Only a list (A、B、C) names what is excluded; a clause around a 不适用 names what the rule covers.
    const list = (before.includes('、') ? before : after.split(/[，,]/)[0]) ?? '';
    if (!list.includes('、')) continue;
    const items = list
      .split(/[、]|或|及|以及/)
      .flatMap((x) => x.split('和'))
      .map((x) => x.replace(/(行业|企业|行为|业)$/, '').trim())
      .filter((x) => [...x].length >= 2 && [...x].length <= 10);
    if (items.some((x) => question.includes(x) || shared(x, question) >= 2)) return true;
  }
  return false;
}

export function withVerdict(question: string, lead: string): string {
  if (!lead || VERDICT_START.test(lead)) {
    // A stated verdict on one case (资产总额6000万元 → 不能) may not hold for the user's figure.
    const figures = byFigures(question, lead);
    return figures === 'meets' && lead.startsWith('不能：') ? `该项符合：${lead.slice(3)}` : lead;
  }
  const figures = byFigures(question, lead);
  // The entry's short figure lead (10万元：…) goes where the verdict now stands: 不能：10万元：… reads as a stutter.
  const body = () => lead.replace(LEAD_FIGURE, '');
  // Asked whether tax is due (月销售额9万要交增值税吗) against an exemption's line: within it none is, beyond it it is.
  if (figures !== null && ASKS_DUE.test(question) && EXEMPTS.test(lead))
    return `${figures === 'meets' ? '不用交' : '需要交'}：${body()}`;
  // Asked whether the case counts as something (他算居民个人吗), a figure short of the line does not count: 不算.
  if (figures === '不能') return `${ASKS_COUNTS.test(question) ? '不算' : '不能'}：${body()}`;
  // 该项符合 speaks of one condition: not of a list of several, which one figure of the user's cannot meet.
  if (figures === 'meets') return LISTS_CONDITIONS.test(lead) ? lead : `该项符合：${body()}`;
  // Asked whether there is more (还有没有兜底的说法), a list the user's words fall in does not answer 不能.
  return byExclusion(question, lead) && !ASKS_WHETHER_THERE_IS.test(question) ? `不能：${lead}` : lead;
}
const ASKS_WHETHER_THERE_IS = /有没有|有无|是否有|还有别的|还有其他/;
const ASKS_DUE = /(?:要|需要|得|用)(?:不要|不用)?(?:交|缴)(?![^，,。？?]{0,6}(?:材料|资料|报告|表))|交不交|缴不缴/;
const EXEMPTS = /免征|免税|免交|免于缴纳/;
/** A lead listing several conditions (须同时满足八项条件：…). */
const LISTS_CONDITIONS = /同时满足[^：:，,。]{0,6}[：:]|[两三四五六七八九]项条件/;
const ASKS_COUNTS = /算不算|(?<![能汇计核结清估预换打推折测划])算[^，,。？?]{1,12}吗/;

/**
 * The lead of a yes/no entry given to a question that asks no yes or no (上限是多少 answered by 「不能：…不超过300万元」):
 * the verdict on the entry's own case is dropped, the rule stays. So is a short answer that opens an entry on another
 * aspect (「有：」 to 有没有优惠, 「3%至45%：」 to 税率是多少) when the question asks for no figure: 综合所得包括哪些 is
 * answered by what is included, not first by the rates.
 */
const LEAD_VERDICT =
  /^(?:原则上)?(能|不能|可以|不可以|不行|是|否|不是|不算|不够|够|有|没有|无|需要|不需要|要|不要|会|不会|不用)[：:]/;
/** A short figure before the colon (3%至45%：, 500万元：): the figure an entry's own question asked. */
const LEAD_FIGURE = /^[^：:，,。；;（(]{0,12}\d[^：:，,。；;]{0,12}[：:]/;
const ASKS_FIGURE: readonly AskedTopic[] = ['比例', '税率', '期限', '金额', '时间'];

function withoutVerdict(question: string, lead: string): string {
  const m = LEAD_VERDICT.exec(lead);
  if (m) return lead.slice(m[0].length);
  const f = LEAD_FIGURE.exec(lead);
  const asksFigure =
    askedTopics(question).some((t) => ASKS_FIGURE.includes(t)) || /多少|几|时间|日期|哪段/.test(question);
  return f && !asksFigure ? lead.slice(f[0].length) : lead;
}

/** How much an entry may ask beyond the question before the verdict it states is on a case of its own. */
export const OWN_CASE = 0.2;
/** An entry holding less of the question's words than this (weighted, rare ones most) decides another case. */
const DECIDES_MIN = 0.2;

/**
 * A rule binding within one tax year (一经选择，在一个纳税年度内不得变更) says nothing of the next: its 不能 is not said
 * to a user asking of the next year (明年想改为专项附加扣除，行吗).
 */
const WITHIN_YEAR = /(?:一个|同一|当个?)纳税年度内不得/;
const NEXT_YEAR = /明年|下一?年|次年|下个?年度|下一纳税年度|以后年度/;
function beyondPeriod(question: string, text: string): boolean {
  return WITHIN_YEAR.test(text) && NEXT_YEAR.test(question);
}
/** A yes/no word first (能：, 不需要审批：, 能选择递延：): the verdict an entry states on the case it asks. */
export const STATED_VERDICT =
  /^(?:原则上)?(能|不能|可以|不可以|不行|是|否|不是|不算|需要|不需要|要|不要|会|不会|不用)[^：:，,。；]{0,4}[：:]/;

/**
 * A question asking whether only X counts, or only then (是不是只算身份证号, 是不是要等拿证的第二年才开始享受): an entry's
 * 是 or 需要 answers a broader question of its own, and said first it would read as agreeing with the restriction.
 */
const RESTRICTS = /只(?:算|有|能|是|要|限|包括|针对)|仅(?:限|是|有|能)?|才(?:能|可以|开始|算|享受)/;
const AFFIRMS = /^(能|可以|是|需要|要|会|属于|有)[^：:，,。；]{0,4}[：:]/;

/** An amount, headcount or share an entry's question puts as its own case (年应纳税所得额350万元的企业…). */
const CASE_FIGURE = /\d+(?:\.\d+)?(?:万元|万|亿元|亿|人|%)/g;

/**
 * How much of the user's case an entry's verdict may speak for (`held` for leadFor): none when the entry asks of
 * figures of its own that the user did not state. Its 不能 on 350万 is no verdict on 270万, nor on a case told
 * without figures (员工600人's 不能 was said to 一个专门搞研发的人都没有). `question` is read as matching reads it
 * (numerals folded: 两百七十万 is 270万).
 */
function verdictHeld(question: string, entryQuestion: string, text: string, held: number): number {
  // 350万元 and 350万 are one figure.
  const figures = (t: string) => (t.match(CASE_FIGURE) ?? []).map((f) => f.replace(/元$/, ''));
  const own = figures(entryQuestion);
  const told = figures(question);
  if (own.length > 0 && !own.some((f) => told.includes(f))) return 0;
  if (domesticOnly(question, text)) return 0;
  // A verdict on dealing with a right (质押后还能转让或许可吗 → 原则上不能) is none on the owner's own use of it
  // (我们自己车间还能继续用这个专利生产吗): the rule binds what is passed to others.
  return OWN_USE.test(question) && !DEALS.test(question) && DEALS.test(entryQuestion) ? 0 : held;
}
/**
 * A verdict on what a rule requires within China (境内的技术转让须经…科技部门认定登记 → 需要) is none on a case with a
 * party abroad (卖给了新加坡一家公司): the rule's text says nothing of it, and the verdict would pass for it.
 */
function domesticOnly(question: string, text: string): boolean {
  return DOMESTIC.test(text) && !/境外|跨境/.test(text) && FOREIGN_PARTY.test(question);
}
const DOMESTIC = /境内的/;
const FOREIGN_PARTY = new RegExp(
  `(?:${PLACES.filter((p) => !p.includes('(')).join('|')}|境外|海外|国外)(?:的)?(?:一家|1家)?(?:公司|企业|客户|买家|机构|大学)`,
);
const OWN_USE = /(?:自己|自行|自家|本公司|本单位)[^，,。？?]{0,8}(?:用|使用|实施|生产)/;
const DEALS = /转让|许可/;

/**
 * The one place an answer's first words are decided yes or no. A question that asks no yes or no gets the rule
 * without a verdict. A yes/no question keeps an entry's stated verdict only when the entry (its question and
 * answer) holds enough of the question to be on its case (`held`, 0..1: 商标专用权可以质押吗 → 可以 is no answer to
 * whether a pledged mark may be licensed); else the verdict is the one worked out from the rule against the user's
 * figures or the trades it excludes (withVerdict), and when nothing decides, the deciding clause stands alone.
 */
/** The end a rule states for itself (至2027年12月31日, 执行至2027年底). */
const STATED_END = /(?:至|截至|截止到?|到)(\d{4})年(?:12月31日|底|末)/;
const YEAR_NAMED = /(\d{4})年/g;
const OWN_LEAD = /^[^：:，,。；]{1,6}[：:]/;

/** Whether every year the question names is after the end the rule states: asked if it still holds then, it does not. */
function afterEnd(question: string, text: string): boolean {
  const end = STATED_END.exec(text);
  const years = [...question.matchAll(YEAR_NAMED)].map((m) => Number(m[1]));
  return end !== null && years.length > 0 && years.every((y) => y > Number(end[1]));
}

export function leadFor(question: string, text: string, yesno: boolean, held = 1): string {
  if (!yesno) return withoutVerdict(question, text);
  if (afterEnd(question, text)) {
    // The entry's own short lead (能：, 免征：) was said of its period.
    const stated = OWN_LEAD.exec(text);
    return `不能：${stated ? text.slice(stated[0].length) : text}`;
  }
  const m =
    held < DECIDES_MIN || beyondPeriod(question, text)
      ? STATED_VERDICT.exec(text)
      : RESTRICTS.test(question)
        ? AFFIRMS.exec(text)
        : null;
  return withDeniedCase(question, withWholeShare(question, withVerdict(question, m ? text.slice(m[0].length) : text)));
}

/**
 * The lead of an entry's answer (its question `entry`) or of a rule's text (no entry), for a question as matching
 * reads it: an entry's own verdict speaks for the user as far as the entry holds the question and asks of no figures
 * of its own the user did not state.
 */
export function entryLead(
  k: Pick<Knowledge, 'qa'>,
  question: string,
  yesno: boolean,
): (text: string, entry?: string) => string {
  return (text, entry) =>
    leadFor(
      question,
      text,
      yesno,
      entry === undefined ? 1 : verdictHeld(question, entry, text, k.qa.covers(question, `${entry}${text}`)),
    );
}
