import type { SubscriptionConditions } from '@aikc/shared/schemas/subscription';
import { indexTokens, queryWords } from '@aikc/search';

/**
 * The vocabulary shared by subscriptions and policies. A term is `<dimension letter>:<value>`; a subscription
 * posts one term per condition value, a policy one per property it has, and a subscription matches when
 * every dimension it uses has at least one of its terms among the policy's (see matcher.ts).
 *   r region code, t policy type id, a agency id, l label id, i industry label id, k keyword word.
 */
export const DIMENSIONS = ['r', 't', 'a', 'l', 'i', 'k'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export const DIM_BIT: Record<Dimension, number> = { r: 1, t: 2, a: 4, l: 8, i: 16, k: 32 };

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

export const EMPTY_CONDITIONS: SubscriptionConditions = {
  regions: [],
  labels: [],
  types: [],
  agencies: [],
  industries: [],
  keywords: [],
};

/** `cache` (keyword -> words) spares re-segmenting keywords that many subscriptions share. */
export function subscriptionTerms(c: SubscriptionConditions, cache?: Map<string, string[]>): SubscriptionTerms {
  const terms = [
    ...c.regions.map((v) => `r:${v}`),
    ...c.types.map((v) => `t:${v}`),
    ...c.agencies.map((v) => `a:${v}`),
    ...c.labels.map((v) => `l:${v}`),
    ...c.industries.map((v) => `i:${v}`),
  ];
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
  let mask = 0;
  for (const t of terms) mask |= DIM_BIT[t[0] as Dimension];
  if (keywords.length > 0) mask |= DIM_BIT.k;
  return { terms, keywords, mask };
}

/** What the matcher needs of a policy. */
export interface MatchablePolicy {
  id: number;
  title: string;
  summary: string;
  body_text: string;
  province_code: string;
  city_code: string;
  region_code: string;
  type_id: number;
  agency_id: number;
  labelIds: readonly number[];
  /** Its index tokens when the writer has them already (indexer.ts); segmented here otherwise. */
  tokens?: readonly string[];
}

export interface PolicyTerms {
  terms: string[];
  /** The policy's index tokens (title, summary, body), for keyword checks. */
  tokens: Set<string>;
}

/** A policy's terms: its province, city and own region (national documents are '000000'), type, agency, labels, words. */
export function policyTerms(p: MatchablePolicy): PolicyTerms {
  const regions = new Set([p.province_code, p.city_code, p.region_code].filter((c) => c !== ''));
  const tokens = new Set(p.tokens ?? indexTokens(`${p.title} ${p.summary} ${p.body_text}`));
  const terms = [...[...regions].map((r) => `r:${r}`), `t:${p.type_id}`, `a:${p.agency_id}`];
  for (const l of p.labelIds) terms.push(`l:${l}`, `i:${l}`);
  for (const w of tokens) terms.push(`k:${w}`);
  return { terms, tokens };
}
