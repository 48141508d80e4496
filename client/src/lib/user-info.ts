import { queryOptions } from '@tanstack/react-query';
import { UserApi } from '@aikc/shared/api-paths-user';
import { USER_INFO_CACHE_SECONDS } from '@aikc/shared/constants';
import { USER_INFO_PASS_THROUGH_CODES } from '@aikc/shared/result-codes';
import type { CurrentUser } from '@aikc/shared/schemas/user';
import { requestEnvelope } from './http.ts';

export interface UserInfoResult {
  /** The user, when the server sent one (also possible with 8001/8002). */
  user: CurrentUser | null;
  /** 200, or one of the pass-through codes (8001 need bind mobile, 8002 need company). */
  code: number;
}

function looksLikeUser(v: unknown): v is CurrentUser {
  return typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'number';
}

export const userKeys = {
  info: (token: string | null) => ['user', 'info', token] as const,
};

/**
 * The current user for `token`; disabled for a visitor. The spec's 600 s user-info cache is this query's
 * staleTime, per token (the key), with concurrent callers sharing one request; a failure is not cached.
 * 8001 and 8002 come back as the result's code, without a toast, with the user the server sent.
 */
export function userInfoQuery(token: string | null) {
  return queryOptions({
    queryKey: userKeys.info(token),
    queryFn: async (): Promise<UserInfoResult> => {
      const env = await requestEnvelope<CurrentUser | null>(UserApi.userInfo, {
        method: 'GET',
        passThroughCodes: USER_INFO_PASS_THROUGH_CODES,
      });
      return { user: looksLikeUser(env.data) ? env.data : null, code: env.code };
    },
    enabled: token !== null,
    staleTime: USER_INFO_CACHE_SECONDS * 1000,
    retry: false,
  });
}
