import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminList } from '@aikc/shared/admin/schemas/common';
import type { StaffSecrets, StaffView } from '@aikc/shared/admin/schemas/auth';
import { adminCall, auditOf, buildStaff, totpNow, type TestStaff } from '../../../test-kit/admin.ts';
import { describeEachDb, startTestApi, type TestApi } from '../../../test-kit/harness.ts';
import { LAST_SUPER, SELF_CHANGE, updateStaff } from './staff-admin.ts';

describeEachDb('staff accounts', (dialect) => {
  let api: TestApi;
  let boss: TestStaff;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    boss = await buildStaff(api, 'super');
  });
  afterAll(() => api.close());

  const secretOf = (otpauth: string) => new URL(otpauth).searchParams.get('secret')!;

  it('creates a member whose password and TOTP, shown once, sign in; the list masks the mobile; one audit row without secrets', async () => {
    const bad = await adminCall(api, 'staffCreate', { mobile: '123', name: '王客服', role: 'support' }, boss.token);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('手机号');
    const made = await adminCall<StaffSecrets>(
      api,
      'staffCreate',
      { mobile: '13900139001', name: '王客服', role: 'support' },
      boss.token,
    );
    expect(made.status).toBe(200);
    const { id, password, otpauth } = made.body.data;
    expect(password).toHaveLength(24);
    expect(otpauth).toMatch(/^otpauth:\/\/totp\//);
    expect(made.body.data.otpauth_qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const again = await adminCall(api, 'staffCreate', { mobile: '13900139001', name: '重复', role: 'ops' }, boss.token);
    expect([again.status, again.body.msg]).toEqual([409, '该手机号已是后台人员']);

    const login = await adminCall<{ token: string; staff: { role: string } }>(api, 'login', {
      mobile: '13900139001',
      password,
      totp: await totpNow(secretOf(otpauth!)),
    });
    expect([login.status, login.body.data.staff.role]).toEqual([200, 'support']);
    const list = await adminCall<AdminList<StaffView>>(api, 'staffList', { pageSize: 200 }, boss.token);
    const row = list.body.data.items.find((s) => s.id === id)!;
    expect(row.mobile).toBe('139****9001');
    expect(row.last_login).not.toBe('');
    const audit = await auditOf(api, 'staff', id);
    expect(audit.map((a) => a.action)).toEqual(['staff.create']);
    expect(JSON.stringify(audit)).not.toContain(password!);
    expect(JSON.stringify(audit)).not.toContain(secretOf(otpauth!));
  });

  it('a reset password or TOTP is shown once, the old one stops working and the member is signed out', async () => {
    const m = await buildStaff(api, 'finance');
    const reset = await adminCall<StaffSecrets>(api, 'staffReset', { id: m.id, what: 'password' }, boss.token);
    expect(reset.status).toBe(200);
    expect(reset.body.data.otpauth).toBeUndefined();
    expect((await adminCall(api, 'me', {}, m.token)).status).toBe(401);
    const code = await totpNow(m.secret);
    expect((await adminCall(api, 'login', { mobile: m.mobile, password: m.password, totp: code })).status).toBe(401);
    const totp = await adminCall<StaffSecrets>(api, 'staffReset', { id: m.id, what: 'totp' }, boss.token);
    const fresh = await adminCall(api, 'login', {
      mobile: m.mobile,
      password: reset.body.data.password,
      totp: await totpNow(secretOf(totp.body.data.otpauth!)),
    });
    expect(fresh.status).toBe(200);
    const audit = await auditOf(api, 'staff', m.id);
    expect(audit.map((a) => a.action)).toEqual(['staff.reset_password', 'staff.reset_totp']);
    expect(audit[0]!.after).toEqual({ password: '已重置' });
  });

  it('disabling ends the sessions; nobody disables or demotes themself; the last active super stays', async () => {
    const m = await buildStaff(api, 'editor');
    expect((await adminCall(api, 'staffUpdate', { id: m.id, disabled: true }, boss.token)).status).toBe(200);
    expect((await adminCall(api, 'me', {}, m.token)).status).toBe(401);
    expect((await adminCall(api, 'staffUpdate', { id: m.id, disabled: false }, boss.token)).status).toBe(200);

    const self = await adminCall(api, 'staffUpdate', { id: boss.id, role: 'ops' }, boss.token);
    expect([self.status, self.body.msg]).toEqual([400, SELF_CHANGE]);
    // A second super may demote the first; then the one left is the last and cannot be demoted or disabled.
    const other = await buildStaff(api, 'super');
    const supers = await api.deps.db.db
      .selectFrom('staff')
      .select('id')
      .where('role', '=', 'super')
      .where('disabled', '=', 0)
      .execute();
    for (const s of supers)
      if (s.id !== other.id && s.id !== boss.id)
        await api.deps.db.db.updateTable('staff').set({ disabled: 1 }).where('id', '=', s.id).execute();
    expect((await adminCall(api, 'staffUpdate', { id: boss.id, role: 'ops' }, other.token)).status).toBe(200);
    // Service level, with a third member as the actor: the rule holds whoever asks.
    const actor = { staffId: m.id, ip: '127.0.0.1' };
    await expect(updateStaff(api.deps.db, actor, { id: other.id, role: 'editor' })).rejects.toMatchObject({
      message: LAST_SUPER,
    });
    await expect(updateStaff(api.deps.db, actor, { id: other.id, disabled: true })).rejects.toMatchObject({
      message: LAST_SUPER,
    });
    // Two demotions at once of the last two supers: exactly one passes. (On this machine the two transactions did
    // not overlap: the check also passed with the FOR UPDATE removed, so it guards the rule, not yet the lock.)
    await api.deps.db.db.updateTable('staff').set({ role: 'super' }).where('id', '=', boss.id).execute();
    const both = await Promise.allSettled([
      updateStaff(api.deps.db, actor, { id: boss.id, role: 'ops' }),
      updateStaff(api.deps.db, actor, { id: other.id, role: 'ops' }),
    ]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const left = await api.deps.db.db
      .selectFrom('staff')
      .select('id')
      .where('role', '=', 'super')
      .where('disabled', '=', 0)
      .execute();
    expect(left).toHaveLength(1);
    const audit = await auditOf(api, 'staff', m.id);
    expect(audit.map((a) => a.after)).toEqual([{ disabled: 1 }, { disabled: 0 }]);
  });
});
