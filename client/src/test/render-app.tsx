import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { AppRoot } from '../app/app-root.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { appRoutes } from '../app/routes.tsx';
import { createRealtime, type SocketLike } from '../realtime/realtime-client.ts';
import { RootStore } from '../stores/root-store.ts';

/**
 * Renders `routes` (the whole app by default) at `path` inside the app's providers, with a memory router and no
 * socket; `fetch` is whatever the test stubbed. `beforeRender` may set up the stores (a chosen city, say).
 */
export function renderRoutes(
  path: string,
  routes: RouteObject[] = appRoutes,
  beforeRender?: (store: RootStore) => void,
) {
  const queryClient = createQueryClient();
  const fakeSocket: SocketLike = {
    on: () => undefined,
    off: () => undefined,
    emit: () => undefined,
    disconnect: () => undefined,
    connected: false,
  };
  const store = new RootStore({
    queryClient,
    realtime: createRealtime(() => fakeSocket),
    fetchIpRegion: async () => null,
  });
  beforeRender?.(store);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppRoot store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppRoot>,
  );
  return { ...view, router, store };
}

/** Renders the whole app at `path` with a memory router, no socket and an API that is down. */
export function renderApp(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('bad gateway', { status: 502 })),
  );
  return renderRoutes(path);
}
