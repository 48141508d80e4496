import { queryOptions } from '@tanstack/react-query';
import { UserApi } from '@aikc/shared/api-paths';
import { USER_INFO_CACHE_SECONDS } from '@aikc/shared/constants';
import { USER_INFO_PASS_THROUGH_CODES } from '@aikc/shared/result-codes';
import type { CurrentUser } from '@aikc/shared/schemas/user';
import { createCachedCall } from '../../../lib/cached-call.ts';

/** The cached user-info call (600 s per token); 8001 and 8002 come back to the caller without a toast. */
export const userInfoCall = createCachedCall<CurrentUser | null>(UserApi.userInfo, USER_INFO_CACHE_SECONDS, {
  passThroughCodes: USER_INFO_PASS_THROUGH_CODES,
});

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

/** The current user for `token`; disabled for a visitor. */
export function userInfoQuery(token: string | null) {
  return queryOptions({
    queryKey: userKeys.info(token),
    queryFn: async (): Promise<UserInfoResult> => {
      const env = await userInfoCall.fetch();
      return { user: looksLikeUser(env.data) ? env.data : null, code: env.code };
    },
    enabled: token !== null,
    staleTime: USER_INFO_CACHE_SECONDS * 1000,
    retry: false,
  });
}
