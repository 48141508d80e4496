import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { UserApi } from '@aikc/shared/api-paths';
import type { DownloadItem, RecordItem, RecordType } from '@aikc/shared/schemas/collect';
import type { Page } from '@aikc/shared/schemas/common';
import { httpGet, httpPost } from '../../../lib/http.ts';

export type RecordTab = RecordType | 'all';

/**
 * Keys live under `['user', …]` so a logout (which drops every `user` query) forgets them with the rest of
 * the user's data.
 */
export const collectKeys = {
  all: ['user', 'records'] as const,
  isCollected: (type: RecordType, id: number) => [...collectKeys.all, 'is-collect', type, id] as const,
  collects: (type: RecordTab, page: number, pageSize: number) =>
    [...collectKeys.all, 'collects', type, page, pageSize] as const,
  history: (type: RecordTab, page: number, pageSize: number) =>
    [...collectKeys.all, 'history', type, page, pageSize] as const,
  downloads: (page: number, pageSize: number) => [...collectKeys.all, 'downloads', page, pageSize] as const,
};

/** Whether the user has collected (type, id) (`is_collect_article`); only for a logged-in user. */
export function isCollectedQuery(type: RecordType, id: number, enabled: boolean) {
  return queryOptions({
    queryKey: collectKeys.isCollected(type, id),
    queryFn: ({ signal }) =>
      httpGet<{ is_collect: 0 | 1 }>(UserApi.isCollectArticle, { type, id }, { signal, silent: true }),
    enabled,
    retry: false,
  });
}

export function addCollect(type: RecordType, id: number) {
  return httpPost<{ is_collect: 1 }>(UserApi.addLikeArticle, { type, id });
}

export function removeCollect(type: RecordType, id: number) {
  return httpPost<{ is_collect: 0 }>(UserApi.delLikeArticle, { type, id });
}

/** A page of the user's collections (`collect_list`). */
export function collectListQuery(type: RecordTab, page: number, pageSize: number) {
  return queryOptions({
    queryKey: collectKeys.collects(type, page, pageSize),
    queryFn: ({ signal }) =>
      httpGet<Page<RecordItem>>(UserApi.collectList, { type, page, page_size: pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A page of the user's viewing history (`history_record` without an id). */
export function historyListQuery(type: RecordTab, page: number, pageSize: number) {
  return queryOptions({
    queryKey: collectKeys.history(type, page, pageSize),
    queryFn: ({ signal }) =>
      httpGet<Page<RecordItem>>(UserApi.historyRecord, { type, page, page_size: pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Deletes history rows by record id, or all of them. */
export function deleteHistory(target: { ids: number[] } | { all: true }) {
  return httpPost<{ deleted: number }>(UserApi.delHistoryRecord, target);
}

/** A page of the user's attachment downloads (`download_list`). */
export function downloadListQuery(page: number, pageSize: number) {
  return queryOptions({
    queryKey: collectKeys.downloads(page, pageSize),
    queryFn: ({ signal }) =>
      httpGet<Page<DownloadItem>>(UserApi.downloadList, { page, page_size: pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Where a record's item lives in the portal. */
export function recordPath(type: RecordType, id: number): string {
  switch (type) {
    case 'policy':
      return `/policy/detail/${id}`;
    case 'project':
      return `/project/detail/${id}`;
    case 'news':
      return `/policy/newsdetail/${id}.html`;
    case 'interpretation':
      return `/info/detail/${id}`;
    case 'company':
      return `/company/detail/${id}`;
  }
}
