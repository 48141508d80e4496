import { afterAll, beforeAll, expect, it } from 'vitest';
import { PolicyApi } from '@aikc/shared/api-paths';
import type { PolicyListItem } from '@aikc/shared/schemas/policy';
import type { ListResult } from '@aikc/shared/schemas/search';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildPolicies } from '../../../test-kit/content-builders.ts';
import { foldKey } from './fold.ts';

type PolicyList = ListResult<PolicyListItem>;

const TITLE = '测试市关于组织申报重复发布专项资金的通知';
const SZ = { region_code: '440300', city_code: '440300', province_code: '440000', level: 'municipal' as const };
const GZ = { region_code: '440100', city_code: '440100', province_code: '440000', level: 'municipal' as const };

describeEachDb('policy search folds copies of one region, title and year', (dialect) => {
  let api: TestApi;
  let ids: number[] = [];
  beforeAll(async () => {
    api = await startTestApi(dialect);
    ids = await buildPolicies(api.deps, [
      { ...SZ, title: TITLE, publish_date: '2025-04-01' },
      // The same notice posted again the same year, with a space typed into the title: a copy.
      { ...SZ, title: TITLE.replace('关于', '关于 '), publish_date: '2025-06-15' },
      // The same title another year, or in another city: documents of their own.
      { ...SZ, title: TITLE, publish_date: '2024-04-01' },
      { ...GZ, title: TITLE, publish_date: '2025-04-01' },
    ]);
  });
  afterAll(() => api.close());

  const list = async (body: Record<string, unknown>) => (await api.call<PolicyList>(PolicyApi.list, body)).body.data;

  it('lists the first of the copies once, by keyword and without, with totals and facets that agree', async () => {
    const found = await list({ keyword: '重复发布专项资金' });
    expect(found.total).toBe(3);
    expect(found.list.map((p) => p.id).sort((a, b) => a - b)).toEqual([ids[0], ids[2], ids[3]]);
    const all = await list({ province: '440000' });
    expect(all.total).toBe(3);
    const cities = Object.fromEntries((all.facets.region ?? []).map((b) => [b.value, b.count]));
    expect(cities['440300']).toBe(2);
    expect(cities['440100']).toBe(1);
    // The copy is still a document: its page opens.
    const detail = await api.call(PolicyApi.detail, { id: ids[1] });
    expect(detail.body.code).toBe(200);
  });

  it('folds a copy written later under the one already listed', async () => {
    const [late] = await buildPolicies(api.deps, [{ ...SZ, title: TITLE, publish_date: '2025-11-01' }]);
    const found = await list({ keyword: '重复发布专项资金' });
    expect(found.total).toBe(3);
    expect(found.list.map((p) => p.id)).toContain(ids[0]);
    expect(found.list.map((p) => p.id)).not.toContain(late);
  });
});

it('keys a policy by region, year and title, spaces aside', () => {
  expect(foldKey('440300', '2025-04-01', TITLE)).toBe(foldKey('440300', '2025-12-31', ` ${TITLE} `));
  expect(foldKey('440300', '2025-04-01', TITLE)).not.toBe(foldKey('440300', '2024-04-01', TITLE));
  expect(foldKey('440300', '2025-04-01', TITLE)).not.toBe(foldKey('440100', '2025-04-01', TITLE));
  expect(foldKey('440300', '2025-04-01', TITLE)).toBeGreaterThan(0);
});
