import { afterAll, beforeAll, expect, it } from 'vitest';
import { PolicyApi } from '@aikc/shared/api-paths';
import type { PolicyListItem } from '@aikc/shared/schemas/policy';
import type { ListResult } from '@aikc/shared/schemas/search';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildPolicies } from '../../../test-kit/content-builders.ts';

describeEachDb('policy list snippets', (dialect) => {
  let api: TestApi;
  const filler = '<p>各有关单位要高度重视，认真组织实施，确保各项工作落到实处。</p>'.repeat(40);
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await buildPolicies(api.deps, [
      // The word only deep in the body, after tags and an entity: the snippet is the body around it.
      {
        title: '关于做好年度申报工作的通知',
        summary: '请各单位按时报送材料。',
        body_html: `${filler}<p class="x">对引进的&nbsp;<b>量子计算</b>领军人才给予奖励。</p>${filler}`,
      },
      // The word in the summary: the summary is the snippet.
      { title: '关于开展专项检查的通知', summary: '本次检查涉及量子计算企业。', body_html: `${filler}<p>量子计算</p>` },
      // Latin words match whatever their case in the body.
      { title: '关于推进产业发展的意见', summary: '推进产业发展。', body_html: `${filler}<p>支持 LIDAR 研发。</p>` },
    ]);
  });
  afterAll(() => api.close());

  const list = async (keyword: string) =>
    (await api.call<ListResult<PolicyListItem>>(PolicyApi.list, { keyword })).body.data.list;

  it('shows the part of the body around the first hit when the summary has none', async () => {
    const items = await list('量子计算');
    const deep = items.find((p) => p.title === '关于做好年度申报工作的通知');
    // Cut from the body's text: an ellipsis on each side, where the body goes on.
    expect(deep?.snippet_html).toMatch(/^…[^…]+…$/);
    expect(deep?.snippet_html).toContain('<em>量子计算</em> 领军人才给予奖励');
    expect(deep?.snippet_html).not.toMatch(/[<>]p|class=|&nbsp;/);
    expect(items.find((p) => p.title === '关于开展专项检查的通知')?.snippet_html).toBe(
      '本次检查涉及<em>量子计算</em>企业。',
    );
    expect((await list('lidar'))[0]?.snippet_html).toContain('<em>LIDAR</em>');
  });
});
