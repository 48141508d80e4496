import { EMPTY_CONDITIONS, type SubscriptionConditions } from '@aikc/shared/schemas/subscription-conditions';
import { indexTokens, queryWords } from '@aikc/search';
import { DIMENSIONS, type DimensionLetter, type PolicyCodes, type PolicyRead } from './dimensions.ts';

/**
 * The vocabulary shared by subscriptions and policies. A term is `<dimension letter>:<value>` (the letters are
 * in dimensions.ts); a subscription posts one term per condition value, a policy one per value it has of
 * each dimension, and a subscription matches when every dimension it uses has at least one of its terms
 * among the policy's (see matcher.ts). Keywords are posted as their words, `k:<word>`. DIM_BIT is a
 * dimension's bit by its letter (the matcher reads a term's first character).
 */
export const DIM_BIT = Object.fromEntries(DIMENSIONS.map((d) => [d.letter, d.bit])) as Record<DimensionLetter, number>;

/** A keyword as the search query parser sees it: its words in precise mode (the same jieba as search). */
export function keywordWords(keyword: string): string[] {
  return [...new Set(queryWords(keyword))];
}

export interface SubscriptionTerms {
  /** Terms of every dimension but keywords. */
  terms: string[];
  /** Each keyword's words; the keyword matches when all of them are among the policy's index tokens. */
  keywords: string[][];
  /** Bit mask of the dimensions in use. */
  mask: number;
}

export { EMPTY_CONDITIONS };

/** `cache` (keyword -> words) spares re-segmenting keywords that many subscriptions share. */
export function subscriptionTerms(c: SubscriptionConditions, cache?: Map<string, string[]>): SubscriptionTerms {
  const terms: string[] = [];
  let mask = 0;
  for (const d of DIMENSIONS) {
    if ('words' in d.read) continue;
    const values: readonly unknown[] = c[d.key];
    for (const v of values) terms.push(`${d.letter}:${String(v)}`);
    if (values.length > 0) mask |= d.bit;
  }
  const keywords = c.keywords
    .map((k) => {
      let w = cache?.get(k);
      if (!w) {
        w = keywordWords(k);
        cache?.set(k, w);
      }
      return w;
    })
    .filter((w) => w.length > 0);
  if (keywords.length > 0) mask |= DIM_BIT.k;
  return { terms, keywords, mask };
}

/** What the matcher needs of a policy: its text, every code column a condition may test, its labels. */
export interface MatchablePolicy extends PolicyCodes {
  id: number;
  title: string;
  summary: string;
  body_text: string;
  labelIds: readonly number[];
  /** Its index tokens when the writer has them already (indexer.ts); segmented here otherwise. */
  tokens?: readonly string[];
}

export interface PolicyTerms {
  terms: string[];
  /** The policy's index tokens (title, summary, body), for keyword checks. */
  tokens: Set<string>;
}

/** A policy's values of what a dimension reads (national documents' regions are '000000'). */
function policyValues(p: MatchablePolicy, read: PolicyRead): readonly (string | number)[] {
  if ('column' in read) return [p[read.column]];
  if ('multi' in read) return p.labelIds;
  if ('region' in read) return [...new Set([p.province_code, p.city_code, p.region_code].filter((c) => c !== ''))];
  return [];
}

/** A policy's terms: its values of every dimension, and its words. */
export function policyTerms(p: MatchablePolicy): PolicyTerms {
  const tokens = new Set(p.tokens ?? indexTokens(`${p.title} ${p.summary} ${p.body_text}`));
  const terms: string[] = [];
  for (const d of DIMENSIONS) for (const v of policyValues(p, d.read)) terms.push(`${d.letter}:${v}`);
  for (const w of tokens) terms.push(`k:${w}`);
  return { terms, tokens };
}
