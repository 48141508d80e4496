import { z } from 'zod';
import type { PolicyListItem } from './policy.ts';
import type { ListResult } from './search.ts';

/** GET `search/suggest?keyword=`: what the search boxes suggest as the user types. */
export const SearchSuggestQuerySchema = z.object({
  keyword: z.string({ error: '请输入关键词' }).trim().min(1, '请输入关键词').max(50, '关键词不能超过50个字'),
});
export type SearchSuggestQuery = z.infer<typeof SearchSuggestQuerySchema>;

/** A suggestion: a policy theme (searched as typed) or a policy title (opens the policy). */
export interface SearchSuggestion {
  kind: 'theme' | 'policy';
  text: string;
  /** The policy's id, for kind 'policy'. */
  id?: number;
}

export interface SearchSuggestResult {
  items: SearchSuggestion[];
}

/**
 * What the policy list adds when a keyword finds nothing: the best partial matches (documents with most of
 * the query's words, `missing` naming the words they lack), queries with fewer words that do find
 * documents, and a corrected query for a likely typo (您是不是要找).
 */
export interface SearchAdvice {
  didYouMean: string | null;
  /**
   * `place`: the region the query named, searched as a filter rather than a word; `corrected`: the list is
   * the corrected keyword's results (didYouMean), so `missing` is empty.
   */
  partial: { list: PolicyListItem[]; missing: string[]; place?: string; corrected?: string } | null;
  /** Narrower searches that find documents; `province`/`city` when a place in the query became a region filter. */
  related: { keyword: string; total: number; province?: string; city?: string }[];
}

/** The policy list's answer: a list result, with advice when a keyword found nothing. */
export interface PolicyListResult extends ListResult<PolicyListItem> {
  advice?: SearchAdvice;
}
