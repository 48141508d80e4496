import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { configureHttp } from '../lib/http.ts';
import type { RootStore } from '../stores/root-store.ts';
import { StoreProvider } from '../stores/store-context.tsx';

/** Sends the HTTP layer's 401s to the login dialog and keeps the session in step with other tabs. */
function HttpBridge({ store }: { store: RootStore }) {
  useEffect(
    () =>
      configureHttp({
        onUnauthorized: () => {
          store.session.clear();
          store.loginDialog.open({ redirect: `${window.location.pathname}${window.location.search}` });
        },
      }),
    [store],
  );
  useEffect(() => {
    // Another tab may have logged in or out: the cookie is the truth.
    const sync = () => document.visibilityState === 'visible' && store.session.syncFromCookie();
    document.addEventListener('visibilitychange', sync);
    return () => document.removeEventListener('visibilitychange', sync);
  }, [store]);
  return null;
}

/**
 * Providers around the router (`children`: the browser's RouterProvider, or the edge's StaticRouterProvider in
 * entry-server.tsx, so both sides render the same tree): the query client and the stores. antd's ConfigProvider is
 * not here: it wraps the route pages and dialogs that use antd (lib/antd/antd-scope.tsx), so the shell paints without
 * antd's code.
 */
export function AppRoot({
  store,
  queryClient,
  children,
}: {
  store: RootStore;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  // After the first render: a server-rendered page hydrates with the city of the cookie the edge read too, and only
  // then may the IP lookup change it.
  useEffect(() => void store.city.preselectFromIp(), [store]);
  // From here on the app answers input (a server-rendered page is hydrated): what browser tests wait for before
  // they press anything a server-rendered page shows.
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <StoreProvider store={store}>
        <HttpBridge store={store} />
        {children}
      </StoreProvider>
    </QueryClientProvider>
  );
}
