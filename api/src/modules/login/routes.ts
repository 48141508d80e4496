import type { Request } from 'express';
import { Router } from 'express';
import { LoginApi } from '@aikc/shared/api-paths';
import {
  ForgetPasswordSchema,
  LoginByMobileCodeSchema,
  LoginByPasswordSchema,
  LoginByWxEwmSchema,
  LogoutSchema,
  RegisterByPasswordSchema,
  SendMobileCodeSchema,
  WxByBangSchema,
} from '@aikc/shared/schemas/login';
import { WxSceneStatusQuerySchema } from '@aikc/shared/schemas/wechat';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { sendCode } from '../sms/service.ts';
import { bindAndLogin, createScene, sceneStatus } from '../wechat/service.ts';
import { clientIp, guardIp } from './guards.ts';
import { accountRuntime } from './runtime.ts';
import {
  forgetPassword,
  loginByMobileCode,
  loginByPassword,
  registerByPassword,
  type LoginContext,
} from './service.ts';
import { platformOf, revokeRequestToken } from './tokens.ts';

/** /api/front/login/*: every call is POST and counted against the per-IP login window first. */
export function loginRoutes(deps: AppDeps): Router {
  const r = Router();
  const rt = accountRuntime(deps);
  const db = deps.db.db;
  const post = { methods: ['POST'] as ('GET' | 'POST')[] };

  const context = async (req: Request): Promise<LoginContext> => {
    const ip = clientIp(req);
    await guardIp(rt, rt.limits.loginIp, ip);
    return { db, rt, logger: deps.logger, ip, platform: platformOf(req) };
  };

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

  defineCall(r, deps, LoginApi.loginByWxEwm, { input: LoginByWxEwmSchema, methods: ['GET', 'POST'] }, async ({ req }) =>
    createScene(await context(req)),
  );

  defineCall(r, deps, LoginApi.wxByBang, { input: WxByBangSchema, ...post }, async ({ input, req }) =>
    bindAndLogin(await context(req), input.mobile, input.mobile_code, input.openid),
  );

  // Polled by the realtime gateway (one poll per watched scene, a few per second at most across the cluster),
  // so it is not counted against the per-IP login window of the gateway's address.
  defineCall(
    r,
    deps,
    LoginApi.wxSceneStatus,
    { input: WxSceneStatusQuerySchema, methods: ['GET'] },
    async ({ input, req }) => sceneStatus({ db, rt, platform: platformOf(req) }, input.scene, input.consume === '1'),
  );

  return r;
}
