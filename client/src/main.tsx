// First: zod must see its configuration before any chunk imports it.
import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import './app/global.css';
import { AppRoot } from './app/app-root.tsx';
import { createQueryClient } from './app/query-client.ts';
import { appRoutes } from './app/routes.tsx';
import { fetchIpRegion } from './features/user/api/get-ip-address.ts';
import { createRealtime } from './realtime/realtime-client.ts';
import { RootStore } from './stores/root-store.ts';
import './lib/initial-path.ts';

const queryClient = createQueryClient();
const store = new RootStore({ queryClient, realtime: createRealtime(), fetchIpRegion });
void store.city.preselectFromIp();

/** Resolves once the router has loaded the first route's lazy module (no fallback spinner is rendered meanwhile). */
function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * A content page the edge rendered (scripts/ssr) shows its content before this script runs. Its data seeds the
 * query cache, and the app renders only once the route's code is loaded, so the server's content is replaced in one
 * step by the same content, never by a spinner or a skeleton.
 */
async function boot(container: HTMLElement): Promise<void> {
  const serverRendered = container.dataset.ssr === '1';
  if (serverRendered) {
    // Without the seed (its chunk failed to load) the page fetches its data as on any other route.
    await import('./ssr/seed-query-cache.ts').then((m) => m.seedQueryCache(queryClient)).catch(() => false);
  }
  const router = createBrowserRouter(appRoutes);
  if (serverRendered) await routerReady(router);
  createRoot(container).render(
    <StrictMode>
      <AppRoot store={store} queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void boot(container);
