import { createClient } from 'redis';
import type { Logger } from '../logger.ts';
import type { EphemeralStore } from './ephemeral-store.ts';

export type RedisClient = ReturnType<typeof createClient>;
type Client = RedisClient;

/**
 * The EphemeralStore on Redis (REDIS_URL), shared by every API instance. GETDEL gives single use; INCR with
 * PEXPIRE NX gives fixed windows that start at the first hit. Keys are prefixed so the gateway's adapter keys
 * never collide. Redis expiry uses Redis's clock, so tests move time only with the memory store.
 */
export class RedisEphemeralStore implements EphemeralStore {
  /** Shared with the login throttle's rate-limiter-flexible counters (node-redis queues commands until connected). */
  readonly client: Client;
  private readonly ready: Promise<unknown>;

  constructor(
    url: string,
    logger: Logger,
    private readonly prefix = 'aikc:eph:',
  ) {
    this.client = createClient({ url });
    // Without a listener an unreachable Redis would crash the process; log it (no secret in the URL is logged).
    this.client.on('error', (err: Error) => logger.warn({ err: err.message }, 'redis ephemeral store error'));
    this.ready = this.client.connect();
  }

  private k(key: string): string {
    return this.prefix + key;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.ready;
    await this.client.set(this.k(key), value, { expiration: { type: 'PX', value: Math.max(1, Math.ceil(ttlMs)) } });
  }

  async get(key: string): Promise<string | null> {
    await this.ready;
    return this.client.get(this.k(key));
  }

  async take(key: string): Promise<string | null> {
    await this.ready;
    return this.client.getDel(this.k(key));
  }

  async incr(key: string, ttlMs: number): Promise<number> {
    await this.ready;
    const [n] = await this.client
      .multi()
      .incr(this.k(key))
      .pExpire(this.k(key), Math.max(1, Math.ceil(ttlMs)), 'NX')
      .exec();
    return Number(n);
  }

  async del(key: string): Promise<void> {
    await this.ready;
    await this.client.del(this.k(key));
  }

  async close(): Promise<void> {
    await this.ready.catch(() => undefined);
    if (this.client.isOpen) await this.client.close();
  }
}
