import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { DevApi, LoginApi } from '@aikc/shared/api-paths';
import { LoginMessage, SMS_DAILY_CAP_PER_IP, SMS_DAILY_CAP_PER_MOBILE } from '@aikc/shared/schemas/login';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { call, fakeClock, newMobile, outboxCode, passCaptcha, register, requestCode } from '../login/test-kit.ts';
import { cstDayStart } from './service.ts';

describeEachDb('SMS codes', (dialect) => {
  let api: TestApi;
  let clock: ReturnType<typeof fakeClock>;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  beforeEach(() => {
    // An hour past midnight CST, so a test's minutes never cross the daily reset.
    clock = fakeClock(api, cstDayStart(Date.now()) + 3600_000);
  });
  afterAll(() => api.close());

  it('sends only after a passed captcha', async () => {
    const r = await call(api, LoginApi.sendMobileCode, { mobile: newMobile(), captchaVerification: 'forged' });
    expect(r.body).toMatchObject({ code: 400, msg: LoginMessage.captchaRequired });
    expect((await call(api, LoginApi.sendMobileCode, { mobile: newMobile() })).body.msg).toBe('请先完成滑块验证');
  });

  it('sends 6 digits, at most once per mobile per 60 s: refused at 59 s, accepted at 61 s', async () => {
    const mobile = newMobile();
    const first = await requestCode(api, mobile);
    expect(first.reply.body).toMatchObject({ code: 200, data: { countdown: 60, expires_in: 300 } });
    expect(first.code).toMatch(/^\d{6}$/);
    clock.advance(59_000);
    expect((await requestCode(api, mobile)).reply.body).toMatchObject({ code: 429, msg: LoginMessage.sendTooOften });
    clock.advance(2_000);
    expect((await requestCode(api, mobile)).reply.body.code).toBe(200);
  });

  it('a code works once, for its mobile and purpose, within 5 minutes', async () => {
    const mobile = newMobile();
    const { code } = await requestCode(api, mobile);
    expect((await call(api, LoginApi.loginByMobileCode, { mobile: newMobile(), mobile_code: code })).body.code).toBe(
      400,
    );
    const ok = await call(api, LoginApi.loginByMobileCode, { mobile, mobile_code: code });
    expect(ok.body.code).toBe(200);
    const reused = await call(api, LoginApi.loginByMobileCode, { mobile, mobile_code: code });
    expect(reused.body).toMatchObject({ code: 400, msg: LoginMessage.codeExpired });

    clock.advance(61_000);
    const forget = await requestCode(api, mobile, 'forget');
    expect((await call(api, LoginApi.loginByMobileCode, { mobile, mobile_code: forget.code })).body.code).toBe(400);

    clock.advance(61_000);
    const late = await requestCode(api, mobile);
    clock.advance(300_001);
    expect((await call(api, LoginApi.loginByMobileCode, { mobile, mobile_code: late.code })).body).toMatchObject({
      code: 400,
      msg: LoginMessage.codeExpired,
    });
  });

  it('allows 5 wrong tries: the right code still works after 4, never after 5', async () => {
    const wrong = (c: string) => String((Number(c) + 1) % 1_000_000).padStart(6, '0');
    const a = newMobile();
    const ca = (await requestCode(api, a)).code as string;
    for (let i = 0; i < 4; i++)
      expect((await call(api, LoginApi.loginByMobileCode, { mobile: a, mobile_code: wrong(ca) })).body.msg).toBe(
        LoginMessage.codeWrong,
      );
    expect((await call(api, LoginApi.loginByMobileCode, { mobile: a, mobile_code: ca })).body.code).toBe(200);

    const b = newMobile();
    const cb = (await requestCode(api, b)).code as string;
    const msgs: string[] = [];
    for (let i = 0; i < 5; i++)
      msgs.push(
        (
          await call(api, LoginApi.registerByPassword, {
            mobile: b,
            mobile_code: wrong(cb),
            password: 'abc123',
            password2: 'abc123',
          })
        ).body.msg,
      );
    expect(msgs.at(-1)).toBe(LoginMessage.codeTooManyTries);
    const sixth = await call(api, LoginApi.registerByPassword, {
      mobile: b,
      mobile_code: cb,
      password: 'abc123',
      password2: 'abc123',
    });
    expect(sixth.body).toMatchObject({ code: 400, msg: LoginMessage.codeTooManyTries });
  });

  it('a resend invalidates the previous code', async () => {
    const mobile = newMobile();
    const first = (await requestCode(api, mobile)).code;
    clock.advance(61_000);
    const second = (await requestCode(api, mobile)).code;
    if (first !== second)
      expect((await call(api, LoginApi.loginByMobileCode, { mobile, mobile_code: first })).body.code).toBe(400);
    expect((await call(api, LoginApi.loginByMobileCode, { mobile, mobile_code: second })).body.code).toBe(200);
  });

  it(`caps sends per mobile per day (${SMS_DAILY_CAP_PER_MOBILE}) and per IP per day (${SMS_DAILY_CAP_PER_IP})`, async () => {
    const mobile = newMobile();
    for (let i = 0; i < SMS_DAILY_CAP_PER_MOBILE; i++) {
      expect((await requestCode(api, mobile, 'register', '10.1.0.1')).reply.body.code).toBe(200);
      clock.advance(61_000);
    }
    expect((await requestCode(api, mobile, 'register', '10.1.0.1')).reply.body).toMatchObject({
      code: 429,
      msg: LoginMessage.dailyCap,
    });

    const ip = '10.2.0.2';
    for (let i = 0; i < SMS_DAILY_CAP_PER_IP; i++) {
      expect((await requestCode(api, newMobile(), 'register', ip)).reply.body.code).toBe(200);
      clock.advance(7_000);
    }
    expect((await requestCode(api, newMobile(), 'register', ip)).reply.body).toMatchObject({
      code: 429,
      msg: LoginMessage.dailyCap,
    });
    expect((await requestCode(api, newMobile(), 'register', '10.2.0.3')).reply.body.code).toBe(200);
    clock.set(cstDayStart(clock.rt.now()) + 24 * 3600_000 + 1000);
    expect((await requestCode(api, mobile, 'register', '10.1.0.1')).reply.body.code).toBe(200);
  });

  it('answers the same whether or not the mobile is registered', async () => {
    const known = newMobile();
    await register(api, known);
    clock.advance(61_000);
    const unknown = newMobile();
    const a = await call(api, LoginApi.sendMobileCode, {
      mobile: known,
      type: 'forget',
      captchaVerification: await passCaptcha(api),
    });
    const b = await call(api, LoginApi.sendMobileCode, {
      mobile: unknown,
      type: 'forget',
      captchaVerification: await passCaptcha(api),
    });
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
    // The unknown mobile gets nothing delivered; the known one does.
    expect(await outboxCode(api, unknown)).toBeUndefined();
    expect(await outboxCode(api, known)).toMatch(/^\d{6}$/);
    clock.advance(61_000);
    const again = await call(api, LoginApi.sendMobileCode, {
      mobile: known,
      type: 'register',
      captchaVerification: await passCaptcha(api),
    });
    expect(again.body.code).toBe(200);
  });

  it('shows the dev outbox as HTML and JSON', async () => {
    const mobile = newMobile();
    const { code } = await requestCode(api, mobile);
    const html = await (await fetch(`${api.baseUrl}${DevApi.smsOutbox}`)).text();
    expect(html).toContain(String(code));
    expect(html).toContain('开发环境');
  });

  it('rejects bad input with the spec messages', async () => {
    const v = await passCaptcha(api);
    expect((await call(api, LoginApi.sendMobileCode, { captchaVerification: v })).body).toMatchObject({
      code: 400,
      msg: '请输入手机号',
    });
    expect((await call(api, LoginApi.sendMobileCode, { mobile: '2345', captchaVerification: v })).body).toMatchObject({
      code: 400,
      msg: '手机号格式不正确',
    });
    expect(
      (await call(api, LoginApi.sendMobileCode, { mobile: newMobile(), type: 'login', captchaVerification: v })).body
        .code,
    ).toBe(400);
  });
});
