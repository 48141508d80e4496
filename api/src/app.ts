import express, { type Express, type Router } from 'express';
import { useChineseZodMessages } from '@aikc/shared/zod-locale';
import type { AppDeps } from './deps.ts';
import { accessLog } from './http/access-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { errorHandler, notFoundHandler } from './http/error-handler.ts';
import { fastCallDispatch } from './http/fast-dispatch.ts';
import { PublicCache, registerPublicCache, type PublicCacheLimits } from './http/public-cache.ts';
import { publicFastPath } from './http/public-fast-path.ts';
import { bigScreenRoutes } from './modules/big-screen/routes.ts';
import { messageRoutes } from './modules/message/routes.ts';
import { policyRoutes } from './modules/policy/routes.ts';
import { homeRoutes } from './modules/policy/home-routes.ts';
import { projectRoutes } from './modules/project/routes.ts';
import { companyRoutes } from './modules/company/routes.ts';
import { newsRoutes } from './modules/news/routes.ts';
import { infoRoutes } from './modules/info/routes.ts';
import { collectRoutes } from './modules/collect/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { userRoutes } from './modules/user/routes.ts';
import { captchaRoutes } from './modules/captcha/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { loginRoutes } from './modules/login/routes.ts';
import { wechatRoutes } from './modules/wechat/routes.ts';
import { otherRoutes } from './modules/other/routes.ts';
import { searchHelpRoutes } from './modules/search-help/routes.ts';
import { membershipRoutes } from './modules/membership/routes.ts';
import { devPayRoutes } from './modules/payment/dev-routes.ts';
import { payNotifyRoutes, RAW_BODY_PATHS } from './modules/payment/routes.ts';
import { rightsRoutes } from './modules/rights/routes.ts';
import { assessmentRoutes } from './modules/assessment/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { openApiCentreRoutes } from './modules/open-api/centre-routes.ts';
import { openApiRoutes } from './modules/open-api/routes.ts';
import { adminJsonParser, contentImportRoutes } from './modules/content-import/routes.ts';
import { subscriptionRoutes } from './modules/subscription/routes.ts';
import { userCompanyRoutes } from './modules/user-company/routes.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { AdminApi } from '@aikc/shared/api-paths';

/** Each area contributes one router; add new areas here. */
const MODULES: ((deps: AppDeps) => Router)[] = [systemRoutes, userRoutes, messageRoutes, bigScreenRoutes, policyRoutes, homeRoutes, projectRoutes, companyRoutes, newsRoutes, infoRoutes, collectRoutes, loginRoutes, captchaRoutes, wechatRoutes, otherRoutes, devRoutes,
  rightsRoutes, membershipRoutes, payNotifyRoutes, devPayRoutes,
  searchHelpRoutes,
  assessmentRoutes,
  chatRoutes,
  openApiCentreRoutes, openApiRoutes,
  contentImportRoutes, subscriptionRoutes, userCompanyRoutes, feedbackRoutes,
];

export interface AppOptions {
  /** The micro-cache of public list answers (http/public-cache.ts): on by default; false turns it off (the bench's uncached figures). */
  publicCache?: boolean | Partial<PublicCacheLimits>;
  /** The raw-body fast path (http/public-fast-path.ts): on by default; the layer bench turns it off to measure it. */
  fastPath?: boolean;
  /** The exact-path dispatch (http/fast-dispatch.ts): on by default; the layer bench turns it off to measure it. */
  fastDispatch?: boolean;
}

/** Builds the Express app over ready dependencies (no listening, no I/O at construction). */
export function createApp(deps: AppDeps, opts: AppOptions = {}): Express {
  useChineseZodMessages();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.TRUST_PROXY);
  app.set('query parser', 'simple');
  app.use(securityHeaders());
  // The Platform header (pc-web, h5, ...) is part of every call's contract; it is on every access-log line.
  app.use(accessLog(deps.logger, (url) => url === '/api/health'));
  // Repeats of public list calls are answered here, before body parsing (http/public-fast-path.ts).
  if (opts.fastPath !== false) app.use(publicFastPath(deps));
  app.use(AdminApi.importContent, adminJsonParser);
  // Signed notifications are verified over their exact bytes: the parser keeps them for those paths only.
  app.use(express.json({ limit: '256kb', strict: false, verify: (req, _res, buf) => {
    if (RAW_BODY_PATHS.includes((req as { url?: string }).url?.split('?')[0] ?? '')) (req as { rawBody?: Buffer }).rawBody = buf;
  } }));
  app.use(express.urlencoded({ extended: false, limit: '256kb' }));
  registerPublicCache(deps, opts.publicCache === false ? undefined : new PublicCache(opts.publicCache === true ? {} : opts.publicCache));
  const routers = MODULES.map((mod) => mod(deps));
  if (opts.fastDispatch !== false) app.use(fastCallDispatch(routers));
  for (const router of routers) app.use(router);
  app.use('/api', notFoundHandler);
  app.use(errorHandler(deps.logger));
  return app;
}
