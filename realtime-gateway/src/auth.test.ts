import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANON_SOCKETS_MESSAGE, OPEN_STREAMS_MESSAGE, OPEN_STREAMS_PER_USER } from '@aikc/shared/constants';
import { FakeUpstream } from './testing/fake-upstream.ts';
import {
  closeAll,
  openClient,
  startTestGateway,
  waitFor,
  type TestClient,
  type TestGateway,
} from './testing/harness.ts';

describe('gateway handshake and HTTP', () => {
  let upstream: FakeUpstream;
  let gw: TestGateway;
  const clients: TestClient[] = [];
  const open = (token?: string) => {
    const c = openClient(gw.url, token, { reconnection: false });
    clients.push(c);
    return c;
  };

  beforeEach(async () => {
    upstream = new FakeUpstream();
    await upstream.start();
    upstream.setToken('good-token', 5, 2);
    gw = await startTestGateway({ upstreamUrl: upstream.url, pollMs: 100 });
  });

  afterEach(async () => {
    closeAll(clients.splice(0));
    await gw.close();
    await upstream.stop();
  });

  it('rejects an invalid token with the Chinese message and code 401', async () => {
    const c = open('no-such-token');
    await waitFor('connect_error', () => c.connectErrors.length === 1);
    expect(c.connectErrors[0]).toEqual({ message: '登录已失效，请重新登录', code: 401 });
    expect(c.connects).toBe(0);
    expect(upstream.calls(5)).toBe(0);
  });

  it('lets a user hold OPEN_STREAMS_PER_USER sockets (opened at once); the next is refused with 429, a closed one frees a place', async () => {
    upstream.setToken('other-token', 6, 0);
    const held = Array.from({ length: OPEN_STREAMS_PER_USER }, () => open('good-token'));
    await waitFor('all connected', () => held.every((c) => c.connects === 1));
    const extra = open('good-token');
    await waitFor('connect_error', () => extra.connectErrors.length === 1);
    expect(extra.connectErrors[0]).toEqual({ message: OPEN_STREAMS_MESSAGE, code: 429 });
    // Another user is not counted against this one.
    const other = open('other-token');
    await waitFor('other connected', () => other.connects === 1);
    held[0]?.socket.disconnect();
    // The server frees the place once it has seen the disconnect: try until then.
    let freed = false;
    for (let i = 0; i < 20 && !freed; i++) {
      const next = open('good-token');
      await waitFor('an answer', () => next.connects === 1 || next.connectErrors.length > 0);
      freed = next.connects === 1;
    }
    expect(freed).toBe(true);
  });

  it('caps anonymous sockets per client address (behind the edge), not per gateway', async () => {
    await gw.close();
    gw = await startTestGateway({ upstreamUrl: upstream.url, env: { ANON_SOCKETS_PER_IP: '3' } });
    const from = (ip: string) => {
      const c = openClient(gw.url, undefined, { reconnection: false, headers: { 'X-Forwarded-For': ip } });
      clients.push(c);
      return c;
    };
    const walls = [from('203.0.113.7'), from('203.0.113.7'), from('203.0.113.7')];
    await waitFor('three walls connected', () => walls.every((c) => c.connects === 1));
    const fourth = from('203.0.113.7');
    await waitFor('fourth refused', () => fourth.connectErrors.length === 1);
    expect(fourth.connectErrors[0]).toEqual({ message: ANON_SOCKETS_MESSAGE, code: 429 });
    // Another address, and a logged-in user from the same one, are not counted against it.
    const elsewhere = from('198.51.100.2');
    const user = openClient(gw.url, 'good-token', {
      reconnection: false,
      headers: { 'X-Forwarded-For': '203.0.113.7' },
    });
    clients.push(user);
    await waitFor('others connected', () => elsewhere.connects === 1 && user.connects === 1);
  });

  it('checks the tokens of many handshakes arriving together in a few batched lookups', async () => {
    const users = Array.from({ length: 40 }, (_, i) => ({ token: `token-batch-${i}`, id: 700 + i }));
    for (const u of users) upstream.setToken(u.token, u.id, 1);
    const before = upstream.tokenChecks;
    const socks = users.map((u) => open(u.token));
    const refused = open('not-a-live-token');
    await waitFor('all connected', () => socks.every((c) => c.connects === 1) && refused.connectErrors.length === 1);
    expect(refused.connectErrors[0]?.code).toBe(401);
    // Sockets opened in one turn share lookups (how many depends on arrival; one each would be 41).
    expect(upstream.tokenChecks - before).toBeLessThan(users.length);
  });

  it('rejects a malformed handshake without asking the upstream', async () => {
    const c = openClient(gw.url, undefined, { reconnection: false });
    clients.push(c);
    c.socket.auth = { token: 12345 };
    c.socket.disconnect().connect();
    await waitFor('connect_error', () => c.connectErrors.length >= 1);
    expect(c.connectErrors.at(-1)).toEqual({ message: '连接参数有误，请刷新页面后重试', code: 400 });
  });

  it('answers 503 in Chinese when the upstream cannot check the token', async () => {
    upstream.down = true;
    const c = open('good-token');
    await waitFor('connect_error', () => c.connectErrors.length === 1);
    expect(c.connectErrors[0]).toEqual({ message: '服务暂不可用，请稍后再试', code: 503 });
  });

  it('lets an anonymous socket in without a badge or any upstream call', async () => {
    const anon = open();
    const empty = open('');
    const user = open('good-token');
    await waitFor('all connected', () => anon.connects === 1 && empty.connects === 1 && user.badges.length === 1);
    upstream.setTotal(5, 3);
    await waitFor('user sees the change', () => user.badges.at(-1) === 3);
    expect(anon.badges).toEqual([]);
    expect(empty.badges).toEqual([]);
    // One batched token lookup for the one logged-in socket (user_info is not asked when the feed token is set).
    expect(upstream.tokenChecks).toBe(1);
    expect(upstream.userInfoCalls).toBe(0);
    // Only the user's count is ever read (the anonymous sockets are in no batch).
    expect([...new Set(upstream.countBatches.flat())]).toEqual([5]);
  });

  it('serves /healthz with socket and pipeline counts, and 404 elsewhere', async () => {
    const user = open('good-token');
    await waitFor('counted', () => user.badges.length === 1);
    const health = await fetch(`${gw.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: expect.objectContaining({ status: 'up', sockets: 1, redis: false, badgeUsers: 1, badgeSockets: 1 }),
    });
    const other = await fetch(`${gw.url}/nope`);
    expect(other.status).toBe(404);
    expect(((await other.json()) as { code: number }).code).toBe(404);
  });
});
