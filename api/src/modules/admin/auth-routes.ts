import { Router } from 'express';
import { z } from 'zod';
import { StaffListQuerySchema, StaffLoginBodySchema, StaffUpdateBodySchema } from '@aikc/shared/admin/schemas/auth';
import type { StaffLoginResult, StaffMe, StaffView } from '@aikc/shared/admin/schemas/auth';
import type { AdminList } from '@aikc/shared/admin/schemas/common';
import { isStaffRole, ROLE_PERMISSIONS, STAFF_ROLE_NAMES } from '@aikc/shared/admin/permissions';
import { STAFF_IDLE_MS } from '@aikc/shared/admin/schemas/auth';
import type { AppDeps } from '../../deps.ts';
import type { StaffRow } from '../../db/schema.ts';
import { tokenFromRequest } from '../../http/auth.ts';
import { badRequest, notFound, tooManyRequests, unauthorized } from '../../http/errors.ts';
import { formatDateTime } from '../../lib/time.ts';
import { LoginMessage, loginDelayMessage } from '@aikc/shared/schemas/login';
import { verifyPassword } from '../login/password.ts';
import { accountRuntime } from '../login/runtime.ts';
import { clientIp, guardIp } from '../login/guards.ts';
import { audited } from './audit.ts';
import { adminCall } from './guard.ts';
import { endSession, openSession, staffThrottle, totpValid } from './session.ts';

export function staffView(s: StaffRow): StaffView {
  const role = isStaffRole(s.role) ? s.role : 'editor';
  return {
    id: s.id,
    mobile: s.mobile,
    name: s.name,
    role,
    role_name: STAFF_ROLE_NAMES[role],
    disabled: Boolean(s.disabled),
    created_at: formatDateTime(s.created_at),
  };
}

function me(s: StaffRow): StaffMe {
  const view = staffView(s);
  return { ...view, permissions: isStaffRole(s.role) ? [...ROLE_PERMISSIONS[s.role]] : [] };
}

const LOGIN_FAILED = '手机号、密码或动态验证码错误';

/** Staff sign-in (mobile + password + TOTP, throttled like the portal's login), sign-out, me, and staff accounts. */
export function adminAuthRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;
  const rt = accountRuntime(deps);

  adminCall(r, deps, 'login', StaffLoginBodySchema, async ({ input, req }): Promise<StaffLoginResult> => {
    const ip = clientIp(req);
    await guardIp(rt, rt.limits.loginIp, ip);
    const throttle = staffThrottle(deps);
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

  adminCall(r, deps, 'staffList', StaffListQuerySchema, async ({ input }): Promise<AdminList<StaffView>> => {
    const [rows, count] = await Promise.all([
      db
        .selectFrom('staff')
        .selectAll()
        .orderBy('id')
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize)
        .execute(),
      db
        .selectFrom('staff')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(staffView), total: Number(count.n), page: input.page, pageSize: input.pageSize };
  });

  adminCall(r, deps, 'staffUpdate', StaffUpdateBodySchema, async ({ input, actor }) => {
    if (input.id === actor.staffId && (input.disabled || (input.role && input.role !== 'super')))
      throw badRequest('不能停用自己或降低自己的角色');
    const now = Date.now();
    return audited(
      db,
      actor,
      async (trx) => {
        const before = await trx.selectFrom('staff').selectAll().where('id', '=', input.id).executeTakeFirst();
        if (!before) throw notFound('人员不存在');
        const set = {
          ...(input.role ? { role: input.role } : {}),
          ...(input.disabled === undefined ? {} : { disabled: input.disabled ? 1 : 0 }),
          updated_at: now,
        };
        const after = await trx
          .updateTable('staff')
          .set(set)
          .where('id', '=', input.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        // Disabling or changing a role ends the member's sessions: the next call signs in under the new rules.
        await trx
          .updateTable('staff_sessions')
          .set({ ended_at: now })
          .where('staff_id', '=', input.id)
          .where('ended_at', 'is', null)
          .execute();
        return {
          entry: {
            action: 'staff.update',
            entity: 'staff',
            entityId: input.id,
            before: { role: before.role, disabled: before.disabled },
            after: { role: after.role, disabled: after.disabled },
          },
          result: staffView(after),
        };
      },
      now,
    );
  });

  return r;
}
