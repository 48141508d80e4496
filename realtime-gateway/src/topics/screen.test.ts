import { Observable, Subject, startWith, timer } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeUpstream } from '../testing/fake-upstream.ts';
import { sleep, waitFor, type TestGateway } from '../testing/harness.ts';
import { openWall, screenSnapshot, startScreenGateway, type TestWall } from '../testing/screen-harness.ts';

describe('screen topic (single instance)', () => {
  let upstream: FakeUpstream;
  let gw: TestGateway | undefined;
  const walls: TestWall[] = [];
  const wall = (topic?: 's1' | 's2' | 's3' | 's4') => {
    const w = openWall(gw!.url, topic);
    walls.push(w);
    return w;
  };
  const calls = (topic: string) => upstream.screenCalls.get(topic) ?? 0;

  beforeEach(async () => {
    upstream = new FakeUpstream();
    await upstream.start();
    upstream.screens.set('s1', screenSnapshot('s1', 'v1', 10));
    upstream.screens.set('s2', screenSnapshot('s2', 'w1', 20));
  });

  afterEach(async () => {
    for (const w of walls.splice(0)) w.socket.close();
    await gw?.close();
    gw = undefined;
    await upstream.stop();
  });

  it('polls a topic only while a wall watches it, whether walls leave by unsubscribe or disconnect', async () => {
    let clocks = 0;
    const ticker = (ms: number) =>
      new Observable<number>((sub) => {
        clocks += 1;
        const s = timer(0, ms).subscribe(sub);
        return () => {
          clocks -= 1;
          s.unsubscribe();
        };
      });
    gw = await startScreenGateway({ upstreamUrl: upstream.url, screen: { ticker } });
    const idle = wall();
    await waitFor('idle wall connected', () => idle.socket.connected);
    await sleep(300);
    expect(calls('s1')).toBe(0);
    expect(clocks).toBe(0);

    const a = wall('s1');
    const b = wall('s1');
    await waitFor('both walls have v1', () => a.data.length === 1 && b.data.length === 1);
    expect(clocks).toBe(1);
    a.socket.emit('screen.unsubscribe', { topic: 's1' });
    const before = calls('s1');
    await waitFor('still polling for the other wall', () => calls('s1') >= before + 2);
    b.socket.disconnect();
    await waitFor('clock stopped', () => clocks === 0);
    const stopped = calls('s1');
    await sleep(500);
    expect(calls('s1')).toBe(stopped);
    expect(calls('s2')).toBe(0);
  });

  it('pushes only when the version changes, one upstream call per tick for many walls', async () => {
    const ticks = new Subject<void>();
    gw = await startScreenGateway({ upstreamUrl: upstream.url, screen: { ticker: () => ticks.pipe(startWith(0)) } });
    const many = Array.from({ length: 20 }, () => wall('s1'));
    await waitFor('every wall has v1', () => many.every((w) => w.data.length === 1));
    const start = calls('s1');
    for (let k = 0; k < 3; k++) {
      ticks.next();
      await waitFor(`unchanged tick ${k} answered`, () => calls('s1') === start + k + 1);
      // The upstream has counted the call; let the gateway finish it, or the next tick is dropped (exhaustMap).
      await sleep(100);
    }
    upstream.screens.set('s1', screenSnapshot('s1', 'v2', 11));
    ticks.next();
    await waitFor('v2 reached every wall', () => many.every((w) => w.data.length === 2));
    await sleep(50);
    expect(calls('s1') - start).toBe(4);
    for (const w of many) {
      expect(w.versions()).toEqual(['v1', 'v2']);
      expect(w.data[1]).toMatchObject({ topic: 's1', data: { totals: { policies: 11 } } });
      expect(w.stale).toEqual([]);
    }
  });

  it('answers a (re)subscribe with the current snapshot at once, without asking the upstream', async () => {
    const ticks = new Subject<void>();
    gw = await startScreenGateway({ upstreamUrl: upstream.url, screen: { ticker: () => ticks.pipe(startWith(0)) } });
    const first = wall('s1');
    await waitFor('first wall has v1', () => first.data.length === 1);
    upstream.screens.set('s1', screenSnapshot('s1', 'v2', 12));
    ticks.next();
    await waitFor('first wall has v2', () => first.data.length === 2);
    const before = calls('s1');

    const late = wall('s1');
    await waitFor('late wall got the snapshot', () => late.data.length === 1);
    expect(late.versions()).toEqual(['v2']);
    expect(await first.subscribe({ topic: 's1' })).toMatchObject({ code: 200 });
    expect(first.versions()).toEqual(['v1', 'v2', 'v2']);
    expect(calls('s1')).toBe(before);
  });

  it('keeps topics apart', async () => {
    gw = await startScreenGateway({ upstreamUrl: upstream.url });
    const one = wall('s1');
    const two = wall('s2');
    await waitFor('both have data', () => one.data.length === 1 && two.data.length === 1);
    upstream.screens.set('s2', screenSnapshot('s2', 'w2', 21));
    await waitFor('s2 change', () => two.data.length === 2);
    await sleep(300);
    expect(one.data.map((d) => d.topic)).toEqual(['s1']);
    expect(two.versions()).toEqual(['w1', 'w2']);
  });

  it('marks the topic stale once when the upstream fails, keeps retrying, and recovers with fresh data', async () => {
    const now = { t: 1_700_000_000_000 };
    gw = await startScreenGateway({ upstreamUrl: upstream.url, screen: { now: () => now.t } });
    const w = wall('s1');
    await waitFor('v1', () => w.data.length === 1);
    upstream.down = true;
    await waitFor('stale', () => w.stale.length === 1);
    const failing = calls('s1');
    now.t += 5000;
    // The API answering with a business error is a failure too; still the one stale notice.
    upstream.down = false;
    upstream.screenCode = 500;
    await waitFor('more failed polls', () => calls('s1') >= failing + 3);
    expect(w.stale).toEqual([{ topic: 's1', since: 1_700_000_000_000 }]);

    // A wall arriving meanwhile gets the last good picture and the marker.
    const late = wall('s1');
    await waitFor('late wall snapshot and stale', () => late.data.length === 1 && late.stale.length === 1);
    expect(late.versions()).toEqual(['v1']);

    // Back with the same version: pushed anyway, since that is what clears the marker.
    upstream.screenCode = undefined;
    await waitFor('recovered', () => w.data.length === 2);
    expect(w.versions()).toEqual(['v1', 'v1']);
    upstream.screens.set('s1', screenSnapshot('s1', 'v2'));
    await waitFor('next change', () => w.data.length === 3);
    expect(w.stale).toHaveLength(1);
    expect(w.socket.connected).toBe(true);
  });

  it('refuses bad subscribe payloads with a Chinese message and keeps the socket usable', async () => {
    gw = await startScreenGateway({ upstreamUrl: upstream.url });
    const w = wall();
    await waitFor('connected', () => w.socket.connected);
    for (const bad of [{ topic: 's9' }, {}, null, 'screen', 42, { topic: ['s1'] }, { topic: 's1'.repeat(1000) }]) {
      const answer = await w.subscribe(bad);
      expect(answer.code).toBe(400);
      expect(answer.msg).toMatch(/大屏/);
    }
    // Without an ack, and with junk unsubscribes: nothing to answer, nothing breaks.
    w.socket.emit('screen.subscribe', { topic: 'nope' });
    w.socket.emit('screen.unsubscribe', undefined);
    w.socket.emit('screen.unsubscribe', { topic: 's3' });
    expect(await w.subscribe({ topic: 's1' })).toMatchObject({ code: 200 });
    await waitFor('data after the bad ones', () => w.data.length === 1);
    expect(w.socket.connected).toBe(true);
    expect(calls('s9')).toBe(0);
    const health = (await (await fetch(`${gw.url}/healthz`)).json()) as { data: Record<string, unknown> };
    expect(health.data).toMatchObject({ screenTopics: 1, screenSockets: 1, screenPolling: 1 });
  });
});
