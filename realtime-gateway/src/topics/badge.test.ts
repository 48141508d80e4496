import { OPEN_STREAMS_PER_USER } from '@aikc/shared/constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeUpstream } from '../testing/fake-upstream.ts';
import {
  closeAll,
  openClient,
  sleep,
  startTestGateway,
  waitFor,
  type TestClient,
  type TestGateway,
} from '../testing/harness.ts';

const A = { token: 'token-user-a', id: 11 };
const B = { token: 'token-user-b', id: 22 };

describe('badge topic (change feed)', () => {
  let upstream: FakeUpstream;
  let gw: TestGateway | undefined;
  const clients: TestClient[] = [];
  const open = (url: string, token?: string) => {
    const c = openClient(url, token);
    clients.push(c);
    return c;
  };

  beforeEach(async () => {
    upstream = new FakeUpstream();
    await upstream.start();
    upstream.setToken(A.token, A.id, 3);
    upstream.setToken(B.token, B.id, 7);
  });

  afterEach(async () => {
    closeAll(clients.splice(0));
    await gw?.close();
    gw = undefined;
    await upstream.stop();
  });

  it('follows the feed with one call per interval for all users, and reads counts only on change', async () => {
    const users = Array.from({ length: 40 }, (_, i) => ({ token: `token-many-${i}`, id: 1000 + i }));
    for (const u of users) upstream.setToken(u.token, u.id, u.id % 5);
    gw = await startTestGateway({ upstreamUrl: upstream.url, pollMs: 50 });
    const tabs = users.map((u) => open(gw!.url, u.token));
    await waitFor('every user has the first count', () => tabs.every((t, i) => t.badges[0] === users[i]!.id % 5));
    // Each user's count was read once, in batched calls (connections of one turn share one).
    for (const u of users) expect(upstream.countReads(u.id)).toBe(1);
    expect(upstream.countBatches.length).toBeLessThan(users.length);
    const feed = upstream.feedCalls;
    const counts = upstream.countBatches.length;
    await waitFor('several idle intervals', () => upstream.feedCalls >= feed + 5);
    // Nothing changed: no counts call, whatever the number of users.
    expect(upstream.countBatches.length).toBe(counts);
    upstream.setTotal(users[3]!.id, 42);
    await waitFor('the changed user sees it', () => tabs[3]!.badges.at(-1) === 42);
    expect(upstream.countBatches.slice(counts)).toEqual([[users[3]!.id]]);
    for (const [i, t] of tabs.entries()) if (i !== 3) expect(t.badges).toEqual([users[i]!.id % 5]);
  });

  it("pushes a change once to every tab of the user, and never to another user's sockets", async () => {
    gw = await startTestGateway({ upstreamUrl: upstream.url, pollMs: 50 });
    const a = Array.from({ length: OPEN_STREAMS_PER_USER }, () => open(gw!.url, A.token));
    const b = [open(gw.url, B.token), open(gw.url, B.token)];
    await waitFor('first counts', () => [...a, ...b].every((c) => c.badges.length === 1));
    upstream.setTotal(A.id, 4);
    await waitFor('A sees the change', () => a.every((c) => c.badges.at(-1) === 4));
    upstream.setTotal(A.id, 4); // an event whose count did not move pushes nothing
    upstream.setTotal(A.id, 0);
    await waitFor('second change', () => a.every((c) => c.badges.at(-1) === 0));
    await sleep(150);
    for (const c of a) expect(c.badges).toEqual([3, 4, 0]);
    for (const c of b) expect(c.badges).toEqual([7]);
  });

  it('catches up from its cursor after missing feed rows while the API was down', async () => {
    gw = await startTestGateway({ upstreamUrl: upstream.url, pollMs: 50 });
    const a = open(gw.url, A.token);
    const b = open(gw.url, B.token);
    await waitFor('first counts', () => a.badges.length === 1 && b.badges.length === 1);
    upstream.down = true;
    await sleep(200);
    upstream.setTotal(A.id, 5);
    upstream.setTotal(A.id, 6);
    const readsOfB = upstream.countReads(B.id);
    upstream.down = false;
    await waitFor('A gets the count after recovery', () => a.badges.at(-1) === 6);
    expect(a.disconnects).toEqual([]);
    await sleep(150);
    // From the cursor, not a resync: B had no row, so its count was not read again.
    expect(upstream.countReads(B.id)).toBe(readsOfB);
    expect(b.badges).toEqual([7]);
  });

  it('re-reads the counts of its users when its cursor falls behind the pruned rows', async () => {
    gw = await startTestGateway({ upstreamUrl: upstream.url, pollMs: 50 });
    const a = open(gw.url, A.token);
    const b = open(gw.url, B.token);
    await waitFor('first counts', () => a.badges.length === 1 && b.badges.length === 1);
    upstream.down = true;
    await sleep(200);
    upstream.setTotal(A.id, 9);
    upstream.appendEvent(999);
    upstream.prune(); // A's row is gone: only a resync can show 9
    upstream.down = false;
    await waitFor('A gets the count from the resync', () => a.badges.at(-1) === 9);
    const stats = (await (await fetch(`${gw.url}/healthz`)).json()) as { data: Record<string, number> };
    expect(stats.data.resyncs).toBe(2); // the start, then the pruned cursor
    expect(b.badges).toEqual([7]);
  });

  it('follows a feed longer than one page in one step', async () => {
    gw = await startTestGateway({ upstreamUrl: upstream.url, pollMs: 50, badge: { feedLimit: 2 } });
    const a = open(gw.url, A.token);
    await waitFor('first count', () => a.badges.length === 1);
    for (let i = 0; i < 7; i++) upstream.appendEvent(500 + i);
    upstream.setTotal(A.id, 12);
    await waitFor('count after eight rows', () => a.badges.at(-1) === 12);
    expect(a.badges).toEqual([3, 12]);
  });

  it('gives a reconnecting tab the current count at once, without asking the API', async () => {
    gw = await startTestGateway({ upstreamUrl: upstream.url, pollMs: 50 });
    const keeper = open(gw.url, A.token);
    const tab = open(gw.url, A.token);
    await waitFor('first counts', () => keeper.badges.length === 1 && tab.badges.length === 1);
    upstream.setTotal(A.id, 9);
    await waitFor('change seen', () => tab.badges.at(-1) === 9);
    tab.socket.disconnect();
    upstream.delayMs = 5000; // a count read now would arrive too late
    tab.socket.connect();
    await waitFor('snapshot after reconnect', () => tab.connects === 2 && tab.badges.length === 3, 2000);
    expect(tab.badges).toEqual([3, 9, 9]);
    upstream.delayMs = 0;
  });

  it('delivers the current count again after a gateway restart (a late start reads counts)', async () => {
    gw = await startTestGateway({ upstreamUrl: upstream.url, pollMs: 50 });
    const port = gw.port;
    const tab = open(gw.url, A.token);
    await waitFor('first count', () => tab.badges.length === 1);
    await gw.close();
    upstream.setTotal(A.id, 5);
    gw = await startTestGateway({ upstreamUrl: upstream.url, pollMs: 50, port });
    await waitFor('reconnected with the new count', () => tab.connects >= 2 && tab.badges.at(-1) === 5);
    expect(tab.badges).toEqual([3, 5]);
  });

  it('sends auth.expired and disconnects the sockets of a refused token, and keeps serving another', async () => {
    gw = await startTestGateway({ upstreamUrl: upstream.url, pollMs: 50, env: { TOKEN_CHECK_MS: '100' } });
    upstream.setToken('token-a-second-login', A.id, 3);
    const old = open(gw.url, A.token);
    const other = open(gw.url, 'token-a-second-login');
    await waitFor('both tabs counted', () => old.badges.length === 1 && other.badges.length === 1);
    upstream.revoke(A.token);
    await waitFor('old tab logged out', () => old.expired.length === 1 && old.disconnects.length === 1);
    expect(old.expired[0]).toEqual({ code: 401, msg: '登录已失效，请重新登录' });
    expect(old.disconnects).toEqual(['io server disconnect']);
    upstream.setTotal(A.id, 8);
    await waitFor('other tab still served', () => other.badges.at(-1) === 8);
    expect(other.expired).toEqual([]);
  });
});
