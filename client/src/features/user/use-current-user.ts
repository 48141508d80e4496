import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@aikc/shared/schemas/user';
import { useHydrated } from '../../lib/use-client-value.ts';
import { useStores } from '../../stores/store-context.tsx';

/**
 * The logged-in user from the query cache (null for a visitor or while loading). Call inside `observer`. While a
 * server-rendered page hydrates it is still loading for a signed-in visitor, as the server drew it, even when the
 * answer came in before the page's code.
 */
export function useCurrentUser(): { user: CurrentUser | null; code: number | null; isLoading: boolean } {
  const { session } = useStores();
  const q = useQuery(session.userQuery);
  const hydrated = useHydrated();
  if (!hydrated) return { user: null, code: null, isLoading: session.isLoggedIn };
  return { user: q.data?.user ?? null, code: q.data?.code ?? null, isLoading: q.isLoading };
}
