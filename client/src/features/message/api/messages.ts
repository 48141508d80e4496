import { queryOptions } from '@tanstack/react-query';
import { UserApi } from '@aikc/shared/api-paths-user';
import type { Page } from '@aikc/shared/schemas/common';
import type { MessageCountResult, MessageItem } from '@aikc/shared/schemas/message';
import { httpGet, httpPost } from '../../../lib/http.ts';

export type ReadFilter = 'all' | '0' | '1';

/** Query keys of the message feature; invalidate `messageKeys.all` after a read. */
export const messageKeys = {
  all: ['message'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (page: number, pageSize: number, isRead: ReadFilter) =>
    [...messageKeys.lists(), { page, pageSize, isRead }] as const,
  count: (token: string | null) => [...messageKeys.all, 'count', token] as const,
};

/** One page of the current user's messages (`user/message_lists`). */
export function messageListQuery(page: number, pageSize: number, isRead: ReadFilter) {
  return queryOptions({
    queryKey: messageKeys.list(page, pageSize, isRead),
    queryFn: () => httpGet<Page<MessageItem>>(UserApi.messageLists, { page, page_size: pageSize, is_read: isRead }),
    placeholderData: (prev) => prev,
  });
}

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

export function readMessage(id: number): Promise<null> {
  return httpPost<null>(UserApi.readMessage, { id });
}

export function readAllMessages(): Promise<{ updated: number }> {
  return httpPost<{ updated: number }>(UserApi.readAllMessage, {});
}
