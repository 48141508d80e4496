import { afterAll, beforeAll, expect, it } from 'vitest';
import { PolicyApi } from '@aikc/shared/api-paths';
import type { PolicyListItem } from '@aikc/shared/schemas/policy';
import type { ListResult } from '@aikc/shared/schemas/search';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildPolicies, buildPolicy } from '../../../test-kit/content-builders.ts';
import { highlight, parseTextQuery, snippet } from '@aikc/search';

type PolicyList = ListResult<PolicyListItem>;

describeEachDb('full-text search', (dialect) => {
  let api: TestApi;
  const ids = { word: 0, apart: 0, body: 0, title: 0, gaoqi: 0, tigao: 0, spelled: 0, scattered: 0 };
  beforeAll(async () => {
    api = await startTestApi(dialect);
    const h = api.deps.db;
    const got = await buildPolicies(h, [
      { title: '关于发放科技创新补贴的通知', summary: '对符合条件的企业给予资金支持。' },
      { title: '关于补充完善贴息办法的通知', summary: '补充说明：贷款贴息按季度拨付。' },
      {
        title: '关于开展年度申报工作的通知',
        summary: '本次申报涉及人才引进补贴，以及人才公寓配套。',
        body_html: '<p>人才是第一资源。</p>',
      },
      { title: '人才引进实施细则', summary: '为做好引进工作，制定本细则。' },
      { title: '高企认定工作指引', summary: '高新技术企业认定的条件。' },
      { title: '关于提高企业研发投入的意见', summary: '鼓励企业加大研发。' },
      { title: '关于开展2026年度高新技术企业认定管理工作的通知', summary: '请各区做好组织工作。' },
      { title: '关于推广高新技术的意见', summary: '支持企业发展。' },
    ]);
    (Object.keys(ids) as (keyof typeof ids)[]).forEach((k, i) => (ids[k] = got[i] as number));
  });
  afterAll(() => api.close());

  const search = async (keyword: string, extra: Record<string, unknown> = {}) =>
    (await api.call<PolicyList>(PolicyApi.list, { keyword, ...extra })).body;

  it('finds a two-character word and not its characters apart', async () => {
    const res = await search('补贴');
    const found = res.data.list.map((p) => p.id);
    expect(found).toContain(ids.word);
    expect(found).toContain(ids.body);
    expect(found).not.toContain(ids.apart);
  });

  it('matches 高企 as a word and as 高新技术企业 spelled out, not the 高企 inside 提高企业', async () => {
    const res = await search('高企');
    expect(res.data.list.map((p) => p.id).sort()).toEqual([ids.gaoqi, ids.spelled].sort());
    expect(res.data.list.find((p) => p.id === ids.spelled)?.title_html).toContain('<em>高新技术</em>企业');
  });

  it('ranks a title match above a body-only match', async () => {
    const res = await search('人才');
    const found = res.data.list.map((p) => p.id);
    expect(found.indexOf(ids.title)).toBeGreaterThanOrEqual(0);
    expect(found.indexOf(ids.title)).toBeLessThan(found.indexOf(ids.body));
  });

  it('highlights matched words in title and snippet', async () => {
    const res = await search('人才');
    const title = res.data.list.find((p) => p.id === ids.title);
    expect(title?.title_html).toBe('<em>人才</em>引进实施细则');
    const body = res.data.list.find((p) => p.id === ids.body);
    expect(body?.snippet_html).toContain('<em>人才</em>引进');
  });

  it('makes a document searchable in the transaction that writes it', async () => {
    const id = await buildPolicy(api.deps, { title: '关于支持揭榜挂帅项目的若干措施' });
    expect((await search('揭榜挂帅')).data.list.map((p) => p.id)).toEqual([id]);
  });

  it('sorts by date on request', async () => {
    const res = await search('通知', { sort: 'date' });
    const dates = res.data.list.map((p) => p.publish_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.data.total).toBeGreaterThanOrEqual(3);
  });

  it('treats punctuation-only and operator-like keywords as no keyword, never an error', async () => {
    for (const kw of ['"', '*', 'AND OR NOT', '()', "'--", '补贴"']) {
      const res = await api.call<PolicyList>(PolicyApi.list, { keyword: kw });
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).toBe(200);
    }
  });
});

it('escapes HTML around highlights', () => {
  expect(highlight('<b>补贴</b>&发放', ['补贴'])).toBe('&lt;b&gt;<em>补贴</em>&lt;/b&gt;&amp;发放');
  expect(snippet('a'.repeat(300) + '补贴', ['补贴'], 40)).toMatch(/^….*<em>补贴<\/em>$/);
});

it('turns single characters of a query into one phrase', () => {
  expect(parseTextQuery('特新')?.clauses).toEqual([{ alternatives: [{ kind: 'phrase', terms: ['特', '新'] }] }]);
  expect(parseTextQuery('  ，。')).toBeNull();
});
