import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { InternalApi, UserApi } from '@aikc/shared/api-paths';
import { createUpstream, UpstreamError } from './upstream.ts';

/** A throwaway server answering every request with `reply`, recording the requests. */
async function serve(reply: (path: string) => { status: number; body: string; delayMs?: number }) {
  const seen: { path: string; method: string; platform?: string; authorization?: string }[] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '';
    seen.push({
      path,
      method: req.method ?? '',
      platform: req.headers.platform as string,
      authorization: req.headers.authorization,
    });
    const r = reply(path);
    setTimeout(() => {
      res.writeHead(r.status, { 'Content-Type': 'application/json' });
      res.end(r.body);
    }, r.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, server };
}

describe('upstream client', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r) ?? r(undefined));
    server = undefined;
  });

  it('sends Platform and Authorization and parses a success with the payload schema', async () => {
    const s = await serve(() => ({
      status: 200,
      body: JSON.stringify({ code: 200, msg: '操作成功', data: { total: 4 } }),
    }));
    server = s.server;
    const up = createUpstream({ baseUrl: `${s.url}/`, timeoutMs: 1000 });
    expect(await up.messageCount('tok')).toEqual({ ok: true, data: { total: 4 } });
    expect(s.seen).toEqual([{ path: UserApi.messageCount, method: 'POST', platform: 'pc-web', authorization: 'tok' }]);
  });

  it('asks the internal feed calls with the service token as Bearer, never a user token', async () => {
    const s = await serve((path) => ({
      status: 200,
      body: JSON.stringify({
        code: 200,
        msg: '操作成功',
        data: path.startsWith(InternalApi.userEvents) ? { events: [], next: 7, reset: false } : { counts: { 3: 2 } },
      }),
    }));
    server = s.server;
    const up = createUpstream({ baseUrl: s.url, timeoutMs: 1000, gatewayToken: 'service-token-0123456789abcdef' });
    expect(await up.userEvents(5, 100)).toEqual({ ok: true, data: { events: [], next: 7, reset: false } });
    expect(await up.userCounts([3])).toEqual({ ok: true, data: { counts: { 3: 2 } } });
    expect(s.seen).toEqual([
      {
        path: `${InternalApi.userEvents}?since=5&limit=100`,
        method: 'GET',
        platform: 'pc-web',
        authorization: 'Bearer service-token-0123456789abcdef',
      },
      {
        path: InternalApi.userCounts,
        method: 'POST',
        platform: 'pc-web',
        authorization: 'Bearer service-token-0123456789abcdef',
      },
    ]);
  });

  it('returns a refusal with its code and msg even on HTTP 401', async () => {
    const s = await serve(() => ({
      status: 401,
      body: JSON.stringify({ code: 401, msg: '登录已失效，请重新登录', data: null }),
    }));
    server = s.server;
    const up = createUpstream({ baseUrl: s.url, timeoutMs: 1000 });
    expect(await up.userInfo('tok')).toEqual({ ok: false, code: 401, msg: '登录已失效，请重新登录' });
  });

  it('accepts user_info 8001/8002 when they carry the user, and refuses them otherwise', async () => {
    const bodies = [
      { code: 8001, msg: '请先绑定手机号', data: { id: 9 } },
      { code: 8002, msg: '请先完善企业信息', data: null },
    ];
    const s = await serve(() => ({ status: 200, body: JSON.stringify(bodies.shift()) }));
    server = s.server;
    const up = createUpstream({ baseUrl: s.url, timeoutMs: 1000 });
    expect(await up.userInfo('tok')).toEqual({ ok: true, data: { id: 9 } });
    expect(await up.userInfo('tok')).toEqual({ ok: false, code: 8002, msg: '请先完善企业信息' });
  });

  it.each([
    ['a non-JSON body', { status: 502, body: '<html>bad gateway</html>' }],
    ['a body outside the envelope', { status: 200, body: JSON.stringify({ total: 4 }) }],
    [
      'a payload failing its schema',
      { status: 200, body: JSON.stringify({ code: 200, msg: 'ok', data: { total: -1 } }) },
    ],
    [
      'a late answer',
      { status: 200, body: JSON.stringify({ code: 200, msg: 'ok', data: { total: 1 } }), delayMs: 500 },
    ],
  ])('throws UpstreamError on %s', async (_what, reply) => {
    const s = await serve(() => reply);
    server = s.server;
    const up = createUpstream({ baseUrl: s.url, timeoutMs: 200 });
    await expect(up.messageCount('tok')).rejects.toBeInstanceOf(UpstreamError);
  });

  it('throws UpstreamError when nothing listens', async () => {
    const s = await serve(() => ({ status: 200, body: '{}' }));
    const url = s.url;
    await new Promise((r) => s.server.close(r));
    const up = createUpstream({ baseUrl: url, timeoutMs: 1000 });
    await expect(up.userInfo('tok')).rejects.toThrow(/upstream request failed/);
  });
});
