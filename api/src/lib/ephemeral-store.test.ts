import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { MemoryEphemeralStore, type EphemeralStore } from './ephemeral-store.ts';
import { RateLimiter } from './rate-limit.ts';
import { RedisEphemeralStore } from './redis-ephemeral-store.ts';

const REDIS = process.env.TEST_REDIS_URL;
if (!REDIS) process.stdout.write('[skip] Redis ephemeral store: TEST_REDIS_URL is not set\n');

function contract(name: string, make: () => { store: EphemeralStore; advance?: (ms: number) => void }) {
  describe(name, () => {
    it('take is single use; incr counts within a window; limiter blocks at max', async () => {
      const { store } = make();
      const k = `t${Math.random()}`;
      await store.set(k, 'v', 10_000);
      expect(await store.get(k)).toBe('v');
      expect(await store.take(k)).toBe('v');
      expect(await store.take(k)).toBeNull();
      expect(await store.incr(`${k}c`, 10_000)).toBe(1);
      expect(await store.incr(`${k}c`, 10_000)).toBe(2);
      const rl = new RateLimiter(store);
      const lim = { name: `l${Math.random()}`, max: 2, windowMs: 10_000 };
      expect(await rl.hit(lim, 'a')).toBe(true);
      expect(await rl.isBlocked(lim, 'a')).toBe(false);
      expect(await rl.hit(lim, 'a')).toBe(true);
      expect(await rl.isBlocked(lim, 'a')).toBe(true);
      expect(await rl.hit(lim, 'a')).toBe(false);
      await store.close();
    });
  });
}

contract('memory store', () => ({ store: new MemoryEphemeralStore() }));

it('memory store expires entries and windows on its clock', async () => {
  let t = 1000;
  const s = new MemoryEphemeralStore(() => t);
  await s.set('a', '1', 100);
  expect(await s.incr('c', 100)).toBe(1);
  t += 100;
  expect(await s.get('a')).toBeNull();
  expect(await s.incr('c', 100)).toBe(1);
  await s.close();
});

if (REDIS)
  contract('redis store', () => ({
    store: new RedisEphemeralStore(REDIS, createLogger('silent'), `aikc:test:${process.pid}:`),
  }));
