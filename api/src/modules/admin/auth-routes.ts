import { Router } from 'express';
import { z } from 'zod';
import {
  StaffCreateBodySchema,
  StaffListQuerySchema,
  StaffLoginBodySchema,
  StaffResetBodySchema,
  StaffUpdateBodySchema,
} from '@aikc/shared/admin/schemas/auth';
import type { StaffLoginResult, StaffMe } from '@aikc/shared/admin/schemas/auth';
import { isStaffRole, ROLE_PERMISSIONS } from '@aikc/shared/admin/permissions';
import { STAFF_IDLE_MS } from '@aikc/shared/admin/schemas/auth';
import type { AppDeps } from '../../deps.ts';
import type { StaffRow } from '../../db/schema.ts';
import { tokenFromRequest } from '../../http/auth.ts';
import { tooManyRequests, unauthorized } from '../../http/errors.ts';
import { LoginMessage, loginDelayMessage } from '@aikc/shared/schemas/login';
import { verifyPassword } from '../login/password.ts';
import { clientIp, guardIp } from '../../http/ip-guard.ts';
import { createStaffMember, listStaff, resetStaffSecret, staffView, updateStaff } from './staff-admin.ts';
import { adminCall } from './guard.ts';
import { endSession, openSession, totpValid } from './session.ts';

function me(s: StaffRow): StaffMe {
  const view = staffView(s, null, true);
  return { ...view, permissions: isStaffRole(s.role) ? [...ROLE_PERMISSIONS[s.role]] : [] };
}

const LOGIN_FAILED = '手机号、密码或动态验证码错误';

/** Staff sign-in (mobile + password + TOTP, throttled like the portal's login), sign-out, me, and staff accounts. */
export function adminAuthRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;
  const rt = deps.accounts;

  adminCall(r, deps, 'login', StaffLoginBodySchema, async ({ input, req }): Promise<StaffLoginResult> => {
    const ip = clientIp(req);
    await guardIp(rt, rt.limits.loginIp, ip);
    const throttle = deps.staffThrottle;
    const verdict = await throttle.check(input.mobile, ip);
    if (!verdict.ok) {
      if (verdict.reason === 'account') throw tooManyRequests('该账号登录失败次数过多，已暂停登录，请联系超级管理员');
      throw tooManyRequests(
        verdict.reason === 'source' ? LoginMessage.lockedOut : loginDelayMessage(verdict.retryAfterSec),
      );
    }
    const now = Date.now();
    const staff = await db.selectFrom('staff').selectAll().where('mobile', '=', input.mobile).executeTakeFirst();
    // The password is verified even for an unknown mobile (timing), and the TOTP only after it.
    const passwordOk = await verifyPassword(staff?.password_hash ?? null, input.password);
    const ok = staff && !staff.disabled && passwordOk && (await totpValid(staff.totp_secret, input.totp, now));
    if (!ok) {
      await throttle.recordFailure(input.mobile, ip);
      throw unauthorized(LOGIN_FAILED);
    }
    await throttle.recordSuccess(input.mobile, ip);
    const token = await openSession(db, staff.id, ip, now);
    return { token, idle_ms: STAFF_IDLE_MS, staff: me(staff) };
  });

  adminCall(r, deps, 'logout', z.object({}), async ({ req }) => {
    const token = tokenFromRequest(req);
    if (token) await endSession(db, token, Date.now());
    return null;
  });

  adminCall(r, deps, 'me', z.object({}), ({ staff }) => me(staff));

  adminCall(r, deps, 'staffList', StaffListQuerySchema, ({ input }) => listStaff(deps.db, input));
  adminCall(r, deps, 'staffUpdate', StaffUpdateBodySchema, ({ input, actor }) => updateStaff(deps.db, actor, input));
  adminCall(r, deps, 'staffCreate', StaffCreateBodySchema, ({ input, actor }) =>
    createStaffMember(deps.db, actor, input),
  );
  adminCall(r, deps, 'staffReset', StaffResetBodySchema, ({ input, actor }) => resetStaffSecret(deps.db, actor, input));

  return r;
}
