import { Router } from 'express';
import { AdminPageQuerySchema } from '@aikc/shared/admin/schemas/common';
import {
  CrawlRunsQuerySchema,
  CrawlSourceCreateSchema,
  CrawlSourceIdSchema,
  CrawlSourceUpdateSchema,
} from '@aikc/shared/admin/schemas/crawl';
import type { AppDeps } from '../../deps.ts';
import { runEnv } from '../crawl/env.ts';
import { createSource, listRuns, listSources, runnable, setEnabled, updateSource } from '../crawl/manage.ts';
import { appendAudit, audited } from './audit.ts';
import { adminCall } from './guard.ts';

/** 采集来源: the routes validate and call crawl/manage.ts; every write is audited in its own transaction. */
export function adminCrawlRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;

  adminCall(r, deps, 'crawlSourceList', AdminPageQuerySchema, ({ input }) => listSources(db, deps.crawlRuns, input));
  adminCall(r, deps, 'crawlRuns', CrawlRunsQuerySchema, ({ input }) => listRuns(db, input));

  adminCall(r, deps, 'crawlSourceCreate', CrawlSourceCreateSchema, ({ input, actor }) =>
    audited(db, actor, async (trx) => {
      const s = await createSource(trx, input);
      return {
        entry: { action: 'crawl.source_create', entity: 'crawl_source', entityId: s.id, before: null, after: { ...s } },
        result: s,
      };
    }),
  );

  adminCall(r, deps, 'crawlSourceUpdate', CrawlSourceUpdateSchema, ({ input: { id, ...input }, actor }) =>
    audited(db, actor, async (trx) => {
      const { before, after } = await updateSource(trx, id, input);
      return {
        entry: {
          action: 'crawl.source_update',
          entity: 'crawl_source',
          entityId: id,
          before: { ...before },
          after: { ...after },
        },
        result: after,
      };
    }),
  );

  for (const [name, enabled] of [
    ['crawlSourcePause', false],
    ['crawlSourceResume', true],
  ] as const)
    adminCall(r, deps, name, CrawlSourceIdSchema, ({ input, actor }) =>
      audited(db, actor, async (trx) => {
        const before = await setEnabled(trx, input.id, enabled);
        return {
          entry: {
            action: enabled ? 'crawl.source_resume' : 'crawl.source_pause',
            entity: 'crawl_source',
            entityId: input.id,
            before: { enabled: before.enabled },
            after: { enabled },
          },
          result: null,
        };
      }),
    );

  adminCall(r, deps, 'crawlSourceRun', CrawlSourceIdSchema, async ({ input, actor }) => {
    const source = await runnable(db, deps.crawlRuns, input.id);
    // The audit row first: a run is started only once it is recorded who asked for it.
    await appendAudit(db, actor, {
      action: 'crawl.source_run',
      entity: 'crawl_source',
      entityId: source.id,
      before: null,
      after: { name: source.name },
    });
    deps.crawlRuns.start(deps.db, source, { ...runEnv(deps.config), writes: deps }, (e) =>
      deps.logger.error({ err: e, source: source.name }, 'crawl run failed'),
    );
    return { started: true };
  });
  return r;
}
