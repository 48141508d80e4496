import { Router } from 'express';
import { z } from 'zod';
import { SiteApi, UserApi } from '@aikc/shared/api-paths';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { todayCst } from '../../lib/time.ts';
import { presentPolicyItem } from './presenter.ts';
import { loadPolicyItems } from './service.ts';

const LatestQuerySchema = z.object({
  limit: z.union([z.number(), z.string().regex(/^\d{1,2}$/, '条数须为数字').transform(Number)]).pipe(z.number().int().min(1, '条数须大于0').max(50, '最多50条')).default(10),
});

/** The home page's counts and latest policies, and the sitemap's sections with recent items. */
export function homeRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;
  const count = async (table: 'policies' | 'projects' | 'companies' | 'news' | 'interpretations') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  defineCall(r, deps, UserApi.getIndexCount, { input: z.object({}).strip() }, async () => {
    const today = todayCst();
    const [policy, project, company, news, interpretation, open] = await Promise.all([
      count('policies'),
      count('projects'),
      count('companies'),
      count('news'),
      count('interpretations'),
      db.selectFrom('projects').select((eb) => eb.fn.countAll<number>().as('n')).where('apply_start', '<=', today).where('apply_end', '>=', today).executeTakeFirstOrThrow(),
    ]);
    return { policy_count: policy, project_count: project, open_project_count: Number(open.n), company_count: company, news_count: news, interpretation_count: interpretation };
  });

  defineCall(r, deps, UserApi.getNewArticleList, { input: LatestQuerySchema }, async ({ input }) => {
    const ids = (await db.selectFrom('policies').select('id').orderBy('publish_date', 'desc').orderBy('id', 'desc').limit(input.limit).execute()).map((x) => x.id);
    const today = todayCst();
    return (await loadPolicyItems(db, deps.db.dialect, ids)).map((p) => presentPolicyItem(p, today));
  });

  defineCall(r, deps, SiteApi.sitemap, { input: z.object({}).strip() }, async () => {
    const latest = { limit: 10 };
    const [policies, news, interpretations, projects] = await Promise.all([
      db.selectFrom('policies').select(['id', 'title', 'publish_date']).orderBy('publish_date', 'desc').orderBy('id', 'desc').limit(latest.limit).execute(),
      db.selectFrom('news').select(['id', 'title', 'publish_date']).orderBy('publish_date', 'desc').orderBy('id', 'desc').limit(latest.limit).execute(),
      db.selectFrom('interpretations').select(['id', 'title', 'publish_date']).orderBy('publish_date', 'desc').orderBy('id', 'desc').limit(latest.limit).execute(),
      db.selectFrom('projects').select(['id', 'title', 'publish_date']).orderBy('publish_date', 'desc').orderBy('id', 'desc').limit(latest.limit).execute(),
    ]);
    return {
      sections: [
        { name: '政策库', path: '/policy/list', items: policies.map((p) => ({ title: p.title, path: `/policy/detail/${p.id}`, date: p.publish_date })) },
        { name: '政策资讯', path: '/#zczx', items: news.map((p) => ({ title: p.title, path: `/policy/newsdetail/${p.id}.html`, date: p.publish_date })) },
        { name: '政策解读', path: '/policy/list', items: interpretations.map((p) => ({ title: p.title, path: `/info/detail/${p.id}`, date: p.publish_date })) },
        { name: '申报项目', path: '/project/list', items: projects.map((p) => ({ title: p.title, path: `/project/detail/${p.id}`, date: p.publish_date })) },
        { name: '申报日历', path: '/policy/sbyl', items: [] },
        { name: '企业库', path: '/company/list', items: [] },
      ],
    };
  });

  return r;
}
