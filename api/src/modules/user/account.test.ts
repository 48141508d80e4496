import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LoginApi, UserApi } from '@aikc/shared/api-paths';
import type { LoginResult } from '@aikc/shared/schemas/login';
import type { CurrentUser, UploadAvatarResult } from '@aikc/shared/schemas/user';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { buildUser } from '../../../test-kit/builders.ts';
import { call, fakeClock, newMobile, register, requestCode } from '../login/test-kit.ts';

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describeEachDb('user account calls', (dialect) => {
  let api: TestApi;
  let clock: ReturnType<typeof fakeClock>;
  beforeAll(async () => {
    api = await startTestApi(dialect, { DATA_DIR: `/tmp/aikc-test-${process.pid}-${dialect}` });
    clock = fakeClock(api);
  });
  afterAll(() => api.close());

  const upload = async (token: string | undefined, body: Buffer, name = 'a.png', type = 'image/png') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(body)], { type }), name);
    const res = await fetch(`${api.baseUrl}${UserApi.uploadAvatar}`, {
      method: 'POST',
      body: form,
      headers: token ? { Authorization: token } : {},
    });
    return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: UploadAvatarResult } };
  };

  it('user_info answers 8001 with the user for an account without a mobile', async () => {
    const u = await buildUser(api.deps.db.db);
    await api.deps.db.db
      .updateTable('users')
      .set({ mobile: null, wx_openid: 'oOnlyWx000001' })
      .where('id', '=', u.id)
      .execute();
    const r = await call<CurrentUser>(api, UserApi.userInfo, {}, { token: u.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 8001, msg: '请先绑定手机号', data: { id: u.id, mobile: '' } });
  });

  it('modify_user_info changes only the caller, and only with an uploaded avatar URL', async () => {
    const a = await buildUser(api.deps.db.db);
    const b = await buildUser(api.deps.db.db, { username: 'B' });
    const up = await upload(a.token, PNG);
    expect(up.body.code).toBe(200);
    expect(up.body.data.url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const r = await call<CurrentUser>(
      api,
      UserApi.modifyUserInfo,
      { username: '张三', avatar: up.body.data.url },
      { token: a.token },
    );
    expect(r.body.data).toMatchObject({ id: a.id, username: '张三', avatar: up.body.data.url });
    expect((await call<CurrentUser>(api, UserApi.userInfo, {}, { token: b.token })).body.data.username).toBe('B');
    expect(
      (await call(api, UserApi.modifyUserInfo, { avatar: 'https://evil.example/x.png' }, { token: a.token })).body.code,
    ).toBe(400);
    expect((await call(api, UserApi.modifyUserInfo, { username: '<script>' }, { token: a.token })).body.code).toBe(400);
    expect((await call(api, UserApi.modifyUserInfo, { username: 'x', id: b.id }, { token: a.token })).body.code).toBe(
      200,
    );
    expect((await call<CurrentUser>(api, UserApi.userInfo, {}, { token: b.token })).body.data.username).toBe('B');
  });

  it('upload_avatar checks the content, the size and the token, and serves files with safe headers', async () => {
    const u = await buildUser(api.deps.db.db);
    expect((await upload(undefined, PNG)).status).toBe(401);
    expect((await upload(u.token, Buffer.from('<html><script>alert(1)</script></html>'), 'x.png')).body).toMatchObject({
      code: 400,
    });
    expect((await upload(u.token, Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png')).body.code).toBe(413);
    const ok = await upload(u.token, PNG, '../../etc/passwd', 'text/plain');
    expect(ok.body.code).toBe(200);
    const served = await fetch(`${api.baseUrl}${ok.body.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await fetch(`${api.baseUrl}/uploads/avatars/..%2F..%2Fsecret`)).status).toBe(404);
  });

  it('upload_avatar re-encodes: a JPEG with EXIF and a script comment comes back as a 256 px WebP without metadata', async () => {
    const u = await buildUser(api.deps.db.db);
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f6fde' } })
      .withExif({ IFD0: { ImageDescription: '<script>alert(1)</script>', Artist: 'GPS 31.2304N 121.4737E' } })
      .jpeg()
      .toBuffer();
    const withTail = Buffer.concat([jpeg, Buffer.from('<script>alert(2)</script>')]);
    const up = await upload(u.token, withTail, 'photo.jpg', 'image/jpeg');
    expect(up.body.code).toBe(200);
    const served = Buffer.from(await (await fetch(`${api.baseUrl}${up.body.data.url}`)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(served.includes(Buffer.from('script'))).toBe(false);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(u.token, gif, 'a.gif', 'image/gif')).body.msg).toBe('仅支持PNG、JPG、WebP格式的图片');
    const broken = Buffer.concat([jpeg.subarray(0, 200)]);
    expect((await upload(u.token, broken, 'b.jpg', 'image/jpeg')).body.code).toBe(400);
  });

  it('set_password needs the old password and revokes the other tokens only', async () => {
    const mobile = newMobile();
    const first = await register(api, mobile, 'old12345');
    const second = (await call<LoginResult>(api, LoginApi.loginByPassword, { mobile, password: 'old12345' })).body.data;
    expect(
      (await call(api, UserApi.setPassword, { password: 'new12345', password2: 'new12345' }, { token: second.token }))
        .body.msg,
    ).toBe('请输入原密码');
    expect(
      (
        await call(
          api,
          UserApi.setPassword,
          { old_password: 'bad', password: 'new12345', password2: 'new12345' },
          { token: second.token },
        )
      ).body.msg,
    ).toBe('原密码错误');
    const ok = await call(
      api,
      UserApi.setPassword,
      { old_password: 'old12345', password: 'new12345', password2: 'new12345' },
      { token: second.token },
    );
    expect(ok.body.code).toBe(200);
    expect((await call(api, UserApi.userInfo, {}, { token: first.token })).body.code).toBe(401);
    expect((await call(api, UserApi.userInfo, {}, { token: second.token })).body.code).toBe(200);
    expect((await call(api, LoginApi.loginByPassword, { mobile, password: 'new12345' })).body.code).toBe(200);
  });

  it('reset_password by a forget code to the own mobile; revokes the other tokens', async () => {
    const mobile = newMobile();
    const first = await register(api, mobile, 'old12345');
    const second = (await call<LoginResult>(api, LoginApi.loginByPassword, { mobile, password: 'old12345' })).body.data;
    clock.advance(61_000);
    const { code } = await requestCode(api, mobile, 'forget');
    const r = await call(
      api,
      UserApi.resetPassword,
      { mobile_code: code, password: 'res12345', password2: 'res12345' },
      { token: second.token },
    );
    expect(r.body.code).toBe(200);
    expect((await call(api, UserApi.userInfo, {}, { token: first.token })).body.code).toBe(401);
    expect((await call(api, LoginApi.loginByPassword, { mobile, password: 'res12345' })).body.code).toBe(200);
  });

  it('bang_mobile binds a proved mobile and refuses one owned by another account', async () => {
    const u = await buildUser(api.deps.db.db);
    await api.deps.db.db.updateTable('users').set({ mobile: null }).where('id', '=', u.id).execute();
    const other = await buildUser(api.deps.db.db);
    clock.advance(61_000);
    const taken = await requestCode(api, other.mobile);
    expect(
      (await call(api, UserApi.bangMobile, { mobile: other.mobile, mobile_code: taken.code }, { token: u.token })).body
        .code,
    ).toBe(409);
    const mobile = newMobile();
    const { code } = await requestCode(api, mobile);
    const r = await call<CurrentUser>(api, UserApi.bangMobile, { mobile, mobile_code: code }, { token: u.token });
    expect(r.body.data.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    expect((await call(api, UserApi.userInfo, {}, { token: u.token })).body.code).toBe(200);
  });

  it('every account call answers 401 without a token', async () => {
    const valid: [string, Record<string, unknown>][] = [
      [UserApi.userInfo, {}],
      [UserApi.modifyUserInfo, { username: 'x' }],
      [UserApi.bangMobile, { mobile: '13800138000', mobile_code: '123456' }],
      [UserApi.setPassword, { old_password: 'a', password: 'abcdef', password2: 'abcdef' }],
      [UserApi.resetPassword, { mobile_code: '123456', password: 'abcdef', password2: 'abcdef' }],
    ];
    for (const [p, body] of valid) expect((await call(api, p, body)).body.code).toBe(401);
  });
});
