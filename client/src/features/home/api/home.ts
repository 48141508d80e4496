import { queryOptions } from '@tanstack/react-query';
import { SiteApi, UserApi } from '@aikc/shared/api-paths';
import type { PolicyListItem } from '@aikc/shared/schemas/policy';
import { httpGet } from '../../../lib/http.ts';

/** `user/get_index_count`: the home page's headline figures. */
export interface IndexCounts {
  policy_count: number;
  project_count: number;
  open_project_count: number;
  company_count: number;
  news_count: number;
  interpretation_count: number;
}

/** `site/sitemap`: sections with their recent items. */
export interface SitemapSection {
  name: string;
  path: string;
  items: { title: string; path: string; date: string }[];
}

export const homeKeys = {
  all: ['home'] as const,
  counts: () => [...homeKeys.all, 'counts'] as const,
  latest: (limit: number) => [...homeKeys.all, 'latest', limit] as const,
  sitemap: () => [...homeKeys.all, 'sitemap'] as const,
};

export function indexCountsQuery() {
  return queryOptions({
    queryKey: homeKeys.counts(),
    queryFn: ({ signal }) => httpGet<IndexCounts>(UserApi.getIndexCount, {}, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** The newest policies nationwide (`user/get_new_article_list`). */
export function latestPoliciesQuery(limit = 8) {
  return queryOptions({
    queryKey: homeKeys.latest(limit),
    queryFn: ({ signal }) => httpGet<PolicyListItem[]>(UserApi.getNewArticleList, { limit }, { signal, silent: true }),
    staleTime: 60_000,
  });
}

export function sitemapQuery() {
  return queryOptions({
    queryKey: homeKeys.sitemap(),
    queryFn: ({ signal }) => httpGet<{ sections: SitemapSection[] }>(SiteApi.sitemap, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}
