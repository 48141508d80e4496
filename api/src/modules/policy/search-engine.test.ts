import fc from 'fast-check';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PolicyFilterSchema, type PolicyFilter } from '@aikc/shared/filters';
import { createSharedTestDb, describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildPolicies, buildPolicy } from '../../../test-kit/content-builders.ts';
import { emptyContent, runSeed } from '../../seed/run-seed.ts';
import { firstOfCopies, inList, runListing } from '../../../test-kit/sql-listing.ts';
import { searchPolicies } from './service.ts';

const TODAY = '2026-11-22';
const NOW = Date.parse(`${TODAY}T04:00:00Z`);

/**
 * The reference: the policy listing as plain SQL (filters as WHERE clauses, facets as GROUP BY queries), the
 * definition the in-memory engine (search/engine) must reproduce exactly.
 */
async function referenceSearch(api: TestApi, f: PolicyFilter) {
  const today = TODAY;
  const validity: Record<string, RawBuilder<SqlBool> | null> = {
    all: null,
    valid: sql<SqlBool>`(p.expire_date is null or p.expire_date >= ${today})`,
    expired: sql<SqlBool>`(p.expire_date is not null and p.expire_date < ${today})`,
  };
  const conditions = {
    province: f.province ? sql<SqlBool>`p.province_code = ${f.province}` : null,
    city: f.city ? sql<SqlBool>`p.city_code = ${f.city}` : null,
    level: inList('p.level', f.levels),
    agency: inList('p.agency_id', f.agencies),
    type: inList('p.type_id', f.types),
    label: f.labels.length
      ? sql<SqlBool>`exists (select 1 from policy_labels fl where fl.policy_id = p.id and fl.label_id in (${sql.join(f.labels)}))`
      : null,
    validity: validity[f.validity] ?? null,
    from: f.from ? sql<SqlBool>`p.publish_date >= ${f.from}` : null,
    to: f.to ? sql<SqlBool>`p.publish_date <= ${f.to}` : null,
    fold: firstOfCopies('p'),
  };
  const { db, dialect } = api.deps.db;
  return runListing(db, dialect, {
    kind: 'policy',
    table: 'policies',
    alias: 'p',
    keyword: f.keyword,
    conditions,
    facets: [
      f.province
        ? { key: 'region', group: sql`p.city_code`, exclude: ['city'] }
        : { key: 'region', group: sql`p.province_code`, exclude: ['province', 'city'] },
      { key: 'level', group: sql`p.level`, exclude: ['level'] },
      { key: 'agency', group: sql`p.agency_id`, exclude: ['agency'] },
      { key: 'type', group: sql`p.type_id`, exclude: ['type'] },
      {
        key: 'label',
        group: sql`il.label_id`,
        exclude: ['label'],
        join: sql`join policy_labels il on il.policy_id = p.id and il.label_id in (select id from labels where kind = 'industry')`,
      },
      {
        key: 'validity',
        group: sql`case when p.expire_date is not null and p.expire_date < ${today} then 'expired' else 'valid' end`,
        exclude: ['validity'],
      },
    ],
    dateOrder: sql`p.publish_date desc, p.id desc`,
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

describeEachDb('policy search engine', (dialect) => {
  let api: TestApi;
  let pools: { provinces: string[]; cities: string[]; agencies: number[]; types: number[]; labels: number[] };
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await runSeed(api.deps.db, {
      seed: 11,
      today: TODAY,
      sizes: { policies: 400, interpretations: 0, news: 0, projects: 0, companies: 0 },
      progress: null,
    });
    // Boundaries the random corpus may miss: expiring today and yesterday, published today and on the range edges.
    await buildPolicies(api.deps.db, [
      { title: '关于高新技术企业补贴的通知', expire_date: TODAY, publish_date: TODAY },
      { title: '人才补贴实施细则', expire_date: '2026-11-21', publish_date: '2026-06-30' },
      { title: '研发费用加计扣除操作指引', expire_date: '2026-11-23', publish_date: '2024-01-01' },
    ]);
    const db = api.deps.db.db;
    const distinct = async (col: 'province_code' | 'city_code' | 'agency_id' | 'type_id') =>
      (await db.selectFrom('policies').select(col).distinct().execute()).map((r) => r[col as keyof typeof r]);
    pools = {
      provinces: (await distinct('province_code')) as string[],
      cities: (await distinct('city_code')).filter(Boolean) as string[],
      agencies: (await distinct('agency_id')) as number[],
      types: (await distinct('type_id')) as number[],
      labels: (await db.selectFrom('policy_labels').select('label_id').distinct().execute()).map((r) => r.label_id),
    };
  }, 120_000);
  afterAll(() => api.close());

  const search = (f: PolicyFilter) => searchPolicies(api.deps.db.db, api.deps.db.dialect, f, NOW);

  it('answers exactly as the SQL definition: totals, every facet bucket and the page', async () => {
    const filter = fc.record({
      keyword: fc.constantFrom(
        '',
        '',
        '补贴',
        '人才',
        '高新技术企业',
        '研发费用加计扣除',
        '专精特新',
        '智能制造 补贴',
        '通知',
      ),
      province: fc.option(fc.constantFrom(...pools.provinces), { nil: '', freq: 2 }),
      city: fc.option(fc.constantFrom(...pools.cities), { nil: '', freq: 4 }),
      levels: fc.subarray(['national', 'provincial', 'municipal', 'district'] as const, { maxLength: 2 }),
      agencies: fc.subarray(pools.agencies, { maxLength: 3 }),
      types: fc.subarray(pools.types, { maxLength: 2 }),
      labels: fc.subarray(pools.labels, { maxLength: 2 }),
      validity: fc.constantFrom('all', 'valid', 'expired'),
      from: fc.constantFrom('', '2024-01-01', '2025-06-30'),
      to: fc.constantFrom('', '2026-06-30', TODAY),
      sort: fc.constantFrom('relevance', 'date'),
      page: fc.constantFrom(1, 1, 2, 7),
      pageSize: fc.constantFrom(15, 50),
    });
    await fc.assert(
      fc.asyncProperty(filter, async (raw) => {
        const f = PolicyFilterSchema.parse(raw);
        const [got, want] = await Promise.all([search(f), referenceSearch(api, f)]);
        expect(got.total).toBe(want.total);
        expect(got.rows.map((r) => r.id)).toEqual(want.hits.map((h) => h.id));
        const limits: Record<string, number> = { agency: 30, label: 50 };
        for (const key of ['region', 'level', 'agency', 'type', 'label', 'validity']) {
          expect(ordered(got.facets[key], limits[key]), key).toEqual(ordered(want.facets[key], limits[key]));
        }
      }),
      { numRuns: 200, seed: 20261122 },
    );
  }, 120_000);
});

describeEachDb('policy search across processes', (dialect) => {
  it('sees a document another process wrote and forgets documents another process removed, with nothing cleared', async () => {
    const shared = await createSharedTestDb(dialect);
    try {
      const writer = shared.open();
      const reader = shared.open();
      const f = PolicyFilterSchema.parse({ keyword: '量子信息' });
      const search = () => searchPolicies(reader.db, reader.dialect, f, NOW);
      await buildPolicy(writer, { title: '关于支持人工智能产业发展的通知', province_code: '440000' });
      expect((await search()).total).toBe(0);

      const id = await buildPolicy(writer, { title: '关于加快量子信息产业发展的若干措施', province_code: '320000' });
      const after = await search();
      expect(after.rows.map((r) => r.id)).toEqual([id]);
      expect(after.facets.region?.map((b) => `${b.value}:${b.count}`)).toEqual(['320000:1']);

      // The reader's next search assumes the state it last saw and learns from its page query that the
      // index moved: a body-only match written since must still be counted and listed below the title match.
      const bodyOnly = await buildPolicy(writer, {
        title: '关于促进未来产业发展的通知',
        body_html: '<p>布局量子信息、类脑智能等未来产业。</p>',
        province_code: '320000',
      });
      const moved = await search();
      expect(moved.rows.map((r) => r.id)).toEqual([id, bodyOnly]);
      expect(moved.facets.region?.map((b) => `${b.value}:${b.count}`)).toEqual(['320000:2']);
      // A write the query does not match moves the state too; the answer stays the same.
      await buildPolicy(writer, { title: '关于支持生物医药产业发展的通知', province_code: '320000' });
      expect((await search()).rows.map((r) => r.id)).toEqual([id, bodyOnly]);

      // The seed's --reset empties everything and reuses ids: the reader must rebuild, not reuse columns.
      await emptyContent(writer);
      expect((await search()).total).toBe(0);
      // A new handle: the builders remember the default agency per handle, and the emptying removed it.
      const again = await buildPolicy(shared.open(), { title: '量子信息专项资金管理办法', province_code: '110000' });
      const rebuilt = await search();
      expect(rebuilt.rows.map((r) => r.id)).toEqual([again]);
      expect(rebuilt.facets.region?.map((b) => `${b.value}:${b.count}`)).toEqual(['110000:1']);
    } finally {
      await shared.dispose();
    }
  });
});
