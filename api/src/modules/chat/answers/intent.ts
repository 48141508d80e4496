/**
 * What kind of answer a question wants, as opposed to what it is about: a yes/no (能不能, 还能…吗), the conditions
 * (条件是什么), a definition (是什么意思), a list (哪些), the legal basis (依据). Two questions on one subject that want
 * different kinds of answer are not alike: 「小型微利企业的条件是什么」 is not answered by the entry on its legal
 * basis, and 「房地产公司能加计扣除吗」 is answered by the yes/no entry before the list of excluded trades.
 */
import { CLASSIFIES, askingClauses } from './normalize.ts';

export type Intent = 'yesno' | 'condition' | 'definition' | 'list' | 'basis' | 'procedure' | 'other';

const DEFINITION =
  /是什么意思|什么意思|什么是|什么叫|是指什么|指的是|怎么定义|如何定义|怎么界定|如何界定|定义|啥意思|是啥/;
/** 外观设计保护的是什么, 众创空间是什么: what a thing is, unless an aspect of it is asked (条件是什么, 税率是什么). */
const WHAT_IT_IS =
  /(?<!条件|要求|标准|比例|税率|征收率|期限|时间|依据|程序|流程|手续|材料|范围|金额|额度|区别|方式|办法|政策|优惠|目的|作用|意义)(的)?是什么[？?。]?$/;
const LIST = /哪些|哪几|有几类|有几种|包括什么|包括哪/;
/** How to do or pay something (专利年费怎么交, 怎么办理): answered by a procedure, not by a rule on something else. */
const PROCEDURE =
  /怎么交|怎么缴|如何缴纳|去哪里?(交|缴|办)|在哪里?(交|缴|办)|怎么办理|如何办理|办理流程|流程|手续|什么程序|哪些程序|走什么|步骤/;
/** Asked which article of a law states a rule (在企业所得税法里是哪一条定的). */
const ASKS_ARTICLE = /(?:法|条例)里(?:是|在)?(?:哪一?条|第几条)/;
const BASIS = new RegExp(`依据|法律依据|哪部法|哪个文件|哪份文件|出自|${ASKS_ARTICLE.source}`);
const ARTICLE_UNSTATED = 0.8;

/** Asked which article states a rule, an entry stating the rule without naming its article answers less well. */
export function articleFit(question: string, entry: Intent): number {
  return ASKS_ARTICLE.test(question) && entry === 'other' ? ARTICLE_UNSTATED : 1;
}
/** 要占多少才算 asks what qualifies: a condition, which a definition of the thing states too. */
const CONDITION = /(?<!物质技术)条件|要求|标准|资格|门槛|怎样才能|什么样的企业|需要满足|才算|才能算/;
/**
 * A yes/no: an A-not-A form (能不能, 是不是, 有没有 …), or a question ending in 吗 / 不 (能加计扣除不) that asks no
 * figure, list or definition. 「委托境外研发能加计扣除吗」 is yes/no; 「有上限吗」 too, its answer a figure.
 */
const A_NOT_A = /(\p{Script=Han})不\1|能否|是否|可否|有没有|可不可以|需不需要|只有.+能|只限/u;
const ENDS_YESNO = /(吗|(?<![什怎那这多])么|不|没)[？?。!！\s]*$/;

/**
 * 怎么交 after an amount of the user's (所得600万，企业所得税怎么交; 一年转让所得要是有800万，怎么交), or of a year's tax
 * (2025年的企业所得税怎么交), asks how much is paid, a computation, not where or how to file.
 */
const HOW_MUCH_PAID = /怎么交|怎么缴|如何缴纳/;
/**
 * The user's own amount, the year of the tax asked (2025年的企业所得税), or the year of a holiday the user is in
 * (今年是盈利第二年, 第四年才开始盈利).
 */
const OWN_CASE =
  /\d+(?:\.\d+)?\s*(?:万|亿|元)|(?:19|20)\d{2}年(?:度|的)?(?:企业所得税|个人所得税|增值税|车辆购置税)|(?:盈利|获利)(?:的)?第[一二三四五六七八九十\d]+(?:个)?年|第[一二三四五六七八九十\d]+年才?(?:开始)?(?:盈利|获利)/;

/** A computation on the user's own amount (所得600万，企业所得税怎么交 / 怎么算 / 交多少): its figures decide the answer. */
export const COMPUTES = /怎么交|怎么缴|如何缴纳|怎么算|怎么计算|如何计算|交多少|缴多少/;
export function asksComputation(question: string): boolean {
  return COMPUTES.test(question) && OWN_CASE.test(question);
}

/** Whether a case is asked to fall under a term (CLASSIFIES). */
export function asksClassification(question: string): boolean {
  return CLASSIFIES.test(askingClauses(question));
}

export function intentOf(question: string): Intent {
  const q = question.trim();
  if (PROCEDURE.test(q) && !(HOW_MUCH_PAID.test(q) && OWN_CASE.test(q))) return 'procedure';
  if (A_NOT_A.test(q)) return 'yesno';
  if (DEFINITION.test(q) || WHAT_IT_IS.test(q)) return 'definition';
  if (BASIS.test(q)) return 'basis';
  if (ENDS_YESNO.test(q)) return 'yesno';
  if (CONDITION.test(askingClauses(q))) return 'condition';
  if (LIST.test(q)) return 'list';
  return 'other';
}

/**
 * How well an entry of one intent answers a question of another, 0..1. The same kind fits; a question that wants
 * conditions or a definition is poorly answered by a yes/no on one case, and a yes/no by a list or the legal basis
 * (the verdict must be worked out, see verdict.ts). A question of no marked kind (多少, 怎么算) fits entries of no marked kind
 * best.
 */
const OTHER_FIT: Partial<Record<Intent, number>> = { definition: 0.85, condition: 0.9, basis: 0.9, yesno: 0.95 };

export function intentFit(asked: Intent, entry: Intent, classifies = false): number {
  if (asked === entry) return 1;
  if (classifies && entry === 'definition') return 1;
  if (asked === 'procedure') return 0.6;
  // A question of no marked kind asks a figure or a fact: a definition of the words it uses answers it less well.
  // A yes/no entry answers one case, the basis entry names a document, the conditions entry who qualifies: none
  // states the figure or the treatment such a question asks (小微企业税收优惠).
  if (asked === 'other') return OTHER_FIT[entry] ?? 1;
  if (asked === 'yesno') return entry === 'other' ? 0.95 : 0.85;
  if (asked === 'condition') return entry === 'yesno' || entry === 'basis' ? 0.8 : entry === 'definition' ? 1 : 0.9;
  if (asked === 'definition') return entry === 'other' ? 0.95 : 0.85;
  return entry === 'other' ? 1 : 0.9;
}
