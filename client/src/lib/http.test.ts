import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_COOKIE } from '@aikc/shared/constants';
import { ResultCode } from '@aikc/shared/result-codes';
import { ApiError, NETWORK_ERROR_CODE, configureHttp, httpGet, httpPost } from './http.ts';
import { createCachedCall } from './cached-call.ts';
import { readCookie } from './cookies.ts';
import { saveToken } from './token.ts';

type FetchArgs = [string, RequestInit];

function replyWith(...bodies: unknown[]) {
  const fetchMock = vi.fn(async (..._args: FetchArgs) => {
    const body = bodies.length > 1 ? bodies.shift() : bodies[0];
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz012345';
let notifyError: ReturnType<typeof vi.fn<(msg: string) => void>>;
let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;
let restore: () => void;

beforeEach(() => {
  notifyError = vi.fn<(msg: string) => void>();
  onUnauthorized = vi.fn<() => void>();
  restore = configureHttp({ notifyError, onUnauthorized });
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

describe('http layer', () => {
  it('sends the token cookie as Authorization and Platform: pc-web; GET carries a query', async () => {
    saveToken(TOKEN);
    const fetchMock = replyWith({ code: 200, msg: 'ok', data: { a: 1 } });
    await expect(httpGet('/api/front/x/y', { page: 2, q: '高新', skip: undefined })).resolves.toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/front/x/y?page=2&q=${encodeURIComponent('高新')}`);
    expect(init.method).toBe('GET');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(TOKEN);
    expect(headers.Platform).toBe('pc-web');
    expect(init.body).toBeUndefined();
  });

  it('POST sends a JSON body and no Authorization for a visitor', async () => {
    const fetchMock = replyWith({ code: 200, msg: 'ok', data: null });
    await httpPost('/api/front/x/z', { id: 3 });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ id: 3 }));
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('shows the msg of any non-200 code and rejects with that code', async () => {
    replyWith({ code: 400, msg: '手机号格式不正确', data: null });
    const err = await httpPost('/api/front/x', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(400);
    expect(notifyError).toHaveBeenCalledWith('手机号格式不正确');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("falls back to 'Error' when msg is empty", async () => {
    replyWith({ code: 500, msg: '', data: null });
    await expect(httpGet('/api/front/x')).rejects.toBeInstanceOf(ApiError);
    expect(notifyError).toHaveBeenCalledWith('Error');
  });

  it('401 clears the token cookie and sends the user to login', async () => {
    saveToken(TOKEN);
    replyWith({ code: ResultCode.UNAUTHORIZED, msg: '登录已失效，请重新登录', data: null });
    await expect(httpGet('/api/front/user/x')).rejects.toMatchObject({ code: 401 });
    expect(readCookie(TOKEN_COOKIE)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a network failure or a non-envelope body rejects with the network code', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(httpGet('/api/front/x')).rejects.toMatchObject({ code: NETWORK_ERROR_CODE });
    replyWith('<html>502</html>');
    await expect(httpGet('/api/front/x')).rejects.toMatchObject({ code: NETWORK_ERROR_CODE });
    expect(notifyError).toHaveBeenCalledTimes(2);
  });

  it('silent calls reject without a toast', async () => {
    replyWith({ code: 404, msg: '不存在', data: null });
    await expect(httpGet('/api/front/x', {}, { silent: true })).rejects.toMatchObject({ code: 404 });
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('cached user-info call', () => {
  const user = { id: 7, username: '' };

  it('answers from the cache for 600 s per token, then asks again', async () => {
    saveToken(TOKEN);
    let now = 1_000_000;
    const fetchMock = replyWith({ code: 200, msg: 'ok', data: user });
    const call = createCachedCall('/api/front/user/user_info', 600, {}, () => now);
    await call.fetch();
    now += 599_000;
    await expect(call.fetch()).resolves.toMatchObject({ code: 200, data: user });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    now += 2_000;
    await call.fetch();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('another token is another cache entry; invalidate forgets', async () => {
    saveToken(TOKEN);
    const fetchMock = replyWith({ code: 200, msg: 'ok', data: user });
    const call = createCachedCall('/api/front/user/user_info', 600);
    await call.fetch();
    saveToken(`${TOKEN}x`);
    await call.fetch();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    call.invalidate();
    await call.fetch();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it.each([8001, 8002])('passes code %i back to the caller without a toast', async (code) => {
    replyWith({ code, msg: '请先绑定手机号', data: user });
    const call = createCachedCall('/api/front/user/user_info', 600, { passThroughCodes: [8001, 8002] });
    await expect(call.fetch()).resolves.toMatchObject({ code, data: user });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('does not cache a failure', async () => {
    const fetchMock = replyWith({ code: 500, msg: '系统繁忙', data: null }, { code: 200, msg: 'ok', data: user });
    const call = createCachedCall('/api/front/user/user_info', 600);
    await expect(call.fetch()).rejects.toBeInstanceOf(ApiError);
    await expect(call.fetch()).resolves.toMatchObject({ code: 200 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
