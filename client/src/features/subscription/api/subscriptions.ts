import { queryOptions } from '@tanstack/react-query';
import { SubscriptionApi, UserApi } from '@aikc/shared/api-paths';
import type { Page } from '@aikc/shared/schemas/common';
import type {
  CentreArticles,
  CentreCounts,
  PreviewResult,
  PushItem,
  SubscriptionConditions,
  SubscriptionItem,
  SubscriptionListResult,
  SubscriptionOptions,
} from '@aikc/shared/schemas/subscription';
import { httpGet, httpPost } from '../../../lib/http.ts';
import { centreKeys } from './centre-keys.ts';

/** Query keys of subscriptions and pushes; a push read also moves the message badge (messageKeys). */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  list: (page: number, pageSize: number) => [...subscriptionKeys.all, 'list', { page, pageSize }] as const,
  options: () => [...subscriptionKeys.all, 'options'] as const,
  preview: (c: SubscriptionConditions) => [...subscriptionKeys.all, 'preview', c] as const,
  pushes: ['push'] as const,
  pushList: (page: number, pageSize: number, subscriptionId: number | null, isRead: 'all' | '0' | '1') =>
    [...subscriptionKeys.pushes, 'list', { page, pageSize, subscriptionId, isRead }] as const,
};

export function subscriptionListQuery(page: number, pageSize: number) {
  return queryOptions({
    queryKey: subscriptionKeys.list(page, pageSize),
    queryFn: () => httpGet<SubscriptionListResult>(UserApi.listSubscription, { page, page_size: pageSize }),
    placeholderData: (prev) => prev,
  });
}

export function subscriptionOptionsQuery() {
  return queryOptions({
    queryKey: subscriptionKeys.options(),
    queryFn: () => httpGet<SubscriptionOptions>(SubscriptionApi.subscriptionOptions),
    staleTime: 10 * 60_000,
  });
}

export function subscriptionPreviewQuery(conditions: SubscriptionConditions, enabled: boolean) {
  return queryOptions({
    queryKey: subscriptionKeys.preview(conditions),
    queryFn: () => httpPost<PreviewResult>(SubscriptionApi.previewSubscription, { conditions }, { silent: true }),
    enabled,
    retry: false,
  });
}

export function pushListQuery(
  page: number,
  pageSize: number,
  subscriptionId: number | null,
  isRead: 'all' | '0' | '1',
) {
  return queryOptions({
    queryKey: subscriptionKeys.pushList(page, pageSize, subscriptionId, isRead),
    queryFn: () =>
      httpGet<Page<PushItem>>(SubscriptionApi.pushList, {
        page,
        page_size: pageSize,
        is_read: isRead,
        ...(subscriptionId ? { subscription_id: subscriptionId } : {}),
      }),
    placeholderData: (prev) => prev,
  });
}

export interface SubscriptionDraft {
  name: string;
  conditions: SubscriptionConditions;
}

export const saveSubscription = (id: number | null, draft: SubscriptionDraft) =>
  id === null
    ? httpPost<SubscriptionItem>(UserApi.addSubscription, draft)
    : httpPost<SubscriptionItem>(SubscriptionApi.editSubscription, { id, ...draft });
export const pauseSubscription = (id: number, paused: boolean) =>
  httpPost<SubscriptionItem>(SubscriptionApi.pauseSubscription, { id, paused });
export const deleteSubscription = (id: number) => httpPost<null>(UserApi.delSubscription, { id });
export const readPush = (id: number) => httpPost<null>(UserApi.readPush, { id });
export const readAllPushes = () => httpPost<{ count: number }>(UserApi.readPushAll, {});

export function centreCountsQuery() {
  return queryOptions({
    queryKey: centreKeys.counts(),
    queryFn: () => httpGet<CentreCounts>(SubscriptionApi.centreCounts),
  });
}

export function centreArticlesQuery(province: string) {
  return queryOptions({
    queryKey: centreKeys.articles(province),
    queryFn: () => httpGet<CentreArticles>(SubscriptionApi.centreArticles, { province }),
  });
}
