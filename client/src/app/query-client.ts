import { QueryClient } from '@tanstack/react-query';

/** One query client for the app. The HTTP layer shows errors itself, so queries do not retry business errors. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
