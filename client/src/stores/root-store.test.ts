import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Subject } from 'rxjs';
import type { Realtime } from '../realtime/realtime-client.ts';
import { saveToken } from '../lib/token.ts';
import { messageKeys } from '../lib/message-count.ts';
import { RootStore } from './root-store.ts';

function fakeRealtime() {
  const badge$ = new Subject<{ total: number }>();
  const tokens: (string | null)[] = [];
  const rt = {
    on: () => badge$.asObservable(),
    connected$: new Subject<boolean>(),
    setToken: (t: string | null) => tokens.push(t),
    dispose: vi.fn(),
  } as unknown as Realtime;
  return { rt, badge$, tokens };
}

afterEach(() => vi.unstubAllGlobals());

describe('RootStore wiring', () => {
  it('feeds the badge from the HTTP count and from gateway pushes, and resets it at logout', async () => {
    const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz012345';
    saveToken(TOKEN);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: 'ok', data: { total: 4 } }))),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { rt, badge$, tokens } = fakeRealtime();
    const store = new RootStore({ queryClient, realtime: rt, fetchIpRegion: async () => null });

    expect(tokens).toEqual([TOKEN]);
    await waitFor(() => expect(store.badge.total).toBe(4));

    badge$.next({ total: 6 });
    expect(store.badge.total).toBe(6);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: messageKeys.lists() });

    store.session.clear();
    expect(tokens).toEqual([TOKEN, null]);
    expect(store.badge.total).toBe(0);

    store.dispose();
    badge$.next({ total: 9 });
    expect(store.badge.total).toBe(0);
    expect(rt.dispose).toHaveBeenCalled();
  });

  it('a visitor gets no socket and no count call', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { rt, tokens } = fakeRealtime();
    const store = new RootStore({ queryClient: new QueryClient(), realtime: rt, fetchIpRegion: async () => null });
    expect(tokens).toEqual([null]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.session.isLoggedIn).toBe(false);
    store.dispose();
  });
});
