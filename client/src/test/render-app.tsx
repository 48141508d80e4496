import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { AppRoot } from '../app/app-root.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { appRoutes } from '../app/routes.tsx';
import { createRealtime, type SocketLike } from '../realtime/realtime-client.ts';
import { RootStore } from '../stores/root-store.ts';

/** Renders the whole app at `path` with a memory router, no socket and an API that is down. */
export function renderApp(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('bad gateway', { status: 502 })),
  );
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
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(<AppRoot store={store} queryClient={queryClient} router={router} />);
  return { ...view, router, store };
}
