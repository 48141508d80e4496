import fc from 'fast-check';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ProjectFilterSchema, type ProjectFilter } from '@aikc/shared/filters';
import { createSharedTestDb, describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildLabel, buildProject } from '../../../test-kit/content-builders.ts';
import { runSeed } from '../../seed/run-seed.ts';
import { inList, runListing } from '../../../test-kit/sql-listing.ts';
import { searchProjects } from './service.ts';

const TODAY = '2026-11-22';
const NOW = Date.parse(`${TODAY}T04:00:00Z`);

/**
 * The reference: the project listing as plain SQL (filters as WHERE clauses, facets as GROUP BY queries), as
 * service.ts and status.ts defined it before the in-memory engine (search/engine) took over. The label
 * facet's limit is left to the comparison, so ties at the cut cannot make the two differ.
 */
async function referenceSearch(api: TestApi, f: ProjectFilter) {
  const today = TODAY;
  const status: Record<string, RawBuilder<SqlBool>> = {
    upcoming: sql<SqlBool>`x.apply_start > ${today}`,
    closed: sql<SqlBool>`x.apply_end < ${today}`,
    open: sql<SqlBool>`(x.apply_start <= ${today} and x.apply_end >= ${today})`,
  };
  const conditions: Record<string, RawBuilder<SqlBool> | null> = {
    province: f.province ? sql<SqlBool>`x.province_code = ${f.province}` : null,
    city: f.city ? sql<SqlBool>`x.city_code = ${f.city}` : null,
    level: inList('x.level', f.levels),
    type: inList('x.type_id', f.types),
    label: f.labels.length
      ? sql<SqlBool>`exists (select 1 from project_labels fl where fl.project_id = x.id and fl.label_id in (${sql.join(f.labels)}))`
      : null,
    status: f.status === 'all' ? null : (status[f.status] ?? null),
    amountMin: f.amountMin !== null ? sql<SqlBool>`x.support_max >= ${f.amountMin}` : null,
    amountMax: f.amountMax !== null ? sql<SqlBool>`x.support_max <= ${f.amountMax}` : null,
  };
  const statusCase = sql`case when x.apply_start > ${today} then 'upcoming' when x.apply_end < ${today} then 'closed' else 'open' end`;
  const amountCase = sql`case when x.support_max < 50 then '0-50' when x.support_max < 100 then '50-100' when x.support_max < 500 then '100-500' else '500-' end`;
  const { db, dialect } = api.deps.db;
  return runListing(db, dialect, {
    kind: 'project',
    table: 'projects',
    alias: 'x',
    keyword: f.keyword,
    conditions,
    facets: [
      f.province
        ? { key: 'region', group: sql`x.city_code`, exclude: ['city'] }
        : { key: 'region', group: sql`x.province_code`, exclude: ['province', 'city'] },
      { key: 'level', group: sql`x.level`, exclude: ['level'] },
      { key: 'type', group: sql`x.type_id`, exclude: ['type'] },
      {
        key: 'label',
        group: sql`il.label_id`,
        exclude: ['label'],
        join: sql`join project_labels il on il.project_id = x.id join labels ill on ill.id = il.label_id and ill.kind = 'industry'`,
      },
      { key: 'status', group: statusCase, exclude: ['status'] },
      { key: 'amount', group: amountCase, exclude: ['amountMin', 'amountMax'] },
    ],
    dateOrder: sql`case when x.apply_end >= ${today} then 0 else 1 end, x.apply_end asc, x.id desc`,
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

const FACETS = ['region', 'level', 'type', 'label', 'status', 'amount'] as const;
const LIMITS: Record<string, number> = { label: 50 };

describeEachDb('project search engine', (dialect) => {
  let api: TestApi;
  let pools: { provinces: string[]; cities: string[]; types: number[]; labels: number[] };
  let busiest: { province: string; city: string; type: number; label: number; topic: number };
  beforeAll(async () => {
    api = await startTestApi(dialect);
    const h = api.deps.db;
    await runSeed(h, {
      seed: 5,
      today: TODAY,
      sizes: { policies: 40, interpretations: 0, news: 0, projects: 250, companies: 0 },
      progress: null,
    });
    // Boundaries the seeded corpus may miss: windows starting or ending today, yesterday and tomorrow, one
    // ending before it starts (未开始 and 已截止 at once), amounts on each bucket edge, shared deadlines
    // (ties order by id), an industry label and a label of another kind.
    const industry = await buildLabel(h, { kind: 'industry', name: '测试产业' });
    const topic = await buildLabel(h, { kind: 'topic', name: '测试专题' });
    const windows: [string, string][] = [
      [TODAY, TODAY],
      ['2026-11-21', '2026-11-21'],
      ['2026-11-23', '2026-11-23'],
      ['2026-11-01', TODAY],
      [TODAY, '2026-12-31'],
      ['2026-11-23', '2026-11-20'],
      ['2026-10-01', '2026-11-21'],
      ['2026-11-01', '2026-12-31'],
    ];
    for (const [i, [apply_start, apply_end]] of windows.entries()) {
      await buildProject(h, {
        title: `关于组织申报数字化转型专项资金边界项目${i}的通知`,
        apply_start,
        apply_end,
        support_max: [49.99, 50, 100, 499.5, 500, 0, 100, 50][i],
        labelIds: i % 3 === 0 ? [industry] : i % 3 === 1 ? [industry, topic] : [],
      });
    }
    const db = h.db;
    const distinct = async (col: 'province_code' | 'city_code' | 'type_id') =>
      (await db.selectFrom('projects').select(col).distinct().execute()).map((r) => r[col as keyof typeof r]);
    pools = {
      provinces: (await distinct('province_code')) as string[],
      cities: ((await distinct('city_code')) as string[]).filter(Boolean),
      types: (await distinct('type_id')) as number[],
      labels: (await db.selectFrom('project_labels').select('label_id').distinct().execute()).map((r) => r.label_id),
    };
    const top = await db
      .selectFrom('projects')
      .select(['province_code', 'city_code'])
      .select((eb) => eb.fn.countAll().as('n'))
      .groupBy(['province_code', 'city_code'])
      .orderBy('n', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const topType = await db
      .selectFrom('projects')
      .select('type_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .groupBy('type_id')
      .orderBy('n', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const topLabel = await db
      .selectFrom('project_labels')
      .select('label_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .groupBy('label_id')
      .orderBy('n', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    busiest = {
      province: top.province_code,
      city: top.city_code,
      type: topType.type_id,
      label: topLabel.label_id,
      topic,
    };
  }, 120_000);
  afterAll(() => api.close());

  const search = (f: ProjectFilter) => searchProjects(api.deps.db.db, api.deps.db.dialect, f, NOW);

  const compare = async (f: ProjectFilter) => {
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
    const filterSets: Partial<ProjectFilter>[] = [
      {},
      { province: busiest.province },
      { province: busiest.province, city: busiest.city },
      { levels: ['provincial', 'municipal'] },
      { types: [busiest.type] },
      { labels: [busiest.label] },
      { labels: [busiest.topic] },
      { status: 'open' },
      { status: 'upcoming' },
      { status: 'closed' },
      { amountMin: 50 },
      { amountMax: 100 },
      { amountMin: 50, amountMax: 499.5 },
      { province: busiest.province, status: 'closed', amountMin: 100, levels: ['provincial', 'municipal', 'district'] },
    ];
    let hits = 0;
    for (const set of filterSets) {
      for (const keyword of ['', '申报', '专项资金', '数字化转型', '高新技术企业', '无此项目名称']) {
        for (const sort of ['relevance', 'date'] as const) {
          for (const page of [1, 2]) {
            const got = await compare(ProjectFilterSchema.parse({ ...set, keyword, sort, page, pageSize: 10 }));
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
      keyword: fc.constantFrom('', '', '申报', '通知', '专项资金', '认定', '数字化转型 资金'),
      province: fc.option(fc.constantFrom(...pools.provinces), { nil: '', freq: 2 }),
      city: fc.option(fc.constantFrom(...pools.cities), { nil: '', freq: 4 }),
      levels: fc.subarray(['national', 'provincial', 'municipal', 'district'] as const, { maxLength: 2 }),
      types: fc.subarray(pools.types, { maxLength: 2 }),
      labels: fc.subarray(pools.labels, { maxLength: 2 }),
      status: fc.constantFrom('all', 'upcoming', 'open', 'closed'),
      amountMin: fc.constantFrom(null, 50, 100, 333.3),
      amountMax: fc.constantFrom(null, 100, 500),
      sort: fc.constantFrom('relevance', 'date'),
      page: fc.constantFrom(1, 2, 5),
      pageSize: fc.constantFrom(15, 50),
    });
    await fc.assert(
      fc.asyncProperty(filter, async (raw) => {
        await compare(ProjectFilterSchema.parse(raw));
      }),
      { numRuns: 150, seed: 20261122 },
    );
  }, 120_000);
});

describeEachDb('project search freshness', (dialect) => {
  it('finds a project written after a search, in totals, facets and pages, with nothing cleared', async () => {
    const shared = await createSharedTestDb(dialect);
    try {
      const writer = shared.open();
      const reader = shared.open();
      const search = (over: Partial<ProjectFilter>) =>
        searchProjects(reader.db, reader.dialect, ProjectFilterSchema.parse(over), NOW);
      await buildProject(writer, {
        title: '关于组织申报人工智能应用场景项目的通知',
        apply_start: '2026-01-01',
        apply_end: '2026-02-01',
      });
      expect((await search({ keyword: '量子' })).total).toBe(0);
      expect((await search({})).facets.status?.map((b) => `${b.value}:${b.count}`)).toEqual(['closed:1']);

      const id = await buildProject(writer, {
        title: '关于组织申报量子信息专项资金项目的通知',
        apply_start: '2026-11-01',
        apply_end: '2026-12-01',
        support_max: 800,
      });
      const found = await search({ keyword: '量子' });
      expect(found.rows.map((r) => r.id)).toEqual([id]);
      expect(found.facets.amount?.map((b) => `${b.value}:${b.count}`)).toEqual(['500-:1']);
      const open = await search({ status: 'open' });
      expect(open.rows.map((r) => r.id)).toEqual([id]);
      expect((await search({})).facets.status?.map((b) => `${b.value}:${b.count}`).sort()).toEqual([
        'closed:1',
        'open:1',
      ]);
      // The new open window comes before the closed one in the date order.
      expect((await search({ sort: 'date' })).rows.map((r) => r.id)[0]).toBe(id);
    } finally {
      await shared.dispose();
    }
  });
});
