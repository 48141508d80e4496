import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CompanyApi, PolicyApi } from '@aikc/shared/api-paths';
import { describeEachDb, startTestApi, type TestApi } from '../../test-kit/harness.ts';
import { runSeed } from './run-seed.ts';

interface ListData {
  total: number;
  list: { id: number; title?: string; name?: string }[];
}

describeEachDb('the seeded corpus is searchable', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await runSeed(api.deps.db, {
      seed: 7,
      today: '2026-11-22',
      sizes: { policies: 150, interpretations: 40, news: 60, projects: 80, companies: 300 },
      progress: null,
    });
  });
  afterAll(() => api.close());

  it('indexes every seeded document in the transaction that wrote it', async () => {
    for (const [content, index] of [
      ['policies', 'fts_policy'],
      ['companies', 'fts_company'],
      ['projects', 'fts_project'],
      ['news', 'fts_news'],
      ['interpretations', 'fts_interpretation'],
    ] as const) {
      const c = await api.deps.db.db
        .selectFrom(content)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      // FTS5 contentless tables and the PostgreSQL tsvector tables both answer count(*).
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(index)}`.execute(api.deps.db.db);
      expect(Number(rows[0]?.n)).toBe(Number(c.n));
    }
  });

  it('finds a seeded policy and a seeded company by words of their names', async () => {
    const policy = await api.deps.db.db
      .selectFrom('policies')
      .select(['id', 'title'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const company = await api.deps.db.db
      .selectFrom('companies')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // The whole title: generated titles share their openings (关于组织申报…), as real ones do.
    const p = await api.call<ListData>(PolicyApi.list, { keyword: policy.title, pageSize: 50 });
    expect(p.body.code).toBe(200);
    expect(p.body.data.list.map((r) => r.id)).toContain(policy.id);
    const c = await api.call<ListData>(CompanyApi.list, { keyword: company.name, pageSize: 50 });
    expect(c.body.code).toBe(200);
    expect(c.body.data.list.map((r) => r.id)).toContain(company.id);
  });
});
