import { DEFINING_TOPICS, type FactItem, type Knowledge, type QaItem } from './knowledge.ts';
import { brokenForItsComplement } from './limits.ts';
import { askingClauses } from './normalize.ts';
import { subjectsOf } from './subjects.ts';

/**
 * Whether the user's case falls under a term (这个过程算科技成果转化吗, 生产工艺的实质性改进算不算研发活动, 一种新的发酵
 * 生产方法能申请发明专利吗) is decided by the term's legal definition: the provision saying what the term 是指. The term
 * is what the asking clause classifies the case as, or the patent kind it asks to apply for.
 */
const TERM = [
  /算不算([\p{Script=Han}]{2,10}?)(?:[，,？?。]|$|吗|呢)/u,
  /属不属于([\p{Script=Han}]{2,10}?)(?:[，,？?。]|$|吗|呢)/u,
  /(?:算是|属于|算)([\p{Script=Han}]{2,10}?)吗/u,
];

/** Which kind of patent to apply for (能申请哪种专利): the provision defining the three kinds, read whole. */
const WHICH_PATENT = /(?:哪种|哪类|哪一种|哪一类|什么|啥)专利/;
const FIRST_PATENT_KIND = '发明';

/** The term asked, and whether the whole provision answers (which kind of patent: every kind it defines). */
function termOf(question: string, whatItIs: boolean): { term: string; whole: boolean } | null {
  const asking = askingClauses(question);
  if (WHICH_PATENT.test(asking)) return { term: FIRST_PATENT_KIND, whole: true };
  const patent = subjectsOf(asking).find((s) => s.cls === 'patent' && (whatItIs || /申请/.test(asking)));
  // 发明专利 is defined as 发明: the law defines the invention, not the patent on it.
  if (patent) return { term: patent.name.replace(/专利$/, ''), whole: false };
  for (const re of TERM) {
    const m = re.exec(asking);
    // 算不算完成了科技成果转化: the term is what is done, not the doing of it.
    if (m?.[1]) return { term: m[1].replace(/^(?:是|为)/, '').replace(/^(?:完成|实现|做|达到)了?/, ''), whole: false };
  }
  return null;
}

/** A 定义 provision and, of the several terms it may define (发明是指…；实用新型是指…), the clause on the one asked. */
export interface Definition {
  fact: FactItem;
  clause: string;
  /** The provision of the definition's article on what the term leaves out, stated after the definition. */
  leftOut?: FactItem;
  /** The provision a definition of 上述… points back at, stated before it. */
  referred?: FactItem;
  /**
   * The provision of the same article defining the other side of the definition's line, when the user's figure falls
   * there (居住累计不满183天的个人，为非居民个人 for 待了90来天，算居民个人吗): what the case is, said after 不算.
   */
  complement?: FactItem;
}

/**
 * The 定义 provision defining the term the question classifies its case under, or, asked what a patent kind is
 * (`whatItIs`: 外观设计专利保护的是什么), that kind, if the knowledge base holds one.
 */
export function definitionAsked(k: Knowledge, question: string, whatItIs = false): Definition | undefined {
  const asked = termOf(question, whatItIs);
  if (!asked) return undefined;
  const { whole } = asked;
  // The term as the user says it (研发), else as the rules spell it out (研发活动): a word or two more.
  for (const term of [asked.term, `${asked.term}\\p{Script=Han}{1,2}?`]) {
    const found = definedAs(k, term, whole);
    if (found) return withComplement(k, question, found);
  }
  return undefined;
}

/**
 * What a definition answers with, given the lead worked out from it (`said`, its verdict first): on the other side of
 * its line, the verdict and then what the case is (不算：…居住累计不满183天的个人，为非居民个人); else the definition with
 * what its article leaves out.
 */
export function definitionAnswer(d: Definition, said: string): { lead: string; facts: FactItem[] } {
  const verdict = /^不(?:算|能)：/.exec(said)?.[0];
  if (verdict && d.complement) return { lead: `${verdict}${d.complement.text}`, facts: [d.complement, d.fact] };
  return { lead: said, facts: [...(d.referred ? [d.referred] : []), d.fact, ...(d.leftOut ? [d.leftOut] : [])] };
}

function withComplement(k: Knowledge, question: string, d: Definition): Definition {
  const article = d.fact.article.replace(/第[一二三四五六七八九十]+款.*$/, '');
  const complement = [...k.factById.values()].find(
    (f) =>
      f.policyId === d.fact.policyId &&
      f.factId !== d.fact.factId &&
      f.article.startsWith(article) &&
      brokenForItsComplement(question, d.fact.text, [f.text]),
  );
  return complement ? { ...d, complement } : d;
}

/** The provision defining `term` (a pattern), the current one first; of several terms it defines, the clause on it. */
export function definedAs(k: Knowledge, term: string, whole = false): Definition | undefined {
  // 研发活动是指…, or the case first and the term after it (…居住累计满183天的个人，为居民个人), as the laws that
  // name who is subject to them put it.
  const defines = new RegExp(`(?:^|[；;，,])${term}(?:，)?(?:是指|是)|，为${term}(?:[，,；;。]|$)`, 'u');
  // A revised document's definition stands until a later one defines the term anew (财税〔2015〕119号's 研发活动 is
  // still the rule's, though its rates were raised): the current one first. A repealed one defines nothing.
  const all = [...k.factById.values()];
  const defining = all.filter((f) => DEFINING_TOPICS.has(f.topic) && f.status !== '已废止' && defines.test(f.text));
  const fact = defining.find((f) => f.superseded === 0) ?? defining[0];
  if (!fact) return undefined;
  const own = new RegExp(`^${term}(?:，)?(?:是指|是)`, 'u');
  const clause = whole ? undefined : fact.text.split(/[；;]/).find((c) => own.test(c));
  const itself = clause ? `${clause.replace(/[。]$/, '')}。` : fact.text;
  // A definition of 上述技术 is read with the provision it points back at (the scope naming 植物新品种): a case is
  // decided by that list as much as by the definition.
  const referred = REFERS_BACK.test(itself) ? referredBy(all, fact) : undefined;
  const stated = referred ? `${referred.text}${itself}` : itself;
  // What the definition's own article says the term leaves out (研发活动's 第一条第（二）项: 常规性升级, 重复或简单改变…)
  // decides a case as much as the definition does: it is stated with it.
  const leftOut = all.find(
    (f) =>
      f.policyId === fact.policyId &&
      f.factId !== fact.factId &&
      f.article.startsWith(fact.article) &&
      LEAVES_OUT.test(f.text),
  );
  const told = { fact, clause: stated, ...(referred ? { referred } : {}) };
  return leftOut ? { ...told, clause: `${stated}${leftOut.text}`, leftOut } : told;
}

/** Words pointing back at an earlier provision of the same article (上述技术, 前款规定的). */
const REFERS_BACK = /上述|前述|前款/;

/**
 * The provision of the definition's own article, before it (`all`: the facts in the documents' order), on who or what
 * the rule covers: what 上述 points at.
 */
function referredBy(all: readonly FactItem[], definition: FactItem): FactItem | undefined {
  return all
    .slice(0, all.indexOf(definition))
    .find((f) => f.policyId === definition.policyId && f.article === definition.article && f.topic === '对象');
}

/** A provision listing what its term does not cover. */
const LEAVES_OUT = /不适用|不属于|不包括/;

/** A verdict denying the case (不能：…, 不属于…). */
const DENIES = /^(?:不能|不可以|不属于|不是|不算)/;

/**
 * Whether an entry denying the case on another provision of the definition's own document decides it first: the rule
 * lists what its term leaves out (对某项科研成果的直接应用 is no 研发活动), and that list is more precise than the
 * definition.
 */
export function excludedByRule(k: Knowledge, defined: FactItem, entry: QaItem): boolean {
  return (
    DENIES.test(entry.answer) &&
    entry.factIds.some((id) => id !== defined.factId && k.factById.get(id)?.policyId === defined.policyId)
  );
}
