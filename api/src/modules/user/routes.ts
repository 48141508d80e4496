import { Router } from 'express';
import { UserApi } from '@aikc/shared/api-paths';
import { DEFAULT_MESSAGES, ResultCode } from '@aikc/shared/result-codes';
import {
  BangMobileSchema,
  ModifyUserInfoSchema,
  ResetPasswordSchema,
  SetPasswordSchema,
  UserInfoQuerySchema,
} from '@aikc/shared/schemas/user';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { mountAvatarRoutes } from './avatar.ts';
import { presentCurrentUser } from '../login/current-user.ts';
import { bangMobile, modifyUserInfo, resetPassword, setPassword } from './service.ts';

export function userRoutes(deps: AppDeps): Router {
  const r = Router();
  const rt = deps.accounts;
  const db = deps.db.db;
  const post = { methods: ['POST'] as ('GET' | 'POST')[] };

  // A WeChat-only account (no mobile) answers 8001 with the user in `data`: the cached user-info call hands the
  // code to its caller, which asks for a mobile. 8002 (no company) belongs to the company module, not here.
  defineCall(r, deps, UserApi.userInfo, { input: UserInfoQuerySchema, auth: 'user' }, ({ user, res }) => {
    const current = presentCurrentUser(user, rt.now());
    if (!user.mobile) {
      res.json({
        code: ResultCode.NEED_BIND_MOBILE,
        msg: DEFAULT_MESSAGES[ResultCode.NEED_BIND_MOBILE],
        data: current,
      });
      return undefined;
    }
    return current;
  });

  defineCall(
    r,
    deps,
    UserApi.modifyUserInfo,
    { input: ModifyUserInfoSchema, auth: 'user', ...post },
    async ({ input, user }) => presentCurrentUser(await modifyUserInfo({ db, rt, user }, input), rt.now()),
  );

  defineCall(r, deps, UserApi.bangMobile, { input: BangMobileSchema, auth: 'user', ...post }, async ({ input, user }) =>
    presentCurrentUser(await bangMobile({ db, rt, user }, input.mobile, input.mobile_code), rt.now()),
  );

  defineCall(
    r,
    deps,
    UserApi.setPassword,
    { input: SetPasswordSchema, auth: 'user', ...post },
    async ({ input, user, req }) => {
      await setPassword({ db, rt, user }, req, input.old_password, input.password);
      return null;
    },
  );

  defineCall(
    r,
    deps,
    UserApi.resetPassword,
    { input: ResetPasswordSchema, auth: 'user', ...post },
    async ({ input, user, req }) => {
      await resetPassword({ db, rt, user }, req, input.mobile_code, input.password);
      return null;
    },
  );

  mountAvatarRoutes(r, deps);
  return r;
}
