import { afterAll, beforeAll, expect, it } from 'vitest';
import { MemberApi, OpenApiKeyApi, UserApi } from '@aikc/shared/api-paths';
import type { ApiUsageResult } from '@aikc/shared/open-api/keys';
import type { ApiOrderResult } from '@aikc/shared/open-api/packages';
import { OpenApiV1 } from '@aikc/shared/open-api/paths';
import type { OrderView } from '@aikc/shared/schemas/membership';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildUser } from '../../../test-kit/builders.ts';
import type { DevPaySimulator } from '../payment/dev-simulator.ts';
import { keyWithQuota, seedOpenContent, signedGet } from './test-kit.ts';

describeEachDb('open API: quota and packages', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await seedOpenContent(api.deps.db);
  });
  afterAll(() => api.close());

  it('20 concurrent calls for the last 5 units: exactly 5 succeed, the rest get quota_exhausted with 0 left', async () => {
    const k = await keyWithQuota(api, { calls: 7, rate: 1000 });
    for (let i = 0; i < 2; i++) expect((await signedGet(api, k, OpenApiV1.policies)).status).toBe(200);
    const rs = await Promise.all(
      Array.from({ length: 20 }, () => signedGet(api, k, OpenApiV1.policies, { keyword: '人工智能' })),
    );
    const ok = rs.filter((r) => r.status === 200);
    const refused = rs.filter((r) => r.status === 403);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.body).toMatchObject({ error: 'quota_exhausted', data: { remaining: 0 } });
      expect(r.headers.get('x-quota-remaining')).toBe('0');
    }
    expect(ok.map((r) => Number(r.headers.get('x-quota-remaining'))).sort()).toEqual([0, 1, 2, 3, 4]);
    const pkg = await api.deps.db.db
      .selectFrom('api_packages')
      .select(['calls', 'used'])
      .where('user_id', '=', k.userId)
      .executeTakeFirstOrThrow();
    expect(pkg).toEqual({ calls: 7, used: 7 });
    const usage = await api.deps.db.db.selectFrom('api_usage_daily').select('calls').executeTakeFirst();
    expect(usage).toBeDefined();
    // Nothing more, ever: a later single call is refused too.
    expect((await signedGet(api, k, OpenApiV1.policies)).body.error).toBe('quota_exhausted');
  });

  it("without a package or allowance every call is refused with 0 left; a VIP has the rights table's daily allowance", async () => {
    const none = await keyWithQuota(api, { rate: 100 });
    const r = await signedGet(api, none, OpenApiV1.policies);
    expect(r).toMatchObject({ status: 403, body: { error: 'quota_exhausted' } });
    const vip = await keyWithQuota(api, { rate: 100, vip: 'vip', calls: 10 });
    const v = await signedGet(api, vip, OpenApiV1.policies);
    expect(v.status).toBe(200);
    // 1000 a day for VIP (shared/src/rights.ts open_api), spent first, plus the 10 of the package.
    expect(v.headers.get('x-quota-remaining')).toBe(String(999 + 10));
    const summary = await api.call<ApiOrderResult>(UserApi.apiOrder, {}, { token: vip.token, method: 'GET' });
    expect(summary.body.data).toMatchObject({
      membership: { limit: 1000, used: 1, remaining: 999 },
      total_remaining: 1009,
    });
  });

  it('a package is bought through the membership order and pay flow, then listed in api_order with its usage and charted per key per day', async () => {
    const u = await buildUser(api.deps.db.db);
    const bad = await api.call(OpenApiKeyApi.createOrder, { package: 'api_free' }, { token: u.token });
    expect(bad.body.code).toBe(400);
    const created = await api.call<OrderView>(OpenApiKeyApi.createOrder, { package: 'api_10k' }, { token: u.token });
    expect(created.body.data).toMatchObject({
      status: 'pending',
      amount_fen: 99_000,
      level_name: '开放接口',
      period_name: '开放接口·基础包',
    });
    const code = await api.call(
      MemberApi.payCode,
      { order_no: created.body.data.order_no, channel: 'wechat' },
      { token: u.token },
    );
    expect(code.body.code).toBe(200);
    const sim = api.deps.payments.simulator as DevPaySimulator;
    const n = sim.wechatNotification(created.body.data.order_no, 99_000);
    const notified = await fetch(`${api.baseUrl}/api/pay/notify/wechat`, {
      method: 'POST',
      headers: n.headers,
      body: n.body,
    });
    expect(notified.status).toBe(204);
    // A replay grants nothing more.
    await fetch(`${api.baseUrl}/api/pay/notify/wechat`, { method: 'POST', headers: n.headers, body: n.body });
    const me = await api.deps.db.db
      .selectFrom('users')
      .select('vip_level')
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(me.vip_level).toBe('normal');
    const orders = await api.call<{ list: OrderView[] }>(MemberApi.orderList, {}, { token: u.token, method: 'GET' });
    expect(orders.body.data.list[0]).toMatchObject({ status: 'paid', period_name: '开放接口·基础包' });

    const keyRes = await api.call<{ key_id: string; secret: string }>(
      OpenApiKeyApi.create,
      { name: '生产环境' },
      { token: u.token },
    );
    const k = { userId: u.id, token: u.token, key: keyRes.body.data as never };
    for (let i = 0; i < 3; i++) {
      const r = await signedGet(api, k, OpenApiV1.policies);
      expect(r.status).toBe(200);
      await new Promise((res) => setTimeout(res, 340));
    }
    const summary = await api.call<ApiOrderResult>(UserApi.apiOrder, {}, { token: u.token, method: 'GET' });
    expect(summary.body.data.packages).toHaveLength(1);
    expect(summary.body.data.packages[0]).toMatchObject({
      code: 'api_10k',
      calls: 10_000,
      used: 3,
      remaining: 9_997,
      status: 'active',
      order_no: created.body.data.order_no,
    });
    expect(summary.body.data.total_remaining).toBe(9_997);
    const usage = await api.call<ApiUsageResult>(OpenApiKeyApi.usage, { days: 7 }, { token: u.token, method: 'GET' });
    expect(usage.body.data.dates).toHaveLength(7);
    expect(usage.body.data.series).toEqual([
      { key_id: keyRes.body.data.key_id, name: '生产环境', calls: [0, 0, 0, 0, 0, 0, 3] },
    ]);
    expect(usage.body.data.total).toBe(3);
  });
});
