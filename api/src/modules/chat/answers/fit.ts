import { queryWords } from '@aikc/search';
import type { AskedTopic } from './asked.ts';
import type { Knowledge, QaItem } from './knowledge.ts';
import { normalizeText } from './normalize.ts';
import { subjectsOf, type Subject } from './subjects.ts';
import { byFigures, measuresFigure, statesFigure } from './limits.ts';

/**
 * How well a 问答库 entry or a reference fact fits a question beyond the words they share, each a factor 0..1:
 * who it is about (subjectFit), the limit or figure asked (limitFit), the kind of quantity asked (quantityFit),
 * a definition for a question after a figure (topicFit) and the period in force (periodFit).
 */
/**
 * Who a text is about must agree with who the question is about: an entry on 高企 does not answer a question on
 * 科技型中小企业, and one naming no subject answers a question naming one less well than one that names it.
 */
/** 集成电路设计企业 is a kind of 集成电路企业, 重点软件企业 of 软件企业: what holds for the wider holds for it. */
function related(a: Subject, b: Subject): boolean {
  const core = (s: Subject) => s.name.replace(/企业$/, '');
  return core(a).includes(core(b)) || core(b).includes(core(a));
}

/** Whether subject a is a wider kind of b (集成电路企业 of 集成电路设计企业). */
export function wider(a: Subject, b: Subject): boolean {
  const core = (s: Subject) => s.name.replace(/企业$/, '');
  return core(a) !== core(b) && core(b).includes(core(a));
}

/** A question denying a kind (既不是高企也不是小微企业) names it as what the user is not. */
const DENIES = /不是|并非|不属于|算不上/;

export function subjectFit(asked: readonly Subject[], text: string, unnamed = 0.85, question = ''): number {
  // Kinds the user says it is at once (个体户，也是小规模纳税人); not those it says it is not.
  const together = !DENIES.test(question);
  const named = subjectsOf(text);
  let f = 1;
  for (const s of asked) {
    if (named.some((n) => n.cls === s.cls && n.name === s.name)) continue;
    // A kin the question names too is no other subject: 个体户 that is also a 小规模纳税人 is asked of both.
    const kin = named.filter((n) => n.cls === s.cls && !(together && asked.some((a) => a.name === n.name)));
    // Another subject of the same kind: an answer about 高企 is no answer about 科技型中小企业.
    // What holds for the wider subject holds for the narrower one asked (集成电路企业 for 集成电路设计企业); an
    // entry on a narrower one than asked may not hold for the rest.
    // A year is a date of the user's case, not a kind: a text dated otherwise (至2027年12月31日 for 2028年) or not
    // at all (发明专利的保护期限 for one applied for in 2008) is still the rule on it; periodFit weighs the period.
    if (s.cls === 'year') continue;
    if (kin.length > 0) f *= kin.some((n) => wider(n, s)) ? 1 : kin.some((n) => related(s, n)) ? 0.9 : 0.35;
    else f *= unnamed;
  }
  for (const n of named) if (!asked.some((s) => s.cls === n.cls)) f *= 0.85;
  return f;
}

/**
 * An entry on a special rule (集成电路企业研发形成无形资产的，按多少摊销？ citing 「集成电路企业和工业母机企业…220%」):
 * its question and the facts it cites both condition on a subject the question does not name. A question naming no
 * subject of that kind (研发费用形成无形资产摊销比例) asks the general rule, which answers first. An entry whose
 * facts alone name a subject (the 高等学校 of a 现金奖励 rule) is the rule itself, not a case of it.
 */
const SPECIAL = 0.85;

export function generalFit(asked: readonly Subject[], entryQuestion: string, factTexts: readonly string[]): number {
  const inFacts = factTexts.flatMap((t) => subjectsOf(t));
  const special = subjectsOf(entryQuestion).some(
    (n) => n.cls !== 'year' && !asked.some((s) => s.cls === n.cls) && inFacts.some((f) => f.name === n.name),
  );
  return special ? SPECIAL : 1;
}

/** A question after a limit (上限, 最多, 门槛 …) is answered by an entry that states one, and one stating a figure by the limit on it. */
const ASKS_LIMIT = /上限|下限|最高|最多|最低|最少|至少|门槛|封顶|限额|限制/;
const STATES_LIMIT = /不超过|不高于|不多于|不低于|不少于|以上|以下|以内|上限|最高|限额/;

export function limitFit(question: string, item: QaItem): number {
  let f = ASKS_LIMIT.test(question) && !STATES_LIMIT.test(item.answer) ? 0.8 : 1;
  // A question stating a figure (成立8个月, 350个员工) is answered by the rule that sets a limit on it, in the entry's
  // answer or in the case its question is asked of (在华居住不满183天怎么交个人所得税 for 只待了120天).
  const onAnswer = measuresFigure(question, item.answer);
  const measures = onAnswer === false && byFigures(question, item.question) !== null ? true : onAnswer;
  if (measures === false) f *= 0.85;
  // An entry on one case (年应纳税所得额200万元…) answers a question stating no figure less well than the rule.
  if (measures === null && statesFigure(item.question)) f *= 0.85;
  return f;
}

/**
 * Whether a text states a quantity of the kind asked: a ratio or rate as a percentage, fraction, multiple or
 * 减半; an amount in 元; a period in years, months or days; a date. Conditions and yes/no are stated in words.
 */
const STATES: Partial<Record<AskedTopic, RegExp>> = {
  比例: /\d+(\.\d+)?\s*[%％倍]|分之|减半|全额|免征/,
  // A rate stated as one (税率为25%, 减按15%的税率, 1%征收率), not any percentage (税负超过3%).
  税率: /(税率|征收率|预征率)[为是：:]?\s*\d+(\.\d+)?[%％]|\d+(\.\d+)?[%％](的\S{0,6})?(税率|征收率|预征率)|免征/,
  金额: /\d+(\.\d+)?\s*(万元|亿元|元|万|亿|倍)|减半|免征/,
  期限: /\d+\s*(年|个月|天|日)|第.{1,2}年|有效期/,
  时间: /\d{4}年|\d+月|季度|汇算清缴|之日|当年|年度/,
  材料: /材料|资料|合同|证书|证明|备查|登记|申报/,
  // A step the rule prescribes: a filing, an approval, a registration, a written declaration, a public notice.
  // A scope listed (范围包括…, 范围为…): what a preference covers.
  对象: /范围为|包括/,
  程序: /备案|审批|核准|自行判别|申报享受|留存备查|办理|登记|公示|公告|签订|以书面方式|向.{0,12}(申请|申报|提出|声明|请求)/,
};

/** An entry or fact that states none of the quantities asked (比例 answered by a date) answers less well. */
export function quantityFit(topics: readonly AskedTopic[], text: string, miss = 0.75): number {
  const wanted = topics.map((t) => STATES[t]).filter((re): re is RegExp => !!re);
  if (wanted.length === 0) return 1;
  const t = normalizeText(text);
  return wanted.some((re) => re.test(t)) ? 1 : miss;
}

/** An entry that asks another kind of quantity than the question (有截止日期吗 for 是100%吗) answers something else. */
export function askedFit(topics: readonly AskedTopic[], entryTopics: readonly AskedTopic[]): number {
  const specific = (ts: readonly AskedTopic[]) => ts.filter((t) => STATES[t]);
  const mine = specific(topics);
  const theirs = specific(entryTopics);
  if (mine.length === 0 || theirs.length === 0 || theirs.some((t) => mine.includes(t))) return 1;
  return 0.8;
}

/** A definition does not answer a question that asks for a figure, a condition or a date, unless it states it. */
export function topicFit(topics: readonly AskedTopic[], k: Knowledge, item: QaItem): number {
  if (!topics.some((t) => t !== '是否')) return 1;
  const kinds = item.factIds.map((id) => k.factById.get(id)?.topic);
  if (kinds.length === 0 || !kinds.every((t) => t === '定义')) return 1;
  return quantityFit(topics, item.answer) === 1 && topics.some((t) => STATES[t]) ? 1 : 0.75;
}

/**
 * An entry whose period has ended answers a question about that period (2025年买新能源车…) as well as ever, and
 * a question that names no year less well than the entry in force; a question on a year after its end, only when it
 * states that end. One whose period began after the year asked
 * (自2023年1月1日起 for 自查2022年的汇算) is on a later rule.
 */
export function periodFit(asked: readonly Subject[], item: QaItem, today: string): number {
  const year = asked.find((s) => s.cls === 'year');
  const asks = year ? Number.parseInt(year.name, 10) : null;
  if (asks !== null && item.validFrom && asks < Number.parseInt(item.validFrom, 10)) return 0.7;
  if (!item.validTo) return 1;
  const ends = Number.parseInt(item.validTo, 10);
  // A year after the end of a rule still in force asks whether it holds then (2028年还能免吗 of one to 2027年12月31日):
  // the entry stating that end answers it, another on the rule does not. A rule that has ended has its successor.
  if (item.validTo >= today) return asks !== null && asks > ends && !item.answer.includes(`${ends}年`) ? 0.7 : 1;
  return asks !== null && asks <= ends ? 1 : 0.7;
}

/** A 文号 as a question names it loosely: 119号文, 2023年7号公告, 财税2018 76号, 〔2016〕32号 (a date's 10号 is not one). */
const NAMED_DOC = /(?:(\d{4})\s*(?:年|〔|\[|【|（|\()?\s*(?:〕|\]|】|）|\))?\s*第?\s*)?(?<![月\d])(\d{1,4})\s*号/g;
const DOC_NO = /(\d{4})\D{0,4}?(\d{1,4})号/;

export function namedDocs(question: string): { year: string | null; num: string }[] {
  return [...question.matchAll(NAMED_DOC)].map((m) => ({ year: m[1] ?? null, num: m[2] as string }));
}

/**
 * The question less the 文号 it names (国办发2015 9号, 财税〔2018〕64号文, 2023年7号公告): the document is found by its
 * number (docFit); its issuer's letters and digits are no words of the rule asked about, and matched as words they
 * make a question on what the document says look unlike every entry.
 */
const DOC_REF = new RegExp(
  String.raw`[国办发财税科政工信部企业总局公告令字函规火高]{0,6}\s*[〔\[【（(]?` +
    NAMED_DOC.source +
    String.raw`(?:文件|文|公告|令|通知)?`,
  'g',
);

export function withoutDocNumbers(question: string): string {
  if (namedDocs(question).length === 0) return question;
  const rest = question.replace(DOC_REF, ' ').replace(/\s+/g, ' ').trim();
  return rest.length >= 6 ? rest : question;
}

/** An entry or fact of the document the question names by its 文号 answers it before others. */
export function docFit(named: readonly { year: string | null; num: string }[], docNos: readonly string[]): number {
  if (named.length === 0) return 1;
  const hit = docNos.some((d) => {
    const m = DOC_NO.exec(d);
    return !!m && named.some((n) => n.num === m[2] && (n.year === null || n.year === m[1]));
  });
  return hit ? 1.25 : 1;
}

/**
 * An entry or fact of a document the question names by its title (doc-names.ts) answers it before others. A
 * question naming a revised document (`namesRevised`) asks its rule, not the current one on the same words (按暂行办法
 * 报专精特新 asks the 2022 rule): other documents' entries answer after.
 */
export function titleFit(named: ReadonlySet<number>, policyIds: readonly number[], namesRevised = false): number {
  if (named.size === 0) return 1;
  return policyIds.some((id) => named.has(id)) ? 1.25 : namesRevised ? 0.75 : 1;
}

/**
 * A question asked under the new rules (新办法, 按新标准, 新的梯度培育办法) asks the rule in force: an entry resting only
 * on a revised document's provisions (the 2022 暂行办法's 2项 Ⅰ类知识产权) answers after.
 */
const NEW_VERSION = /新办法|新标准|新规|新的(?:梯度培育)?(?:管理)?办法|新版/;
const REVISED_FIT = 0.75;

export function versionFit(question: string, revised: readonly boolean[]): number {
  return NEW_VERSION.test(question) && revised.length > 0 && revised.every(Boolean) ? REVISED_FIT : 1;
}

/**
 * An entry stating a document's status (已修订：…, 现行有效) answers a question on its validity (还有效吗, 被替代了吗,
 * 效力), not one on what the document says (13号公告里的制造业企业收入要占多少).
 */
const STATES_STATUS = /^(已修订|已废止|现行有效|有效|失效)[：:，,]/;
const ASKS_STATUS = /有效|失效|废止|作废|替代|适用吗|还能用|还管用|效力|过期|到期/;

export function statusFit(question: string, answer: string): number {
  return STATES_STATUS.test(answer) && !ASKS_STATUS.test(question) ? 0.7 : 1;
}

/**
 * Spending expensed (未形成无形资产) and spending capitalised (形成无形资产) are two cases the rules treat apart
 * (100% on top, or 200% of the asset's cost amortised): an entry asking of the one does not answer a question on
 * the other.
 */
const EXPENSED = /未形成无形资产/;
const CAPITALISED = /(?<!未)形成(?:了)?无形资产/;
const AMORTISED = /摊销/;
const OTHER_CASE_FIT = 0.7;

/**
 * Research commissioned abroad (委托境外: 80%, within two thirds of the home spending) and at home (委托外部机构) are
 * two cases too: an entry on the one does not answer the other.
 */
const ABROAD = /委托境外/;
const AT_HOME = /委托外部/;

export function caseFit(question: string, item: QaItem): number {
  const abroad = ABROAD.test(question);
  if (abroad !== AT_HOME.test(question) && (abroad ? AT_HOME : ABROAD).test(item.question)) return OTHER_CASE_FIT;
  const asksExpensed = EXPENSED.test(question);
  const asksCapitalised = CAPITALISED.test(question);
  if (asksExpensed === asksCapitalised) return 1;
  const entryExpensed = EXPENSED.test(item.question);
  // 按200%摊销 is the capitalised case whatever the entry calls the asset (研发形成的专利技术).
  const entryCapitalised = CAPITALISED.test(item.question) || AMORTISED.test(item.question);
  return (asksExpensed && entryCapitalised && !entryExpensed) || (asksCapitalised && entryExpensed && !entryCapitalised)
    ? OTHER_CASE_FIT
    : 1;
}

/**
 * Turns of a user's case the rules answer apart, each asked by an entry of its own: a step missed (7月份预缴的时候没选
 * 享受 → 7月份预缴没有享受加计扣除，还能补享受吗), a choice switched (选了子女教育费免税，明年想改为专项附加扣除 →
 * 选了津补贴免税，年中能改为专项附加扣除吗; not 把厂房改为众创空间) and a right already pledged. An entry not on the
 * turn the question states answers the step, the choice or the pledge itself.
 */
const PLEDGED = /(?:出质|质押)(?:后|中|期间|以后)/;
const CASE_TURNS: [RegExp, number][] = [
  [/(?:没|没有|未|忘了?|漏了?)(?:选择?|享受|申报|报|填|办理|备案|登记|勾选)|错过|漏报|忘记/, 0.75],
  [/选.*(?:改为|变更)/, 0.75],
  // A right already pledged (商标质押给银行贷了款 → 出质后) asks what may still be done with it: whether it may be
  // pledged (商标专用权可以质押吗, in all the question's words but one) is what the user has told, not asked.
  [PLEDGED, 0.6],
];

export function turnFit(question: string, item: QaItem): number {
  return Math.min(1, ...CASE_TURNS.map(([re, fit]) => (re.test(question) && !re.test(item.question) ? fit : 1)));
}

/**
 * The one turn the rules' own text states (知识产权中的财产权出质后…): a fact on a right not yet pledged (可以出质)
 * answers a question on one pledged after it. The other turns are the user's doing, which no rule's text tells.
 */
export function pledgeFit(question: string, text: string): number {
  return PLEDGED.test(question) && !PLEDGED.test(text) ? 0.6 : 1;
}

/**
 * A question on one tax (技术转让能免征增值税吗) is not answered by an entry on another (the 企业所得税 exemption of the
 * same transfer): an entry naming taxes, none of them the one asked, answers after. 个税 is folded to 个人所得税 before.
 */
const TAX_NAMES =
  /企业所得税|个人所得税|增值税|印花税|房产税|城镇土地使用税|车辆购置税|资源税|城市维护建设税|耕地占用税|地方教育附加|教育费附加/g;
const OTHER_TAX_FIT = 0.5;

/** The taxes a text names, in order (个税 is folded to 个人所得税 before). */
export function taxesIn(text: string): string[] {
  return text.match(TAX_NAMES) ?? [];
}

export function taxFit(question: string, item: QaItem): number {
  const asked = new Set(taxesIn(question));
  // A question naming several (房产税、印花税这些小税种呢; a follow-up completed with the session's words) is answered
  // after by an entry naming none of them.
  if (asked.size === 0) return 1;
  const named = new Set(taxesIn(`${item.question}${item.answer}`));
  return named.size > 0 && ![...asked].some((t) => named.has(t)) ? OTHER_TAX_FIT : 1;
}

/**
 * The item of a standard the user points at (研发这条达标吗, 知识产权方面…这条行不行): an entry on another item of the same
 * standard (its 营业收入) answers another question, though the user's figures match it as well.
 */
const POINTED_ITEM = /(\p{Script=Han}+?)(?:这条|这一条|这项|这一项|这块|方面)/u;
const OTHER_ITEM_FIT = 0.8;

/** The item pointed at: the word just before 这条 (研发这条, not 研究所做这块's 做), or null. */
export function pointedItem(question: string): string | null {
  const run = POINTED_ITEM.exec(question)?.[1];
  const word = run ? queryWords(run).at(-1) : undefined;
  return word && [...word].length >= 2 ? word : null;
}

/** `pointed` is pointedItem of the question, read once per ranking. */
export function itemFit(pointed: string | null, item: QaItem): number {
  if (!pointed) return 1;
  return `${item.question}${item.answer}`.includes(pointed) ? 1 : OTHER_ITEM_FIT;
}
