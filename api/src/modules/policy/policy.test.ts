import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CompanyApi, InfoApi, NewsApi, PolicyApi, ProjectApi } from '@aikc/shared/api-paths';
import type { PolicyDetail, PolicyListItem } from '@aikc/shared/schemas/policy';
import type { ListResult } from '@aikc/shared/schemas/search';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import {
  buildAgency,
  buildCompany,
  buildInterpretation,
  buildLabel,
  buildNews,
  buildPolicies,
  buildPolicy,
  buildProject,
} from '../../../test-kit/content-builders.ts';
import { todayCst } from '../../lib/time.ts';

type PolicyList = ListResult<PolicyListItem>;

describeEachDb('policy library', (dialect) => {
  let api: TestApi;
  const f = { ai: 0, energy: 0, gd: 0, js: 0, policyId: 0 };
  beforeAll(async () => {
    api = await startTestApi(dialect);
    const h = api.deps.db;
    f.ai = await buildLabel(h, { name: '人工智能' });
    f.energy = await buildLabel(h, { name: '新能源' });
    f.gd = await buildAgency(h, { name: '广东省科学技术厅' });
    f.js = await buildAgency(h, { name: '江苏省科学技术厅', region_code: '320000' });
    await buildPolicies(h, [
      // 4 Guangdong provincial (2 expired), 2 Shenzhen municipal, 3 Jiangsu provincial.
      { title: '广东省人工智能产业扶持办法', agency_id: f.gd, labelIds: [f.ai], publish_date: '2025-01-10' },
      { title: '广东省新能源汽车补贴细则', agency_id: f.gd, labelIds: [f.energy], publish_date: '2025-02-10' },
      { title: '广东省旧版扶持办法一', agency_id: f.gd, expire_date: '2020-12-31', publish_date: '2019-01-01' },
      {
        title: '广东省旧版扶持办法二',
        agency_id: f.gd,
        expire_date: '2021-12-31',
        publish_date: '2019-02-01',
        labelIds: [f.ai],
      },
      {
        title: '深圳市人工智能专项资金管理办法',
        agency_id: f.gd,
        level: 'municipal',
        city_code: '440300',
        region_code: '440300',
        labelIds: [f.ai],
        publish_date: '2025-03-01',
      },
      {
        title: '深圳市高企认定奖励',
        agency_id: f.gd,
        level: 'municipal',
        city_code: '440300',
        region_code: '440300',
        publish_date: '2025-03-02',
      },
      ...[1, 2, 3].map((i) => ({
        title: `江苏省科技计划项目管理办法${i}`,
        agency_id: f.js,
        province_code: '320000',
        region_code: '320000',
        publish_date: `2024-0${i}-01`,
      })),
    ]);
    f.policyId = await buildPolicy(h, {
      title: '详情测试政策',
      body_html:
        '<p onclick="alert(1)">正文<script>alert(2)</script><a href="javascript:alert(3)">链接</a><a href="https://www.gov.cn">国务院</a></p>',
      attachments: [{ name: '申报指南.docx', file_type: 'docx', size_bytes: 2048 }],
    });
  });
  afterAll(() => api.close());

  const list = async (body: Record<string, unknown>) => (await api.call<PolicyList>(PolicyApi.list, body)).body.data;

  it('filters by province and counts the other provinces in the region facet', async () => {
    const all = await list({});
    expect(all.total).toBe(10);
    expect(all.facets.region).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ value: '440000', count: 7, label: '广东省' }),
        expect.objectContaining({ value: '320000', count: 3, label: '江苏省' }),
      ]),
    );
    const gd = await list({ province: '440000' });
    expect(gd.total).toBe(7);
    // With a province chosen, the region facet lists its cities.
    expect(gd.facets.region).toEqual(expect.arrayContaining([expect.objectContaining({ value: '440300', count: 2 })]));
    const sz = await list({ province: '440000', city: '440300' });
    expect(sz.list.map((p) => p.title).sort()).toEqual(['深圳市人工智能专项资金管理办法', '深圳市高企认定奖励']);
  });

  it('filters by level, agency, label and validity with facet counts that ignore their own filter', async () => {
    const municipal = await list({ levels: ['municipal'] });
    expect(municipal.total).toBe(2);
    expect(municipal.facets.level).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: 'provincial', label: '省级' })]),
    );
    expect((await list({ agencies: [f.js] })).total).toBe(3);
    const ai = await list({ labels: [f.ai] });
    expect(ai.total).toBe(3);
    expect(ai.facets.label).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ value: String(f.ai), label: '人工智能', count: 3 }),
        expect.objectContaining({ value: String(f.energy), label: '新能源', count: 1 }),
      ]),
    );
    const valid = await list({ validity: 'valid', labels: [f.ai] });
    expect(valid.total).toBe(2);
    expect(valid.facets.validity).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: 'expired', count: 1, label: '已失效' })]),
    );
    expect((await list({ from: '2025-01-01', to: '2025-02-28' })).total).toBe(2);
  });

  it('combines a keyword with filters', async () => {
    const res = await list({ keyword: '人工智能', province: '440000', validity: 'valid' });
    expect(res.list.map((p) => p.title).sort()).toEqual([
      '广东省人工智能产业扶持办法',
      '深圳市人工智能专项资金管理办法',
    ]);
  });

  it('pages without overlap in date order', async () => {
    const p1 = await list({ pageSize: 10, page: 1 });
    const p2 = await list({ pageSize: 10, page: 2 });
    expect(p1.list).toHaveLength(10);
    expect(p2.list).toHaveLength(0);
    const a = await list({ pageSize: 15, page: 1 });
    expect(a.pageSize).toBe(15);
    expect(a.list).toHaveLength(10);
    expect(a.list[0]?.title).toBe('深圳市高企认定奖励');
    expect(new Set([...p1.list, ...a.list].map((p) => p.id)).size).toBe(10);
  });

  it('rejects malformed filters with 400 and a Chinese message', async () => {
    for (const body of [
      { pageSize: 20 },
      { page: 0 },
      { levels: ['global'] },
      { province: 'abc' },
      { keyword: 'x'.repeat(101) },
      { agencies: 'x' },
    ]) {
      const res = await api.call(PolicyApi.list, body);
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    // A rule of our own names what is allowed, not just that the input is wrong.
    expect((await api.call(PolicyApi.list, { pageSize: 20 })).body.msg).toBe('每页条数应为 10、15、30、50 之一');
    expect((await api.call(PolicyApi.list, { province: '44' })).body.msg).toBe('参数 province：地区代码应为6位数字');
    for (const from of ['2026-13-01', '2026-02-30', '2026/01/01']) {
      const res = await api.call(PolicyApi.list, { from });
      expect([res.status, res.body.msg]).toEqual([400, '参数 from：日期应为有效日期，格式YYYY-MM-DD']);
    }
    expect((await api.call(PolicyApi.list, { from: '2024-02-29', to: '' })).status).toBe(200);
  });

  it('never answers 500 to random list bodies', async () => {
    const paths = [PolicyApi.list, ProjectApi.list, CompanyApi.list, NewsApi.list, InfoApi.list];
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 3 }),
    );
    const keys = fc.constantFrom(
      'keyword',
      'province',
      'city',
      'levels',
      'agencies',
      'types',
      'labels',
      'validity',
      'from',
      'to',
      'sort',
      'page',
      'pageSize',
      'status',
      'amountMin',
      'amountMax',
      'statuses',
      'industries',
      'tags',
      'capitalMin',
      'capitalMax',
      'foundedFrom',
      'foundedTo',
      'x',
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.dictionary(keys, value, { maxKeys: 5 }), async (path, body) => {
        const res = await api.call(path, body);
        expect(res.status).toBeLessThan(500);
        if (res.body.code !== 200) expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
      }),
      { numRuns: 60 },
    );
  });

  it('shows a detail with sanitised body, attachments, interpretations both ways and open projects', async () => {
    const infoId = await buildInterpretation(api.deps, f.policyId, { title: '一图读懂详情测试政策' });
    const today = todayCst();
    const projectId = await buildProject(api.deps, {
      title: '关联申报项目',
      policy_id: f.policyId,
      apply_start: '2000-01-01',
      apply_end: '2999-12-31',
    });
    const res = await api.call<PolicyDetail>(PolicyApi.detail, { id: f.policyId }, { method: 'GET' });
    expect(res.body.code).toBe(200);
    const d = res.body.data;
    expect(d.body_html).not.toMatch(/script|onclick|javascript:/);
    expect(d.body_html).toContain('href="https://www.gov.cn"');
    expect(d.attachments).toEqual([expect.objectContaining({ name: '申报指南.docx' })]);
    expect(d.interpretations.map((i) => i.id)).toEqual([infoId]);
    expect(d.open_projects[0]).toMatchObject({ id: projectId, status: 'open', status_name: '申报中' });
    expect(today >= '2000-01-01').toBe(true);
    const info = await api.call<{ policy: { id: number } }>(InfoApi.detail, { id: infoId }, { method: 'GET' });
    expect(info.body).toMatchObject({ code: 200 });
    expect(info.body.data.policy.id).toBe(f.policyId);
  });

  it('tells demo rows from real ones on every detail page (示例数据)', async () => {
    const db = api.deps.db;
    const real = await buildPolicy(db, { title: '真实导入的政策文件' });
    const demo = await buildPolicy(db, { title: '系统生成的示例政策文件', is_demo: 1 });
    const info = await buildInterpretation(db, demo, { title: '示例解读' });
    await db.db.updateTable('interpretations').set({ is_demo: 1 }).where('id', '=', info).execute();
    const detail = async (path: string, id: number) =>
      (await api.call<{ demo: boolean }>(path, { id }, { method: 'GET' })).body.data.demo;
    expect(await detail(PolicyApi.detail, real)).toBe(false);
    expect(await detail(PolicyApi.detail, demo)).toBe(true);
    expect(await detail(InfoApi.detail, info)).toBe(true);
    const project = await buildProject(db, { title: '示例项目', is_demo: 1 });
    expect(await detail(ProjectApi.detail, project)).toBe(true);
    const company = await buildCompany(db, { name: '示例企业有限公司', is_demo: 1 });
    expect(await detail(CompanyApi.detail, company)).toBe(true);
    const news = await buildNews(db, { title: '示例资讯' });
    await db.db.updateTable('news').set({ is_demo: 1 }).where('id', '=', news).execute();
    expect(await detail(NewsApi.detail, news)).toBe(true);
  });

  it('answers 404 with a Chinese message for missing ids', async () => {
    for (const path of [PolicyApi.detail, ProjectApi.detail, CompanyApi.detail, NewsApi.detail, InfoApi.detail]) {
      const res = await api.call(path, { id: 999_999 }, { method: 'GET' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(404);
      expect(res.body.msg).toMatch(/不存在/);
    }
    const bad = await api.call(PolicyApi.detail, { id: 'abc' }, { method: 'GET' });
    expect(bad.status).toBe(400);
  });
});
