import { createClient } from 'redis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { BaseDeps } from '../../base-deps.ts';
import type { EphemeralStore } from '../../lib/ephemeral-store.ts';
import { databaseNonces, storeNonces, type NonceRegistry } from './nonces.ts';
import { DEV_OPENAPI_SECRET_KEY, SecretBox } from './secret-box.ts';

/**
 * What the open API shares per app instance: the clock (tests move it), the secret box, the used nonces (Redis
 * with REDIS_URL, else the database, so a replay is refused across restarts and processes; nonces.ts) and the per-key request-rate limiters
 * (rate-limiter-flexible, on the same Redis when configured, so several API instances share one budget).
 */
export interface OpenApiRuntime {
  now: () => number;
  box: SecretBox;
  nonces: NonceRegistry;
  /** The limiter for a per-second rate (one per distinct rate; keys with the same rate share it, by key id). */
  limiter(ratePerSec: number): RateLimiterAbstract;
  close(): Promise<void>;
}

/**
 * The open-API runtime of an app (composition.ts makes it on first use). `accountStore`: the account calls'
 * ephemeral store, which holds the used nonces when Redis is configured.
 */
export function createOpenApiRuntime(deps: BaseDeps, accountStore: EphemeralStore): OpenApiRuntime {
  const { config, logger } = deps;
  if (config.NODE_ENV === 'production' && !config.OPENAPI_SECRET_KEY)
    throw new Error('OPENAPI_SECRET_KEY is required when NODE_ENV=production');
  const redis = config.REDIS_URL ? createClient({ url: config.REDIS_URL, disableOfflineQueue: false }) : null;
  if (redis) {
    redis.on('error', (err: Error) => logger.warn({ err: err.message }, 'open API rate-limit redis error'));
    void redis.connect().catch(() => undefined);
  }
  const limiters = new Map<number, RateLimiterAbstract>();
  const rt: OpenApiRuntime = {
    now: () => Date.now(),
    box: new SecretBox(config.OPENAPI_SECRET_KEY ?? DEV_OPENAPI_SECRET_KEY),
    nonces: config.REDIS_URL ? storeNonces(accountStore) : databaseNonces(deps.db.db, () => rt.now()),
    limiter(rate) {
      let l = limiters.get(rate);
      if (!l) {
        const opts = { points: rate, duration: 1, keyPrefix: `aikc:oa:rps${rate}` };
        l = redis
          ? new RateLimiterRedis({ ...opts, storeClient: redis, useRedisPackage: true })
          : new RateLimiterMemory(opts);
        limiters.set(rate, l);
      }
      return l;
    },
    async close() {
      if (redis?.isOpen) await redis.quit();
    },
  };
  return rt;
}
