import { Observable, Subject, startWith, timer } from 'rxjs';
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

describe('badge topic', () => {
  let upstream: FakeUpstream;
  let gw: TestGateway | undefined;
  const clients: TestClient[] = [];
  const open = (url: string, token?: string, extra?: { reconnection?: boolean }) => {
    const c = openClient(url, token, extra);
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

  it('makes exactly one upstream call per tick for as many tabs as one user may open', async () => {
    const ticks = new Subject<void>();
    gw = await startTestGateway({ upstreamUrl: upstream.url, badge: { ticker: () => ticks.pipe(startWith(0)) } });
    const tabs = Array.from({ length: OPEN_STREAMS_PER_USER }, () => open(gw!.url, A.token));
    await waitFor('every tab has the first count', () => tabs.every((t) => t.badges.includes(3)));
    const after = upstream.calls(A.id);
    for (let k = 1; k <= 5; k++) {
      upstream.setTotal(A.id, 100 + k);
      ticks.next();
      // Each value changes, so every tab seeing it proves the tick's single call finished.
      await waitFor(`tick ${k} reached all tabs`, () => tabs.every((t) => t.badges.at(-1) === 100 + k));
    }
    expect(upstream.calls(A.id) - after).toBe(5);
    expect(upstream.maxInFlight.get(A.id)).toBe(1);
    for (const t of tabs) expect(t.badges).toEqual([3, 101, 102, 103, 104, 105]);
  });

  it("with the real clock, a user's tabs cost at most one call per interval and never two at once", async () => {
    const pollMs = 100;
    gw = await startTestGateway({ upstreamUrl: upstream.url, pollMs });
    const tabs = Array.from({ length: OPEN_STREAMS_PER_USER }, () => open(gw!.url, A.token));
    await waitFor('every tab has the first count', () => tabs.every((t) => t.badges.length === 1));
    const before = upstream.calls(A.id);
    const started = performance.now();
    await waitFor('several intervals of polling', () => upstream.calls(A.id) - before >= 6);
    await sleep(3 * pollMs);
    const calls = upstream.calls(A.id) - before;
    const intervals = (performance.now() - started) / pollMs;
    // Tabs polling separately would make one call each per interval; timers only ever fire late.
    expect(calls).toBeLessThanOrEqual(Math.ceil(intervals) + 1);
    expect(upstream.maxInFlight.get(A.id)).toBe(1);
    expect(upstream.platforms).toEqual(new Set(['pc-web']));
  });

  it('pushes a change once and nothing while the count stays the same', async () => {
    gw = await startTestGateway({ upstreamUrl: upstream.url, pollMs: 100 });
    const tab = open(gw.url, A.token);
    await waitFor('first count', () => tab.badges.length === 1);
    upstream.setTotal(A.id, 4);
    await waitFor('changed count', () => tab.badges.length === 2);
    const calls = upstream.calls(A.id);
    // exhaustMap starts call n+1 only after call n was handled, so 4 more calls means 3 unchanged polls done.
    await waitFor('unchanged polls', () => upstream.calls(A.id) >= calls + 4);
    upstream.setTotal(A.id, 0);
    await waitFor('second change', () => tab.badges.length >= 3);
    await sleep(50);
    expect(tab.badges).toEqual([3, 4, 0]);
  });

  it("never sends one user's count to another user's sockets", async () => {
    gw = await startTestGateway({ upstreamUrl: upstream.url, pollMs: 100 });
    const a = [open(gw.url, A.token), open(gw.url, A.token)];
    const b = [open(gw.url, B.token), open(gw.url, B.token)];
    await waitFor('first counts', () => [...a, ...b].every((c) => c.badges.length === 1));
    upstream.setTotal(A.id, 42);
    await waitFor('A sees the change', () => a.every((c) => c.badges.at(-1) === 42));
    const callsB = upstream.calls(B.id);
    await waitFor('B keeps polling', () => upstream.calls(B.id) >= callsB + 2);
    for (const c of a) expect(c.badges).toEqual([3, 42]);
    for (const c of b) expect(c.badges).toEqual([7]);
  });

  it('gives a reconnecting tab the current count at once, from the running pipeline', async () => {
    gw = await startTestGateway({ upstreamUrl: upstream.url, pollMs: 100 });
    const keeper = open(gw.url, A.token);
    const tab = open(gw.url, A.token);
    await waitFor('first counts', () => keeper.badges.length === 1 && tab.badges.length === 1);
    upstream.setTotal(A.id, 9);
    await waitFor('change seen', () => tab.badges.at(-1) === 9);
    tab.socket.disconnect();
    // The feed is slow from now on: a snapshot that arrives anyway came from the pipeline's last value.
    upstream.delayMs = 5000;
    tab.socket.connect();
    await waitFor('snapshot after reconnect', () => tab.connects === 2 && tab.badges.length === 3, 2000);
    expect(tab.badges).toEqual([3, 9, 9]);
    upstream.delayMs = 0;
  });

  it('delivers the current count again after a gateway restart', async () => {
    gw = await startTestGateway({ upstreamUrl: upstream.url, pollMs: 100 });
    const port = gw.port;
    const tab = open(gw.url, A.token);
    await waitFor('first count', () => tab.badges.length === 1);
    await gw.close();
    upstream.setTotal(A.id, 5);
    gw = await startTestGateway({ upstreamUrl: upstream.url, pollMs: 100, port });
    await waitFor('reconnected with the new count', () => tab.connects >= 2 && tab.badges.at(-1) === 5);
    expect(tab.badges).toEqual([3, 5]);
  });

  it('stops polling once the last socket of a user leaves', async () => {
    let clocks = 0;
    // The real clock, counted: a pipeline that outlives its last listener would keep its timer.
    const ticker = (ms: number) =>
      new Observable<number>((sub) => {
        clocks += 1;
        const s = timer(0, ms).subscribe(sub);
        return () => {
          clocks -= 1;
          s.unsubscribe();
        };
      });
    gw = await startTestGateway({ upstreamUrl: upstream.url, pollMs: 100, badge: { ticker } });
    const tabs = [open(gw.url, A.token), open(gw.url, A.token)];
    await waitFor('first counts', () => tabs.every((t) => t.badges.length === 1));
    expect(clocks).toBe(1);
    tabs[0]!.socket.disconnect();
    const calls = upstream.calls(A.id);
    await waitFor('still polling for the remaining tab', () => upstream.calls(A.id) >= calls + 2);
    tabs[1]!.socket.disconnect();
    await waitFor('feed gone', () => gw!.gateway.io.sockets.sockets.size === 0);
    await sleep(150);
    const stopped = upstream.calls(A.id);
    await sleep(600);
    expect(upstream.calls(A.id)).toBe(stopped);
    expect(clocks).toBe(0);
  });

  it('sends auth.expired and disconnects the sockets of a refused token, and keeps polling with another', async () => {
    gw = await startTestGateway({ upstreamUrl: upstream.url, pollMs: 100 });
    upstream.setToken('token-a-second-login', A.id, 3);
    const old = open(gw.url, A.token);
    await waitFor('old tab counted', () => old.badges.length === 1);
    const other = open(gw.url, 'token-a-second-login');
    await waitFor('other tab counted', () => other.badges.length === 1);
    upstream.revoke(A.token);
    await waitFor('old tab logged out', () => old.expired.length === 1 && old.disconnects.length === 1);
    expect(old.expired[0]).toEqual({ code: 401, msg: '登录已失效，请重新登录' });
    expect(old.disconnects).toEqual(['io server disconnect']);
    upstream.setTotal(A.id, 8);
    await waitFor('other tab still served', () => other.badges.at(-1) === 8);
    expect(other.expired).toEqual([]);
  });

  it('retries with backoff while the upstream is down and pushes once it is back', async () => {
    gw = await startTestGateway({ upstreamUrl: upstream.url, pollMs: 100 });
    const tab = open(gw.url, A.token);
    await waitFor('first count', () => tab.badges.length === 1);
    upstream.down = true;
    await sleep(400);
    upstream.setTotal(A.id, 6);
    upstream.down = false;
    await waitFor('count after recovery', () => tab.badges.at(-1) === 6);
    expect(tab.badges).toEqual([3, 6]);
    expect(tab.disconnects).toEqual([]);
  });
});
