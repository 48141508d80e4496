import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevPayApi, MemberApi, PayNotifyApi, UserApi } from '@aikc/shared/api-paths';
import { TOKEN_COOKIE } from '@aikc/shared/constants';
import { PLAN_PRICES_FEN } from '@aikc/shared/rights';
import type { OrderView } from '@aikc/shared/schemas/membership';
import type { CurrentUser } from '@aikc/shared/schemas/user';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildUser } from '../../../test-kit/builders.ts';
import type { BuiltNotification, DevPaySimulator } from '../payment/dev-simulator.ts';

describeEachDb('payment notifications', (dialect) => {
  let api: TestApi;
  let sim: DevPaySimulator;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    sim = api.deps.payments.simulator as DevPaySimulator;
  });
  afterAll(() => api.close());

  const send = (n: BuiltNotification) =>
    fetch(`${api.baseUrl}${PayNotifyApi[n.channel]}`, { method: 'POST', headers: n.headers, body: n.body });
  const order = async (token: string, level = 'vip', period = 'quarter') => {
    const r = await api.call<OrderView>(MemberApi.createOrder, { level, period, agree: true }, { token });
    expect(r.body.code).toBe(200);
    return r.body.data;
  };
  const userRow = (id: number) =>
    api.deps.db.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const orderRow = (no: string) =>
    api.deps.db.db.selectFrom('orders').selectAll().where('order_no', '=', no).executeTakeFirstOrThrow();
  /** The titles of a user's messages in 我的消息, oldest first (issue 31: payments left none). */
  const messageTitles = async (userId: number) =>
    (
      await api.deps.db.db.selectFrom('messages').select('title').where('user_id', '=', userId).orderBy('id').execute()
    ).map((m) => m.title);

  it('WeChat Pay v3: a signed, encrypted notification pays the order and grants the level; a replay changes nothing', async () => {
    const u = await buildUser(api.deps.db.db);
    const o = await order(u.token);
    expect(o).toMatchObject({ status: 'pending', amount_fen: PLAN_PRICES_FEN.vip.quarter, kind: 'new' });
    const n = sim.wechatNotification(o.order_no, o.amount_fen);
    const res = await send(n);
    expect(res.status).toBe(204);
    const after = await userRow(u.id);
    expect(after.vip_level).toBe('vip');
    const me = await api.call<CurrentUser>(UserApi.userInfo, {}, { token: u.token });
    expect(me.body.data.vip_level).toBe('vip');
    expect(me.body.data.vip_end_time_format).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const detail = await api.call<OrderView>(MemberApi.orderDetail, { order_no: o.order_no }, { token: u.token });
    expect(detail.body.data).toMatchObject({ status: 'paid', pay_channel: 'wechat', can_invoice: true });

    expect((await send(n)).status).toBe(204);
    expect((await userRow(u.id)).vip_end_time).toBe(after.vip_end_time);
    const events = await api.deps.db.db
      .selectFrom('pay_events')
      .select('outcome')
      .where('order_no', '=', o.order_no)
      .execute();
    expect(events.map((e) => e.outcome)).toEqual(['granted']);
    // One message for the payment, not one per delivery; the badge counts it.
    expect(await messageTitles(u.id)).toEqual(['订单支付成功']);
    const count = await api.call<{ total: number }>(UserApi.messageCount, {}, { token: u.token });
    expect(count.body.data.total).toBe(1);
  });

  it('Alipay: an RSA2-signed notification pays the order through alipay-sdk verification', async () => {
    const u = await buildUser(api.deps.db.db);
    const o = await order(u.token, 'svip', 'year');
    const res = await send(sim.alipayNotification(o.order_no, o.amount_fen));
    expect(await res.text()).toBe('success');
    expect((await orderRow(o.order_no)).status).toBe('paid');
    expect((await userRow(u.id)).vip_level).toBe('svip');
  });

  it('a bad signature, a tampered body, a wrong amount, another merchant or an unknown order change nothing', async () => {
    const u = await buildUser(api.deps.db.db);
    const o = await order(u.token);
    const good = sim.wechatNotification(o.order_no, o.amount_fen);
    const badSig = {
      ...good,
      headers: { ...good.headers, 'wechatpay-signature': Buffer.from('x'.repeat(256)).toString('base64') },
    };
    expect((await send(badSig)).status).toBe(400);
    const tampered = { ...good, body: good.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') };
    expect((await send(tampered)).status).toBe(400);
    expect((await send(sim.wechatNotification(o.order_no, o.amount_fen - 1))).status).toBe(400);
    expect((await send(sim.wechatNotification('KC20000101000000000000', o.amount_fen))).status).toBe(400);
    const ali = sim.alipayNotification(o.order_no, o.amount_fen);
    const aliForged = { ...ali, body: ali.body.replace(/total_amount=[^&]+/, 'total_amount=0.01') };
    expect(await (await send(aliForged)).text()).toBe('failure');
    expect((await orderRow(o.order_no)).status).toBe('pending');
    expect((await userRow(u.id)).vip_level).toBe('normal');
    expect(
      await api.deps.db.db.selectFrom('pay_events').select('id').where('order_no', '=', o.order_no).execute(),
    ).toHaveLength(0);
  });

  it('a stale notification (timestamp older than 5 minutes) is refused', async () => {
    const u = await buildUser(api.deps.db.db);
    const o = await order(u.token);
    const rt = api.deps.payments;
    rt.now = () => Date.now() - 10 * 60_000;
    const n = sim.wechatNotification(o.order_no, o.amount_fen);
    rt.now = () => Date.now();
    expect((await send(n)).status).toBe(400);
    expect((await orderRow(o.order_no)).status).toBe('pending');
  });

  it('a payment after the order closed is refunded, never granted', async () => {
    const u = await buildUser(api.deps.db.db);
    const o = await order(u.token);
    const rt = api.deps.payments;
    rt.now = () => Date.now() + 16 * 60_000;
    try {
      const res = await send(sim.wechatNotification(o.order_no, o.amount_fen));
      expect(res.status).toBe(204);
    } finally {
      rt.now = () => Date.now();
    }
    const row = await orderRow(o.order_no);
    expect(row.status).toBe('refunded');
    expect(row.refund_reason).toContain('退回');
    expect((await userRow(u.id)).vip_level).toBe('normal');
    // A cancelled order likewise.
    const o2 = await order(u.token);
    expect((await api.call(MemberApi.cancelOrder, { order_no: o2.order_no }, { token: u.token })).body.code).toBe(200);
    await send(sim.alipayNotification(o2.order_no, o2.amount_fen));
    expect((await orderRow(o2.order_no)).status).toBe('refunded');
    expect((await userRow(u.id)).vip_level).toBe('normal');
    // Each refund leaves a message in 我的消息, none says paid.
    expect(await messageTitles(u.id)).toEqual(['订单款项已退回', '订单款项已退回']);
  });

  it('the dev cashier pays only for the signed-in owner: anonymous and another user are refused, nothing is paid', async () => {
    const owner = await buildUser(api.deps.db.db);
    const other = await buildUser(api.deps.db.db);
    const o = await order(owner.token);
    const input = { order_no: o.order_no, channel: 'wechat' };
    const page = (headers: Record<string, string>) =>
      fetch(`${api.baseUrl}${DevPayApi.cashier}?${new URLSearchParams(input)}`, { headers });
    expect((await page({})).status).toBe(401);
    expect((await page({ Authorization: other.token })).status).toBe(404);
    expect((await api.call(DevPayApi.pay, input)).body).toMatchObject({
      code: 401,
      msg: '请先登录下单账号，再打开支付模拟器',
    });
    expect((await api.call(DevPayApi.pay, input, { token: other.token })).body.code).toBe(404);
    expect((await orderRow(o.order_no)).status).toBe('pending');
    // The owner's browser: the cashier tab carries the session cookie, not a header.
    const cashier = await page({ Cookie: `${TOKEN_COOKIE}=${owner.token}` });
    expect(cashier.status).toBe(200);
    expect(await cashier.text()).toContain(o.order_no);
    const paid = await api.call<{ status: number }>(DevPayApi.pay, input, { token: owner.token });
    expect(paid.body.data.status).toBe(204);
    expect((await orderRow(o.order_no)).status).toBe('paid');
  });

  it('two concurrent notifications for one order grant once (same delivery twice, and two channels at once)', async () => {
    const u = await buildUser(api.deps.db.db);
    const o = await order(u.token);
    const n = sim.wechatNotification(o.order_no, o.amount_fen);
    const [a, b] = await Promise.all([send(n), send(n)]);
    expect([a.status, b.status]).toEqual([204, 204]);
    const once = await userRow(u.id);
    const paid = await orderRow(o.order_no);
    expect(once.vip_end_time).toBe(paid.ends_at);

    const o2 = await order(u.token);
    const results = await Promise.all([
      send(sim.wechatNotification(o2.order_no, o2.amount_fen)),
      send(sim.alipayNotification(o2.order_no, o2.amount_fen)),
    ]);
    expect(results.every((r) => r.status < 300)).toBe(true);
    const outcomes = (
      await api.deps.db.db.selectFrom('pay_events').select('outcome').where('order_no', '=', o2.order_no).execute()
    )
      .map((e) => e.outcome)
      .sort();
    expect(outcomes).toEqual(['granted', 'refunded']);
    const twice = await userRow(u.id);
    const o2row = await orderRow(o2.order_no);
    // The second order renewed from the first one's end, exactly once.
    expect(o2row.starts_at).toBe(once.vip_end_time);
    expect(twice.vip_end_time).toBe(o2row.ends_at);
  });
});

describe('payment configuration', () => {
  it('refuses the dev simulator in production and half-configured channels', async () => {
    const { loadConfig } = await import('../../config.ts');
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'aliyun', WECHAT_PROVIDER: 'mp' })).toThrow(
      /PAY_PROVIDER/,
    );
    expect(() => loadConfig({ WECHATPAY_MCHID: '1900000109' })).toThrow(/WeChat Pay needs all/);
    expect(() => loadConfig({ PAY_PROVIDER: 'live' })).toThrow(/PAY_PROVIDER=live/);
  });
});
