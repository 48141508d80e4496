import { Router } from 'express';
import { sql } from 'kysely';
import { NewsApi } from '@aikc/shared/api-paths';
import { NewsListBodySchema, type NewsDetail, type NewsListItem } from '@aikc/shared/schemas/news';
import { DetailQuerySchema } from '@aikc/shared/schemas/policy';
import type { ListResult } from '@aikc/shared/schemas/search';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { notFound } from '../../http/errors.ts';
import { recordView } from '../collect/service.ts';
import { regionName } from '../search/lookups.ts';
import { sanitizeBody } from '../search/sanitize.ts';
import { presentNewsListItem } from './presenter.ts';
import { loadNewsRows, searchArticles } from './service.ts';

export function newsRoutes(deps: AppDeps): Router {
  const r = Router();
  const { db, dialect } = deps.db;

  defineCall(r, deps, NewsApi.list, { input: NewsListBodySchema, methods: ['POST'] }, async ({ input }): Promise<ListResult<NewsListItem>> => {
    const res = await searchArticles(db, dialect, 'news', input);
    const rows = await loadNewsRows(db, res.hits.map((h) => h.id));
    const list = rows.map((n) => presentNewsListItem(n, res.query?.terms ?? []));
    return { list, current: input.page, pageSize: input.pageSize, total: res.total, facets: {} };
  });

  defineCall(r, deps, NewsApi.detail, { input: DetailQuerySchema, auth: 'optional' }, async ({ input, user }): Promise<NewsDetail> => {
    const n = await db.selectFrom('news').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!n) throw notFound('该资讯不存在或已下架');
    await db.updateTable('news').set({ view_count: sql`view_count + 1` }).where('id', '=', n.id).execute();
    // Neighbours in publish order (newer = prev, older = next), ties broken by id.
    const [prev, next] = await Promise.all([
      db.selectFrom('news').select(['id', 'title']).where((eb) => eb.or([eb('publish_date', '>', n.publish_date), eb.and([eb('publish_date', '=', n.publish_date), eb('id', '>', n.id)])])).orderBy('publish_date').orderBy('id').limit(1).executeTakeFirst(),
      db.selectFrom('news').select(['id', 'title']).where((eb) => eb.or([eb('publish_date', '<', n.publish_date), eb.and([eb('publish_date', '=', n.publish_date), eb('id', '<', n.id)])])).orderBy('publish_date', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst(),
    ]);
    if (user) await recordView(db, user.id, 'news', n.id);
    return {
      id: n.id,
      title: n.title,
      source: n.source,
      region_name: regionName(n.region_code),
      publish_date: n.publish_date,
      summary: n.summary,
      body_html: sanitizeBody(n.body_html),
      view_count: n.view_count + 1,
      prev: prev ?? null,
      next: next ?? null,
    };
  });

  return r;
}
