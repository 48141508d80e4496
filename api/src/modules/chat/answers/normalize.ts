/**
 * The spellings users type that the knowledge base spells another way, folded to one before matching. Applied
 * alike to a question and to every text it is matched against (so 「三年」 in a fact and 「3年」 in a question still
 * meet), it changes no meaning: numbers written in Chinese become digits where they count something (两百八十人,
 * 五百万, 百分之百, 满两年), a two-digit year names its year (27年买车 → 2027年), and a few colloquial words take the
 * word the rules use (电动车 → 新能源汽车, 营收 → 营业收入). Typos are mended separately (typos.ts): that needs the
 * knowledge base's words.
 */

import { COLLOQUIAL_WORDS } from './colloquial.ts';
import { foldInContext } from './in-context.ts';
import { withAgeAtFiling } from './founded.ts';
import type { Knowledge } from './knowledge.ts';
import { CHINESE_DIGITS, CHINESE_NUMERAL_CHARS, chineseDigits, chineseNumber } from '@aikc/shared/chinese-numerals';

const CN = CHINESE_NUMERAL_CHARS;
/**
 * Units after which a Chinese number counts something; 第 before it makes it an ordinal (第三条, 第一年 stay), and
 * 哪 / 每 / 同 a determiner, as 那 / 这 before 一 (发证那一年 is that year, not one year; 这三百八十万 is 380万).
 * Fixed phrases (两免三减半, 六税两费, 一类) have no unit here and are left alone.
 */
const COUNTED = new RegExp(
  `(?<![第哪每${CN}])(?<!(?<!合)同)(?!一(?<=[那这]一))([${CN}]+)(?=个亿|亿|万|元|块钱|个人|[个名]?(?:员工|职工|工人)|号?人|名|倍|年|个月|天|项|分(?!之)|家|纳米|个(?=[，,。；;？?]|$))`,
  'g',
);

/**
 * 九万九, 一万二, 一亿八 → 9.9万, 1.2万, 1.8亿: the spoken tenths after 万 or 亿 (九万九千 and 一亿八千万 count on and are
 * left alone).
 */
const SPOKEN_TENTHS = new RegExp(
  `(?<![${CN}])([一二两三四五六七八九])(万|亿)([一二三四五六七八九])(?![${CN}千百万])`,
  'g',
);

/** 一点八亿 → 1.8亿: a decimal said in Chinese before 亿 or 万. */
const CN_DECIMAL = new RegExp(`(?<![${CN}])([${CN}]+)点([〇零一二三四五六七八九]+)(?=个?亿|万)`, 'g');

/** 8千万 → 8000万: a digit counted in 千 or 百 of 万 (else 千 alone is read as 1000 and joined to the 8). */
const DIGIT_SMALL_UNIT = /(\d+(?:\.\d+)?)([千百])万/g;

/** 1亿8000万 → 18000万: an amount said in 亿 and 万 is one figure in 万, as the thresholds are written. */
const YI_WAN = /(\d+(?:\.\d+)?)亿(\d+(?:\.\d+)?)万/g;

/**
 * 四十来万, 二十多人, 九十来天 → 40来万, 20多人, 90来天: a sum, a headcount or a stay said loosely is still that figure
 * (the ones the size and 小型微利企业 rules and the 183天 of residence read).
 */
const ABOUT = new RegExp(
  `(?<![第那这哪每${CN}])([${CN}]+)(来|多|余)(?=个?亿|万|元|块钱|个人|个员工|名员工|号?人|名|天)`,
  'g',
);

/** 两个亿 / 3个亿 → 2亿: the 个 of spoken Chinese before 亿. */
const GE_YI = /(\d+(?:\.\d+)?)个亿/g;

/** 27年买车 → 2027年: a two-digit year of this century (20 is left alone: 保护20年 is a period). */
const SHORT_YEAR = /(?<![\d.])(2[1-9]|3[0-5])年(?!以上|以下|以内|内|期|的期限|后|之内)/g;

/**
 * A 文号 said in Chinese numerals (二一年十三号公告, 二〇二三年第七号, 十三号文): the year read digit by digit (a two-digit
 * one is of this century), the number as a number, so it is matched as the document writes it (2021年第13号).
 * Only before 号 followed by 文, 公告, 令 or the end of a word: 十三号 alone may be a date.
 */
const CN_DOC_NO = new RegExp(
  `(?:([〇零一二三四五六七八九]{4}|[〇零一二三四五六七八九]{2})年)?(第)?([${CN}]+)号(?=文|公告|令|通知|\\s|$|[，,。？?])`,
  'g',
);

function docNumber(m: string, year: string | undefined, di: string | undefined, n: string): string {
  const num = chineseNumber(n);
  if (num === null) return m;
  const y = year === undefined ? null : chineseDigits(year);
  if (year !== undefined && y === null) return m;
  const full = y === null ? '' : `${y < 100 ? 2000 + y : y}年`;
  return `${full}${di ?? ''}${num}号`;
}

/** 二三年以后, 二五年底 → 2023年, 2025年: a year of this century said digit by digit (两三年 counts years and stays). */
const CN_SHORT_YEAR =
  /(?<![第〇零一二三四五六七八九十百千\d两几])二([〇零一二三四五六七八九])年(?!以上|以下|以内|内|期|的期限|后|之内)/g;

/** 二〇〇八年, 一九九九年 → 2008年, 1999年: a year said digit by digit in full (its 〇 or 九 tells it from a count). */
const CN_FULL_YEAR =
  /(?<![〇零一二三四五六七八九十百千\d两几])(二[〇零][〇零一二三四五六七八九]{2}|一九[〇零一二三四五六七八九]{2})年/g;

/** 二季度, 第三季度 → 2季度, 第3季度, as the rules write them (前三季度 is a phrase of its own and stays). */
const QUARTER = /(?<!前)([一二三四])(?=季度)/g;

/** 十月份, 七月 → 10月份, 7月, as the rules date a filing (三个月 counts months and is folded by COUNTED). */
const MONTH = /(?<![第\d一二三四五六七八九十])(十[一二]?|[一二三四五六七八九])(?=月)/g;

/** 四成 is 40%: tenths as people say a share (几成 asks the share and is folded below). */
const TENTHS = /(?<![几\d])([一二三四五六七八九])成(?![本员立果功为交不])([一二三四五六七八九](?![十百千万亿]))?/g;

const PERCENT = new RegExp(`百分之([${CN}]+(?:点[〇零一二三四五六七八九]+)?|\\d+(?:\\.\\d+)?)`, 'g');

/** 百分之四点八 → 4.8%: a share with tenths said in Chinese. */
function spokenPercent(n: string): string {
  if (/\d/.test(n)) return `${n}%`;
  const [whole, tenths] = n.split('点') as [string, string | undefined];
  return `${spokenDecimal(whole, tenths ?? '') ?? n}%`;
}

/** 四点八 → 4.8, 一点八 → 1.8: a whole in Chinese numerals and its decimals read digit by digit; null when unread. */
function spokenDecimal(whole: string, decimals: string): string | null {
  const w = chineseNumber(whole);
  if (w === null) return null;
  return decimals ? `${w}.${[...decimals].map((c) => CHINESE_DIGITS[c]).join('')}` : String(w);
}

export function normalizeText(text: string): string {
  let t = text
    .replace(
      SPOKEN_TENTHS,
      (_m, a: string, unit: string, b: string) => `${CHINESE_DIGITS[a] ?? 2}.${CHINESE_DIGITS[b]}${unit}`,
    )
    .replace(CN_DECIMAL, (m, a: string, b: string) => spokenDecimal(a, b) ?? m)
    .replace(CN_DOC_NO, docNumber)
    .replace(CN_FULL_YEAR, (m, d: string) => `${chineseDigits(d) ?? m}年`)
    .replace(CN_SHORT_YEAR, (_m, d: string) => `202${CHINESE_DIGITS[d] ?? 0}年`)
    .replace(PERCENT, (_m, n: string) => spokenPercent(n))
    // 百分百 is 100% (before the counted numbers read its 百 as 100).
    .replace(/百分百/g, '100%')
    // 五成五 is 55%.
    .replace(
      TENTHS,
      (_m, n: string, m?: string) => `${(CHINESE_DIGITS[n] ?? 0) * 10 + (m ? (CHINESE_DIGITS[m] ?? 0) : 0)}%`,
    )
    .replace(ABOUT, (m, n: string, about: string) => {
      const v = chineseNumber(n);
      return v === null ? m : `${v}${about}`;
    })
    .replace(DIGIT_SMALL_UNIT, (_m, n: string, u: string) => `${Number(n) * (u === '千' ? 1000 : 100)}万`)
    .replace(COUNTED, (m, n: string) => {
      const v = chineseNumber(n);
      return v === null ? m : String(v);
    })
    .replace(GE_YI, '$1亿')
    .replace(YI_WAN, (_m, a: string, b: string) => `${Number(a) * 10000 + Number(b)}万`)
    .replace(QUARTER, (m) => String(CHINESE_DIGITS[m]))
    .replace(MONTH, (m) => String(chineseNumber(m) ?? m))
    .replace(SHORT_YEAR, '20$1年');
  for (const [re, to] of COLLOQUIAL_WORDS) t = t.replace(re, to);
  return withAgeAtFiling(foldInContext(t));
}

/** A question as matching reads it: courtesies dropped, spellings folded, typos mended, short names spelt out. */
export function readAs(k: Pick<Knowledge, 'typos'>, question: string): string {
  return foldShortNames(k.typos.mend(normalizeQuestion(question)));
}

/**
 * Short names folded after typos are mended (小归模 is mended to 小规模 only then): 小规模 said alone is the
 * 小规模纳税人 of the VAT rules, 加计 the 加计扣除.
 */
export function foldShortNames(text: string): string {
  // 加计 asked alone (能加计不, 能加计吗) is the 加计扣除 the rules grant. Only in the question, and only so asked:
  // folding the entries' own 加计 too would reweigh every entry on it, and 加计多少 already asks a 比例.
  const t = text
    .replace(/小规模(?!纳税人)/g, '小规模纳税人')
    .replace(/加计(?=不|吗|么|呢|$|[？?，,。\s])/g, '加计扣除');
  if (t.includes('小型微利')) return t;
  // A firm telling its taxable income beside its headcount or assets, on its income tax, tells the figures the
  // 小型微利企业 is drawn on (员工110人，资产2600万，应纳税所得额270万): that is the kind it asks as. Its bare 所得税
  // (所得税咋个交法) is the enterprise one: a person has no 资产总额.
  const told = (ON_CIT.test(t) || FIRM_INCOME_TAX.test(t)) && SMALL_PROFIT_FIGURES.every((re) => re.test(t));
  if (!ON_CIT.test(t)) return told ? `小型微利企业，${t}` : t;
  // On the income tax, 小规模 and a bare 小微 (按小微交企业所得税) are the 小型微利企业 it grants relief to. In the question
  // only: the entries' own 小微 phrasings stay as written.
  const folded = t.replace(/小规模纳税人|小微(?![企型利])/g, '小型微利企业');
  return told && folded === t ? `小型微利企业，${t}` : folded;
}
const FIRM_INCOME_TAX = /(?<!个人)所得税/;
const SMALL_PROFIT_FIGURES = [
  /应纳税所得额[^，,。]{0,6}\d/,
  /\d+(?:个|名)?(?:人|员工|职工)|资产(?:总额)?[^，,。]{0,4}\d/,
];
/**
 * 小规模纳税人 is a VAT status: the income tax knows no such kind, and a small firm's preference there is the
 * 小型微利企业 one (企业所得税呢，小规模纳税人有没有单独的优惠).
 */
const ON_CIT = /企业所得税/;

/**
 * Courtesies and framing that say nothing of what is asked (您好, 请问, 我想咨询一下, 谢谢, 老板让我问问): in a
 * long question they only dilute the words that matter.
 */
const COURTESY =
  /^(您好|你好|老师好|在吗)[，,！!。\s]*|(请问一下|请问|麻烦问一下|麻烦问下|想问一下|想问下|我想咨询一下|咨询一下|想咨询一下|问一下|问下)[，,：:\s]*|[，,。\s]*(谢谢您?|多谢|感谢)[！!。.\s]*$|[^，,。？?]{0,8}让我(问问|问一下|咨询一下)[，,\s]*/g;

/** A question as matching reads it: courtesies dropped, spellings folded (normalizeText). */
export function normalizeQuestion(question: string): string {
  return normalizeText(withoutStatedConditions(question.replace(COURTESY, '').trim()));
}

/** A clause telling the conditions are met (各项条件都符合小型微利企业, 满足全部条件): what is given, not asked. */
const CONDITIONS_MET =
  /(?:各项|所有|全部|相关)?条件(?:都|均|全)?(?:符合|满足|具备)了?|(?:符合|满足|具备)了?(?:全部|所有|各项|相关)?的?条件/g;

function withoutStatedConditions(question: string): string {
  return question
    .split(/(?<=[，,。；;！!])/)
    .map((c) => (ASKS.test(c) ? c : c.replace(CONDITIONS_MET, '符合')))
    .join('');
}

/** Words placing a figure against a limit. */
const BOUND = /超过|不到|不足|低于|高于|以上|以下|以内|达到|少于|多于/;

/**
 * A figure that may decide an answer: an amount, a share, a headcount, a count of rights, a period or a year. 一家公司,
 * 一辆车 or 一笔钱 (1家 once numbers are folded) only say "a" and place nothing against a limit.
 */
export const FIGURE_CLAUSE = /\d(?:\.\d+)?\s*(?:个亿|亿|万|元|块|%|％|个?人|名|个员工|个职工|项|倍|个月|年|天|分)/;

/**
 * Asking whether a case falls under a term (生产工艺的实质性改进算不算研发活动, 属不属于职务发明): the term's
 * definition decides it, as well as a yes/no entry on one case. Not a 算 of a word of its own (汇算, 计算, 打算: 今年
 * 汇算还能按高企算吗 asks the rate, not what a 高企 is).
 */
export const CLASSIFIES =
  /算不算|属不属于|算是.{1,12}吗|属于.{1,12}吗|(?<![汇计核结清估预换打推折测划])算.{2,12}吗|能(?:不能)?申请(?:发明|实用新型|外观设计)|申请(?:哪种|什么)专利/;

/** Words of a clause pointing back at the one before: a pronoun, or a bare verdict asked of it. */
const REFERS_BACK =
  /它|这个|这样|这种|这笔|这些|认可吗|算数吗|算数不|认不认|管用吗|有效吗|允许吗|可以吗|行吗|行不行|合法吗|合规吗|可行吗/;

/**
 * A clause that asks something: a question word or particle, or an A-not-A (算不算, 够不够). 这么 and 那么
 * (没人这么干过) only say how.
 */
const ASKS =
  /吗|呢|(?<![这那])么|多少|几|什么|怎么|怎样|如何|哪|是否|能否|(\p{Script=Han})不\1|可不可以|有没有|要不要|[？?]|(?<=[能可算行])\p{Script=Han}{0,6}不$/u;

/**
 * The clauses that ask, when some do not: 各项条件都符合小型微利企业，企业所得税一年交多少 states its case (条件) and asks
 * an amount.
 */
export function askingClauses(question: string): string {
  const clauses = question.split(/[，,。；;！!]+/).filter((c) => c.trim() !== '');
  const asks = clauses.filter((c) => ASKS.test(c));
  return asks.length > 0 ? asks.join('，') : question;
}

/**
 * The part of a long question that asks: its asking clauses and those naming a subject (or, for a yes/no, a figure), without the context
 * around them (我是一家做新材料的民营企业财务，今年我们研发费用大概有500万，…比例到底是多少). The question itself when
 * it has a single clause or every clause asks.
 */
export function coreOf(question: string, namesSubject: (clause: string) => boolean, keepFigures: boolean): string {
  // Spaces separate the keywords of a typed query (个税 基本减除费用 一年多少), not clauses of context: only
  // punctuation ends a clause.
  const clauses = question.split(/[，,。；;！!]+/).filter((c) => c.trim() !== '');
  if (clauses.length < 2) return question;
  // A clause placing a figure against a limit (销售收入超过2亿) picks the tier asked about; for a yes/no any clause
  // stating a figure (满打满算8个月) stays: it decides the answer.
  const figure = (c: string) => FIGURE_CLAUSE.test(c) && (keepFigures || BOUND.test(c));
  // An asking clause pointing back (用它申报高企算数吗, 申报高新认可吗) asks of the case the clause before states.
  // Not one asking whether the case falls under a term (这个过程算科技成果转化吗): the term's definition decides it.
  const pointedAt = (i: number) => {
    const next = clauses[i + 1] ?? '';
    return REFERS_BACK.test(next) && ASKS.test(next) && !CLASSIFIES.test(next);
  };
  // A choice asked over two clauses (是按预算算，还是按实际花掉的算) asks in both.
  const choice = (i: number) => /^还是/.test(clauses[i + 1] ?? '');
  const kept = clauses.filter(
    (c, i) => ASKS.test(c) || figure(c) || namesSubject(c) || pointedAt(i) || choice(i) || i === clauses.length - 1,
  );
  return kept.length < clauses.length ? kept.join('，') : question;
}
