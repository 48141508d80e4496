import { afterAll, beforeAll, expect, it } from 'vitest';
import { CompanyApi } from '@aikc/shared/api-paths';
import type { CompanyDetail, CompanyListItem } from '@aikc/shared/schemas/company';
import type { ListResult } from '@aikc/shared/schemas/search';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildCompany, buildPolicy } from '../../../test-kit/content-builders.ts';

describeEachDb('company database', (dialect) => {
  let api: TestApi;
  const ids = { soft: 0, chip: 0, closed: 0, js: 0 };
  beforeAll(async () => {
    api = await startTestApi(dialect);
    const h = api.deps.db;
    ids.soft = await buildCompany(h, {
      name: '深圳智算软件有限公司',
      registered_capital: 1200,
      tags: [
        { tag: '高新技术企业', granted_date: '2023-12-01' },
        { tag: '专精特新中小企业', granted_date: '2024-06-01' },
      ],
      financials: [2022, 2023, 2024].map((year) => ({
        year,
        revenue: 5000,
        main_revenue: 4800,
        hightech_revenue: 4000,
        rd_expense: 400,
        net_assets: 3000,
        total_assets: 6000,
        total_liabilities: 3000,
        net_profit: 500,
        staff: 120,
        rd_staff: 40,
      })),
      ip: [
        {
          kind: 'invention',
          title: '一种分布式调度方法',
          number: 'ZL202310000001.1',
          apply_date: '2023-01-01',
          grant_date: '2024-01-01',
        },
        {
          kind: 'software',
          title: '智算调度平台V1.0',
          number: '2023SR000001',
          apply_date: '2023-02-01',
          grant_date: '2023-05-01',
        },
        {
          kind: 'software',
          title: '智算监控平台V1.0',
          number: '2023SR000002',
          apply_date: '2023-03-01',
          grant_date: '2023-06-01',
        },
      ],
    });
    ids.chip = await buildCompany(h, {
      name: '广州芯片制造股份有限公司',
      industry_code: 'C3973',
      industry_name: '集成电路制造',
      registered_capital: 8000,
      founded_date: '2005-01-01',
      city_code: '440100',
      region_code: '440106',
      tags: [{ tag: '高新技术企业', granted_date: '2022-01-01' }],
    });
    ids.closed = await buildCompany(h, {
      name: '深圳旧貌贸易有限公司',
      status: '吊销，未注销',
      industry_code: 'F5191',
      industry_name: '贸易代理',
      registered_capital: 50,
    });
    ids.js = await buildCompany(h, {
      name: '南京软件园科技有限公司',
      province_code: '320000',
      city_code: '320100',
      region_code: '320114',
      founded_date: '2020-05-01',
    });
    await buildPolicy(h, { title: '广东省软件开发产业政策' });
  });
  afterAll(() => api.close());

  const list = async (body: Record<string, unknown>) =>
    (await api.call<ListResult<CompanyListItem>>(CompanyApi.list, body)).body.data;

  it('filters by status, industry prefix, tag, capital and founding date with facets', async () => {
    const all = await list({});
    expect(all.total).toBe(4);
    expect(all.facets.industry).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ value: 'I', count: 2, label: '信息传输、软件和信息技术服务业' }),
      ]),
    );
    expect(all.facets.tag).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: '高新技术企业', count: 2 })]),
    );
    expect((await list({ industries: ['C39'] })).list.map((c) => c.id)).toEqual([ids.chip]);
    expect((await list({ tags: ['专精特新中小企业'] })).list.map((c) => c.id)).toEqual([ids.soft]);
    expect((await list({ capitalMin: 1000 })).list.map((c) => c.id).sort()).toEqual([ids.soft, ids.chip].sort());
    expect((await list({ foundedFrom: '2019-01-01' })).list.map((c) => c.id)).toEqual([ids.js]);
    const closed = await list({ statuses: ['吊销，未注销'] });
    expect(closed.list[0]).toMatchObject({ id: ids.closed, status_warning: true });
    expect(closed.facets.status).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: '存续', count: 3 })]),
    );
    expect((await list({ province: '320000' })).list.map((c) => c.id)).toEqual([ids.js]);
  });

  it('searches names above business scope', async () => {
    const res = await list({ keyword: '软件' });
    const found = res.list.map((c) => c.id);
    expect(found.slice(0, 2).sort()).toEqual([ids.soft, ids.js].sort());
    // The other two only have 软件 in their business scope: found, but ranked below the name matches.
    expect(found.slice(2).sort()).toEqual([ids.chip, ids.closed].sort());
    expect(res.list[0]?.title_html).toContain('<em>软件</em>');
  });

  it('shows the detail tabs: tags, IP counts, financials and related policies', async () => {
    const res = await api.call<CompanyDetail>(CompanyApi.detail, { id: ids.soft }, { method: 'GET' });
    const d = res.body.data;
    expect(d.tags.map((t) => t.tag)).toEqual(['专精特新中小企业', '高新技术企业']);
    expect(d.ip_counts).toEqual({ invention: 1, utility: 0, design: 0, software: 2 });
    expect(d.financials.map((f) => f.year)).toEqual([2022, 2023, 2024]);
    expect(d.related_policies[0]?.title).toBe('广东省软件开发产业政策');
    const ip = await api.call<{ total: number; list: { kind_name: string }[] }>(
      CompanyApi.ipList,
      { id: ids.soft, kind: 'software' },
      { method: 'GET' },
    );
    expect(ip.body.data.total).toBe(2);
    expect(ip.body.data.list[0]?.kind_name).toBe('软件著作权');
  });
});
