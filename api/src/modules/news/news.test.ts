import { afterAll, beforeAll, expect, it } from 'vitest';
import { InfoApi, NewsApi } from '@aikc/shared/api-paths';
import type { InterpretationListItem, NewsListItem } from '@aikc/shared/schemas/news';
import type { ListResult } from '@aikc/shared/schemas/search';
import { buildInterpretation, buildNews, buildPolicy } from '../../../test-kit/content-builders.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';

describeEachDb('news and interpretation lists', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it('finds news by keyword, highlights it and names the region', async () => {
    const id = await buildNews(api.deps, {
      title: '广东省发布人工智能产业扶持资金申报指南',
      province_code: '440000',
    });
    await buildNews(api.deps, { title: '江苏省召开科技创新大会', province_code: '320000' });
    const res = await api.call<ListResult<NewsListItem>>(NewsApi.list, { keyword: '人工智能' });
    expect(res.body.code).toBe(200);
    const hit = res.body.data.list.find((n) => n.id === id);
    expect(hit?.title_html).toContain('<em>人工智能</em>');
    expect(hit?.region_name).toContain('广东');
    expect(res.body.data.list.every((n) => n.title.includes('人工智能') || n.snippet_html.includes('<em>'))).toBe(true);
  });

  it('lists interpretations with their policy and highlighted titles', async () => {
    const policyId = await buildPolicy(api.deps, { title: '关于促进专精特新中小企业高质量发展的若干措施' });
    const id = await buildInterpretation(api.deps, policyId, { title: '一图读懂专精特新中小企业若干措施' });
    const res = await api.call<ListResult<InterpretationListItem>>(InfoApi.list, { keyword: '专精特新' });
    const hit = res.body.data.list.find((n) => n.id === id);
    expect(hit?.policy_id).toBe(policyId);
    expect(hit?.title_html).toContain('<em>专精特新</em>');
  });
});
