import { afterAll, beforeAll, expect, it } from 'vitest';
import { DevApi, InternalApi, LoginApi, MemberApi } from '@aikc/shared/api-paths';
import {
  KEYED_BATCH_MAX,
  OrderStatusesResultSchema,
  SceneStatusesResultSchema,
} from '@aikc/shared/schemas/keyed-batch';
import type { OrderView } from '@aikc/shared/schemas/membership';
import type { WxEwmResult } from '@aikc/shared/schemas/wechat';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildUser } from '../../../test-kit/builders.ts';

const GATEWAY_TOKEN = 'gateway-token-for-the-batch-tests-0123456789';

/** The gateway's batched keyed polls (issue 35): QR scenes and orders, many keys per call. */
describeEachDb('keyed batches for the gateway', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, { GATEWAY_TOKEN });
  });
  afterAll(() => api.close());
  const db = () => api.deps.db.db;

  async function internal(path: string, body: unknown, auth = `Bearer ${GATEWAY_TOKEN}`) {
    const res = await fetch(`${api.baseUrl}${path}`, {
      method: 'POST',
      headers: { Authorization: auth, 'Content-Type': 'application/json', Platform: 'pc-web' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: unknown } };
  }
  const scenes = async (list: string[], consume = false) =>
    SceneStatusesResultSchema.parse((await internal(InternalApi.sceneStatuses, { scenes: list, consume })).body.data)
      .statuses;
  const newScene = async () => (await api.call<WxEwmResult>(LoginApi.loginByWxEwm, {})).body.data;
  const scan = async (s: WxEwmResult, as: 'new' | 'existing', openid?: string) => {
    const sceneStr = new URL(s.qr_url).searchParams.get('scene') as string;
    expect((await api.call(DevApi.wechatScan, { scene: sceneStr, as, ...(openid ? { openid } : {}) })).body.code).toBe(
      200,
    );
  };
  const sceneRow = (scene: string) =>
    db().selectFrom('wx_scenes').select(['status']).where('poll_key', '=', scene).executeTakeFirstOrThrow();

  it('answers every asked scene in one call, by the rules of wx_scene_status', async () => {
    const openid = `oBATCH${dialect}${Date.now()}`.slice(0, 30);
    const u = await buildUser(db());
    await db().updateTable('users').set({ wx_openid: openid }).where('id', '=', u.id).execute();
    const [waiting, bind, login] = [await newScene(), await newScene(), await newScene()];
    await scan(bind, 'new');
    await scan(login, 'existing', openid);
    const unknown = 'Z'.repeat(32);

    const first = await scenes([waiting.scene, bind.scene, login.scene, unknown]);
    expect(Object.keys(first).sort()).toEqual([waiting.scene, bind.scene, login.scene, unknown].sort());
    expect(first[waiting.scene]).toMatchObject({ state: 'waiting', push: null });
    expect(first[bind.scene]).toMatchObject({ state: 'need_bind', push: { msgType: 'toTop', needBang: 1 } });
    expect(first[login.scene]).toMatchObject({ state: 'login_success', push: { status: 'loginSuccess' } });
    expect(first[unknown]).toEqual({ state: 'expired', expires_in: 0, push: { status: 'expired' } });
    // Read again before it is consumed: the same session, not a second one.
    expect((await scenes([login.scene]))[login.scene]!.push).toEqual(first[login.scene]!.push);
    expect((await scenes([login.scene], true))[login.scene]).toMatchObject({ state: 'done', push: null });
    expect((await scenes([login.scene]))[login.scene]).toMatchObject({ state: 'done', push: null });
  });

  it('refuses too many or malformed scenes with a Chinese message, and reads nothing', async () => {
    const openid = `oREFUSE${dialect}${Date.now()}`.slice(0, 30);
    const u = await buildUser(db());
    await db().updateTable('users').set({ wx_openid: openid }).where('id', '=', u.id).execute();
    const login = await newScene();
    await scan(login, 'existing', openid);
    for (const [body, msg] of [
      [{ scenes: Array.from({ length: KEYED_BATCH_MAX + 1 }, () => 'A'.repeat(32)) }, '一次最多查询1000个二维码场景'],
      [{ scenes: [login.scene, 'short'] }, '二维码场景值格式不正确'],
      [{ scenes: [login.scene, 42] }, '二维码场景值格式不正确'],
      [{ scenes: [] }, '请至少提供一个二维码场景值'],
      [{ scenes: [login.scene], consume: 'yes' }, 'consume 只能是 true 或 false'],
      [{}, '请提供二维码场景值列表'],
    ] as const) {
      const r = await internal(InternalApi.sceneStatuses, body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.body).toMatchObject({ code: 400, data: null });
      expect(r.body.msg).toContain(msg);
    }
    // The login in the refused batches was not claimed: no session was minted for it.
    expect((await sceneRow(login.scene)).status).toBe('login_success');
  });

  it('answers scenes and orders to the gateway token only', async () => {
    const u = await buildUser(db());
    for (const path of [InternalApi.sceneStatuses, InternalApi.orderStatuses]) {
      expect((await internal(path, {}, u.token)).body.code).toBe(401);
      expect((await internal(path, {}, 'Bearer wrong')).body.code).toBe(401);
    }
  });

  it("answers an order's status only for its owner's live token, in the asked order", async () => {
    const a = await buildUser(db());
    const b = await buildUser(db());
    const created = await api.call<OrderView>(
      MemberApi.createOrder,
      { level: 'vip', period: 'quarter', agree: true },
      { token: a.token },
    );
    const orderNo = created.body.data.order_no;
    const missing = 'KC' + '9'.repeat(20);
    const ask = [
      { order_no: orderNo, token: a.token },
      { order_no: orderNo, token: b.token }, // another user's order: nothing leaks
      { order_no: missing, token: a.token },
      { order_no: orderNo, token: 'not-a-login-token' },
    ];
    const read = async () =>
      OrderStatusesResultSchema.parse((await internal(InternalApi.orderStatuses, { orders: ask })).body.data).statuses;
    expect(await read()).toEqual(['pending', null, null, null]);
    await db()
      .updateTable('orders')
      .set({ status: 'paid', paid_at: Date.now() })
      .where('order_no', '=', orderNo)
      .execute();
    expect(await read()).toEqual(['paid', null, null, null]);
    // A revoked token no longer reads its own order.
    await db().updateTable('user_tokens').set({ revoked_at: Date.now() }).where('user_id', '=', a.id).execute();
    expect(await read()).toEqual([null, null, null, null]);
  });

  it('refuses too many or malformed orders with a Chinese message', async () => {
    const u = await buildUser(db());
    const good = { order_no: 'KC' + '1'.repeat(20), token: u.token };
    for (const [body, msg] of [
      [{ orders: Array.from({ length: KEYED_BATCH_MAX + 1 }, () => good) }, '一次最多查询1000个订单'],
      [{ orders: [good, { order_no: 'x', token: u.token }] }, '订单号格式不正确'],
      [{ orders: [{ order_no: good.order_no }] }, '请提供登录令牌'],
      [{ orders: [{ order_no: good.order_no, token: 't'.repeat(300) }] }, '登录令牌格式不正确'],
      [{ orders: [] }, '请至少提供一个订单'],
      [{ orders: 'all' }, '请提供订单列表'],
    ] as const) {
      const r = await internal(InternalApi.orderStatuses, body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.body).toMatchObject({ code: 400, data: null });
      expect(r.body.msg).toContain(msg);
    }
  });
});
