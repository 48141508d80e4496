import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb, startTestApi, type TestApi } from '../../../../test-kit/harness.ts';
import { buildPolicies, buildPolicy } from '../../../../test-kit/content-builders.ts';
import { runSeed } from '../../../seed/run-seed.ts';
import { matchParts, parseTextQuery, readSearchState, type TextQuery } from '@aikc/search';
import { andSets, engineOf, idSetOf, matchSet, orSets, preloadUnits, toIds } from '@aikc/search/testing';

/**
 * The match set combined in memory from per-unit reads must be what the index answers for the whole query:
 * the same ids, and for the title tier the same score to the last bit (FTS5's bm25 adds per phrase; the
 * PostgreSQL title score is defined as such a sum), so relevance pages cannot differ from the SQL listing.
 */
const QUERIES = [
  '补贴',
  '高企',
  '高新技术企业',
  '研发费用加计扣除',
  '智能制造 补贴',
  '专精特新 人才 认定',
  '特新',
  '人才引进 人才',
  '企业 通知 补贴 资金',
];

describeEachDb('match sets from query units', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await runSeed(api.deps.db, {
      seed: 7,
      today: '2026-11-22',
      sizes: { policies: 300, interpretations: 0, news: 0, projects: 0, companies: 0 },
      progress: null,
    });
    // Titles where every unit of a multi-unit query counts: a query's later units decide the order here.
    await buildPolicies(api.deps, [
      { title: '研发费用加计扣除政策', summary: '研发费用' },
      { title: '研发费用管理办法', summary: '加计扣除' },
      { title: '加计扣除操作指引', summary: '研发费用加计扣除研发费用' },
      { title: '高新技术企业认定补贴', summary: '高企' },
      { title: '关于高新技术企业的补贴通知', summary: '企业' },
      { title: '专精特新企业人才认定', summary: '人才' },
      // 特新 segments into two single characters: a phrase of two terms, one unit.
      { title: '特新企业培育计划', summary: '特新' },
    ]);
  }, 120_000);
  afterAll(() => api.close());

  async function reference(q: TextQuery) {
    const { db } = api.deps.db;
    const m = matchParts(dialect, 'policy', q, 'policies', 'd');
    const x = m.indexOnly;
    const all = await sql<{ id: number }>`select ${x.id} as id from ${x.from} where ${x.where} order by id`.execute(db);
    const title = await sql<{
      id: number;
      score: number;
    }>`select ${x.id} as id, ${m.titleScore} as score from ${x.from} where ${m.titleWhere} order by id`.execute(db);
    const body = await sql<{
      id: number;
      score: number;
    }>`select ${x.id} as id, ${m.score} as score from ${x.from} where ${m.bodyOnlyWhere} order by id`.execute(db);
    const pairs = (rows: { id: number; score: number }[]) => rows.map((r) => [Number(r.id), Number(r.score)]);
    return { all: all.rows.map((r) => Number(r.id)), title: pairs(title.rows), body: pairs(body.rows) };
  }

  async function engine(q: TextQuery) {
    const { db } = api.deps.db;
    const docs = await db.selectFrom('policies').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const s = await matchSet(
      engineOf(api.deps.search),
      'policy',
      q,
      await readSearchState(db, 'policy'),
      Number(docs.n),
    );
    const body = await s.bodyOnly();
    return {
      all: [...toIds(s.all)],
      title: [...s.title.ids].map((id, i) => [id, s.title.scores[i] as number]),
      body: [...body.ids].map((id, i) => [id, body.scores[i] as number]),
    };
  }

  it('gives the index answer for every query: ids, and tier scores to the last bit', async () => {
    const held = engineOf(api.deps.search);
    held.units.clear();
    held.matchSets.clear();
    for (const keyword of QUERIES) {
      const q = parseTextQuery(keyword) as TextQuery;
      const [got, want] = await Promise.all([engine(q), reference(q)]);
      expect(got.all, keyword).toEqual(want.all);
      expect(got.title, keyword).toEqual(want.title);
      expect(got.body, keyword).toEqual(want.body);
      expect(want.all.length, `${keyword} finds something`).toBeGreaterThan(0);
    }
  });

  it('catches up with documents written after a unit was read, reading only those', async () => {
    const q = parseTextQuery('量子计算 补贴') as TextQuery;
    const before = await engine(q);
    const id = await buildPolicy(api.deps, { title: '量子计算产业补贴办法', summary: '量子计算' });
    const after = await engine(q);
    expect(after.all).toEqual([...before.all, id]);
    expect(after.title.map((t) => t[0])).toEqual([...before.title.map((t) => t[0]), id]);
    expect(after.body.map((t) => t[0])).toEqual((await reference(q)).body.map((t) => t[0]));
    expect(after.all).toEqual((await reference(q)).all);
    expect(engineOf(api.deps.search).units.held('policy').units).toBeGreaterThan(0);
  });

  it('preloads the most frequent terms within its budget', async () => {
    const { db } = api.deps.db;
    const engine = engineOf(api.deps.search);
    engine.units.clear();
    const state = await readSearchState(db, 'policy');
    const held = await preloadUnits(engine, 'policy', state, {
      budgetBytes: 64 * 1024,
      maxTerms: 50,
      extra: [['高新技术', '企业']],
    });
    expect(held.units).toBeGreaterThan(1);
    // It stops at the first unit past the budget.
    expect(held.bytes).toBeLessThan(64 * 1024 + 40 * 1024);
  });
});

it('combines sparse and dense id sets alike', () => {
  const sparse = idSetOf(Int32Array.from([3, 70, 900, 4000]));
  const dense = idSetOf(Int32Array.from({ length: 200 }, (_, i) => i * 2 + 2));
  expect(sparse.kind).toBe('ids');
  expect(dense.kind).toBe('bits');
  expect([...toIds(andSets(sparse, dense))]).toEqual([70]);
  expect([...toIds(andSets(dense, dense))]).toEqual([...toIds(dense)]);
  expect([...toIds(orSets(sparse, dense))]).toEqual(
    [...new Set([...toIds(dense), 3, 70, 900, 4000])].sort((a, b) => a - b),
  );
  expect([...toIds(orSets(dense, idSetOf(Int32Array.from([5000]))))].at(-1)).toBe(5000);
});
