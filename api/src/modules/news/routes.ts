import { Router } from 'express';
import { NewsApi } from '@aikc/shared/api-paths';
import { NewsListBodySchema, type NewsDetail, type NewsListItem } from '@aikc/shared/schemas/news';
import { DetailQuerySchema } from '@aikc/shared/schemas/policy';
import type { ListResult } from '@aikc/shared/schemas/search';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { logSearch } from '../search/search-log.ts';
import { notFound } from '../../http/errors.ts';
import { recordView } from '../collect/service.ts';
import { presentNewsDetail } from './detail-presenter.ts';
import { viewNews } from './detail-service.ts';
import { presentNewsListItem } from './presenter.ts';
import { searchNews } from './service.ts';

export function newsRoutes(deps: AppDeps): Router {
  const r = Router();
  const { db } = deps.db;

  defineCall(
    r,
    deps,
    NewsApi.list,
    { input: NewsListBodySchema, methods: ['POST'] },
    async ({ input }): Promise<ListResult<NewsListItem>> => {
      const res = await searchNews(deps.search, db, input);
      logSearch(deps, 'news', input.keyword, res.total, input.page);
      const list = res.rows.map((n) => presentNewsListItem(n, res.query?.terms ?? []));
      return { list, current: input.page, pageSize: input.pageSize, total: res.total, facets: {} };
    },
  );

  defineCall(
    r,
    deps,
    NewsApi.detail,
    { input: DetailQuerySchema, auth: 'optional' },
    async ({ input, user }): Promise<NewsDetail> => {
      const viewed = await viewNews(db, input.id);
      if (!viewed) throw notFound('该资讯不存在或已下架');
      const { row: n, prev, next } = viewed;
      if (user) await recordView(db, user.id, 'news', n.id);
      return presentNewsDetail(n, prev, next);
    },
  );

  return r;
}
