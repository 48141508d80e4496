import { createSearch } from '@aikc/search';
import type { BaseDeps } from './base-deps.ts';
import type { AppDeps } from './deps.ts';
import { RedisEphemeralStore } from './lib/redis-ephemeral-store.ts';
import { ScreenSnapshots } from './modules/big-screen/snapshots.ts';
import { createAnswerProvider } from './modules/chat/providers/index.ts';
import { KnowledgeCache } from './modules/chat/answers/knowledge.ts';
import { ReportJobs } from './modules/chat/report-jobs.ts';
import { createChatRuntime } from './modules/chat/runtime.ts';
import { CrawlRuns } from './modules/crawl/manage.ts';
import { ExportService } from './modules/export/service.ts';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle } from './modules/login/login-throttle.ts';
import { createAccountRuntime } from './account-runtime.ts';
import { createOpenApiRuntime } from './modules/open-api/runtime.ts';
import { createPaymentRuntime } from './modules/payment/runtime.ts';
import { createPdfServices } from './modules/pdf/services.ts';
import { PushMatcher } from './modules/push/matcher.ts';

type Runtimes = Omit<AppDeps, keyof BaseDeps | 'close'>;

/**
 * The composition root: every long-lived runtime of an API process, built from its config, database and log.
 * main.ts and the test harness both build their app's graph here. Each runtime is made on its first use (a test
 * that never pays does not load payment keys; the PDF browser starts only with a print) and kept on the returned
 * object, so there is one of each per app; `close()` stops those that were made.
 */
export function createRuntimes(base: BaseDeps): AppDeps {
  const { config, db, logger } = base;
  const makers: { [K in keyof Runtimes]: (deps: AppDeps) => Runtimes[K] } = {
    search: () => createSearch(db.db, db.dialect),
    accounts: () => createAccountRuntime(base),
    staffThrottle: (deps) => {
      const store = deps.accounts.store;
      const redis = store instanceof RedisEphemeralStore ? store.client : null;
      return new LoginThrottle(DEFAULT_LOGIN_THROTTLE, redis, 'aikc:staff-login');
    },
    payments: () => createPaymentRuntime(config),
    openApi: (deps) => createOpenApiRuntime(base, deps.accounts.store),
    chat: () => createChatRuntime(createAnswerProvider(config)),
    knowledge: () => new KnowledgeCache(db.db),
    pushMatcher: () => new PushMatcher(),
    pdf: () => createPdfServices(logger),
    reportJobs: () => new ReportJobs(db.db, db.dialect),
    exports: (deps) =>
      new ExportService({
        db,
        search: deps.search,
        dataDir: config.DATA_DIR,
        baseUrl: config.PUBLIC_BASE_URL,
        logger: logger,
      }),
    crawlRuns: () => new CrawlRuns(),
    screens: () => new ScreenSnapshots(db.db, db.dialect),
  };
  const made: { -readonly [K in keyof Runtimes]?: Runtimes[K] } = {};
  const deps = {
    ...base,
    async close() {
      made.reportJobs?.close();
      made.exports?.close();
      await Promise.all([made.pdf?.renderer.close(), made.openApi?.close(), made.accounts?.close()]);
      made.search?.close();
    },
  } as AppDeps;
  for (const key of Object.keys(makers) as (keyof Runtimes)[]) {
    Object.defineProperty(deps, key, {
      enumerable: true,
      get: () => (made[key] ??= makers[key](deps) as never),
      // A test replaces a runtime (its own chat provider or PDF renderer) before the app serves.
      set: (value: never) => {
        made[key] = value;
      },
    });
  }
  return deps;
}
