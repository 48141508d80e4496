import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_CALLS } from '@aikc/shared/admin/api-paths';
import { can, STAFF_ROLES } from '@aikc/shared/admin/permissions';
import { buildUser } from '../../../test-kit/builders.ts';
import { adminCall, buildStaff, totpNow, type TestStaff } from '../../../test-kit/admin.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { hashToken } from '../../http/auth.ts';

describeEachDb('admin auth and guard', (dialect) => {
  let api: TestApi;
  const staff = new Map<string, TestStaff>();
  beforeAll(async () => {
    api = await startTestApi(dialect);
    for (const role of STAFF_ROLES) staff.set(role, await buildStaff(api, role));
  });
  afterAll(() => api.close());

  it('logs in with mobile, password and the current TOTP; no TOTP or a wrong one fails; me lists the permissions', async () => {
    const s = staff.get('editor')!;
    const noTotp = await adminCall(api, 'login', { mobile: s.mobile, password: s.password });
    expect(noTotp.status).toBe(400);
    expect(noTotp.body.msg).toContain('请输入6位动态验证码');
    const code = await totpNow(s.secret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await adminCall(api, 'login', { mobile: s.mobile, password: s.password, totp: wrong });
    expect([bad.status, bad.body.msg]).toEqual([401, '手机号、密码或动态验证码错误']);
    const badPw = await adminCall(api, 'login', { mobile: s.mobile, password: `${s.password}x`, totp: code });
    expect(badPw.status).toBe(401);
    const good = await adminCall<{ token: string; staff: { role: string; permissions: string[] } }>(api, 'login', {
      mobile: s.mobile,
      password: s.password,
      totp: code,
    });
    expect(good.status).toBe(200);
    expect(good.body.data.staff.role).toBe('editor');
    expect(good.body.data.staff.permissions).toContain('content.write');
    expect(good.body.data.staff.permissions).not.toContain('orders.read');
    const me = await adminCall<{ name: string }>(api, 'me', {}, good.body.data.token);
    expect(me.status).toBe(200);
    expect((await adminCall(api, 'logout', {}, good.body.data.token)).status).toBe(200);
    expect((await adminCall(api, 'me', {}, good.body.data.token)).status).toBe(401);
  });

  it('throttles failed staff logins like the portal: after 3 free failures the next attempt waits', async () => {
    const s = staff.get('ops')!;
    for (let i = 0; i < 4; i++)
      expect(
        (await adminCall(api, 'login', { mobile: s.mobile, password: 'wrong-password-1', totp: '000000' })).status,
      ).toBe(401);
    const held = await adminCall(api, 'login', {
      mobile: s.mobile,
      password: s.password,
      totp: await totpNow(s.secret),
    });
    expect(held.status).toBe(429);
    expect(held.body.msg).toMatch(/秒后再试|稍后/);
  });

  it('every admin route refuses no token, a portal token, a role without its permission, and an idle session', async () => {
    const user = await buildUser(api.deps.db.db);
    const calls = Object.entries(ADMIN_CALLS).filter(([, c]) => c.perm !== 'public');
    for (const [name, c] of calls) {
      const none = await adminCall(api, name as keyof typeof ADMIN_CALLS);
      expect([name, none.status]).toEqual([name, 401]);
      const portal = await api.call(c.path, {}, { method: c.method, token: user.token });
      expect([name, portal.status]).toEqual([name, 401]);
      const perm = c.perm;
      const lacking = perm === null || perm === 'public' ? undefined : STAFF_ROLES.find((r) => !can(r, perm));
      if (lacking) {
        const refused = await adminCall(api, name as keyof typeof ADMIN_CALLS, {}, staff.get(lacking)!.token);
        expect([name, refused.status, refused.body.msg]).toEqual([name, 403, '无权限执行此操作']);
      }
    }
    // An idle session: 31 minutes since the last call.
    const idle = await buildStaff(api, 'super');
    await api.deps.db.db
      .updateTable('staff_sessions')
      .set({ last_seen: Date.now() - 31 * 60_000 })
      .where('token_hash', '=', hashToken(idle.token))
      .execute();
    for (const [name] of calls) {
      const r = await adminCall(api, name as keyof typeof ADMIN_CALLS, {}, idle.token);
      expect([name, r.status]).toEqual([name, 401]);
    }
    const first = await adminCall(api, 'me', {}, idle.token);
    expect(first.body.msg).toMatch(/登录已/);
  });
});
