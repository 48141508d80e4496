import { pino } from 'pino';
import { createClient } from 'redis';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedisLeaseStore } from '../lease.ts';
import { FakeUpstream } from '../testing/fake-upstream.ts';
import { sleep, waitFor, type TestGateway } from '../testing/harness.ts';
import { openWall, screenSnapshot, startScreenGateway, type TestWall } from '../testing/screen-harness.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) {
  process.stdout.write(
    'SKIP realtime-gateway screen cluster tests (lease, failover): set TEST_REDIS_URL=redis://127.0.0.1:6379 to run them\n',
  );
}

interface Health {
  screenPolling: number;
  screenSockets: number;
}
const health = async (g: TestGateway) => ((await (await fetch(`${g.url}/healthz`)).json()) as { data: Health }).data;
const uniq = (xs: string[]) => xs.filter((x, i) => xs[i - 1] !== x);
async function until(what: string, predicate: () => boolean | Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await sleep(20);
  }
}

describe.skipIf(!REDIS_URL)('screen topic on two gateways sharing Redis', () => {
  let upstream: FakeUpstream;
  let key: string;
  const gateways: TestGateway[] = [];
  const walls: TestWall[] = [];
  const calls = () => upstream.screenCalls.get('s1') ?? 0;

  async function cluster(leaseMs = 900): Promise<[TestGateway, TestGateway]> {
    upstream = new FakeUpstream();
    await upstream.start();
    upstream.screens.set('s1', screenSnapshot('s1', 'v1', 1));
    key = `aikc-test-screen-${process.pid}-${Date.now()}`;
    const opts = { upstreamUrl: upstream.url, redisUrl: REDIS_URL, redisKey: key, pollMs: 100, leaseMs };
    const one = await startScreenGateway(opts);
    const two = await startScreenGateway(opts);
    gateways.push(one, two);
    return [one, two];
  }
  const wallsOn = (g: TestGateway, n: number) => {
    const ws = Array.from({ length: n }, () => openWall(g.url, 's1'));
    walls.push(...ws);
    return ws;
  };

  afterEach(async () => {
    for (const w of walls.splice(0)) w.socket.close();
    for (const g of gateways.splice(0)) await g.close();
    await upstream?.stop();
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    for (const k of await redis.keys(`${key}:*`)) await redis.del(k);
    await redis.close();
  });

  it('polls once per interval for the whole cluster and delivers every change to walls on both instances', async () => {
    const [one, two] = await cluster();
    const onOne = wallsOn(one, 3);
    await waitFor('walls on one have v1', () => onOne.every((w) => w.data.length >= 1));
    const onTwo = wallsOn(two, 3);
    await waitFor('walls on two got the snapshot from Redis', () => onTwo.every((w) => w.data.length >= 1));
    expect([(await health(one)).screenPolling, (await health(two)).screenPolling].sort()).toEqual([0, 1]);

    const before = calls();
    const started = performance.now();
    await sleep(1500);
    const intervals = (performance.now() - started) / 100;
    // Two pollers would make about twice as many calls; timers only ever fire late.
    expect(calls() - before).toBeLessThanOrEqual(Math.ceil(intervals) + 1);
    expect(calls() - before).toBeGreaterThanOrEqual(5);

    upstream.screens.set('s1', screenSnapshot('s1', 'v2', 2));
    await waitFor('v2 on every wall', () => [...onOne, ...onTwo].every((w) => w.versions().at(-1) === 'v2'));
    await sleep(300);
    for (const w of [...onOne, ...onTwo]) {
      expect(uniq(w.versions())).toEqual(['v1', 'v2']);
      expect(w.versions().filter((v) => v === 'v2')).toHaveLength(1);
      // The change reached both instances as a patch through the adapter, and applied without a resync.
      expect(w.patches.map((p) => p.version)).toEqual(['v2']);
      expect(w.resyncs).toEqual([]);
    }
  });

  it('hands polling over when the holder stops, and when its last wall leaves while others still watch', async () => {
    const [one, two] = await cluster();
    const onOne = wallsOn(one, 2);
    await until('one polls', async () => onOne.every((w) => w.data.length >= 1));
    const onTwo = wallsOn(two, 2);
    await waitFor('two has data', () => onTwo.every((w) => w.data.length >= 1));
    expect((await health(one)).screenPolling).toBe(1);

    // The holder's walls go: the lease is released, the other instance (still watched) takes over.
    for (const w of onOne) w.socket.disconnect();
    await until('two took over', async () => (await health(two)).screenPolling === 1);
    upstream.screens.set('s1', screenSnapshot('s1', 'v2', 2));
    await waitFor('v2 on two', () => onTwo.every((w) => w.versions().at(-1) === 'v2'));

    // Walls come back to one; then two (now the holder) shuts down cleanly.
    const back = wallsOn(one, 2);
    await waitFor('back walls have v2 from Redis', () => back.every((w) => w.versions().at(-1) === 'v2'));
    await two.close();
    await until('one took over', async () => (await health(one)).screenPolling === 1, 5000);
    upstream.screens.set('s1', screenSnapshot('s1', 'v3', 3));
    await waitFor('v3 on the walls of one', () => back.every((w) => w.versions().at(-1) === 'v3'));
    for (const w of back) expect(uniq(w.versions())).toEqual(['v2', 'v3']);

    // Nobody watches any more: no instance polls.
    for (const w of back) w.socket.disconnect();
    await until('polling stopped', async () => (await health(one)).screenPolling === 0);
    const stopped = calls();
    await sleep(400);
    expect(calls()).toBe(stopped);
  });

  it('takes over from a holder that died without releasing, once its lease expires', async () => {
    upstream = new FakeUpstream();
    await upstream.start();
    upstream.screens.set('s1', screenSnapshot('s1', 'v1', 1));
    key = `aikc-test-screen-${process.pid}-${Date.now()}`;
    const logger = pino({ level: 'silent' });
    // A crash: the process is gone, so nothing renews and nothing releases.
    const crashing = createRedisLeaseStore(REDIS_URL!, logger);
    const dead = { acquire: async () => false, renew: async () => false, release: async () => undefined };
    const leaseMs = 900;
    const base = { upstreamUrl: upstream.url, redisUrl: REDIS_URL, redisKey: key, pollMs: 100, leaseMs };
    const one = await startScreenGateway({ ...base, screen: { leaseStore: crashing } });
    gateways.push(one);
    const onOne = wallsOn(one, 1);
    await until('one polls', async () => onOne[0]!.data.length === 1 && (await health(one)).screenPolling === 1);
    const two = await startScreenGateway(base);
    gateways.push(two);
    const onTwo = wallsOn(two, 2);
    await waitFor('two has data', () => onTwo.every((w) => w.data.length >= 1));

    Object.assign(crashing, dead);
    await until('two took over after the TTL', async () => (await health(two)).screenPolling === 1, 5000);
    expect((await health(one)).screenPolling).toBe(0);
    upstream.screens.set('s1', screenSnapshot('s1', 'v2', 2));
    await waitFor('v2 on two', () => onTwo.every((w) => w.versions().at(-1) === 'v2'));

    // The new holder fails: walls go stale, and a wall arriving now still gets the last good picture.
    upstream.down = true;
    await waitFor('stale on two', () => onTwo.every((w) => w.stale.length === 1));
    const late = wallsOn(two, 1)[0]!;
    await waitFor('late wall: picture and marker', () => late.data.length === 1 && late.stale.length === 1);
    expect(late.versions()).toEqual(['v2']);
    upstream.down = false;
  });

  it('a new holder that fails at once keeps the picture the previous holder published', async () => {
    const [one, two] = await cluster();
    const first = wallsOn(one, 1)[0]!;
    await waitFor('v1 published by one', () => first.data.length === 1);
    await one.close();
    upstream.down = true;
    const onTwo = wallsOn(two, 1)[0]!;
    await until('two polls', async () => (await health(two)).screenPolling === 1);
    await waitFor('stale from the new holder', () => onTwo.stale.length === 1);
    const late = wallsOn(two, 1)[0]!;
    await waitFor('late wall: picture and marker', () => late.data.length === 1 && late.stale.length === 1);
    expect(late.versions()).toEqual(['v1']);
    upstream.down = false;
  });
});
