import { queryOptions } from '@tanstack/react-query';
import { UserApi } from '@aikc/shared/api-paths-user';
import type { Page } from '@aikc/shared/schemas/common';
import type { MessageItem } from '@aikc/shared/schemas/message';
import { httpGet, httpPost } from '../../../lib/http.ts';
import { messageKeys, type ReadFilter } from '../../../lib/message-count.ts';

/** One page of the current user's messages (`user/message_lists`). */
export function messageListQuery(page: number, pageSize: number, isRead: ReadFilter) {
  return queryOptions({
    queryKey: messageKeys.list(page, pageSize, isRead),
    queryFn: () => httpGet<Page<MessageItem>>(UserApi.messageLists, { page, page_size: pageSize, is_read: isRead }),
    placeholderData: (prev) => prev,
  });
}

export function readMessage(id: number): Promise<null> {
  return httpPost<null>(UserApi.readMessage, { id });
}

export function readAllMessages(): Promise<{ updated: number }> {
  return httpPost<{ updated: number }>(UserApi.readAllMessage, {});
}
