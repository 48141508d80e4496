// First: zod must see its configuration before any chunk imports it.
import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import './app/global.css';
import { AppRoot } from './app/app-root.tsx';
import { createQueryClient } from './app/query-client.ts';
import { appRoutes } from './app/routes.tsx';
import { fetchIpRegion } from './features/user/api/get-ip-address.ts';
import { createRealtime, socketIoFactory } from './realtime/realtime-client.ts';
import { RootStore } from './stores/root-store.ts';
import './lib/initial-path.ts';

const queryClient = createQueryClient();
// A member's socket (socket.io-client and the event schemas, ~20 KiB) is fetched once the page has painted, or half
// a second on in a tab that does not paint: on a phone it otherwise shares the first round trips with the server's
// markup and holds its first paint back (issue 31). The HTTP count gives the badge its first value meanwhile.
const painted = Promise.race([afterNextPaint(), new Promise<void>((resolve) => setTimeout(resolve, 500))]);
const realtime = createRealtime(async (token) => {
  await painted;
  return socketIoFactory(token);
});
const store = new RootStore({ queryClient, realtime, fetchIpRegion });

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

/** Resolves after the browser has painted the next frame (a frame is painted right after its animation callbacks). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * A content page the edge rendered (scripts/ssr with entry-server.tsx) arrives with the app's own markup. The data it
 * was rendered from (TanStack Query's dehydrated state) is hydrated into the query cache, and the app hydrates that markup once the route's code is loaded: the
 * first client render is the server's, so nothing is drawn twice and nothing moves. Every other document starts empty.
 */
async function boot(container: HTMLElement): Promise<void> {
  const serverRendered = container.dataset.ssr === '1';
  if (serverRendered) {
    // The page is on screen before its scripts are fetched: the chunks below then share no bandwidth with the
    // first paint (a phone's first frame can come late; Lighthouse then counts every chunk fetched before it).
    await afterNextPaint();
    // Without the state (its chunk failed to load) the page fetches its data as on any other route.
    await import('./ssr/hydrate-document.ts').then((m) => m.hydrateDocument(queryClient)).catch(() => false);
  }
  const router = createBrowserRouter(appRoutes);
  const app = (
    <StrictMode>
      <AppRoot store={store} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppRoot>
    </StrictMode>
  );
  if (!serverRendered) {
    createRoot(container).render(app);
    return;
  }
  await routerReady(router);
  // A mismatch would be repaired by a client render of the page, and reported (React's default) as an error the
  // browser tests watch for.
  hydrateRoot(container, app);
}

const container = document.getElementById('root');
if (container) void boot(container);
