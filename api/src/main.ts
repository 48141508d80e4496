import path from 'node:path';
import type { Server } from 'node:http';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createLogger } from './logger.ts';
import { ensureSeeded } from './seed/ensure-seeded.ts';

/** Starts the API: config, database, migrations, HTTP; stops cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const db = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.resolve(config.DATA_DIR, config.SQLITE_FILE),
    onPoolError: (err) => logger.warn({ err: err.message }, 'idle database connection lost; the pool replaces it'),
  });
  await migrateToLatest(db);
  if (config.SEED_ON_START) await ensureSeeded(db, logger);
  const app = createApp({ config, db, logger });
  const server: Server = app.listen(config.API_PORT, config.API_HOST, () => {
    logger.info({ port: config.API_PORT, db: db.dialect }, 'api listening');
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'api stopping');
    server.close(() => {
      void db.close().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  // The logger may not exist yet (bad configuration); stderr is the one place left.
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
