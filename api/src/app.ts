import compression from 'compression';
import express, { type Express, type Router } from 'express';
import { useChineseZodMessages } from '@aikc/shared/zod-locale';
import type { AppDeps } from './deps.ts';
import { accessLog } from './http/access-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { errorHandler, notFoundHandler } from './http/error-handler.ts';
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
import { devPayRoutes } from './modules/settlement/dev-routes.ts';
import { payNotifyRoutes, RAW_BODY_PATHS } from './modules/settlement/routes.ts';
import { rightsRoutes } from './modules/rights/routes.ts';
import { assessmentRoutes } from './modules/assessment/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { openApiCentreRoutes } from './modules/open-api/centre-routes.ts';
import { openApiRoutes } from './modules/open-api/routes.ts';
import { adminGate, adminJsonParser, contentImportRoutes } from './modules/content-import/routes.ts';
import { subscriptionRoutes } from './modules/subscription/routes.ts';
import { userCompanyRoutes } from './modules/user-company/routes.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { sitemapRoutes } from './modules/sitemap/routes.ts';
import { exportRoutes } from './modules/export/routes.ts';
import { userEventRoutes } from './modules/user-events/routes.ts';
import { AdminApi } from '@aikc/shared/api-paths';
import { adminBodyParser, adminRoutes } from './modules/admin/routes.ts';
import { invoiceFileRoutes } from './modules/membership/invoice-file.ts';

/** Each area contributes one router; add new areas here. */
const MODULES: ((deps: AppDeps) => Router)[] = [
  systemRoutes,
  userRoutes,
  messageRoutes,
  bigScreenRoutes,
  policyRoutes,
  homeRoutes,
  projectRoutes,
  companyRoutes,
  newsRoutes,
  infoRoutes,
  collectRoutes,
  loginRoutes,
  captchaRoutes,
  wechatRoutes,
  otherRoutes,
  devRoutes,
  rightsRoutes,
  membershipRoutes,
  payNotifyRoutes,
  devPayRoutes,
  searchHelpRoutes,
  assessmentRoutes,
  chatRoutes,
  openApiCentreRoutes,
  openApiRoutes,
  contentImportRoutes,
  subscriptionRoutes,
  userCompanyRoutes,
  feedbackRoutes,
  sitemapRoutes,
  exportRoutes,
  userEventRoutes,
  invoiceFileRoutes,
  adminRoutes,
];

/** Builds the Express app over ready dependencies (no listening, no I/O at construction). */
export function createApp(deps: AppDeps): Express {
  useChineseZodMessages();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.TRUST_PROXY);
  app.set('query parser', 'simple');
  app.use(securityHeaders());
  // List answers are 13-20 KB of JSON and about a fifth of that gzipped (answers under 1 KB go as they are).
  // The chat stream (NDJSON, chat/stream.ts) stays uncompressed: a compressor would hold its lines back.
  app.use(
    compression({
      filter: (req, res) =>
        !String(res.getHeader('Content-Type') ?? '').includes('ndjson') && compression.filter(req, res),
    }),
  );
  // The Platform header (pc-web, h5, ...) is part of every call's contract; it is on every access-log line.
  app.use(accessLog(deps.logger, (url) => url === '/api/health'));
  // Authenticate before reading a large body: the gate answers 401 from the headers, before the 20 MB parser.
  app.use(AdminApi.importContent, adminGate(deps.config.ADMIN_TOKEN), adminJsonParser);
  // The back office's calls carry edited HTML bodies: a 2 MB parser for /api/admin (the import's ran above).
  app.use('/api/admin', adminBodyParser);
  // Signed notifications are verified over their exact bytes: the parser keeps them for those paths only.
  app.use(
    express.json({
      limit: '256kb',
      strict: false,
      verify: (req, _res, buf) => {
        if (RAW_BODY_PATHS.includes((req as { url?: string }).url?.split('?')[0] ?? ''))
          (req as { rawBody?: Buffer }).rawBody = buf;
      },
    }),
  );
  app.use(express.urlencoded({ extended: false, limit: '256kb' }));
  for (const mod of MODULES) app.use(mod(deps));
  app.use('/api', notFoundHandler);
  app.use(errorHandler(deps.logger));
  return app;
}
