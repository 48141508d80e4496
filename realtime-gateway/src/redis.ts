import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Logger } from 'pino';
import type { GatewayServer } from './types.ts';

/**
 * Shares rooms between gateway instances through Redis pub/sub (@socket.io/redis-adapter with node-redis v5).
 * Returns the function that closes both connections. The URL is never logged (it may hold a password).
 */
export async function attachRedisAdapter(
  io: GatewayServer,
  url: string,
  logger: Logger,
  opts: { key?: string; connectTimeoutMs?: number } = {},
): Promise<() => Promise<void>> {
  const connectTimeoutMs = opts.connectTimeoutMs ?? 10_000;
  const pub = createClient({
    url,
    socket: { connectTimeout: 5000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5000) },
  });
  const sub = pub.duplicate();
  pub.on('error', (err: unknown) =>
    logger.error({ err: err instanceof Error ? err.message : String(err) }, 'redis pub client error'),
  );
  sub.on('error', (err: unknown) =>
    logger.error({ err: err instanceof Error ? err.message : String(err) }, 'redis sub client error'),
  );
  const closeAll = async () => {
    await Promise.allSettled([pub.isOpen ? pub.close() : undefined, sub.isOpen ? sub.close() : undefined]);
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.all([pub.connect(), sub.connect()]),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`REDIS_URL: could not connect within ${connectTimeoutMs} ms`)),
          connectTimeoutMs,
        );
      }),
    ]);
  } catch (err) {
    pub.destroy();
    sub.destroy();
    throw err;
  } finally {
    clearTimeout(timer);
  }
  io.adapter(createAdapter(pub, sub, opts.key ? { key: opts.key } : {}));
  logger.info('redis adapter attached');
  return closeAll;
}
