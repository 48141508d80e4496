import { useQueryClient } from '@tanstack/react-query';
import { ResultCode } from '@aikc/shared/result-codes';
import type { CurrentUser } from '@aikc/shared/schemas/user';
import { userKeys, type UserInfoResult } from '../../lib/user-info.ts';
import { useStores } from '../../stores/store-context.tsx';

/** Puts a user the server just returned into the cache (header, centre side bar) without another call. */
export function useUserUpdate(): (user: CurrentUser) => void {
  const queryClient = useQueryClient();
  const { session } = useStores();
  return (user) => {
    const result: UserInfoResult = { user, code: ResultCode.OK };
    queryClient.setQueryData(userKeys.info(session.token), result);
  };
}
