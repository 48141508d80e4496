import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LoginApi, UserApi } from '@aikc/shared/api-paths';
import { LoginMessage, loginDelayMessage, type LoginResult } from '@aikc/shared/schemas/login';
import { loadConfig } from '../../config.ts';
import { hashToken } from '../../http/auth.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle } from './login-throttle.ts';
import { call, fakeClock, newMobile, register, requestCode } from './test-kit.ts';

it('refuses the development providers in production, naming the variable', () => {
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER/);
  expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'aliyun' })).toThrow(/SMS_ALIYUN|WECHAT_PROVIDER/);
});

describeEachDb('login calls', (dialect) => {
  let api: TestApi;
  let clock: ReturnType<typeof fakeClock>;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    // One monotonic clock for the suite: tests move it forward only.
    clock = fakeClock(api);
  });
  afterAll(() => api.close());

  it('refuses to build the app with dev providers in production', async () => {
    await expect(startTestApi(dialect, { NODE_ENV: 'production' })).rejects.toThrow(/refused/);
  });

  it('registers (logging in), then logs in by password with an argon2id hash and a hashed token', async () => {
    const mobile = newMobile();
    const reg = await register(api, mobile, 'pass1234');
    expect(reg.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reg.user).toMatchObject({
      username: '',
      vip_level: 'normal',
      has_password: true,
      mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
    });
    const row = await api.deps.db.db
      .selectFrom('users')
      .select('password_hash')
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const tokens = await api.deps.db.db
      .selectFrom('user_tokens')
      .select(['token_hash', 'expires_at', 'created_at'])
      .execute();
    expect(tokens.some((t) => t.token_hash === reg.token)).toBe(false);
    const mine = tokens.find((t) => t.token_hash === hashToken(reg.token));
    expect(mine && mine.expires_at - mine.created_at).toBe(7 * 24 * 3600_000);

    const login = await call<LoginResult>(api, LoginApi.loginByPassword, { mobile, password: 'pass1234' });
    expect(login.body.code).toBe(200);
    expect((await call(api, UserApi.userInfo, {}, { token: login.body.data.token })).body.code).toBe(200);
    clock.advance(61_000);
    const again = await requestCode(api, mobile);
    const dup = await call(api, LoginApi.registerByPassword, {
      mobile,
      mobile_code: again.code,
      password: 'x12345',
      password2: 'x12345',
    });
    expect(dup.body).toMatchObject({ code: 409, msg: LoginMessage.alreadyRegistered });
  });

  it('answers a wrong password and an unknown mobile alike; slows the attacking source while the owner elsewhere gets in', async () => {
    const mobile = newMobile();
    await register(api, mobile, 'right123');
    const unknown = await call(
      api,
      LoginApi.loginByPassword,
      { mobile: newMobile(), password: 'whatever1' },
      { ip: '10.9.0.1' },
    );
    const wrong = await call(api, LoginApi.loginByPassword, { mobile, password: 'wrong123' }, { ip: '10.9.0.2' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({ code: 400, msg: LoginMessage.badCredentials });
    const attacker = '10.9.1.1';
    for (let i = 0; i < 4; i++)
      expect(
        (await call(api, LoginApi.loginByPassword, { mobile, password: 'wrong123' }, { ip: attacker })).body.code,
      ).toBe(400);
    // The 4th failure from this source starts a 1 s delay, even for the right password.
    const slowed = await call(api, LoginApi.loginByPassword, { mobile, password: 'right123' }, { ip: attacker });
    expect(slowed.status).toBe(429);
    expect(slowed.body).toMatchObject({ code: 429, msg: loginDelayMessage(1) });
    // The owner from another source is not affected.
    expect(
      (await call(api, LoginApi.loginByPassword, { mobile, password: 'right123' }, { ip: '10.9.2.1' })).body.code,
    ).toBe(200);
    expect((await call(api, LoginApi.loginByPassword, { mobile, password: 'right123' }, { ip: attacker })).status).toBe(
      429,
    );
    // The next failure after the delay doubles it.
    await new Promise((r) => setTimeout(r, 1100));
    expect(
      (await call(api, LoginApi.loginByPassword, { mobile, password: 'wrong123' }, { ip: attacker })).body.code,
    ).toBe(400);
    expect(
      (await call(api, LoginApi.loginByPassword, { mobile, password: 'right123' }, { ip: attacker })).body.msg,
    ).toBe(loginDelayMessage(2));
    await new Promise((r) => setTimeout(r, 2100));
    expect(
      (await call(api, LoginApi.loginByPassword, { mobile, password: 'right123' }, { ip: attacker })).body.code,
    ).toBe(200);
  });

  it('stops an account after its consecutive-failure cap from many sources; 忘记密码 lifts the stop', async () => {
    const rt = api.deps.accounts;
    const saved = rt.throttle;
    // The cap is 100 (unit-tested in login-throttle.test.ts); 8 keeps the argon2 work of this test small.
    rt.throttle = new LoginThrottle({ ...DEFAULT_LOGIN_THROTTLE, accountHardStop: 8 });
    try {
      const mobile = newMobile();
      await register(api, mobile, 'right123');
      for (let i = 0; i < 8; i++)
        await call(api, LoginApi.loginByPassword, { mobile, password: 'wrong123' }, { ip: `10.9.3.${i}` });
      const stopped = await call(api, LoginApi.loginByPassword, { mobile, password: 'right123' }, { ip: '10.9.4.1' });
      expect(stopped.body).toMatchObject({ code: 429, msg: LoginMessage.accountHardStop });
      clock.advance(61_000);
      const { code } = await requestCode(api, mobile, 'forget');
      expect(
        (
          await call(api, LoginApi.forgetPassword, {
            mobile,
            mobile_code: code,
            password: 'new12345',
            password2: 'new12345',
          })
        ).body.code,
      ).toBe(200);
      expect(
        (await call(api, LoginApi.loginByPassword, { mobile, password: 'new12345' }, { ip: '10.9.4.1' })).body.code,
      ).toBe(200);
    } finally {
      rt.throttle = saved;
    }
  });

  it('limits login calls per IP per minute, and failed logins per IP', async () => {
    const ip = '10.8.0.1';
    const body = { mobile: '13900000001', mobile_code: '000000', password: 'abcdef', password2: 'abcdef' };
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) codes.push((await call(api, LoginApi.registerByPassword, body, { ip })).body.code);
    expect(codes.slice(0, 60).every((c) => c === 400)).toBe(true);
    expect(codes[60]).toBe(429);
    expect((await call(api, LoginApi.registerByPassword, body, { ip })).body.msg).toBe(LoginMessage.tooFast);
    clock.advance(61_000);
    expect((await call(api, LoginApi.registerByPassword, body, { ip })).body.code).toBe(400);

    // Spraying many mobiles from one address: 50 failures, then locked out.
    const spray = '10.8.0.9';
    for (let i = 0; i < 50; i++) {
      if (i === 40) clock.advance(61_000);
      expect(
        (
          await call(
            api,
            LoginApi.loginByPassword,
            { mobile: `1390000${String(1000 + i)}`, password: 'nope1234' },
            { ip: spray },
          )
        ).body.code,
      ).toBe(400);
    }
    expect(
      (await call(api, LoginApi.loginByPassword, { mobile: '13900009999', password: 'nope1234' }, { ip: spray })).body,
    ).toMatchObject({ code: 429, msg: LoginMessage.lockedOut });
  });

  it('logs in by code, creating the account for a new mobile', async () => {
    const mobile = newMobile();
    const { code } = await requestCode(api, mobile);
    const r = await call<LoginResult>(api, LoginApi.loginByMobileCode, { mobile, mobile_code: code });
    expect(r.body.code).toBe(200);
    expect(r.body.data.user.has_password).toBe(false);
  });

  it('revokes the token at logout and rejects an expired one', async () => {
    const { token } = await register(api, newMobile());
    expect((await call(api, LoginApi.logout, {}, { token })).body.code).toBe(200);
    expect((await call(api, UserApi.userInfo, {}, { token })).body.code).toBe(401);
    const other = await register(api, newMobile());
    await api.deps.db.db
      .updateTable('user_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', hashToken(other.token))
      .execute();
    expect((await call(api, UserApi.userInfo, {}, { token: other.token })).body.code).toBe(401);
  });

  it('forget_password sets the new password and revokes every token', async () => {
    const mobile = newMobile();
    const { token } = await register(api, mobile, 'old12345');
    clock.advance(61_000);
    const { code } = await requestCode(api, mobile, 'forget');
    const bad = await call(api, LoginApi.forgetPassword, {
      mobile,
      mobile_code: code,
      password: 'new12345',
      password2: 'new99999',
    });
    expect(bad.body).toMatchObject({ code: 400, msg: '两次密码不同' });
    const r = await call(api, LoginApi.forgetPassword, {
      mobile,
      mobile_code: code,
      password: 'new12345',
      password2: 'new12345',
    });
    expect(r.body).toMatchObject({ code: 200, data: null });
    expect((await call(api, UserApi.userInfo, {}, { token })).body.code).toBe(401);
    expect((await call(api, LoginApi.loginByPassword, { mobile, password: 'old12345' })).body.code).toBe(400);
    expect((await call(api, LoginApi.loginByPassword, { mobile, password: 'new12345' })).body.code).toBe(200);
  });

  it('answers validation failures with the spec messages', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [LoginApi.loginByPassword, {}, '请输入手机号'],
      [LoginApi.loginByPassword, { mobile: '12345' }, '手机号格式不正确'],
      [LoginApi.loginByPassword, { mobile: '13800138000' }, '请输入密码'],
      [LoginApi.loginByMobileCode, { mobile: '13800138000' }, '请输入手机验证码'],
      [
        LoginApi.registerByPassword,
        { mobile: '13800138000', mobile_code: '123456', password: 'abcdef' },
        '请再次输入密码',
      ],
      [
        LoginApi.registerByPassword,
        { mobile: '13800138000', mobile_code: '123456', password: 'abcdef', password2: 'abcdeg' },
        '两次密码不同',
      ],
    ];
    for (const [path, body, msg] of cases)
      expect((await call(api, path, body, { ip: '10.7.0.1' })).body).toMatchObject({ code: 400, msg });
  });

  it('never answers 500 to arbitrary bodies on any login call', async () => {
    const paths = Object.values(LoginApi).filter((p) => p !== LoginApi.wxSceneStatus);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.dictionary(
          fc.constantFrom(
            'mobile',
            'mobile_code',
            'password',
            'password2',
            'openid',
            'type',
            'captchaVerification',
            'x',
          ),
          fc.jsonValue(),
        ),
        async (path, body) => {
          const r = await call(api, path, body, { ip: `10.6.${Math.floor(Math.random() * 250)}.1` });
          expect(r.status).toBeLessThan(500);
          if (r.body.code !== 200) expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
        },
      ),
      { numRuns: 60 },
    );
    const raw = await fetch(`${api.baseUrl}${LoginApi.loginByPassword}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"mobile":',
    });
    expect(raw.status).toBe(400);
  });
});
