import type { Search } from '@aikc/search';
import type { BaseDeps } from './base-deps.ts';
import type { ScreenSnapshots } from './modules/big-screen/snapshots.ts';
import type { KnowledgeCache } from './modules/chat/answers/knowledge.ts';
import type { ChatRuntime } from './modules/chat/runtime.ts';
import type { CrawlRuns } from './modules/crawl/manage.ts';
import type { ReportJobs } from './modules/chat/report-jobs.ts';
import type { ExportService } from './modules/export/service.ts';
import type { AccountRuntime } from './account-runtime.ts';
import type { LoginThrottle } from './modules/login/login-throttle.ts';
import type { OpenApiRuntime } from './modules/open-api/runtime.ts';
import type { PaymentRuntime } from './modules/payment/runtime.ts';
import type { PdfServices } from './modules/pdf/services.ts';
import type { PushMatcher } from './modules/push/matcher.ts';

/**
 * What every module gets: built once by `createRuntimes` (composition.ts) in main.ts or a test, passed down,
 * never imported as a global. Each runtime below is the only one of its kind in the process; the costly ones are
 * made on first use. A module that needs a runtime's type names it as `AppDeps['accounts']`, so it does not
 * import the module that builds it.
 */
export interface AppDeps extends BaseDeps {
  /** The search port of this database (@aikc/search). */
  readonly search: Search;
  /** Clock, ephemeral store, rate limits and the SMS, e-mail and WeChat providers of the account calls. */
  readonly accounts: AccountRuntime;
  /** The failed-login throttle of the operations console (its own counters). */
  readonly staffThrottle: LoginThrottle;
  /** Payment channels (or the development simulator) of membership orders. */
  readonly payments: PaymentRuntime;
  /** The open API's secret box, used nonces and per-key rate limiters. */
  readonly openApi: OpenApiRuntime;
  /** Live answers, the answer provider and the per-user chat limits; tests put their own provider in. */
  chat: ChatRuntime;
  /** The subscription index the policy writers match new policies against (push/matcher.ts). */
  readonly pushMatcher: PushMatcher;
  /** The 问答库 and reference facts indexed for the answers, rebuilt when an import changes them. */
  readonly knowledge: KnowledgeCache;
  /** The one PDF renderer, its render tokens and progress; tests put their own renderer in. */
  pdf: PdfServices;
  /** Chat reports being rendered (their jobs and heartbeats). */
  readonly reportJobs: ReportJobs;
  /** 数据导出 jobs. */
  readonly exports: ExportService;
  /** The crawl sources this server is running now (the back office's 立即运行). */
  readonly crawlRuns: CrawlRuns;
  /** The big screens' facts and snapshots. */
  readonly screens: ScreenSnapshots;
  /** Stops what the runtimes made so far hold (sockets, timers, browsers, search memory); the database stays open. */
  close(): Promise<void>;
}
