import { Router } from 'express';
import { CaptchaApi } from '@aikc/shared/api-paths';
import { CaptchaCheckSchema, CaptchaGetSchema } from '@aikc/shared/schemas/captcha';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { clientIp, guardIp } from '../../http/ip-guard.ts';
import { checkChallenge, createChallenge } from './service.ts';

/** AJ-Captcha blockPuzzle: /captcha/get and /captcha/check (POST JSON, as the AJ front end sends). */
export function captchaRoutes(deps: AppDeps): Router {
  const r = Router();
  const rt = deps.accounts;

  defineCall(r, deps, CaptchaApi.get, { input: CaptchaGetSchema, methods: ['POST'] }, async ({ req }) => {
    await guardIp(rt, rt.limits.captchaIp, clientIp(req));
    return createChallenge(rt.store);
  });

  defineCall(r, deps, CaptchaApi.check, { input: CaptchaCheckSchema, methods: ['POST'] }, async ({ input, req }) => {
    await guardIp(rt, rt.limits.captchaIp, clientIp(req));
    return checkChallenge(rt.store, input.token, input.pointJson);
  });

  return r;
}
