import { afterAll, beforeAll, expect, it } from 'vitest';
import { MemberApi, PayNotifyApi, UserApi } from '@aikc/shared/api-paths';
import type { OrderView } from '@aikc/shared/schemas/membership';
import type { CurrentUser } from '@aikc/shared/schemas/user';
import { adminCall, auditOf, buildStaff, type TestStaff } from '../../../test-kit/admin.ts';
import { buildUser } from '../../../test-kit/builders.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import type { BuiltNotification, DevPaySimulator } from '../payment/dev-simulator.ts';

describeEachDb('admin refunds', (dialect) => {
  let api: TestApi;
  let sim: DevPaySimulator;
  let finance: TestStaff;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    sim = api.deps.payments.simulator as DevPaySimulator;
    finance = await buildStaff(api, 'finance');
  });
  afterAll(() => api.close());

  const db = () => api.deps.db.db;
  const send = (n: BuiltNotification, path: string) =>
    fetch(`${api.baseUrl}${path}`, { method: 'POST', headers: n.headers, body: n.body });
  /** A user with a paid VIP order (quarter) through the simulator's signed notification. */
  const paidVip = async (channel: 'wechat' | 'alipay') => {
    const u = await buildUser(db());
    const o = (
      await api.call<OrderView>(
        MemberApi.createOrder,
        { level: 'vip', period: 'quarter', agree: true },
        { token: u.token },
      )
    ).body.data;
    const n =
      channel === 'wechat'
        ? sim.wechatNotification(o.order_no, o.amount_fen)
        : sim.alipayNotification(o.order_no, o.amount_fen);
    expect((await send(n, PayNotifyApi[channel])).status).toBeLessThan(300);
    return { u, o };
  };
  const level = async (token: string) =>
    (await api.call<CurrentUser>(UserApi.userInfo, {}, { token })).body.data.vip_level;
  const order = (no: string) =>
    db().selectFrom('orders').selectAll().where('order_no', '=', no).executeTakeFirstOrThrow();
  const key = () => `k${Math.random().toString(36).slice(2, 14)}`;

  it('a whole WeChat refund is applied by its notification: level back to normal, order refunded, member told, one audit entry', async () => {
    const { u, o } = await paidVip('wechat');
    expect(await level(u.token)).toBe('vip');
    const res = await adminCall<{ refund: { status: string } }>(
      api,
      'orderRefund',
      { order_no: o.order_no, reason: '用户申请退款', idempotency_key: key() },
      finance.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.refund.status).toBe('pending');
    // The simulator sends REFUND.SUCCESS to the refund notify route after the request answered.
    for (let i = 0; i < 100 && (await order(o.order_no)).status !== 'refunded'; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await order(o.order_no)).toMatchObject({ status: 'refunded', refunded_fen: o.amount_fen });
    expect(await level(u.token)).toBe('normal');
    const titles = (
      await db().selectFrom('messages').select('title').where('user_id', '=', u.id).orderBy('id').execute()
    ).map((m) => m.title);
    expect(titles).toContain('订单退款已完成');
    const audit = await auditOf(api, 'order', o.order_no);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'order.refund', staff_id: finance.id });
    expect(audit[0]!.after).toMatchObject({ refund_fen: o.amount_fen, reason: '用户申请退款' });
    // Nothing left to refund.
    const more = await adminCall(
      api,
      'orderRefund',
      { order_no: o.order_no, reason: '再退一次', idempotency_key: key() },
      finance.token,
    );
    expect(more.status).toBe(400);
  });

  it('a refund notification replayed and sent twice at once refunds once', async () => {
    const { u, o } = await paidVip('wechat');
    const before = await db().selectFrom('users').selectAll().where('id', '=', u.id).executeTakeFirstOrThrow();
    const row = await order(o.order_no);
    // A refund asked and still processing (as the request leaves it before WeChat's notification).
    await db()
      .insertInto('refunds')
      .values({
        order_id: row.id,
        out_refund_no: 'RFtestreplay' + dialect,
        amount_fen: 1000,
        reason: '部分退款',
        status: 'pending',
        idempotency_key: key(),
        created_at: Date.now(),
      })
      .execute();
    const n = sim.wechatRefundNotification({
      orderNo: o.order_no,
      outRefundNo: 'RFtestreplay' + dialect,
      refundId: '50test',
      refund: 1000,
      total: o.amount_fen,
    });
    const again = sim.wechatRefundNotification({
      orderNo: o.order_no,
      outRefundNo: 'RFtestreplay' + dialect,
      refundId: '50test',
      refund: 1000,
      total: o.amount_fen,
    });
    const answers = await Promise.all([send(n, PayNotifyApi.wechatRefund), send(again, PayNotifyApi.wechatRefund)]);
    expect(answers.map((a) => a.status)).toEqual([204, 204]);
    expect((await send(n, PayNotifyApi.wechatRefund)).status).toBe(204);
    const after = await order(o.order_no);
    expect(after).toMatchObject({ status: 'paid', refunded_fen: 1000 });
    const user = await db().selectFrom('users').selectAll().where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(user.vip_level).toBe('vip');
    // A partial refund takes back its share of the time, once.
    const span = Number(row.ends_at) - Number(row.starts_at);
    expect(Number(before.vip_end_time) - Number(user.vip_end_time)).toBe(Math.round((span * 1000) / o.amount_fen));
    const msgs = await db()
      .selectFrom('messages')
      .select('title')
      .where('user_id', '=', u.id)
      .where('title', '=', '订单退款已完成')
      .execute();
    expect(msgs).toHaveLength(1);
    // A forged notification (amount changed) is refused.
    const forged = sim.wechatRefundNotification({
      orderNo: o.order_no,
      outRefundNo: 'RFtestreplay' + dialect,
      refundId: '50x',
      refund: 2000,
      total: o.amount_fen,
    });
    expect((await send(forged, PayNotifyApi.wechatRefund)).status).toBe(400);
  });

  it('Alipay refunds at once; the same idempotency key twice at once makes one refund; over-refunding is refused', async () => {
    const { u, o } = await paidVip('alipay');
    const k = key();
    const body = { order_no: o.order_no, amount_fen: 500, reason: '服务补偿', idempotency_key: k };
    const [a, b] = await Promise.all([
      adminCall(api, 'orderRefund', body, finance.token),
      adminCall(api, 'orderRefund', body, finance.token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const refunds = await db().selectFrom('refunds').selectAll().where('idempotency_key', '=', k).execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.status).toBe('success');
    expect(await order(o.order_no)).toMatchObject({ refunded_fen: 500, status: 'paid' });
    expect(await level(u.token)).toBe('vip');
    const over = await adminCall(
      api,
      'orderRefund',
      { ...body, amount_fen: o.amount_fen, idempotency_key: key() },
      finance.token,
    );
    expect([over.status, over.body.msg]).toEqual([400, expect.stringMatching(/^退款金额超过可退金额/)]);
    expect(await auditOf(api, 'order', o.order_no)).toHaveLength(1);
  });
});
