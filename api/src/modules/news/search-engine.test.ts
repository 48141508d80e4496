import { afterAll, beforeAll, expect, it } from 'vitest';
import { NewsListBodySchema, type NewsListBody } from '@aikc/shared/schemas/news';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildInterpretation, buildNews, buildPolicy } from '../../../test-kit/content-builders.ts';
import { writeContent } from '@aikc/search';
import { POLICY_REWRITE_KINDS, rewritePolicy } from '../policy/writer.ts';
import { runSeed } from '../../seed/run-seed.ts';
import { searchInterpretations, searchNews } from './service.ts';

// The engine against the SQL definition of every kind: src/modules/search/kinds-oracle.test.ts.
describeEachDb('news search', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await runSeed(api.deps.db, {
      seed: 15,
      today: '2026-11-22',
      sizes: { policies: 120, interpretations: 200, news: 300, projects: 0, companies: 0 },
      progress: null,
    });
  }, 120_000);
  afterAll(() => api.close());

  const search = (f: NewsListBody) => searchNews(api.deps.search, api.deps.db.db, f);

  it('lists an interpretation under the new province of its policy once the policy is rewritten', async () => {
    const h = api.deps.db;
    const policyId = await buildPolicy(h, { title: '关于促进低空经济发展的若干措施', province_code: '440000' });
    const id = await buildInterpretation(h, policyId, { title: '低空经济政策解读' });
    const inProvince = (province: string) =>
      searchInterpretations(api.deps.search, h.db, NewsListBodySchema.parse({ keyword: '低空经济', province }));
    expect((await inProvince('440000')).rows.map((r) => r.id)).toEqual([id]);
    const policy = await h.db.selectFrom('policies').selectAll().where('id', '=', policyId).executeTakeFirstOrThrow();
    const { id: _id, body_text: _text, ...row } = policy;
    await writeContent(api.deps.search, h.db, h.dialect, POLICY_REWRITE_KINDS, (trx, lock) =>
      rewritePolicy(trx, lock, api.deps.pushMatcher, policyId, { policy: { ...row, province_code: '320000' } }),
    );
    expect((await inProvince('440000')).total).toBe(0);
    expect((await inProvince('320000')).rows.map((r) => r.id)).toEqual([id]);
  });

  it('finds news written after a search, with nothing cleared', async () => {
    const f = NewsListBodySchema.parse({ keyword: '量子通信', province: '320000' });
    expect((await search(f)).total).toBe(0);
    const id = await buildNews(api.deps, { title: '量子通信产业发展动态', province_code: '320000' });
    const after = await search(f);
    expect(after.total).toBe(1);
    expect(after.rows.map((r) => r.id)).toEqual([id]);
    expect(after.rows[0]?.title).toBe('量子通信产业发展动态');
  });
});
