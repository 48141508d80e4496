import { Router } from 'express';
import { AdminIdBodySchema } from '@aikc/shared/admin/schemas/common';
import {
  MembershipGrantBodySchema,
  UserDisableBodySchema,
  UserIdBodySchema,
  UserListQuerySchema,
} from '@aikc/shared/admin/schemas/users';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../http/errors.ts';
import { audited } from './audit.ts';
import { adminCall } from './guard.ts';
import { grantMembership, listUsers, loadUser, setUserDisabled, userDetail } from './users-service.ts';

/** 客服 / 运营: find users, see one, disable / enable, clear a login lock, grant membership. */
export function adminUsersRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;
  const rt = deps.accounts;
  // Locked: the account's hard stop (all sources together) has been reached.
  const locked = async (mobile: string) => {
    const v = await rt.throttle.check(mobile, '__admin_probe__');
    return !v.ok && v.reason === 'account';
  };

  adminCall(r, deps, 'userList', UserListQuerySchema, ({ input }) => listUsers(db, input));
  adminCall(r, deps, 'userGet', AdminIdBodySchema, ({ input }) => userDetail(db, input.id, locked));
  adminCall(r, deps, 'userDisable', UserDisableBodySchema, async ({ input, actor }) => {
    await setUserDisabled(db, actor, input.id, true, input.reason);
    return null;
  });
  adminCall(r, deps, 'userEnable', UserIdBodySchema, async ({ input, actor }) => {
    await setUserDisabled(db, actor, input.id, false, null);
    return null;
  });
  adminCall(r, deps, 'userClearThrottle', UserIdBodySchema, async ({ input, actor }) => {
    await audited(db, actor, async (trx) => {
      const u = await loadUser(trx, input.id);
      if (!u.mobile) throw badRequest('该用户未绑定手机号，无登录限制');
      const wasLocked = await locked(u.mobile);
      // Inside the audit transaction: if the counters cannot be cleared, no audit row claims they were.
      await rt.throttle.clearAccount(u.mobile);
      return {
        entry: {
          action: 'user.clear_throttle',
          entity: 'user',
          entityId: input.id,
          before: { login_locked: wasLocked },
          after: { login_locked: false },
        },
        result: null,
      };
    });
    return null;
  });
  adminCall(r, deps, 'userGrantMembership', MembershipGrantBodySchema, async ({ input, actor }) => {
    await grantMembership(db, actor, input);
    return userDetail(db, input.id, locked);
  });
  return r;
}
