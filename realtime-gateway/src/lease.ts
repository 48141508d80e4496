import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { Observable, distinctUntilChanged } from 'rxjs';
import type { Logger } from 'pino';

// Renew and release only a lease this holder still owns: a holder that stalled past the TTL must not extend
// or delete the lease its successor took meanwhile.
const RENEW =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** The Redis calls the screen topic makes: leases plus the last published record of each topic. */
export interface LeaseStore {
  readonly holderId: string;
  /** `SET key holder NX PX ttl`: true when this holder now owns the lease. */
  acquire(key: string, ttlMs: number): Promise<boolean>;
  /** Extends the lease if this holder still owns it; false means it was lost. */
  renew(key: string, ttlMs: number): Promise<boolean>;
  release(key: string): Promise<void>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

/** A LeaseStore on its own node-redis connection (the adapter's pub/sub pair cannot run commands). */
export function createRedisLeaseStore(url: string, logger: Logger): LeaseStore {
  const client = createClient({
    url,
    socket: { connectTimeout: 5000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5000) },
  });
  client.on('error', (err: unknown) =>
    logger.error({ err: err instanceof Error ? err.message : String(err) }, 'redis lease client error'),
  );
  let connecting: Promise<unknown> | undefined;
  const ready = async () => {
    connecting ??= client.connect();
    await connecting;
    return client;
  };
  const holderId = randomUUID();
  return {
    holderId,
    acquire: async (key, ttlMs) =>
      (await (await ready()).set(key, holderId, { condition: 'NX', expiration: { type: 'PX', value: ttlMs } })) ===
      'OK',
    renew: async (key, ttlMs) =>
      Number(await (await ready()).eval(RENEW, { keys: [key], arguments: [holderId, String(ttlMs)] })) === 1,
    release: async (key) => {
      await (await ready()).eval(RELEASE, { keys: [key], arguments: [holderId] });
    },
    get: async (key) => (await ready()).get(key),
    set: async (key, value, ttlMs) => {
      await (await ready()).set(key, value, { expiration: { type: 'PX', value: ttlMs } });
    },
    close: async () => {
      if (client.isOpen) await client.close().catch(() => client.destroy());
      else if (connecting) client.destroy();
    },
  };
}

/**
 * Leadership of one lease while subscribed: tries to take `key` at once and every `ttlMs / 3`, renews it
 * while held, emits true/false on every change, and releases it on unsubscribe. A Redis error counts as
 * "not held": better a short gap in polling than two pollers.
 */
export function leadership$(store: LeaseStore, key: string, ttlMs: number, logger: Logger): Observable<boolean> {
  return new Observable<boolean>((subscriber) => {
    let held = false;
    let stopped = false;
    let busy = false;
    const step = async () => {
      if (busy || stopped) return;
      busy = true;
      try {
        held = held ? await store.renew(key, ttlMs) : await store.acquire(key, ttlMs);
      } catch (err) {
        if (held)
          logger.warn(
            { key, err: err instanceof Error ? err.message : String(err) },
            'lease renewal failed, stepping down',
          );
        held = false;
      } finally {
        busy = false;
      }
      if (stopped) {
        if (held) await store.release(key).catch(() => undefined);
        return;
      }
      subscriber.next(held);
    };
    void step();
    const timer = setInterval(() => void step(), Math.max(50, Math.floor(ttlMs / 3)));
    return () => {
      stopped = true;
      clearInterval(timer);
      if (held && !busy) void store.release(key).catch(() => undefined);
      held = false;
    };
  }).pipe(distinctUntilChanged());
}
