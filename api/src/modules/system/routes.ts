import fs from 'node:fs';
import { Router } from 'express';
import { SystemApi } from '@aikc/shared/api-paths';
import { ok, fail } from '@aikc/shared/envelope';
import { ResultCode } from '@aikc/shared/result-codes';
import type { AppDeps } from '../../deps.ts';
import { pingDatabase } from './service.ts';

/** The API package's version, read once: what /api/version answers (declared in SystemApi, issue 31). */
const VERSION = (
  JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
const STARTED_AT = new Date().toISOString();

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
  // Which build answers, for an operator or a support request; nothing here is secret.
  r.get(SystemApi.version, (_req, res) => {
    res.json(ok({ version: VERSION, started_at: STARTED_AT }));
  });
  return r;
}
