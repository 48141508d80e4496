import fc from 'fast-check';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CompanyFilterSchema, type CompanyFilter } from '@aikc/shared/filters';
import { createSharedTestDb, describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildCompany } from '../../../test-kit/content-builders.ts';
import { runSeed } from '../../seed/run-seed.ts';
import { inList, runListing } from '../../../test-kit/sql-listing.ts';
import { searchCompanies } from './service.ts';

const TODAY = '2026-11-22';

/**
 * The reference: the company listing as plain SQL (filters as WHERE clauses, facets as GROUP BY queries), as
 * service.ts defined it before the in-memory engine (search/engine) took over. The tag facet's limit is left
 * to the comparison, so ties at the cut cannot make the two differ.
 */
async function referenceSearch(api: TestApi, f: CompanyFilter) {
  const industries = f.industries.map((code) => sql<SqlBool>`c.industry_code like ${`${code}%`}`);
  const conditions: Record<string, RawBuilder<SqlBool> | null> = {
    province: f.province ? sql<SqlBool>`c.province_code = ${f.province}` : null,
    city: f.city ? sql<SqlBool>`c.city_code = ${f.city}` : null,
    status: inList('c.status', f.statuses),
    industry: industries.length ? sql<SqlBool>`(${sql.join(industries, sql` or `)})` : null,
    tag: f.tags.length
      ? sql<SqlBool>`exists (select 1 from company_tags ft where ft.company_id = c.id and ft.tag in (${sql.join(f.tags)}))`
      : null,
    capitalMin: f.capitalMin !== null ? sql<SqlBool>`c.registered_capital >= ${f.capitalMin}` : null,
    capitalMax: f.capitalMax !== null ? sql<SqlBool>`c.registered_capital <= ${f.capitalMax}` : null,
    foundedFrom: f.foundedFrom ? sql<SqlBool>`c.founded_date >= ${f.foundedFrom}` : null,
    foundedTo: f.foundedTo ? sql<SqlBool>`c.founded_date <= ${f.foundedTo}` : null,
  };
  const capitalCase = sql`case when c.registered_capital < 100 then '0-100' when c.registered_capital < 500 then '100-500' when c.registered_capital < 1000 then '500-1000' when c.registered_capital < 5000 then '1000-5000' else '5000-' end`;
  const { db, dialect } = api.deps.db;
  return runListing(db, dialect, {
    kind: 'company',
    table: 'companies',
    alias: 'c',
    keyword: f.keyword,
    conditions,
    facets: [
      f.province
        ? { key: 'region', group: sql`c.city_code`, exclude: ['city'] }
        : { key: 'region', group: sql`c.province_code`, exclude: ['province', 'city'] },
      { key: 'status', group: sql`c.status`, exclude: ['status'] },
      { key: 'industry', group: sql`substr(c.industry_code, 1, 1)`, exclude: ['industry'] },
      { key: 'tag', group: sql`it.tag`, exclude: ['tag'], join: sql`join company_tags it on it.company_id = c.id` },
      { key: 'capital', group: capitalCase, exclude: ['capitalMin', 'capitalMax'] },
    ],
    dateOrder: f.sort === 'date' ? sql`c.founded_date desc, c.id desc` : sql`c.id asc`,
    sort: f.sort,
    page: f.page,
    pageSize: f.pageSize,
  });
}

/** Buckets in the engine's order (count desc, value asc); `limit` as the engine's facet limits. */
function ordered(buckets: { value: string; count: number }[] = [], limit?: number) {
  const sorted = [...buckets]
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .map((b) => `${b.value}:${b.count}`);
  return limit ? sorted.slice(0, limit) : sorted;
}

const FACETS = ['region', 'status', 'industry', 'tag', 'capital'] as const;
const LIMITS: Record<string, number> = { tag: 30 };

describeEachDb('company search engine', (dialect) => {
  let api: TestApi;
  let pools: { provinces: string[]; cities: string[]; tags: string[]; industries: string[] };
  let busiest: { province: string; city: string };
  beforeAll(async () => {
    api = await startTestApi(dialect);
    const h = api.deps.db;
    await runSeed(h, {
      seed: 7,
      today: TODAY,
      sizes: { policies: 0, interpretations: 0, news: 0, projects: 0, companies: 400 },
      progress: null,
    });
    // Boundaries the seeded corpus may miss: capital on each bucket edge, founding dates on range edges and
    // shared (ties order by id), short and long industry codes, a tag nobody else has, no tags at all.
    const edge = (name: string, over: Parameters<typeof buildCompany>[1]) => buildCompany(h, { name, ...over });
    for (const [i, capital] of [99.99, 100, 500, 999.5, 1000, 5000, 0].entries()) {
      await edge(`智能软件边界科技有限公司${i}`, {
        registered_capital: capital,
        founded_date: i % 2 ? '2015-01-01' : '2019-12-31',
        industry_code: i % 2 ? 'C3973' : 'I65',
      });
    }
    await edge('深圳智能制造装备有限公司', {
      industry_code: 'C',
      status: '吊销',
      tags: [
        { tag: '测试独有资质', granted_date: '2024-01-01' },
        { tag: '高新技术企业', granted_date: '2023-01-01' },
      ],
    });
    await edge('北京量子软件研究院有限公司', {
      province_code: '110000',
      city_code: '110100',
      region_code: '110108',
      founded_date: TODAY,
      registered_capital: 5000.01,
    });
    const db = h.db;
    const distinct = async (col: 'province_code' | 'city_code') =>
      (await db.selectFrom('companies').select(col).distinct().execute()).map(
        (r) => r[col as keyof typeof r] as string,
      );
    pools = {
      provinces: await distinct('province_code'),
      cities: (await distinct('city_code')).filter(Boolean),
      tags: (await db.selectFrom('company_tags').select('tag').distinct().execute()).map((r) => r.tag),
      industries: (await db.selectFrom('companies').select('industry_code').distinct().execute()).map(
        (r) => r.industry_code,
      ),
    };
    const top = await db
      .selectFrom('companies')
      .select(['province_code', 'city_code'])
      .select((eb) => eb.fn.countAll().as('n'))
      .groupBy(['province_code', 'city_code'])
      .orderBy('n', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    busiest = { province: top.province_code, city: top.city_code };
  }, 120_000);
  afterAll(() => api.close());

  const search = (f: CompanyFilter) => searchCompanies(api.deps.db.db, api.deps.db.dialect, f);

  const compare = async (f: CompanyFilter) => {
    const [got, want] = await Promise.all([search(f), referenceSearch(api, f)]);
    const label = JSON.stringify(f);
    expect(got.total, label).toBe(want.total);
    expect(
      got.rows.map((r) => r.id),
      label,
    ).toEqual(want.hits.map((h) => h.id));
    for (const key of FACETS)
      expect(ordered(got.facets[key], LIMITS[key]), `${key} ${label}`).toEqual(ordered(want.facets[key], LIMITS[key]));
    return got;
  };

  it('answers exactly as the SQL definition for fixed filter sets, keywords, sorts and pages', async () => {
    const filterSets: Partial<CompanyFilter>[] = [
      {},
      { province: busiest.province },
      { province: busiest.province, city: busiest.city },
      { statuses: ['存续', '在业'] },
      { industries: ['C'] },
      { industries: ['C39', 'I65'] },
      { industries: ['I6510'] },
      { tags: ['高新技术企业'] },
      { tags: ['专精特新中小企业', '测试独有资质'] },
      { capitalMin: 100 },
      { capitalMax: 500 },
      { capitalMin: 100, capitalMax: 999.5 },
      { foundedFrom: '2015-01-01' },
      { foundedTo: '2019-12-31' },
      {
        province: busiest.province,
        statuses: ['存续'],
        industries: ['C', 'I'],
        capitalMin: 500,
        foundedFrom: '2010-01-01',
        tags: ['高新技术企业'],
      },
    ];
    let hits = 0;
    for (const set of filterSets) {
      for (const keyword of ['', '科技', '软件', '智能制造', '量子', '无此企业名称']) {
        for (const sort of ['relevance', 'date'] as const) {
          for (const page of [1, 2]) {
            const got = await compare(CompanyFilterSchema.parse({ ...set, keyword, sort, page, pageSize: 10 }));
            hits += got.rows.length;
          }
        }
      }
    }
    // The corpus is not trivially empty under these filters.
    expect(hits).toBeGreaterThan(1000);
  }, 120_000);

  it('answers exactly as the SQL definition for random filter sets', async () => {
    const filter = fc.record({
      keyword: fc.constantFrom('', '', '科技', '软件', '智能', '制造', '技术服务'),
      province: fc.option(fc.constantFrom(...pools.provinces), { nil: '', freq: 2 }),
      city: fc.option(fc.constantFrom(...pools.cities), { nil: '', freq: 4 }),
      statuses: fc.subarray(['存续', '在业', '注销', '吊销', '停业', '迁出'], { maxLength: 2 }),
      industries: fc
        .subarray([...pools.industries, 'C', 'I', 'M', 'C3'], { maxLength: 3 })
        .map((l) => l.map((c) => c.slice(0, 1 + (c.length % 5)))),
      tags: fc.subarray(pools.tags, { maxLength: 2 }),
      capitalMin: fc.constantFrom(null, 100, 333.3, 1000),
      capitalMax: fc.constantFrom(null, 500, 5000),
      foundedFrom: fc.constantFrom('', '2010-01-01', '2019-12-31'),
      foundedTo: fc.constantFrom('', '2015-01-01', TODAY),
      sort: fc.constantFrom('relevance', 'date'),
      page: fc.constantFrom(1, 2, 5),
      pageSize: fc.constantFrom(15, 50),
    });
    await fc.assert(
      fc.asyncProperty(filter, async (raw) => {
        await compare(CompanyFilterSchema.parse(raw));
      }),
      { numRuns: 150, seed: 20261122 },
    );
  }, 120_000);
});

describeEachDb('company search freshness', (dialect) => {
  it('finds a company written after a search, in totals, facets and pages, with nothing cleared', async () => {
    const shared = await createSharedTestDb(dialect);
    try {
      const writer = shared.open();
      const reader = shared.open();
      const search = (over: Partial<CompanyFilter>) =>
        searchCompanies(reader.db, reader.dialect, CompanyFilterSchema.parse(over));
      await buildCompany(writer, { name: '广州云端数据有限公司', province_code: '440000', city_code: '440100' });
      expect((await search({ keyword: '量子' })).total).toBe(0);
      expect((await search({})).facets.region?.map((b) => `${b.value}:${b.count}`)).toEqual(['440000:1']);

      const id = await buildCompany(writer, {
        name: '合肥量子计算有限公司',
        province_code: '340000',
        city_code: '340100',
        industry_code: 'M7320',
        tags: [{ tag: '高新技术企业', granted_date: '2024-01-01' }],
      });
      const found = await search({ keyword: '量子' });
      expect(found.rows.map((r) => r.id)).toEqual([id]);
      expect(found.facets.industry?.map((b) => `${b.value}:${b.count}`)).toEqual(['M:1']);
      const all = await search({ tags: ['高新技术企业'] });
      expect(all.rows.map((r) => r.id)).toEqual([id]);
      expect(all.facets.region?.map((b) => `${b.value}:${b.count}`)).toEqual(['340000:1']);
    } finally {
      await shared.dispose();
    }
  });
});
