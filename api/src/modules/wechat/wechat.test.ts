import { afterAll, beforeAll, expect, it } from 'vitest';
import { DevApi, LoginApi, OtherApi, UserApi, WechatApi } from '@aikc/shared/api-paths';
import type { LoginResult } from '@aikc/shared/schemas/login';
import {
  WxSceneStatusSchema,
  type DevWechatScanResult,
  type WxEwmResult,
  type WxSceneStatus,
} from '@aikc/shared/schemas/wechat';
import { QrStatusSchema } from '@aikc/shared/socket/qr';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { call, fakeClock, newMobile, requestCode } from '../login/test-kit.ts';
import { wechatSignature } from './signature.ts';
import { buildWechatXml, parseWechatXml } from './xml.ts';

it('parses flat WeChat XML and refuses DTDs', () => {
  const xml = buildWechatXml({
    FromUserName: 'oABC_123',
    CreateTime: 1700000000,
    MsgType: 'event',
    Event: 'SCAN',
    EventKey: 'qrscene_abc',
  });
  expect(parseWechatXml(xml)).toEqual({
    FromUserName: 'oABC_123',
    CreateTime: '1700000000',
    MsgType: 'event',
    Event: 'SCAN',
    EventKey: 'qrscene_abc',
  });
  expect(parseWechatXml('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><xml><A>&a;</A></xml>')).toBeNull();
  expect(parseWechatXml('<html></html>')).toBeNull();
  expect(parseWechatXml('<xml><A>1 &lt; 2</A></xml>')).toEqual({ A: '1 < 2' });
});

describeEachDb('WeChat QR login', (dialect) => {
  let api: TestApi;
  let clock: ReturnType<typeof fakeClock>;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    clock = fakeClock(api);
  });
  afterAll(() => api.close());

  const signed = (extra: Record<string, string> = {}) => {
    const timestamp = String(Math.floor(clock.rt.now() / 1000));
    const nonce = String(Math.floor(Math.random() * 1e9));
    return new URLSearchParams({
      signature: wechatSignature(api.deps.config.WECHAT_TOKEN, timestamp, nonce),
      timestamp,
      nonce,
      ...extra,
    });
  };
  const postEvent = (qs: URLSearchParams, xml: string) =>
    fetch(`${api.baseUrl}${WechatApi.event}?${qs}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml' },
      body: xml,
    });
  const status = async (scene: string) => {
    const r = await call<WxSceneStatus>(api, LoginApi.wxSceneStatus, { scene }, { method: 'GET' });
    return WxSceneStatusSchema.parse(r.body.data);
  };
  const newScene = async () => (await call<WxEwmResult>(api, LoginApi.loginByWxEwm, {})).body.data;
  const sceneStr = (s: WxEwmResult) => new URL(s.qr_url).searchParams.get('scene') as string;
  const scan = async (s: WxEwmResult, as: 'new' | 'existing', openid?: string) =>
    (await call<DevWechatScanResult>(api, DevApi.wechatScan, { scene: sceneStr(s), as, ...(openid ? { openid } : {}) }))
      .body.data;

  it('answers the echostr check only with a valid signature', async () => {
    const ok = await fetch(`${api.baseUrl}${WechatApi.event}?${signed({ echostr: 'hello123' })}`);
    expect(await ok.text()).toBe('hello123');
    const qs = signed({ echostr: 'hello123' });
    qs.set('signature', 'f'.repeat(40));
    expect((await fetch(`${api.baseUrl}${WechatApi.event}?${qs}`)).status).toBe(403);
    expect((await fetch(`${api.baseUrl}${WechatApi.event}?echostr=x`)).status).toBe(403);
  });

  it('refuses unsigned or malformed pushes without a 500', async () => {
    expect(
      (await postEvent(new URLSearchParams({ signature: 'a'.repeat(40), timestamp: '1', nonce: '1' }), '<xml></xml>'))
        .status,
    ).toBe(403);
    expect((await postEvent(signed(), 'not xml')).status).toBe(400);
    expect((await postEvent(signed(), '<xml><MsgType>text</MsgType></xml>')).status).toBe(200);
  });

  it('creates a scene with a QR to the simulator and reports waiting', async () => {
    const s = await newScene();
    expect(s.scene).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(s.qr_image).toMatch(/^data:image\/png;base64,/);
    expect(s.qr_url).toContain('/wechat/auth?scene=');
    expect(s.qr_url).not.toContain(s.scene);
    expect(await status(s.scene)).toMatchObject({ state: 'waiting', push: null, expires_in: 300 });
  });

  it('a new WeChat user gets toTop/needBang, binds by wx_by_bang, then logs in by scanning', async () => {
    const s = await newScene();
    const scanned = await scan(s, 'new');
    expect(scanned).toMatchObject({ event: 'subscribe', status: 200, reply: 'success' });
    const st = await status(s.scene);
    expect(st.push).toEqual({ msgType: 'toTop', needBang: 1, openid: scanned.openid });

    const mobile = newMobile();
    const { code } = await requestCode(api, mobile);
    const bound = await call<LoginResult>(api, LoginApi.wxByBang, {
      mobile,
      mobile_code: code,
      openid: scanned.openid,
    });
    expect(bound.body.code).toBe(200);
    expect((await call(api, UserApi.userInfo, {}, { token: bound.body.data.token })).body.code).toBe(200);

    // A second scan by the same user a moment later (same-second events would be one WeChat retry).
    clock.advance(2_000);
    const s2 = await newScene();
    expect((await scan(s2, 'existing', scanned.openid)).event).toBe('SCAN');
    const done = await status(s2.scene);
    expect(done.state).toBe('login_success');
    const push = QrStatusSchema.parse(done.push);
    expect(push).toMatchObject({ status: 'loginSuccess', resData: { user: { id: bound.body.data.user.id } } });
    const token = (push as { resData: { token: string } }).resData.token;
    expect((await call(api, UserApi.userInfo, {}, { token })).body.code).toBe(200);
    // Read again until consumed: the same session, not a new one.
    expect(await status(s2.scene)).toEqual(done);
    const consumed = await call<WxSceneStatus>(
      api,
      LoginApi.wxSceneStatus,
      { scene: s2.scene, consume: '1' },
      { method: 'GET' },
    );
    expect(consumed.body.data).toMatchObject({ state: 'done', push: null });
    expect(await status(s2.scene)).toMatchObject({ state: 'done', push: null });
  });

  it('loses no login when the poll that first sees the scan is aborted, and keeps the result only for its window', async () => {
    const mobile = newMobile();
    const { code } = await requestCode(api, mobile);
    const first = await newScene();
    const scanned = await scan(first, 'new');
    expect((await call(api, LoginApi.wxByBang, { mobile, mobile_code: code, openid: scanned.openid })).body.code).toBe(
      200,
    );
    clock.advance(2_000);
    const s = await newScene();
    await scan(s, 'existing', scanned.openid);

    // The poll reaches the API, which claims the scene and mints the session, but its answer never arrives:
    // the caller gives up (as the gateway's timeout does) while the API is still storing the result.
    const ac = new AbortController();
    const store = clock.rt.store;
    const set = store.set.bind(store);
    store.set = async (...args) => {
      ac.abort();
      await new Promise((r) => setTimeout(r, 20));
      return set(...args);
    };
    try {
      const lost = fetch(`${api.baseUrl}${LoginApi.wxSceneStatus}?scene=${s.scene}`, {
        headers: { Platform: 'pc-web' },
        signal: ac.signal,
      });
      await expect(lost).rejects.toThrow();
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      store.set = set;
    }
    const db = api.deps.db.db;
    expect(
      (await db.selectFrom('wx_scenes').select('status').where('poll_key', '=', s.scene).executeTakeFirstOrThrow())
        .status,
    ).toBe('done');

    // The next poll still completes the login, with a working token; the sessions minted are one.
    const tokensBefore = (await db.selectFrom('user_tokens').select('id').execute()).length;
    const again = await status(s.scene);
    expect(again.state).toBe('login_success');
    const token = (QrStatusSchema.parse(again.push) as { resData: { token: string } }).resData.token;
    expect((await call(api, UserApi.userInfo, {}, { token })).body.code).toBe(200);
    expect((await db.selectFrom('user_tokens').select('id').execute()).length).toBe(tokensBefore);
    // Past the 2-minute delivery window the result is gone.
    clock.advance(121_000);
    expect(await status(s.scene)).toMatchObject({ state: 'done', push: null });
  });

  it('refuses to bind an openid that no scan reported', async () => {
    const mobile = newMobile();
    clock.advance(61_000);
    const { code } = await requestCode(api, mobile);
    const r = await call(api, LoginApi.wxByBang, { mobile, mobile_code: code, openid: 'oFORGED1234567' });
    expect(r.body).toMatchObject({ code: 400, msg: '微信授权已失效，请重新扫码' });
  });

  it('dedupes on FromUserName + CreateTime', async () => {
    const a = await newScene();
    const b = await newScene();
    const createTime = Math.floor(clock.rt.now() / 1000);
    const msg = (scene: string) =>
      buildWechatXml({
        ToUserName: 'gh',
        FromUserName: 'oDupUser0001',
        CreateTime: createTime,
        MsgType: 'event',
        Event: 'SCAN',
        EventKey: scene,
      });
    expect((await postEvent(signed(), msg(sceneStr(a)))).status).toBe(200);
    expect((await postEvent(signed(), msg(sceneStr(b)))).status).toBe(200);
    expect((await status(a.scene)).state).toBe('need_bind');
    expect((await status(b.scene)).state).toBe('waiting');
  });

  it('expires an unscanned scene after 5 minutes and ignores late scans', async () => {
    const s = await newScene();
    clock.advance(300_001);
    expect(await status(s.scene)).toEqual({ state: 'expired', expires_in: 0, push: { status: 'expired' } });
    await scan(s, 'new');
    expect((await status(s.scene)).state).toBe('expired');
    expect(await status('A'.repeat(32))).toMatchObject({ state: 'expired' });
    expect((await call(api, LoginApi.wxSceneStatus, { scene: 'bad' }, { method: 'GET' })).body).toMatchObject({
      code: 400,
      msg: '二维码已失效，请刷新',
    });
  });

  it('exchanges an Open Platform code once: toTop for a new user', async () => {
    const issued = await call<{ code: string; openid: string }>(api, DevApi.wechatQrconnectConfirm, {
      redirect_uri: '/wechat/callback',
      state: 's1',
      as: 'new',
      format: 'json',
    });
    const r = await call(api, OtherApi.weiCodeToOpenid, { code: issued.body.data.code });
    expect(r.body.data).toEqual({ msgType: 'toTop', needBang: 1, openid: issued.body.data.openid });
    expect((await call(api, OtherApi.weiCodeToOpenid, { code: issued.body.data.code })).body.code).toBe(400);
    const evil = await call(api, DevApi.wechatQrconnectConfirm, {
      redirect_uri: 'https://evil.example/cb',
      as: 'new',
      format: 'json',
    });
    expect(evil.body.code).toBe(400);
  });
});
