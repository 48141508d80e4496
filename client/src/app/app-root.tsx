import { useEffect } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
// The ES build of the locale: antd/locale/zh_CN is the CommonJS one and brings a second copy of its helpers.
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { configureHttp } from '../lib/http.ts';
import type { RootStore } from '../stores/root-store.ts';
import { StoreProvider } from '../stores/store-context.tsx';
import { theme } from './theme.ts';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Routes the HTTP layer's toasts through antd's context (theme, locale) and its 401s to the login dialog. */
function HttpBridge({ store }: { store: RootStore }) {
  const { message } = AntApp.useApp();
  useEffect(
    () =>
      configureHttp({
        notifyError: (msg) => void message.error({ content: msg, key: `http:${msg}`, duration: 5 }),
        onUnauthorized: () => {
          store.session.clear();
          store.loginDialog.open({ redirect: `${window.location.pathname}${window.location.search}` });
        },
      }),
    [message, store],
  );
  useEffect(() => {
    // Another tab may have logged in or out: the cookie is the truth.
    const sync = () => document.visibilityState === 'visible' && store.session.syncFromCookie();
    document.addEventListener('visibilitychange', sync);
    return () => document.removeEventListener('visibilitychange', sync);
  }, [store]);
  return null;
}

/** Providers around the router: antd zh_CN + theme, the query client, the stores. */
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
    <ConfigProvider locale={zhCN} theme={theme}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <StoreProvider store={store}>
            <HttpBridge store={store} />
            <RouterProvider router={router} />
          </StoreProvider>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
