import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { configureHttp } from './http.ts';
import { saveToken } from './token.ts';
import { userInfoQuery } from './user-info.ts';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz012345';
const user = { id: 7, username: '' };
let restore: () => void;
let notifyError: ReturnType<typeof vi.fn<(msg: string) => void>>;

beforeEach(() => {
  notifyError = vi.fn<(msg: string) => void>();
  restore = configureHttp({ notifyError, onUnauthorized: vi.fn() });
  saveToken(TOKEN);
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const reply = (...bodies: unknown[]) => {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(bodies.length > 1 ? bodies.shift() : bodies[0]), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

it('serves the user from the query cache for 600 s per token (staleTime), then asks again; concurrent callers share one call', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const fetchMock = reply({ code: 200, msg: 'ok', data: user });
  const qc = new QueryClient();
  await Promise.all([qc.fetchQuery(userInfoQuery(TOKEN)), qc.fetchQuery(userInfoQuery(TOKEN))]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  vi.setSystemTime(Date.now() + 599_000);
  await expect(qc.fetchQuery(userInfoQuery(TOKEN))).resolves.toEqual({ user, code: 200 });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await qc.fetchQuery(userInfoQuery(`${TOKEN}x`));
  expect(fetchMock).toHaveBeenCalledTimes(2);
  vi.setSystemTime(Date.now() + 2_000);
  await qc.fetchQuery(userInfoQuery(TOKEN));
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

it.each([8001, 8002])('hands code %i back with the user, without a toast', async (code) => {
  reply({ code, msg: '请先绑定手机号', data: user });
  await expect(new QueryClient().fetchQuery(userInfoQuery(TOKEN))).resolves.toEqual({ user, code });
  expect(notifyError).not.toHaveBeenCalled();
});

it('does not cache a failure', async () => {
  const fetchMock = reply({ code: 500, msg: '系统繁忙', data: null }, { code: 200, msg: 'ok', data: user });
  const qc = new QueryClient();
  await expect(qc.fetchQuery(userInfoQuery(TOKEN))).rejects.toMatchObject({ code: 500 });
  await expect(qc.fetchQuery(userInfoQuery(TOKEN))).resolves.toEqual({ user, code: 200 });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
