import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PolicyApi } from '@aikc/shared/api-paths';
import { AUTH_HEADER, PLATFORM_HEADER, PLATFORM_PC_WEB } from '@aikc/shared/constants';
import type { PolicyFilter } from '@aikc/shared/filters';
import type { PolicyDetail, PolicyListItem } from '@aikc/shared/schemas/policy';
import type { ListResult } from '@aikc/shared/schemas/search';
import { ApiError, httpGet, httpPost } from '../../../lib/http.ts';
import { getToken } from '../../../lib/token.ts';

/** Query keys of the policy feature. */
export const policyKeys = {
  all: ['policy'] as const,
  list: (f: PolicyFilter) => [...policyKeys.all, 'list', f] as const,
  detail: (id: number, token: string | null) => [...policyKeys.all, 'detail', id, token] as const,
};

/** One page of the policy search (`policy/lists`): hits with highlights, total and facet counts. */
export function policyListQuery(filter: PolicyFilter) {
  return queryOptions({
    queryKey: policyKeys.list(filter),
    queryFn: ({ signal }) => httpPost<ListResult<PolicyListItem>>(PolicyApi.list, filter, { signal }),
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

/** The file name a download answer names (RFC 5987 `filename*` first). */
export function dispositionFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/**
 * Downloads an attachment through fetch with the token header (a bare link would not carry it, and the
 * download would not be recorded), then hands the blob to the browser under its own name.
 */
export async function downloadAttachment(attachmentId: number, fallbackName: string): Promise<void> {
  const headers: Record<string, string> = { [PLATFORM_HEADER]: PLATFORM_PC_WEB };
  const token = getToken();
  if (token) headers[AUTH_HEADER] = token;
  let res: Response;
  try {
    res = await fetch(`${PolicyApi.attachment}?id=${attachmentId}`, { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(-1, '网络连接异常，请稍后再试');
  }
  const type = res.headers.get('Content-Type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    const body = (await res.json().catch(() => null)) as { code?: number; msg?: string; data?: unknown } | null;
    // The envelope's data matters: at zero the rights guard says which right and where to upgrade.
    throw new ApiError(typeof body?.code === 'number' ? body.code : res.status, body?.msg || '附件下载失败，请稍后再试', body?.data ?? null);
  }
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = dispositionFileName(res.headers.get('Content-Disposition'), fallbackName);
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
