import { afterEach, describe, expect, it } from 'vitest';
import { OPEN_STREAMS_MESSAGE, OPEN_STREAMS_PER_USER } from '@aikc/shared/constants';
import { Rooms } from '@aikc/shared/socket-events';
import { FakeUpstream } from './testing/fake-upstream.ts';
import {
  closeAll,
  openClient,
  sleep,
  startTestGateway,
  waitFor,
  type TestClient,
  type TestGateway,
} from './testing/harness.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) {
  // The one place a test talks to the terminal: say plainly what was not tested.
  process.stdout.write(
    'SKIP realtime-gateway redis adapter tests: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run them\n',
  );
}

describe.skipIf(!REDIS_URL)('two gateway instances sharing Redis', () => {
  const upstreams: FakeUpstream[] = [];
  const gateways: TestGateway[] = [];
  const clients: TestClient[] = [];

  afterEach(async () => {
    closeAll(clients.splice(0));
    for (const g of gateways.splice(0)) await g.close();
    for (const u of upstreams.splice(0)) await u.stop();
  });

  it('delivers a room emit from one instance to a socket on the other, and each instance polls only for its own sockets', async () => {
    const upstream = new FakeUpstream();
    upstreams.push(upstream);
    await upstream.start();
    upstream.setToken('tok-a', 31, 1);
    const key = `aikc-test-${process.pid}-${Date.now()}`;
    const one = await startTestGateway({ upstreamUrl: upstream.url, redisUrl: REDIS_URL, redisKey: key });
    const two = await startTestGateway({ upstreamUrl: upstream.url, redisUrl: REDIS_URL, redisKey: key });
    gateways.push(one, two);
    const onTwo = openClient(two.url, 'tok-a');
    clients.push(onTwo);
    await waitFor('first count on instance two', () => onTwo.badges.length === 1);

    one.gateway.io.to(Rooms.user(31)).emit('badge.count', { total: 77 });
    await waitFor('cross-instance emit', () => onTwo.badges.includes(77));

    // Instance one has no socket of user 31, so it runs no pipeline and pushes nothing of its own.
    upstream.setTotal(31, 2);
    await waitFor('instance two pushes the change', () => onTwo.badges.at(-1) === 2);
    await sleep(300);
    expect(onTwo.badges).toEqual([1, 77, 2]);
    const health = (await (await fetch(`${one.url}/healthz`)).json()) as {
      data: { redis: boolean; badgeUsers: number };
    };
    expect(health.data).toMatchObject({ redis: true, badgeUsers: 0 });
  });

  async function pair() {
    const upstream = new FakeUpstream();
    upstreams.push(upstream);
    await upstream.start();
    const key = `aikc-test-${process.pid}-${Date.now()}-${Math.random()}`;
    const one = await startTestGateway({ upstreamUrl: upstream.url, redisUrl: REDIS_URL, redisKey: key, pollMs: 50 });
    const two = await startTestGateway({ upstreamUrl: upstream.url, redisUrl: REDIS_URL, redisKey: key, pollMs: 50 });
    gateways.push(one, two);
    const open = (url: string, token: string) => {
      const c = openClient(url, token, { reconnection: false });
      clients.push(c);
      return c;
    };
    return { upstream, one, two, open };
  }

  it("gives a user's two tabs on two gateways the same badge, each from its own gateway's feed", async () => {
    const { upstream, one, two, open } = await pair();
    upstream.setToken('tok-b', 41, 4);
    const tabOne = open(one.url, 'tok-b');
    const tabTwo = open(two.url, 'tok-b');
    await waitFor('first counts', () => tabOne.badges.length === 1 && tabTwo.badges.length === 1);
    upstream.setTotal(41, 6);
    await waitFor('both tabs see the change', () => tabOne.badges.at(-1) === 6 && tabTwo.badges.at(-1) === 6);
    await sleep(200);
    // Each gateway pushes to its own sockets only (io.local): no tab gets a count twice through Redis.
    expect(tabOne.badges).toEqual([4, 6]);
    expect(tabTwo.badges).toEqual([4, 6]);
  });

  it("refuses a user's 21st socket across both gateways", async () => {
    const { upstream, one, two, open } = await pair();
    upstream.setToken('tok-c', 51, 0);
    const held = Array.from({ length: OPEN_STREAMS_PER_USER }, (_, i) => open(i % 2 ? one.url : two.url, 'tok-c'));
    await waitFor('all connected', () => held.every((c) => c.connects === 1));
    for (const url of [one.url, two.url]) {
      const extra = open(url, 'tok-c');
      await waitFor('refused', () => extra.connectErrors.length === 1);
      expect(extra.connectErrors[0]).toEqual({ message: OPEN_STREAMS_MESSAGE, code: 429 });
    }
  });
});
