import { queryOptions } from '@tanstack/react-query';
import { InfoApi, NewsApi } from '@aikc/shared/api-paths';
import type { InterpretationDetail, NewsDetail, NewsListBody, NewsListItem } from '@aikc/shared/schemas/news';
import type { ListResult } from '@aikc/shared/schemas/search';
import { httpGet, httpPost } from '../../../lib/http.ts';

export const newsKeys = {
  all: ['news'] as const,
  list: (body: Partial<NewsListBody>) => [...newsKeys.all, 'list', body] as const,
  detail: (id: number, token: string | null) => [...newsKeys.all, 'detail', id, token] as const,
  info: (id: number, token: string | null) => [...newsKeys.all, 'info', id, token] as const,
};

/** Policy news (`news/lists`), newest first by default. */
export function newsListQuery(body: Partial<NewsListBody>) {
  return queryOptions({
    queryKey: newsKeys.list(body),
    queryFn: ({ signal }) => httpPost<ListResult<NewsListItem>>(NewsApi.list, body, { signal, silent: true }),
    staleTime: 60_000,
  });
}

/** A news article with its neighbours (`news/detail`). */
export function newsDetailQuery(id: number, token: string | null) {
  return queryOptions({
    queryKey: newsKeys.detail(id, token),
    queryFn: ({ signal }) => httpGet<NewsDetail>(NewsApi.detail, { id }, { signal }),
    retry: false,
    staleTime: 60_000,
  });
}

/** A policy interpretation with its policy and sibling interpretations (`info/detail`). */
export function interpretationDetailQuery(id: number, token: string | null) {
  return queryOptions({
    queryKey: newsKeys.info(id, token),
    queryFn: ({ signal }) => httpGet<InterpretationDetail>(InfoApi.detail, { id }, { signal }),
    retry: false,
    staleTime: 60_000,
  });
}
