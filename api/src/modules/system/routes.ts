import { Router } from 'express';
import { SystemApi } from '@aikc/shared/api-paths';
import { ok, fail } from '@aikc/shared/envelope';
import { ResultCode } from '@aikc/shared/result-codes';
import type { AppDeps } from '../../deps.ts';
import { pingDatabase } from './service.ts';

/** Liveness and readiness: answers 200 only while the database answers. */
export function systemRoutes(deps: AppDeps): Router {
  const r = Router();
  r.get(SystemApi.health, async (_req, res) => {
    try {
      await pingDatabase(deps.db.db);
      res.json(ok({ status: 'up', db: deps.db.dialect }));
    } catch (err) {
      deps.logger.warn({ err }, 'health check failed');
      res.status(503).json(fail(ResultCode.UPSTREAM_UNAVAILABLE));
    }
  });
  return r;
}
