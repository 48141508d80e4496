import { afterAll, beforeAll, expect, it } from 'vitest';
import { PolicyApi } from '@aikc/shared/api-paths';
import type { PolicyListResult } from '@aikc/shared/schemas/search-help';
import { docNumberKey } from '@aikc/shared/doc-number';
import { createLogger } from '../../../logger.ts';
import { runSeed } from '../../../seed/run-seed.ts';
import { ensureReference } from '../../../seed/reference/ensure-reference.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../../test-kit/harness.ts';
import { buildPolicies } from '../../../../test-kit/content-builders.ts';
import { JUDGMENTS, type Judgment } from './judgments.ts';
import { ndcg } from './ndcg.ts';

/** The default corpus's policy count: the judged themes appear in it as they do on a first `npm start`. */
const SIZES = { policies: 3000, interpretations: 0, news: 0, projects: 0, companies: 0 };
const MIN_NDCG = 0.9;

interface Doc {
  id: number;
  title: string;
  doc_no: string;
  body_text: string;
  province_code: string;
}

function grade(j: Judgment, d: Doc): number {
  if (j.docNo) {
    if (d.doc_no && docNumberKey(d.doc_no) === docNumberKey(j.docNo)) return 2;
  } else if (j.title.test(d.title) && (!j.province || d.province_code === j.province)) return 2;
  const body = j.body ?? j.title;
  return body.test(d.title) || body.test(d.body_text) ? 1 : 0;
}

describeEachDb('search relevance on the judged queries', (dialect) => {
  let api: TestApi;
  let docs: Map<number, Doc>;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await runSeed(api.deps.db, { seed: 20261122, today: '2026-11-22', sizes: SIZES, progress: null });
    // The reference layer, as every start writes it: the real documents the 文号 queries look for.
    await ensureReference(api.deps.db, createLogger('silent'));
    const rows = await api.deps.db.db
      .selectFrom('policies')
      .select(['id', 'title', 'doc_no', 'body_text', 'province_code'])
      .execute();
    docs = new Map(rows.map((r) => [Number(r.id), { ...r, id: Number(r.id) }]));
  }, 300_000);
  afterAll(() => api.close());

  it(`ranks judged documents first: mean nDCG@10 >= ${MIN_NDCG}, and no judged query without results`, async () => {
    expect(JUDGMENTS.length).toBeGreaterThanOrEqual(40);
    const scores: { query: string; ndcg: number; total: number }[] = [];
    for (const j of JUDGMENTS) {
      const res = await api.call<PolicyListResult>(PolicyApi.list, { keyword: j.query, pageSize: 10 });
      expect(res.body.code).toBe(200);
      // What the user sees: the results, or when there are none the best partial matches (no dead ends).
      const shown = res.body.data.total > 0 ? res.body.data.list : (res.body.data.advice?.partial?.list ?? []);
      const grades = shown.map((r) => grade(j, docs.get(r.id) as Doc));
      const corpus = [...docs.values()].map((d) => grade(j, d));
      scores.push({ query: j.query, ndcg: ndcg(grades, corpus), total: shown.length });
    }
    const mean = scores.reduce((s, x) => s + x.ndcg, 0) / scores.length;
    const empty = scores.filter((s) => s.total === 0);
    const weak = scores.filter((s) => s.ndcg < 0.8).map((s) => `${s.query} ${s.ndcg.toFixed(2)}`);
    process.stdout.write(
      `[relevance ${dialect}] ${scores.length} queries, mean nDCG@10 ${mean.toFixed(3)}, min ${Math.min(...scores.map((s) => s.ndcg)).toFixed(3)}, ` +
        `zero-result ${empty.length}${weak.length ? `; below 0.8: ${weak.join(', ')}` : ''}\n`,
    );
    expect(empty.map((s) => s.query)).toEqual([]);
    expect(mean).toBeGreaterThanOrEqual(MIN_NDCG);
  }, 120_000);

  // Runs after the judged queries (their corpus is read in beforeAll): it adds documents.
  it('folds a copy of a listed document (same region, title and year) so it never takes a second place', async () => {
    for (const query of ['人才引进补贴', '高企', '首台套 保险补偿']) {
      const before = (await api.call<PolicyListResult>(PolicyApi.list, { keyword: query, pageSize: 10 })).body.data;
      const top = await api.deps.db.db
        .selectFrom('policies')
        .selectAll()
        .where('id', '=', before.list[0]?.id as number)
        .executeTakeFirstOrThrow();
      // The notice posted again later the same year, word for word.
      const [copy] = await buildPolicies(api.deps, [
        {
          title: top.title,
          doc_no: top.doc_no,
          agency_id: top.agency_id,
          level: top.level,
          region_code: top.region_code,
          province_code: top.province_code,
          city_code: top.city_code,
          type_id: top.type_id,
          publish_date: `${top.publish_date.slice(0, 4)}-12-31`,
          summary: top.summary,
          body_html: top.body_html,
        },
      ]);
      const after = (await api.call<PolicyListResult>(PolicyApi.list, { keyword: query, pageSize: 10 })).body.data;
      expect(after.list.map((r) => r.id)).toEqual(before.list.map((r) => r.id));
      expect(after.list.map((r) => r.id)).not.toContain(copy);
      expect(after.total).toBe(before.total);
    }
  }, 120_000);
});
