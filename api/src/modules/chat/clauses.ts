import { queryWords } from '@aikc/search';

/**
 * Words of a question that carry its meaning: what the search is asked for and what clauses are scored by.
 * Question words (多少, 哪些 …) and particles say what kind of answer is wanted, not what it is about.
 */
const STOP_WORDS = new Set([
  '是',
  '多少',
  '什么',
  '哪些',
  '哪个',
  '有',
  '有没有',
  '需要',
  '满足',
  '如何',
  '怎么',
  '怎样',
  '吗',
  '呢',
  '吧',
  '请问',
  '可以',
  '能否',
  '能',
  '的',
  '了',
  '我',
  '我们',
  '你',
  '您',
  '这',
  '这家',
  '该',
  '一下',
  '及',
  '和',
  '与',
  '或',
  '在',
  '对',
  '为',
  '要',
  '请',
  '告诉',
  '介绍',
  '说明',
  '哪里',
  '几',
  '多',
  '还',
  '差',
  '是否',
  '应该',
  '关于',
  '一些',
  '这个',
  '那些',
  '目前',
  '现在',
  '具体',
]);

/** A question asks for a figure when it says so: clauses with numbers then rank first. */
const WANTS_FIGURE = /多少|比例|几|金额|额度|上限|标准|幅度|比率|百分|补贴|奖励/;
const HAS_FIGURE = /\d+(\.\d+)?\s*(%|％|万元|亿元|元|倍|年|个|项|人)/;

export function contentWords(question: string): string[] {
  const out: string[] = [];
  for (const w of queryWords(question)) if (!STOP_WORDS.has(w) && !out.includes(w)) out.push(w);
  return out;
}

export function wantsFigure(question: string): boolean {
  return WANTS_FIGURE.test(question);
}

/**
 * Sentences that never answer a question, whatever words they share with it: salutations (各地级以上市有关部门，
 * 各有关单位：), openings (根据…精神, 为深入贯彻…, 现将有关事项通知如下), headings ending in a colon, and the record
 * lines of a reference digest (发文机关：…).
 */
const NOT_AN_ANSWER = [
  /[：:]$/,
  /^各[^。；]{0,60}(部门|单位|机构|企业)/,
  /^根据.{0,80}(精神|要求|部署|规定|安排)[，,]/,
  /^为(深入|进一步|全面|认真|切实|更好|加快)?(贯彻|落实|推动|推进|加快|促进|激发|支持|做好|规范|鼓励)/,
  /现将有关事项|通知如下|公告如下|意见如下|特制定本|制定本(办法|细则|方案|措施)/,
  /^(发文机关|发文字号|成文日期|发布日期|效力状态|修订或替代文件|原文链接)[：:]/,
  /^本页为本平台/,
];

export function isPreamble(sentence: string): boolean {
  return NOT_AN_ANSWER.some((re) => re.test(sentence));
}

/** Sentences of a body text: split after 。；！？ and at line breaks; headings, scraps and preambles are dropped. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[。；！？])|\n+/)
    .map((s) => s.trim())
    .filter((s) => [...s].length >= 12 && !isPreamble(s));
}

/** How well one sentence answers: each question word found counts its length; a wanted figure doubles it. */
export function scoreSentence(sentence: string, words: readonly string[], figure: boolean): number {
  let score = 0;
  for (const w of words) if (sentence.includes(w)) score += [...w].length;
  if (score > 0 && figure && HAS_FIGURE.test(sentence)) score *= 2;
  return score;
}

/** The `max` best sentences of a text for the question (score > 0), returned in document order. */
export function bestClauses(
  text: string,
  words: readonly string[],
  figure: boolean,
  max = 2,
): { clauses: string[]; score: number } {
  const scored = sentences(text).map((s, i) => ({ s, i, score: scoreSentence(s, words, figure) }));
  const top = scored
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, max);
  return { clauses: top.sort((a, b) => a.i - b.i).map((x) => x.s), score: top[0]?.score ?? 0 };
}
