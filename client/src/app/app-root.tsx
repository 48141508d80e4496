import { useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { configureHttp } from '../lib/http.ts';
import type { RootStore } from '../stores/root-store.ts';
import { StoreProvider } from '../stores/store-context.tsx';

type AppRouter = ReturnType<typeof createBrowserRouter>;

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
 * Providers around the router: the query client and the stores. antd's ConfigProvider is not here: it wraps the
 * route pages and dialogs that use antd (app/antd-scope.tsx), so the shell paints without antd's code.
 */
export function AppRoot({
  store,
  queryClient,
  router,
}: {
  store: RootStore;
  queryClient: QueryClient;
  router: AppRouter;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <StoreProvider store={store}>
        <HttpBridge store={store} />
        <RouterProvider router={router} />
      </StoreProvider>
    </QueryClientProvider>
  );
}
