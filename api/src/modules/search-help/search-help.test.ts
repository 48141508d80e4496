import { afterAll, beforeAll, expect, it } from 'vitest';
import { PolicyApi, SearchApi } from '@aikc/shared/api-paths';
import type { PolicyListItem } from '@aikc/shared/schemas/policy';
import type { PolicyListResult, SearchSuggestResult } from '@aikc/shared/schemas/search-help';
import { runSeed } from '../../seed/run-seed.ts';
import { buildAgency, buildPolicy } from '../../../test-kit/content-builders.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';

/** The smallest corpus with themes (policy-themes.ts THEMED_MIN_POLICIES). */
const SIZES = { policies: 400, interpretations: 0, news: 0, projects: 0, companies: 0 };

describeEachDb('search help: synonyms, reprints, partial matches, suggestions', (dialect) => {
  let api: TestApi;
  const list = async (keyword: string, extra: Record<string, unknown> = {}) => {
    const res = await api.call<PolicyListResult>(PolicyApi.list, { keyword, pageSize: 50, ...extra });
    expect(res.body.code).toBe(200);
    return res.body.data;
  };
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await runSeed(api.deps.db, { seed: 11, today: '2026-11-22', sizes: SIZES, progress: null });
  }, 120_000);
  afterAll(() => api.close());

  it('finds the spelled-out form for an abbreviation, and the abbreviation for the spelled-out form', async () => {
    const short = await buildPolicy(api.deps, {
      title: '关于高企培育入库企业奖励资金拨付的通知',
      summary: '对入库高企给予奖励。',
    });
    const spelled = await buildPolicy(api.deps, {
      title: '关于首台（套）装备推广的通知',
      summary: '首台（套）装备保险补偿。',
    });
    const byShort = await list('高企');
    expect(byShort.list.map((p) => p.id)).toContain(short);
    expect(byShort.total).toBeGreaterThan(1);
    expect(byShort.list.some((p) => `${p.title}${p.snippet_html}`.includes('高新技术'))).toBe(true);
    expect((await list('高新技术企业')).list.map((p) => p.id)).toContain(short);
    const bySpelled = await list('首台（套）');
    const byColloquial = await list('首台套');
    expect(byColloquial.list.map((p) => p.id)).toContain(spelled);
    expect(byColloquial.total).toBe(bySpelled.total);
    // 专精特新小巨人 finds 小巨人 documents, not 专精特新 notices alone.
    const giants = await list('专精特新小巨人');
    expect(giants.total).toBeGreaterThan(0);
    const texts = await api.deps.db.db
      .selectFrom('policies')
      .select(['title', 'body_text'])
      .where(
        'id',
        'in',
        giants.list.map((p) => p.id),
      )
      .execute();
    expect(texts.every((t) => `${t.title}${t.body_text}`.includes('小巨人'))).toBe(true);
  });

  it('lists a national document once with its reprints, and never a reprint as a result of its own', async () => {
    // Reprints are real records (imported); the demo corpus invents none, so the test brings its own.
    const db = api.deps.db;
    const title = '重大技术装备推广应用指导目录（测试文件）';
    const id = await buildPolicy(db, {
      title,
      level: 'national',
      region_code: '000000',
      province_code: '000000',
      publish_date: '2024-09-02',
    });
    const reprinting = [
      await buildAgency(db, { name: '测试甲省科学技术厅', region_code: '440000' }),
      await buildAgency(db, { name: '测试乙省科学技术厅', region_code: '320000' }),
    ];
    await db.db
      .insertInto('policy_reprints')
      .values(
        reprinting.map((agency_id, i) => ({
          policy_id: id,
          agency_id,
          region_code: i === 0 ? '440000' : '320000',
          title: `测试${i === 0 ? '甲' : '乙'}省科学技术厅关于转发《${title}》的通知`,
          doc_no: `测科函〔2024〕${i + 1}号`,
          publish_date: `2024-09-${10 + i}`,
        })),
      )
      .execute();
    const first = await list('重大技术装备推广应用指导目录');
    const national = first.list.find((p) => p.reprints.length > 0) as PolicyListItem;
    expect(national).toBeDefined();
    expect(national.reprints.length).toBeGreaterThanOrEqual(2);
    expect(
      national.reprints.every((r) => r.agency && r.region_name && r.doc_no && r.publish_date >= national.publish_date),
    ).toBe(true);
    // Every page of the query: ids unique, titles of reprints never listed, the pages add up to the total.
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(first.total / 10); page++) {
      const data = await list('重大技术装备推广应用指导目录', { page, pageSize: 10 });
      seen.push(...data.list.map((p) => p.id));
      expect(data.list.some((p) => p.title.includes('转发'))).toBe(false);
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(first.total);
    const detail = await api.call<{ reprints: unknown[] }>(PolicyApi.detail, { id: national.id });
    expect(detail.body.data.reprints).toHaveLength(national.reprints.length);
  });

  it('answers a query nothing matches in full with partial matches and narrower queries', async () => {
    const data = await list('瞪羚企业 量子纠缠');
    expect(data.total).toBe(0);
    expect(data.list).toEqual([]);
    const advice = data.advice;
    expect(advice?.partial?.list.length).toBeGreaterThan(0);
    expect(advice?.partial?.missing.join('')).toContain('纠缠');
    expect(advice?.partial?.list.every((p) => `${p.title}${p.snippet_html}`.includes('瞪羚'))).toBe(true);
    expect(advice?.related.map((r) => r.keyword)).toContain('瞪羚企业');
    // A found query carries no advice.
    expect((await list('瞪羚企业')).advice).toBeUndefined();
  });

  it('uses a place the query names as a region filter when the words find nothing together, and corrects a misspelt theme', async () => {
    const id = await buildPolicy(api.deps, {
      title: '深圳市瞪羚企业梯队培育计划',
      summary: '培育瞪羚企业梯队。',
      province_code: '440000',
      city_code: '440300',
      region_code: '440300',
    });
    const data = await list('广东省瞪羚企业梯队');
    expect(data.total).toBe(0);
    const place = data.advice?.related.find((r) => r.province === '440000');
    expect(place?.keyword).toBe('瞪羚企业梯队');
    expect(data.advice?.partial?.place).toBe('广东省');
    expect(data.advice?.partial?.list.map((p) => p.id)).toContain(id);
    const typo = await list('瞪铃企业');
    expect(typo.total).toBe(0);
    expect(typo.advice?.didYouMean).toBe('瞪羚企业');
    // Shown corrected: the list is the corrected query's, not 企业 alone.
    expect(typo.advice?.partial?.corrected).toBe('瞪羚企业');
    expect(typo.advice?.partial?.list.length).toBeGreaterThan(0);
    expect(typo.advice?.related.some((r) => r.keyword === '企业')).toBe(false);
    expect((await list('深圳瞪铃企业')).advice?.didYouMean).toBe('深圳瞪羚企业');
  });

  it('suggests themes and titles as the user types, and refuses an empty keyword in Chinese', async () => {
    const typed = await api.call<SearchSuggestResult>(SearchApi.suggest, { keyword: '专精特' }, { method: 'GET' });
    expect(typed.body.code).toBe(200);
    expect(typed.body.data.items.filter((s) => s.kind === 'theme').map((s) => s.text)).toContain('专精特新小巨人');
    const word = await api.call<SearchSuggestResult>(SearchApi.suggest, { keyword: '首台套' }, { method: 'GET' });
    const titles = word.body.data.items.filter((s) => s.kind === 'policy');
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((s) => s.id && s.text.includes('首台'))).toBe(true);
    expect(new Set(titles.map((s) => s.text)).size).toBe(titles.length);
    const empty = await api.call(SearchApi.suggest, { keyword: ' ' }, { method: 'GET' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('请输入关键词');
  });
});
