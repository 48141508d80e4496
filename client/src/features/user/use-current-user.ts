import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@aikc/shared/schemas/user';
import { useStores } from '../../stores/store-context.tsx';

/** The logged-in user from the query cache (null for a visitor or while loading). Call inside `observer`. */
export function useCurrentUser(): { user: CurrentUser | null; code: number | null; isLoading: boolean } {
  const { session } = useStores();
  const q = useQuery(session.userQuery);
  return { user: q.data?.user ?? null, code: q.data?.code ?? null, isLoading: q.isLoading };
}
