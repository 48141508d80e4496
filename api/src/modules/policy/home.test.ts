import { afterAll, beforeAll, expect, it } from 'vitest';
import { SiteApi, UserApi } from '@aikc/shared/api-paths';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildNews, buildPolicies, buildProject } from '../../../test-kit/content-builders.ts';
import { todayCst } from '../../lib/time.ts';
import { addDays } from '../../seed/dates.ts';

describeEachDb('home counts, latest policies and sitemap', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    const h = api.deps.db;
    await buildPolicies(h, [
      { title: '最早的政策', publish_date: '2024-01-01' },
      { title: '中间的政策', publish_date: '2025-01-01' },
      { title: '最新的政策', publish_date: '2026-01-01' },
    ]);
    const today = todayCst();
    await buildProject(h, { title: '正在申报的项目', apply_start: addDays(today, -1), apply_end: addDays(today, 1) });
    await buildProject(h, { title: '已截止的项目', apply_start: '2020-01-01', apply_end: '2020-01-31' });
    await buildNews(h, { title: '一条资讯' });
  });
  afterAll(() => api.close());

  it('counts every content table and the projects open today', async () => {
    const { body } = await api.call<Record<string, number>>(UserApi.getIndexCount, {});
    expect(body.code).toBe(200);
    expect(body.data).toEqual({
      policy_count: 3,
      project_count: 2,
      open_project_count: 1,
      company_count: 0,
      news_count: 1,
      interpretation_count: 0,
    });
  });

  it('lists the newest policies first, as many as asked', async () => {
    const { body } = await api.call<{ title: string }[]>(UserApi.getNewArticleList, { limit: 2 });
    expect(body.data.map((p) => p.title)).toEqual(['最新的政策', '中间的政策']);
    expect((await api.call(UserApi.getNewArticleList, { limit: 51 })).body).toMatchObject({
      code: 400,
      msg: '参数 limit：最多50条',
    });
  });

  it('gives the sitemap its six sections with recent items linked to their pages', async () => {
    const { body } = await api.call<{
      sections: { name: string; path: string; items: { title: string; path: string }[] }[];
    }>(SiteApi.sitemap, {});
    expect(body.data.sections.map((s) => s.name)).toEqual([
      '政策库',
      '政策资讯',
      '政策解读',
      '申报项目',
      '申报日历',
      '企业库',
    ]);
    const [policies, news] = body.data.sections;
    expect(policies?.items[0]?.title).toBe('最新的政策');
    expect(policies?.items[0]?.path).toMatch(/^\/policy\/detail\/\d+$/);
    expect(news?.items[0]?.path).toMatch(/^\/policy\/newsdetail\/\d+\.html$/);
  });
});
