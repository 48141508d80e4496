import path from 'node:path';
import http, { type Server } from 'node:http';
import { fail } from '@aikc/shared/envelope';
import { ResultCode, httpStatusFor } from '@aikc/shared/result-codes';
import { standByIfAsked } from '@aikc/server-kit/standby';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createLogger } from './logger.ts';
import { ensureSeeded } from './seed/ensure-seeded.ts';
import { ensureReference } from './seed/reference/ensure-reference.ts';
import type { ColumnsSpec, SearchKind } from '@aikc/search';
import { createRuntimes } from './composition.ts';
import type { AppDeps } from './deps.ts';
import { COMPANY_COLUMNS } from './modules/company/search-spec.ts';
import { INTERPRETATION_COLUMNS } from './modules/news/interpretation-search-spec.ts';
import { NEWS_COLUMNS } from './modules/news/search-spec.ts';
import { POLICY_COLUMNS } from './modules/policy/search-spec.ts';
import { PROJECT_COLUMNS } from './modules/project/search-spec.ts';
import { startUploadSweeps } from './modules/uploads/sweep.ts';
import { startPublishSchedule } from './modules/admin/publish-schedule.ts';
import { startUserEventPruning } from './modules/user-events/feed.ts';

/** Every kind searched through in-memory facet columns (search/engine), with its column spec. */
const SEARCH_COLUMNS: [SearchKind, ColumnsSpec][] = [
  ['policy', POLICY_COLUMNS],
  ['project', PROJECT_COLUMNS],
  ['company', COMPANY_COLUMNS],
  ['news', NEWS_COLUMNS],
  ['interpretation', INTERPRETATION_COLUMNS],
];

/**
 * Loads the search facet columns, then the index units of the most frequent words, in the background, one
 * kind after another, before the first visitor needs them.
 */
async function preloadSearch({ search, screens, logger }: AppDeps): Promise<void> {
  await search.warm(SEARCH_COLUMNS, (step) => {
    const { kind, stage, ms } = step;
    if ('error' in step) {
      logger.warn(
        { kind, err: step.error },
        stage === 'columns'
          ? 'search columns not preloaded; the first search loads them'
          : 'search index units not preloaded; searches read them on first use',
      );
    } else if (stage === 'columns') {
      logger.info({ kind, docs: step.count, mb: Math.round(step.bytes / 1048576), ms }, 'search columns loaded');
    } else {
      logger.info({ kind, units: step.count, mb: Math.round(step.bytes / 1048576), ms }, 'search index units loaded');
    }
  });
  // The big screens' facts (big-screen/facts.ts): a wall's first poll then waits for nothing.
  const started = performance.now();
  try {
    await screens.warm();
    logger.info({ ms: Math.round(performance.now() - started) }, 'big-screen facts built');
  } catch (err) {
    logger.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'big-screen facts not prebuilt; the first poll builds them',
    );
  }
}

/** Starts the API: config, database, migrations, HTTP; on SIGTERM/SIGINT drains (requests in flight finish) and stops. */
async function main(): Promise<void> {
  await standByIfAsked();
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const db = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.resolve(config.DATA_DIR, config.SQLITE_FILE),
    onPoolError: (err) => logger.warn({ err: err.message }, 'idle database connection lost; the pool replaces it'),
  });
  await migrateToLatest(db);
  if (config.SEED_ON_START) await ensureSeeded(db, logger, { demo: config.SEED_DEMO });
  await ensureReference(db, logger); // the real national documents and the 问答库, on every start
  // Every long-lived runtime of the process hangs off `deps` (composition.ts); the costly ones start on first use.
  const deps = createRuntimes({ config, db, logger });
  const app = createApp(deps);
  let stopping = false;
  // While draining, requests that still arrive on open keep-alive connections are refused in the envelope
  // (the edge passes the 503 on); those already in flight finish.
  const server: Server = http.createServer((req, res) => {
    if (!stopping) return void app(req, res);
    res.writeHead(httpStatusFor(ResultCode.UPSTREAM_UNAVAILABLE), {
      'Content-Type': 'application/json; charset=utf-8',
      Connection: 'close',
    });
    res.end(JSON.stringify(fail(ResultCode.UPSTREAM_UNAVAILABLE, '服务正在重启，请稍后再试')));
  });
  server.listen(config.API_PORT, config.API_HOST, () => {
    logger.info({ port: config.API_PORT, db: db.dialect }, 'api listening');
    void preloadSearch(deps);
  });
  server.keepAliveTimeout = 65_000;
  // Replaced avatars, unsent screenshots and orphaned documents are removed hourly (only the active process runs
  // this: a standby waits in standByIfAsked above).
  const stopSweeps = startUploadSweeps(deps);
  const stopPruning = startUserEventPruning({ db, logger });
  const stopPublishing = startPublishSchedule(deps);

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopSweeps();
    stopPruning();
    stopPublishing();
    logger.info({ signal }, 'api stopping');
    server.close(() => {
      void deps
        .close()
        .catch((err: unknown) => logger.warn({ err }, 'a runtime did not close cleanly'))
        .then(() => db.close())
        .finally(() => process.exit(0));
    });
    // Keep-alive connections become idle as their last response leaves; close each then, not at the 65 s timeout.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
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
