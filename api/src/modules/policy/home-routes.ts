import { Router } from 'express';
import { z } from 'zod';
import { SiteApi, UserApi } from '@aikc/shared/api-paths';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { todayCst } from '../../lib/time.ts';
import { presentPolicyItem } from './presenter.ts';
import { loadPolicyItems } from './service.ts';
import { presentSiteCounts, presentSitemap } from './home-presenter.ts';
import { latestPolicyIds, latestTitles, siteCounts } from './home-service.ts';

/** Items per sitemap section. */
const SITEMAP_ITEMS = 10;

const LatestQuerySchema = z.object({
  limit: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,2}$/, '条数须为数字')
        .transform(Number),
    ])
    .pipe(z.number().int().min(1, '条数须大于0').max(50, '最多50条'))
    .default(10),
});

/** The home page's counts and latest policies, and the sitemap's sections with recent items. */
export function homeRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;

  defineCall(r, deps, UserApi.getIndexCount, { input: z.object({}).strip() }, async () =>
    presentSiteCounts(await siteCounts(db, todayCst())),
  );

  defineCall(r, deps, UserApi.getNewArticleList, { input: LatestQuerySchema }, async ({ input }) => {
    const today = todayCst();
    return (await loadPolicyItems(deps.search, db, deps.db.dialect, await latestPolicyIds(db, input.limit))).map((p) =>
      presentPolicyItem(p, today),
    );
  });

  defineCall(r, deps, SiteApi.sitemap, { input: z.object({}).strip() }, async () =>
    presentSitemap(await latestTitles(db, SITEMAP_ITEMS)),
  );

  return r;
}
