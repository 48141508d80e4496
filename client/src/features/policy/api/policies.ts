import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PolicyApi } from '@aikc/shared/api-paths';
import type { PolicyFilter } from '@aikc/shared/filters';
import type { PolicyDetail } from '@aikc/shared/schemas/policy';
import type { PolicyListResult } from '@aikc/shared/schemas/search-help';
import { httpDownload, httpGet, httpPost } from '../../../lib/http.ts';
import { saveDownloadedFile } from '../../../lib/save-file.ts';

/** Query keys of the policy feature. */
export const policyKeys = {
  all: ['policy'] as const,
  list: (f: PolicyFilter) => [...policyKeys.all, 'list', f] as const,
  detail: (id: number, token: string | null) => [...policyKeys.all, 'detail', id, token] as const,
};

/** One page of the policy search (`policy/lists`): hits with highlights, total, facet counts, and advice when nothing is found. */
export function policyListQuery(filter: PolicyFilter) {
  return queryOptions({
    queryKey: policyKeys.list(filter),
    queryFn: ({ signal }) => httpPost<PolicyListResult>(PolicyApi.list, filter, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * A policy (`policy/detail`). The token is part of the key: a logged-in view is recorded in the history by the
 * API, so a login re-fetches rather than reusing the visitor's copy.
 */
export function policyDetailQuery(id: number, token: string | null) {
  return queryOptions({
    queryKey: policyKeys.detail(id, token),
    queryFn: ({ signal }) => httpGet<PolicyDetail>(PolicyApi.detail, { id }, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * Downloads an attachment through the HTTP layer with the token header (a bare link would not carry it, and the
 * download would not be recorded), then hands the blob to the browser under its own name. The caller shows a
 * failure (silent here).
 */
export async function downloadAttachment(attachmentId: number, fallbackName: string): Promise<void> {
  saveDownloadedFile(await httpDownload(PolicyApi.attachment, { id: attachmentId }, { silent: true }), fallbackName);
}
