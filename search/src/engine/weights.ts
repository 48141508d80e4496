import damped from './data/damped-words.json' with { type: 'json' };

/** Generic words of policy titles, whose clause weight is damped (the file says why). */
const GENERIC_WORDS = new Set(damped.words);
const GENERIC_SHARE = 0.25;

/**
 * How much a query clause found in a title counts: the inverse document frequency of its typed form (not of
 * the sub-words it also matches by), damped for the generic words above, so 人才引进补贴 ranks a title about
 * 人才引进 before one about another 补贴. Whole thousandths, so the SQL oracle adds the same numbers.
 */
export function clauseWeight(form: readonly string[], matching: number, docs: number): number {
  const idf = Math.log(1 + Math.max(1, docs) / Math.max(1, matching));
  return Math.round(1000 * idf * (GENERIC_WORDS.has(form.join('')) ? GENERIC_SHARE : 1));
}
