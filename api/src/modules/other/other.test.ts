import { afterAll, beforeAll, expect, it } from 'vitest';
import { OtherApi } from '@aikc/shared/api-paths';
import { SELECTOR_PROVINCES } from '@aikc/shared/regions';
import type { IpAddressResult, LabelItem, LabelNode, MapLabelListsResult } from '@aikc/shared/schemas/other';
import { runSeed } from '../../seed/run-seed.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';

describeEachDb('other calls', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await runSeed(api.deps.db, {
      seed: 3,
      today: '2026-11-22',
      sizes: { policies: 150, interpretations: 10, news: 10, projects: 20, companies: 400 },
    });
  }, 60_000);
  afterAll(() => api.close());

  const ipCall = async (forwardedFor?: string) => {
    const headers: Record<string, string> = { Platform: 'pc-web' };
    if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
    const res = await fetch(`${api.baseUrl}${OtherApi.getIpAddress}`, { headers });
    return (await res.json()) as { code: number; data: IpAddressResult };
  };

  it("label_lists: all labels of a kind, the top level, or one parent's children", async () => {
    const all = await api.call<{ list: LabelItem[] }>(OtherApi.labelLists, { kind: 'industry' }, { method: 'GET' });
    expect(all.body.code).toBe(200);
    const top = all.body.data.list.filter((l) => l.parent_id === 0);
    expect(top.map((l) => l.name)).toContain('新一代信息技术');
    expect(all.body.data.list.every((l) => l.kind === 'industry')).toBe(true);

    const roots = await api.call<{ list: LabelItem[] }>(OtherApi.labelLists, { kind: 'industry', parent_id: 0 });
    expect(roots.body.data.list).toEqual(top);

    const it = top.find((l) => l.name === '新一代信息技术') as LabelItem;
    const kids = await api.call<{ list: LabelItem[] }>(
      OtherApi.labelLists,
      { kind: 'industry', parent_id: String(it.id) },
      { method: 'GET' },
    );
    expect(kids.body.data.list.map((l) => l.name)).toEqual(expect.arrayContaining(['人工智能', '集成电路']));
    expect(kids.body.data.list.every((l) => l.parent_id === it.id)).toBe(true);

    const types = await api.call<{ list: LabelItem[] }>(OtherApi.labelLists, { kind: 'policy_type' });
    expect(types.body.data.list.map((l) => l.name).slice(0, 3)).toEqual(['资金扶持', '税收优惠', '资质认定']);
  });

  it('label_lists: a bad kind or parent id is refused with a Chinese message', async () => {
    for (const input of [
      { kind: 'colour' },
      { kind: 'industry', parent_id: 'abc' },
      { kind: 'industry', parent_id: -1 },
    ]) {
      const res = await api.call(OtherApi.labelLists, input);
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).not.toBe(200);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('get_label_tree: top-level sectors with their industries nested', async () => {
    const res = await api.call<{ list: LabelNode[] }>(OtherApi.getLabelTree, { kind: 'industry' });
    expect(res.body.code).toBe(200);
    const tree = res.body.data.list;
    expect(tree.length).toBe(10);
    expect(tree[0]).toMatchObject({
      name: '新一代信息技术',
      children: expect.arrayContaining([expect.objectContaining({ name: '人工智能', children: [] })]),
    });
    const topics = await api.call<{ list: LabelNode[] }>(OtherApi.getLabelTree, { kind: 'topic' });
    expect(topics.body.data.list.every((n) => n.children.length === 0)).toBe(true);
  });

  it('get_map_label_lists: every province by its map name, counts matching the tables', async () => {
    const res = await api.call<MapLabelListsResult>(OtherApi.getMapLabelLists, {});
    expect(res.body.code).toBe(200);
    const { list, national_policy_count } = res.body.data;
    expect(list).toHaveLength(31);
    expect(list.map((p) => p.name)).toEqual(expect.arrayContaining(['广东', '内蒙古', '新疆', '广西', '北京']));
    const db = api.deps.db.db;
    const companies = await db
      .selectFrom('companies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const policies = await db
      .selectFrom('policies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(list.reduce((s, p) => s + p.company_count, 0)).toBe(Number(companies.n));
    expect(list.reduce((s, p) => s + p.policy_count, 0) + national_policy_count).toBe(Number(policies.n));
    const gd = list.find((p) => p.name === '广东') as MapLabelListsResult['list'][number];
    const qh = list.find((p) => p.name === '青海') as MapLabelListsResult['list'][number];
    expect(gd.company_count).toBeGreaterThan(qh.company_count);
  });

  it('get_ip_address: loopback is 全国, a public address gives its province and city', async () => {
    expect((await ipCall()).data).toEqual({ id: 0, name: '全国', city: null });
    const sz = await ipCall('120.24.78.68');
    expect(sz.code).toBe(200);
    expect(sz.data).toMatchObject({
      id: 440000,
      name: '广东',
      city: { cityId: 440300, cityName: '深圳市', provinceId: 440000 },
    });
    expect(SELECTOR_PROVINCES).toContainEqual({ id: sz.data.id, name: sz.data.name });
    expect((await ipCall('61.135.169.121')).data).toMatchObject({ id: 110000, name: '北京', city: { cityId: 110100 } });
    expect((await ipCall('8.8.8.8')).data).toEqual({ id: 0, name: '全国', city: null });
  });
});
