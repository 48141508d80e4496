import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { runEnv } from './env.ts';
import { startScheduler } from './scheduler.ts';

/**
 * The crawl worker `npm start` runs under its supervisor when CRAWL_SCHEDULE=1 (scripts/start.ts): it runs the
 * database's scheduled sources on their cron. SIGTERM stops it at once; a run cut short resumes on its next
 * tick (the queue is in the database).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.resolve(config.DATA_DIR, config.SQLITE_FILE),
    poolSize: 2,
  });
  await migrateToLatest(handle);
  const log = (line: string) => process.stdout.write(`[crawl-worker] ${line}\n`);
  const scheduler = startScheduler(handle, { ...runEnv(config), log });
  log('started');
  const stop = () => {
    scheduler.stop();
    void handle.close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`[crawl-worker] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
