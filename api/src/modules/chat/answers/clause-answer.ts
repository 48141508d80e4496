import { askedTopics } from './asked.ts';
import type { Knowledge } from './knowledge.ts';

/** A clause answers only when it holds most of what the question asks (weighted words). */
const CLAUSE_COVER = 0.7;
/** Words naming the kind of answer wanted: a clause answers them by stating it (100%), not by repeating them. */
const ASPECT_WORDS = /比例|税率|征收率|条件|要求|标准|期限|年限|金额|额度|材料|时间|多少|几年|多久|哪些|什么/g;
const FIGURE = /\d+(\.\d+)?\s*(%|％|万元|亿元|元|倍|年|个|项|人|分)/;

/**
 * A clause answers when it holds most of what the question is about (weighted words, the aspect words aside)
 * and, for a question asking a ratio, rate or amount, states a figure.
 */
export function answersClause(k: Knowledge, question: string, clause: string): boolean {
  const about = question.replace(ASPECT_WORDS, ' ');
  if (k.qa.coverage(about, clause) < CLAUSE_COVER) return false;
  const wantsFigure = askedTopics(question).some((t) => t === '比例' || t === '税率' || t === '金额');
  return !wantsFigure || FIGURE.test(clause);
}
