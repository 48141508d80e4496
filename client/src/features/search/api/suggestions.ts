import { useEffect, useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SearchApi } from '@aikc/shared/api-paths';
import type { SearchSuggestResult } from '@aikc/shared/schemas/search-help';
import { httpGet } from '../../../lib/http.ts';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 150;
const MAX_KEYWORD = 50;

export const suggestKeys = {
  all: ['search', 'suggest'] as const,
  of: (keyword: string) => [...suggestKeys.all, keyword] as const,
};

/** Suggestions for a keyword (`search/suggest`): themes and policy titles. Failures stay silent (typing goes on). */
export function suggestionsQuery(keyword: string) {
  return queryOptions({
    queryKey: suggestKeys.of(keyword),
    queryFn: ({ signal }) => httpGet<SearchSuggestResult>(SearchApi.suggest, { keyword }, { signal, silent: true }),
    staleTime: 5 * 60_000,
    enabled: keyword.length > 0,
    retry: false,
  });
}

/** `value`, once it has stayed the same for `delay` ms. */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Suggestions for what is being typed, asked for once typing pauses; the last ones stay shown meanwhile. */
export function useSuggestions(typed: string) {
  const keyword = useDebounced(typed.trim().slice(0, MAX_KEYWORD), SUGGEST_DELAY_MS);
  const q = useQuery({ ...suggestionsQuery(keyword), placeholderData: keepPreviousData });
  return typed.trim() ? (q.data?.items ?? []) : [];
}
