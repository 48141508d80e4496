import { Router } from 'express';
import { LoginApi } from '@aikc/shared/api-paths';
import {
  ForgetPasswordSchema,
  LoginByMobileCodeSchema,
  LoginByPasswordSchema,
  LogoutSchema,
  RegisterByPasswordSchema,
  SendMobileCodeSchema,
} from '@aikc/shared/schemas/login';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { sendCode } from '../sms/service.ts';
import { guardIp } from '../../http/ip-guard.ts';
import { loginContext } from './guards.ts';
import { forgetPassword, loginByMobileCode, loginByPassword, registerByPassword } from './service.ts';
import { revokeRequestToken } from './tokens.ts';

/**
 * /api/front/login/*: every call is POST and counted against the per-IP login window first. The WeChat sign-in
 * calls of the same path are wechat/routes.ts's.
 */
export function loginRoutes(deps: AppDeps): Router {
  const r = Router();
  const rt = deps.accounts;
  const db = deps.db.db;
  const post = { methods: ['POST'] as ('GET' | 'POST')[] };

  const context = (req: Parameters<typeof loginContext>[1]) => loginContext(deps, req);

  defineCall(r, deps, LoginApi.sendMobileCode, { input: SendMobileCodeSchema, ...post }, async ({ input, req }) => {
    const ctx = await context(req);
    await guardIp(rt, rt.limits.smsSendIp, ctx.ip);
    return sendCode(ctx, input.mobile, input.type, input.captchaVerification, ctx.ip);
  });

  defineCall(r, deps, LoginApi.loginByMobileCode, { input: LoginByMobileCodeSchema, ...post }, async ({ input, req }) =>
    loginByMobileCode(await context(req), input.mobile, input.mobile_code),
  );

  defineCall(r, deps, LoginApi.loginByPassword, { input: LoginByPasswordSchema, ...post }, async ({ input, req }) =>
    loginByPassword(await context(req), input.mobile, input.password),
  );

  defineCall(
    r,
    deps,
    LoginApi.registerByPassword,
    { input: RegisterByPasswordSchema, ...post },
    async ({ input, req }) => registerByPassword(await context(req), input.mobile, input.mobile_code, input.password),
  );

  defineCall(r, deps, LoginApi.forgetPassword, { input: ForgetPasswordSchema, ...post }, async ({ input, req }) =>
    forgetPassword(await context(req), input.mobile, input.mobile_code, input.password),
  );

  // No auth requirement: logging out with an expired token must still succeed (and revoke what it can).
  defineCall(r, deps, LoginApi.logout, { input: LogoutSchema, ...post }, async ({ req }) => {
    await revokeRequestToken(db, req, rt.now());
    return null;
  });

  return r;
}
