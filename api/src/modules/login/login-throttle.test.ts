import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { RedisEphemeralStore } from '../../lib/redis-ephemeral-store.ts';
import { DEFAULT_LOGIN_THROTTLE, failureDelaySec, LoginThrottle, type LoginThrottleOptions } from './login-throttle.ts';

const REDIS = process.env.TEST_REDIS_URL;
if (!REDIS) process.stdout.write('[skip] login throttle on Redis: TEST_REDIS_URL is not set\n');

it('keeps to NIST 800-63B: delays double from the 4th failure up to 15 minutes, and 100 failures stop the account', () => {
  const o = DEFAULT_LOGIN_THROTTLE;
  expect(o.accountHardStop).toBeLessThanOrEqual(100);
  expect([1, 2, 3, 4, 5, 6, 7].map((n) => failureDelaySec(n, o))).toEqual([0, 0, 0, 1, 2, 4, 8]);
  expect(failureDelaySec(40, o)).toBe(900);
});

const redisStores: RedisEphemeralStore[] = [];
afterAll(async () => {
  for (const s of redisStores) await s.close();
});

function suite(name: string, make: (o: LoginThrottleOptions) => LoginThrottle) {
  describe(name, () => {
    const acct = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

    it('slows the attacking source with growing delays while the owner from another source is not affected', async () => {
      const t = make({ ...DEFAULT_LOGIN_THROTTLE });
      const mobile = acct();
      for (let i = 0; i < 3; i++) {
        expect(await t.check(mobile, 'attacker')).toEqual({ ok: true });
        expect(await t.recordFailure(mobile, 'attacker')).toBe(0);
      }
      expect(await t.recordFailure(mobile, 'attacker')).toBe(1);
      expect(await t.check(mobile, 'attacker')).toMatchObject({ ok: false, reason: 'delay', retryAfterSec: 1 });
      expect(await t.check(mobile, 'owner')).toEqual({ ok: true });
      await t.recordSuccess(mobile, 'owner');
      // The owner's success does not lift the attacker's delay.
      expect(await t.check(mobile, 'attacker')).toMatchObject({ ok: false, reason: 'delay' });
      await new Promise((r) => setTimeout(r, 1100));
      expect(await t.check(mobile, 'attacker')).toEqual({ ok: true });
      expect(await t.recordFailure(mobile, 'attacker')).toBe(2);
      expect(await t.check(mobile, 'attacker')).toMatchObject({ ok: false, reason: 'delay', retryAfterSec: 2 });
    });

    it('stops an account after 100 consecutive failures from many sources until a reset; a source spraying accounts is refused', async () => {
      const t = make({ ...DEFAULT_LOGIN_THROTTLE });
      const mobile = acct();
      for (let i = 0; i < 99; i++) await t.recordFailure(mobile, `src${i}`);
      expect(await t.check(mobile, 'owner')).toEqual({ ok: true });
      await t.recordFailure(mobile, 'src99');
      expect(await t.check(mobile, 'owner')).toMatchObject({ ok: false, reason: 'account' });
      await t.clearAccount(mobile);
      expect(await t.check(mobile, 'owner')).toEqual({ ok: true });

      const spray = `spray${Math.random()}`;
      for (let i = 0; i < 50; i++) await t.recordFailure(acct(), spray);
      expect(await t.check(acct(), spray)).toMatchObject({ ok: false, reason: 'source' });
      expect(await t.check(acct(), 'elsewhere')).toEqual({ ok: true });
    });
  });
}

suite('login throttle (memory)', (o) => new LoginThrottle(o));
if (REDIS) {
  suite('login throttle (Redis)', (o) => {
    const store = new RedisEphemeralStore(REDIS, createLogger('silent'));
    redisStores.push(store);
    return new LoginThrottle(o, store.client, `aikc:test:login:${Math.random()}`);
  });
}
