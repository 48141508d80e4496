import fc from 'fast-check';
import { sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NewsListBodySchema, type NewsListBody } from '@aikc/shared/schemas/news';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildNews } from '../../../test-kit/content-builders.ts';
import { runSeed } from '../../seed/run-seed.ts';
import { runListing } from '../search/listing.ts';
import { searchNews } from './service.ts';

/** The reference: the news listing as plain SQL, which the engine (search/engine) must reproduce exactly. */
function referenceSearch(api: TestApi, f: NewsListBody) {
  const { db, dialect } = api.deps.db;
  return runListing(
    db,
    dialect,
    {
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
    },
    // Its caches key on the parsed query and this scope: the filters.
    f.province,
  );
}

describeEachDb('news search engine', (dialect) => {
  let api: TestApi;
  let provinces: string[];
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await runSeed(api.deps.db, {
      seed: 15,
      today: '2026-11-22',
      sizes: { policies: 0, interpretations: 0, news: 300, projects: 0, companies: 0 },
      progress: null,
    });
    const rows = await api.deps.db.db.selectFrom('news').select('province_code').distinct().execute();
    provinces = rows.map((r) => r.province_code);
  }, 120_000);
  afterAll(() => api.close());

  const search = (f: NewsListBody) => searchNews(api.deps.db.db, api.deps.db.dialect, f);

  it('answers exactly as the SQL definition: total and the page, in either order', async () => {
    const filter = fc.record({
      keyword: fc.constantFrom('', '', '科技', '创新', '人工智能 发展', '补贴', '企业'),
      province: fc.option(fc.constantFrom(...provinces), { nil: '', freq: 2 }),
      sort: fc.constantFrom('relevance', 'date'),
      page: fc.constantFrom(1, 1, 2, 5),
      pageSize: fc.constantFrom(15, 50),
    });
    await fc.assert(
      fc.asyncProperty(filter, async (raw) => {
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
