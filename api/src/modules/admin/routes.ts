import express, { Router } from 'express';
import type { AppDeps } from '../../deps.ts';
import { adminAuthRoutes } from './auth-routes.ts';
import { adminAttachmentRoutes } from './attachment-routes.ts';
import { adminContentRoutes } from './content-routes.ts';
import { adminReviewRoutes } from './review-routes.ts';
import { adminUsersRoutes } from './users-routes.ts';
import { adminFeedbackRoutes } from './feedback-routes.ts';
import { adminOrdersRoutes } from './orders-routes.ts';
import { adminInvoicesRoutes } from './invoices-routes.ts';
import { adminOpenApiRoutes } from './openapi-routes.ts';
import { adminAuditRoutes } from './audit-routes.ts';
import { adminCrawlRoutes } from './crawl-routes.ts';
import { figures, figuresCsv } from './figures.ts';
import { adminCall } from './guard.ts';
import { FiguresCsvQuerySchema, FiguresQuerySchema } from '@aikc/shared/admin/schemas/ops';

/** Admin bodies (content up to 500 KB of HTML) are larger than the portal's 256 kB: this parser runs first for /api/admin. */
export const adminBodyParser = express.json({ limit: '2mb' });

/** The back office under /api/admin: every call declared with adminCall (guard.ts) from ADMIN_CALLS. */
export function adminRoutes(deps: AppDeps): Router {
  const r = Router();
  adminCall(r, deps, 'figures', FiguresQuerySchema, ({ input }) => figures(deps.db.db, input.from, input.to));
  adminCall(r, deps, 'figuresCsv', FiguresCsvQuerySchema, async ({ input }) =>
    figuresCsv(await figures(deps.db.db, input.from, input.to), input.table),
  );
  for (const area of [
    adminAuthRoutes,
    adminContentRoutes,
    adminAttachmentRoutes,
    adminReviewRoutes,
    adminUsersRoutes,
    adminFeedbackRoutes,
    adminOrdersRoutes,
    adminInvoicesRoutes,
    adminOpenApiRoutes,
    adminAuditRoutes,
    adminCrawlRoutes,
  ])
    r.use(area(deps));
  return r;
}
