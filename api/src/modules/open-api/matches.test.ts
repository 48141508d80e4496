import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildCreditCode } from '@aikc/shared/credit-code';
import { OpenApiV1 } from '@aikc/shared/open-api/paths';
import type { OpenMatchResult } from '@aikc/shared/open-api/responses';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildCompany, buildProject } from '../../../test-kit/content-builders.ts';
import { keyWithQuota, signedGet, type TestKey } from './test-kit.ts';

/** GET /openapi/v1/matches: the 政策匹配 engine for a company named by id or 统一社会信用代码. */
describeEachDb('open API: policy matching for a company', (dialect) => {
  let api: TestApi;
  let k: TestKey;
  let companyId: number;
  const creditCode = buildCreditCode('91', '440300', 'MA5G7K2Q');
  const p: Record<string, number> = {};
  beforeAll(async () => {
    api = await startTestApi(dialect);
    const h = api.deps.db;
    companyId = await buildCompany(h, {
      name: '深圳市匹配测试科技有限公司',
      credit_code: creditCode,
      province_code: '440000',
      city_code: '440300',
      tags: [{ tag: '高新技术企业', granted_date: '2024-12-01' }],
      financials: [
        {
          year: 2025,
          revenue: 8000,
          main_revenue: 7800,
          hightech_revenue: 6000,
          rd_expense: 600,
          net_assets: 3000,
          total_assets: 6000,
          total_liabilities: 3000,
          net_profit: 500,
          staff: 120,
          rd_staff: 30,
        },
      ],
    });
    const open = { apply_start: '2026-01-01', apply_end: '2099-12-31' };
    p.qualified = await buildProject(h, {
      title: '广东省高新技术企业研发补助',
      province_code: '440000',
      city_code: '',
      support_max: 300,
      conditions_html: '<p>须为有效期内的高新技术企业。</p>',
      ...open,
    });
    p.national = await buildProject(h, {
      title: '国家中小企业数字化转型专项',
      province_code: '',
      city_code: '',
      support_max: 100,
      conditions_html: '<p>面向中小企业。</p>',
      ...open,
    });
    p.elsewhere = await buildProject(h, {
      title: '北京市专精特新企业奖励',
      province_code: '110000',
      city_code: '',
      conditions_html: '<p>在京注册。</p>',
      ...open,
    });
    p.closed = await buildProject(h, {
      title: '广东省已截止项目',
      province_code: '440000',
      apply_start: '2025-01-01',
      apply_end: '2025-01-31',
    });
    k = await keyWithQuota(api, { calls: 100, rate: 1000 });
  });
  afterAll(() => api.close());

  it('ranks the projects the company fits, each criterion met, missed or unknown, by id and by credit code alike', async () => {
    const byId = await signedGet(api, k, OpenApiV1.matches, { company_id: String(companyId) });
    expect(byId.status, byId.body.msg).toBe(200);
    const r = byId.body.data as OpenMatchResult;
    expect(r.company).toEqual({
      id: companyId,
      name: '深圳市匹配测试科技有限公司',
      credit_code: creditCode,
      region_name: expect.stringContaining('深圳'),
    });
    const ids = r.items.map((i) => i.project_id);
    expect(ids).toContain(p.qualified);
    expect(ids).toContain(p.national);
    expect(ids).not.toContain(p.elsewhere);
    expect(ids).not.toContain(p.closed);
    const q = r.items.find((i) => i.project_id === p.qualified);
    expect(q).toMatchObject({
      support_max_yuan: 3_000_000,
      apply_end: '2099-12-31',
      deadline: '2099-12-31T23:59:59+08:00',
    });
    expect(q?.criteria.find((c) => c.criterion === 'qualification')).toMatchObject({ name: '资质', status: 'met' });
    const n = r.items.find((i) => i.project_id === p.national);
    expect(n?.criteria.find((c) => c.criterion === 'size')).toMatchObject({ status: 'met' });
    expect(r.items.map((i) => i.score)).toEqual([...r.items.map((i) => i.score)].sort((a, b) => b - a));
    const byCode = await signedGet(api, k, OpenApiV1.matches, { credit_code: creditCode.toLowerCase() });
    expect(byCode.status).toBe(200);
    expect((byCode.body.data as OpenMatchResult).items).toEqual(r.items);
    const one = await signedGet(api, k, OpenApiV1.matches, { company_id: String(companyId), limit: '1' });
    expect((one.body.data as OpenMatchResult).items).toHaveLength(1);
  });

  it('refuses bad parameters in Chinese and an unknown company with 404, none of them billed', async () => {
    const left = Number(
      (await signedGet(api, k, OpenApiV1.matches, { company_id: String(companyId) })).headers.get('x-quota-remaining'),
    );
    const bad: [Record<string, string>, RegExp][] = [
      [{}, /其中之一/],
      [{ company_id: String(companyId), credit_code: creditCode }, /其中之一/],
      [{ credit_code: `${creditCode.slice(0, 17)}${creditCode.endsWith('0') ? '1' : '0'}` }, /校验位/],
      [{ credit_code: '123' }, /18位/],
      [{ company_id: String(companyId), limit: '0' }, /返回条数不能小于1/],
      [{ company_id: 'abc' }, /正整数/],
    ];
    for (const [q, msg] of bad) {
      const r = await signedGet(api, k, OpenApiV1.matches, q);
      expect(r.status, JSON.stringify(q)).toBe(400);
      expect(r.body.error).toBe('invalid_params');
      expect(r.body.msg).toMatch(msg);
      expect(Number(r.headers.get('x-quota-remaining'))).toBe(left);
    }
    const missing = await signedGet(api, k, OpenApiV1.matches, { company_id: '999999' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('not_found');
    expect(Number(missing.headers.get('x-quota-remaining'))).toBe(left);
  });
});
