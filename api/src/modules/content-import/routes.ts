import express, { Router, type RequestHandler } from 'express';
import { AdminApi } from '@aikc/shared/api-paths';
import { AdminImportBodySchema, type ImportQueuedReport, type ImportReport } from '@aikc/shared/schemas/content-import';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { isAdminRequest } from '../../http/bearer.ts';
import { enqueueReview } from '../review/queue.ts';
import { AppError } from '../../http/errors.ts';
import { importContent } from './importer.ts';

/** Import bodies are larger than user calls': this parser runs before the app's 256 kB one for the admin path only. */
export const adminJsonParser = express.json({ limit: '20mb' });

/**
 * The admin import's gate, mounted before its 20 MB parser: the token is checked from the headers alone, so an
 * anonymous or wrongly-authorized body is never read or parsed (it is answered 401 at once and Node discards the
 * rest of the upload). Every admin route that takes a body goes through it.
 */
export function adminGate(adminToken: string | undefined): RequestHandler {
  return (req, _res, next) => {
    if (!adminToken) return next(forbidden('管理接口未启用'));
    if (!isAdminRequest(req, adminToken)) return next(unauthorized('管理令牌无效'));
    next();
  };
}

/**
 * The admin content API: a service token from configuration (ADMIN_TOKEN), never a user token. Items go
 * through the same importer as `npm run import`, so each one is validated alone and reported by index.
 */
export function contentImportRoutes(deps: AppDeps): Router {
  const r = Router();
  defineCall(
    r,
    deps,
    AdminApi.importContent,
    { input: AdminImportBodySchema, methods: ['POST'] },
    // adminGate (app.ts) has checked the token before the body was read.
    async ({ input }): Promise<ImportReport | ImportQueuedReport> => {
      if (input.review) {
        // Into the review queue (review/queue.ts): published only when staff approve, through the same importer.
        const queued: ImportQueuedReport = { queued: 0, failed: [] };
        for (const [i, raw] of input.items.entries()) {
          try {
            await enqueueReview(deps.db.db, {
              payload: raw,
              origin: 'import',
              source_name: input.source_name ?? '导入接口',
            });
            queued.queued += 1;
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            queued.failed.push({ line: i + 1, reason: err.message });
          }
        }
        return queued;
      }
      const report = await importContent(
        deps.db,
        deps,
        input.items.map((raw, i) => ({ line: i + 1, raw })),
      );
      deps.logger.info(
        {
          inserted: report.inserted,
          updated: report.updated,
          unchanged: report.unchanged,
          failed: report.failed.length,
          pushes: report.pushes,
        },
        'admin import',
      );
      return report;
    },
  );
  return r;
}
