import fc from 'fast-check';
import { sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NewsListBodySchema, type NewsListBody } from '@aikc/shared/schemas/news';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildInterpretation, buildNews, buildPolicy } from '../../../test-kit/content-builders.ts';
import { writeContent } from '@aikc/search';
import { POLICY_REWRITE_KINDS, rewritePolicy } from '../policy/writer.ts';
import { runSeed } from '../../seed/run-seed.ts';
import { runListing } from '../../../test-kit/sql-listing.ts';
import { searchInterpretations, searchNews } from './service.ts';

/** The reference: the news listing as plain SQL, which the engine (search/engine) must reproduce exactly. */
function referenceSearch(api: TestApi, f: NewsListBody) {
  const { db, dialect } = api.deps.db;
  return runListing(db, dialect, {
    kind: 'news',
    table: 'news',
    alias: 'n',
    keyword: f.keyword,
    conditions: { province: f.province ? sql<SqlBool>`n.province_code = ${f.province}` : null },
    facets: [],
    dateOrder: sql`n.publish_date desc, n.id desc`,
    sort: f.sort,
    page: f.page,
    pageSize: f.pageSize,
  });
}

/** The interpretation listing as plain SQL: its province is its policy's. */
function referenceInterpretations(api: TestApi, f: NewsListBody) {
  const { db, dialect } = api.deps.db;
  return runListing(db, dialect, {
    kind: 'interpretation',
    table: 'interpretations',
    alias: 'n',
    keyword: f.keyword,
    conditions: {
      province: f.province
        ? sql<SqlBool>`exists (select 1 from policies ip where ip.id = n.policy_id and ip.province_code = ${f.province})`
        : null,
    },
    facets: [],
    dateOrder: sql`n.publish_date desc, n.id desc`,
    sort: f.sort,
    page: f.page,
    pageSize: f.pageSize,
  });
}

describeEachDb('news search engine', (dialect) => {
  let api: TestApi;
  let provinces: string[];
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await runSeed(api.deps.db, {
      seed: 15,
      today: '2026-11-22',
      sizes: { policies: 120, interpretations: 200, news: 300, projects: 0, companies: 0 },
      progress: null,
    });
    const rows = await api.deps.db.db.selectFrom('policies').select('province_code').distinct().execute();
    const news = await api.deps.db.db.selectFrom('news').select('province_code').distinct().execute();
    provinces = [...new Set([...rows, ...news].map((r) => r.province_code))];
  }, 120_000);
  afterAll(() => api.close());

  const search = (f: NewsListBody) => searchNews(api.deps.db.db, api.deps.db.dialect, f);

  const filter = () =>
    fc.record({
      keyword: fc.constantFrom('', '', '科技', '创新', '人工智能 发展', '补贴', '企业', '解读'),
      province: fc.option(fc.constantFrom(...provinces), { nil: '', freq: 2 }),
      sort: fc.constantFrom('relevance', 'date'),
      page: fc.constantFrom(1, 1, 2, 5),
      pageSize: fc.constantFrom(15, 50),
    });

  it('answers interpretations exactly as the SQL definition, with the province of their policy', async () => {
    await fc.assert(
      fc.asyncProperty(filter(), async (raw) => {
        const f = NewsListBodySchema.parse(raw);
        const [got, want] = await Promise.all([
          searchInterpretations(api.deps.db.db, api.deps.db.dialect, f),
          referenceInterpretations(api, f),
        ]);
        expect(got.total).toBe(want.total);
        expect(got.rows.map((r) => r.id)).toEqual(want.hits.map((h) => h.id));
      }),
      { numRuns: 80, seed: 20261126 },
    );
  }, 120_000);

  it('lists an interpretation under the new province of its policy once the policy is rewritten', async () => {
    const h = api.deps.db;
    const policyId = await buildPolicy(h, { title: '关于促进低空经济发展的若干措施', province_code: '440000' });
    const id = await buildInterpretation(h, policyId, { title: '低空经济政策解读' });
    const inProvince = (province: string) =>
      searchInterpretations(h.db, h.dialect, NewsListBodySchema.parse({ keyword: '低空经济', province }));
    expect((await inProvince('440000')).rows.map((r) => r.id)).toEqual([id]);
    const policy = await h.db.selectFrom('policies').selectAll().where('id', '=', policyId).executeTakeFirstOrThrow();
    const { id: _id, body_text: _text, ...row } = policy;
    await writeContent(h.db, h.dialect, POLICY_REWRITE_KINDS, (trx, lock) =>
      rewritePolicy(trx, lock, policyId, { policy: { ...row, province_code: '320000' } }),
    );
    expect((await inProvince('440000')).total).toBe(0);
    expect((await inProvince('320000')).rows.map((r) => r.id)).toEqual([id]);
  });

  it('answers exactly as the SQL definition: total and the page, in either order', async () => {
    await fc.assert(
      fc.asyncProperty(filter(), async (raw) => {
        const f = NewsListBodySchema.parse(raw);
        const [got, want] = await Promise.all([search(f), referenceSearch(api, f)]);
        expect(got.total).toBe(want.total);
        expect(got.rows.map((r) => r.id)).toEqual(want.hits.map((h) => h.id));
      }),
      { numRuns: 120, seed: 20261125 },
    );
  }, 120_000);

  it('finds news written after a search, with nothing cleared', async () => {
    const f = NewsListBodySchema.parse({ keyword: '量子通信', province: '320000' });
    expect((await search(f)).total).toBe(0);
    const id = await buildNews(api.deps.db, { title: '量子通信产业发展动态', province_code: '320000' });
    const after = await search(f);
    expect(after.total).toBe(1);
    expect(after.rows.map((r) => r.id)).toEqual([id]);
    expect(after.rows[0]?.title).toBe('量子通信产业发展动态');
  });
});
