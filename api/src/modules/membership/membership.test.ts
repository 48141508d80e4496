import { afterAll, beforeAll, expect, it } from 'vitest';
import { AdminApi, MemberApi, PayNotifyApi } from '@aikc/shared/api-paths';
import { buildCreditCode } from '@aikc/shared/credit-code';
import { DAY_MS } from '@aikc/shared/membership';
import { PLAN_PRICES_FEN } from '@aikc/shared/rights';
import type { OrderView, PayCodeResult, PlansResult } from '@aikc/shared/schemas/membership';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildUser } from '../../../test-kit/builders.ts';
import type { DevPaySimulator } from '../payment/dev-simulator.ts';

type Page<T> = { list: T[]; total: number };
const ADMIN_TOKEN = 'membership-admin-token-abcdefghijklmnop';

describeEachDb('membership orders', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, { ADMIN_TOKEN });
  });
  afterAll(() => api.close());

  const orderCount = async () =>
    Number(
      (
        await api.deps.db.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const pay = async (o: OrderView) => {
    const sim = api.deps.payments.simulator as DevPaySimulator;
    const n = sim.wechatNotification(o.order_no, o.amount_fen);
    expect(
      (await fetch(`${api.baseUrl}${PayNotifyApi.wechat}`, { method: 'POST', headers: n.headers, body: n.body }))
        .status,
    ).toBe(204);
  };

  it('prices every plan on the server and refuses tampered, unknown or unagreed requests without writing', async () => {
    const u = await buildUser(api.deps.db.db);
    const plans = await api.call<PlansResult>(MemberApi.plans, {}, { token: u.token });
    expect(plans.body.data.plans).toHaveLength(4);
    expect(plans.body.data.plans.find((p) => p.level === 'svip' && p.period === 'year')).toMatchObject({
      amount_fen: PLAN_PRICES_FEN.svip.year,
      kind: 'new',
    });
    expect(plans.body.data).toMatchObject({ channels: ['wechat', 'alipay'], simulator: true });
    const before = await orderCount();
    for (const bad of [
      { level: 'vip', period: 'quarter', agree: true, amount_fen: 1 },
      { level: 'vip', period: 'quarter', agree: true, price: -100 },
      { level: 'gold', period: 'quarter', agree: true },
      { level: 'vip', period: 'week', agree: true },
      { level: 'vip', period: 'quarter' },
      { level: 'normal', period: 'quarter', agree: true },
    ]) {
      const r = await api.call(MemberApi.createOrder, bad, { token: u.token });
      expect(r.body.code, JSON.stringify(bad)).toBe(400);
      expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(
      (
        await api.call(
          MemberApi.createOrder,
          { level: 'vip', period: 'quarter', agree: true, amount_fen: 1 },
          { token: u.token },
        )
      ).body.msg,
    ).toContain('价格以服务端为准');
    expect((await api.call(MemberApi.createOrder, { level: 'vip', period: 'quarter', agree: true })).body.code).toBe(
      401,
    );
    expect(await orderCount()).toBe(before);
  });

  it("another user's order number reads as unknown everywhere and changes nothing", async () => {
    const owner = await buildUser(api.deps.db.db);
    const other = await buildUser(api.deps.db.db);
    const o = (
      await api.call<OrderView>(
        MemberApi.createOrder,
        { level: 'vip', period: 'year', agree: true },
        { token: owner.token },
      )
    ).body.data;
    for (const path of [MemberApi.orderDetail, MemberApi.orderStatus, MemberApi.cancelOrder]) {
      expect((await api.call(path, { order_no: o.order_no }, { token: other.token })).body.code).toBe(404);
    }
    expect(
      (await api.call(MemberApi.payCode, { order_no: o.order_no, channel: 'wechat' }, { token: other.token })).body
        .code,
    ).toBe(404);
    expect(
      (
        await api.call(
          MemberApi.applyInvoice,
          { order_no: o.order_no, title_type: 'personal', title: '张三', email: 'a@b.cn' },
          { token: other.token },
        )
      ).body.code,
    ).toBe(404);
    expect(
      (await api.call<OrderView>(MemberApi.orderDetail, { order_no: o.order_no }, { token: owner.token })).body.data
        .status,
    ).toBe('pending');
    expect(
      (await api.call(MemberApi.orderDetail, { order_no: 'not-an-order' }, { token: owner.token })).body.code,
    ).toBe(400);
  });

  it('gives WeChat (signed v3 Native request) and Alipay QR contents for a pending order, and none after cancel', async () => {
    const u = await buildUser(api.deps.db.db);
    const o = (
      await api.call<OrderView>(
        MemberApi.createOrder,
        { level: 'vip', period: 'quarter', agree: true },
        { token: u.token },
      )
    ).body.data;
    expect(o.expires_at - Date.now()).toBeGreaterThan(14 * 60_000);
    for (const channel of ['wechat', 'alipay'] as const) {
      const code = await api.call<PayCodeResult>(
        MemberApi.payCode,
        { order_no: o.order_no, channel },
        { token: u.token },
      );
      expect(code.body.data.code_url).toContain(`order_no=${o.order_no}`);
    }
    const cancelled = await api.call<OrderView>(MemberApi.cancelOrder, { order_no: o.order_no }, { token: u.token });
    expect(cancelled.body.data).toMatchObject({ status: 'closed', status_name: '已关闭', can_cancel: false });
    expect(
      (await api.call(MemberApi.payCode, { order_no: o.order_no, channel: 'wechat' }, { token: u.token })).body.code,
    ).toBe(400);
    expect((await api.call(MemberApi.cancelOrder, { order_no: o.order_no }, { token: u.token })).body.code).toBe(400);
  });

  it('closes an unpaid order after 15 minutes and lists orders by status', async () => {
    const u = await buildUser(api.deps.db.db);
    const old = (
      await api.call<OrderView>(
        MemberApi.createOrder,
        { level: 'vip', period: 'quarter', agree: true },
        { token: u.token },
      )
    ).body.data;
    await api.deps.db.db
      .updateTable('orders')
      .set({ created_at: Date.now() - 20 * 60_000, expires_at: Date.now() - 5 * 60_000 })
      .where('order_no', '=', old.order_no)
      .execute();
    const paidOrder = (
      await api.call<OrderView>(
        MemberApi.createOrder,
        { level: 'vip', period: 'quarter', agree: true },
        { token: u.token },
      )
    ).body.data;
    await pay(paidOrder);
    const all = await api.call<Page<OrderView>>(MemberApi.orderList, {}, { token: u.token });
    expect(all.body.data.list.map((o) => [o.order_no, o.status_name])).toEqual([
      [paidOrder.order_no, '已支付'],
      [old.order_no, '已关闭'],
    ]);
    const onlyPaid = await api.call<Page<OrderView>>(MemberApi.orderList, { status: 'paid' }, { token: u.token });
    expect(onlyPaid.body.data.total).toBe(1);
    expect(onlyPaid.body.data.list[0]?.paid_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('an upgrade to svip while vip is priced with the credit for the overlapped vip days', async () => {
    const u = await buildUser(api.deps.db.db);
    await api.deps.db.db
      .updateTable('users')
      .set({ vip_level: 'vip', vip_end_time: Date.now() + 30 * DAY_MS + 3_600_000 })
      .where('id', '=', u.id)
      .execute();
    const o = (
      await api.call<OrderView>(
        MemberApi.createOrder,
        { level: 'svip', period: 'quarter', agree: true },
        { token: u.token },
      )
    ).body.data;
    expect(o).toMatchObject({ kind: 'upgrade', kind_name: '升级', price_fen: PLAN_PRICES_FEN.svip.quarter });
    expect(o.credit_fen).toBe(Math.round((30 * PLAN_PRICES_FEN.vip.year) / 365));
    expect(o.amount_fen).toBe(o.price_fen - o.credit_fen);
    expect(o.rule).toContain('升级');
    await pay(o);
    const row = await api.deps.db.db.selectFrom('users').selectAll().where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row.vip_level).toBe('svip');
    expect(row.next_vip_level).toBeNull();
  });

  it('申请发票: only on a paid order, with a checked 税号, once', async () => {
    const u = await buildUser(api.deps.db.db);
    const o = (
      await api.call<OrderView>(
        MemberApi.createOrder,
        { level: 'vip', period: 'year', agree: true },
        { token: u.token },
      )
    ).body.data;
    const taxNo = buildCreditCode('91', '110108', 'MA01B2C3');
    const body = {
      order_no: o.order_no,
      title_type: 'company',
      title: '北京科策科技有限公司',
      tax_no: taxNo,
      email: 'finance@example.cn',
    };
    expect((await api.call(MemberApi.applyInvoice, body, { token: u.token })).body.msg).toBe(
      '仅已支付的订单可以申请发票',
    );
    await pay(o);
    const wrongCheck = taxNo.slice(0, 17) + (taxNo.endsWith('0') ? '1' : '0');
    expect(
      (await api.call(MemberApi.applyInvoice, { ...body, tax_no: wrongCheck }, { token: u.token })).body.msg,
    ).toContain('校验位不正确');
    // The issue's example: its GB 32100 char fits by chance, its embedded 组织机构代码 does not.
    expect(
      (await api.call(MemberApi.applyInvoice, { ...body, tax_no: '91320100MA1XXXXX0X' }, { token: u.token })).body.msg,
    ).toContain('校验位不正确');
    expect((await api.call(MemberApi.applyInvoice, { ...body, tax_no: '' }, { token: u.token })).body.msg).toBe(
      '请输入纳税人识别号',
    );
    expect((await api.call(MemberApi.applyInvoice, { ...body, email: 'nope' }, { token: u.token })).body.code).toBe(
      400,
    );
    const ok = await api.call<OrderView>(MemberApi.applyInvoice, body, { token: u.token });
    expect(ok.body.data.invoice).toMatchObject({ title: '北京科策科技有限公司', tax_no: taxNo, status_name: '开票中' });
    expect(ok.body.data.can_invoice).toBe(false);
    expect((await api.call(MemberApi.applyInvoice, body, { token: u.token })).body.code).toBe(409);
    // The older 20-char form (an individual business) is stored whole on both databases.
    const o2 = (
      await api.call<OrderView>(
        MemberApi.createOrder,
        { level: 'vip', period: 'year', agree: true },
        { token: u.token },
      )
    ).body.data;
    await pay(o2);
    const old20 = await api.call<OrderView>(
      MemberApi.applyInvoice,
      { ...body, order_no: o2.order_no, tax_no: '11010519491231002X01' },
      { token: u.token },
    );
    expect(old20.body.data.invoice?.tax_no).toBe('11010519491231002X01');
    const list = await api.call<Page<OrderView>>(MemberApi.orderList, {}, { token: u.token });
    expect(list.body.data.list[0]?.invoice?.email).toBe('finance@example.cn');
    // The operator issues it (the admin token only, once); each step leaves a message in 我的消息.
    const issue = (token?: string) =>
      fetch(`${api.baseUrl}${AdminApi.issueInvoice}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ order_no: o.order_no }),
      }).then((r) => r.json() as Promise<{ code: number; data: OrderView }>);
    expect((await issue(u.token)).code).toBe(401);
    expect((await issue(ADMIN_TOKEN)).data.invoice?.status_name).toBe('已开具');
    expect((await issue(ADMIN_TOKEN)).code).toBe(409);
    const titles = await api.deps.db.db
      .selectFrom('messages')
      .select('title')
      .where('user_id', '=', u.id)
      .orderBy('id')
      .execute();
    expect(titles.map((m) => m.title)).toEqual([
      '订单支付成功',
      '发票申请已受理',
      '订单支付成功',
      '发票申请已受理',
      '发票已开具',
    ]);
  });
});
