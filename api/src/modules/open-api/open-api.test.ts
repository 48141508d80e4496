import { afterAll, beforeAll, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { validate, compileErrors } from '@readme/openapi-parser';
import { OpenApiV1 } from '@aikc/shared/open-api/paths';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { keyWithQuota, seedOpenContent, signedGet, type TestKey } from './test-kit.ts';

/** The calls, their data, and the OpenAPI document they must match. */
describeEachDb('open API: data and document', (dialect) => {
  let api: TestApi;
  let k: TestKey;
  let seed: Awaited<ReturnType<typeof seedOpenContent>>;
  let doc: Record<string, unknown>;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    seed = await seedOpenContent(api.deps.db);
    k = await keyWithQuota(api, { calls: 100, rate: 1000 });
    doc = (await (await fetch(`${api.baseUrl}${OpenApiV1.document}`)).json()) as Record<string, unknown>;
  });
  afterAll(() => api.close());

  it('the OpenAPI 3.1 document validates with @readme/openapi-parser', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    if (!result.valid) throw new Error(compileErrors(result));
    expect(Object.keys(doc.paths as object)).toEqual([
      '/openapi/v1/policies',
      '/openapi/v1/policies/{id}',
      '/openapi/v1/projects',
      '/openapi/v1/projects/{id}',
      '/openapi/v1/companies',
      '/openapi/v1/companies/{id}',
      '/openapi/v1/matches',
    ]);
  });

  const answerValidator = (path: string, status: string) => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema(doc, 'openapi.json');
    const pointer = `openapi.json#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/get/responses/${status}/content/application~1json/schema`;
    const v = ajv.getSchema(pointer);
    if (!v) throw new Error(`no schema at ${pointer}`);
    return v;
  };
  const expectValid = (path: string, status: string, body: unknown) => {
    const v = answerValidator(path, status);
    const ok = v(body);
    if (!ok) throw new Error(`${path} ${status}: ${JSON.stringify(v.errors)}`);
  };

  it('every route answers real data that validates against the document', async () => {
    const calls: [string, string, Record<string, string>][] = [
      [OpenApiV1.policies, '/openapi/v1/policies', { keyword: '人工智能', page: '1', page_size: '10' }],
      [`/openapi/v1/policies/${seed.policyId}`, '/openapi/v1/policies/{id}', {}],
      [OpenApiV1.projects, '/openapi/v1/projects', { keyword: '人工智能' }],
      [`/openapi/v1/projects/${seed.projectId}`, '/openapi/v1/projects/{id}', {}],
      [OpenApiV1.companies, '/openapi/v1/companies', { name: '智算' }],
      [OpenApiV1.companies, '/openapi/v1/companies', { credit_code: seed.creditCode }],
      [`/openapi/v1/companies/${seed.companyId}`, '/openapi/v1/companies/{id}', {}],
      [OpenApiV1.matches, '/openapi/v1/matches', { company_id: String(seed.companyId) }],
    ];
    for (const [path, template, query] of calls) {
      const r = await signedGet(api, k, path, query);
      expect(r.status, `${path} ${r.body.msg}`).toBe(200);
      expectValid(template, '200', r.body);
      expect(r.headers.get('x-quota-remaining')).toMatch(/^\d+$/);
    }
    // The validator is not vacuous: a changed field type fails it.
    expect(
      answerValidator(
        '/openapi/v1/policies',
        '200',
      )({
        code: 200,
        error: null,
        msg: '成功',
        request_id: 'x',
        data: { items: [{ id: '1' }], page: 1, page_size: 10, total: 1 },
      }),
    ).toBe(false);
    const refusal = await signedGet(api, k, '/openapi/v1/policies/999999');
    expect(refusal.status).toBe(404);
    expectValid('/openapi/v1/policies/{id}', '404', refusal.body);
  });

  it('same search as the portal; ISO dates, money in yuan, deadlines', async () => {
    const p = await signedGet(api, k, OpenApiV1.policies, { keyword: '人工智能' });
    const page = p.body.data as {
      items: { id: number; title: string; publish_date: string; labels: { id: number }[] }[];
      total: number;
    };
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: seed.policyId,
      publish_date: '2025-01-10',
      labels: [{ id: seed.ai, name: '人工智能' }],
    });
    const byLabel = await signedGet(api, k, OpenApiV1.policies, {
      labels: String(seed.ai),
      date_from: '2025-01-01',
      date_to: '2025-01-31',
    });
    expect((byLabel.body.data as { total: number }).total).toBe(1);
    const proj = await signedGet(api, k, `/openapi/v1/projects/${seed.projectId}`);
    expect(proj.body.data).toMatchObject({
      support_max_yuan: 5_000_000,
      support_min_yuan: 500_000,
      apply_end: '2025-01-31',
      deadline: '2025-01-31T23:59:59+08:00',
      status: 'closed',
      days_left: null,
    });
    const comp = await signedGet(api, k, `/openapi/v1/companies/${seed.companyId}`);
    expect(comp.body.data).toMatchObject({
      registered_capital_yuan: 5_000_000,
      credit_code: seed.creditCode,
      qualifications: [{ name: '高新技术企业', granted_date: '2023-12-01' }],
    });
    expect((comp.body.data as { financials: { revenue_yuan: number }[] }).financials[0]?.revenue_yuan).toBe(15_005_000);
    const byCode = await signedGet(api, k, OpenApiV1.companies, { credit_code: seed.creditCode });
    expect((byCode.body.data as { items: { id: number }[] }).items.map((c) => c.id)).toEqual([seed.companyId]);
  });

  it('bad parameters are refused in Chinese, unbilled', async () => {
    const before = await signedGet(api, k, OpenApiV1.policies, {});
    const left = Number(before.headers.get('x-quota-remaining'));
    const bad: Record<string, string>[] = [
      { page_size: '20' },
      { date_from: '2026-13-01' },
      { levels: 'galactic' },
      { foo: 'bar' },
    ];
    for (const q of bad) {
      const r = await signedGet(api, k, OpenApiV1.policies, q);
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('invalid_params');
      expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
      expect(Number(r.headers.get('x-quota-remaining'))).toBe(left);
    }
    const unknown = await fetch(`${api.baseUrl}/openapi/v1/nothing`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toBe('route_not_found');
  });
});
