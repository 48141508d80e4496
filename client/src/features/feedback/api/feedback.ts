import { queryOptions } from '@tanstack/react-query';
import { FeedbackApi, UserApi } from '@aikc/shared/api-paths';
import type { Page } from '@aikc/shared/schemas/common';
import type { FeedbackItem } from '@aikc/shared/schemas/feedback';
import { httpGet, httpPost } from '../../../lib/http.ts';
import { uploadImage } from '../../auth/calls/account-calls.ts';

export const feedbackKeys = { all: ['feedback'] as const, list: (page: number) => ['feedback', 'list', page] as const };

export function feedbackListQuery(page: number) {
  return queryOptions({
    queryKey: feedbackKeys.list(page),
    queryFn: () => httpGet<Page<FeedbackItem>>(FeedbackApi.list, { page, page_size: 10 }),
    placeholderData: (prev) => prev,
  });
}

export const sendFeedback = (v: { type: string; content: string; contact: string; images: string[] }) =>
  httpPost<FeedbackItem>(UserApi.feedback, v);
export const uploadFeedbackImage = (file: File) => uploadImage(UserApi.uploadImageWei, file);
