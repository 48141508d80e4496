import { standByIfAsked } from '@aikc/server-kit/standby';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { createGateway } from './server.ts';

/** Starts the gateway; stops cleanly on SIGTERM/SIGINT (topics, sockets, HTTP, Redis, then exit). */
async function main(): Promise<void> {
  await standByIfAsked();
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const gateway = await createGateway({ config, logger });
  const addr = await gateway.listen();
  logger.info(
    {
      host: addr.address,
      port: addr.port,
      upstream: new URL(config.UPSTREAM_URL).origin,
      redis: Boolean(config.REDIS_URL),
    },
    'gateway listening',
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'gateway stopping');
    setTimeout(() => process.exit(1), 10_000).unref();
    gateway.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'gateway did not stop cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  // The logger may not exist yet (bad configuration); stderr is the one place left.
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
