import { queryOptions } from '@tanstack/react-query';
import { UserApi } from '@aikc/shared/api-paths-user';
import type { MessageCountResult } from '@aikc/shared/schemas/message';
import { httpGet } from './http.ts';

export type ReadFilter = 'all' | '0' | '1';

/**
 * Query keys of the user's messages; invalidate `messageKeys.all` after a read. Here, below the stores, because the
 * root store keeps the unread badge (the count) and invalidates the lists on a push; the message pages share them.
 */
export const messageKeys = {
  all: ['message'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (page: number, pageSize: number, isRead: ReadFilter) =>
    [...messageKeys.lists(), { page, pageSize, isRead }] as const,
  count: (token: string | null) => [...messageKeys.all, 'count', token] as const,
};

/**
 * The unread total over HTTP (`user/message_count`). The live value comes from the gateway's `badge.count`;
 * this query gives the first value and an immediate correction after the user reads messages.
 */
export function messageCountQuery(token: string | null) {
  return queryOptions({
    queryKey: messageKeys.count(token),
    queryFn: () => httpGet<MessageCountResult>(UserApi.messageCount, {}, { silent: true }),
    enabled: token !== null,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
