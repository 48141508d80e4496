import express, { Router } from 'express';
import { InternalApi, LoginApi, OtherApi, WechatApi } from '@aikc/shared/api-paths';
import { fail } from '@aikc/shared/envelope';
import { ResultCode } from '@aikc/shared/result-codes';
import { SceneStatusesBodySchema } from '@aikc/shared/schemas/keyed-batch';
import { LoginByWxEwmSchema, WxByBangSchema } from '@aikc/shared/schemas/login';
import { WeiCodeToOpenidSchema, WxSceneStatusQuerySchema } from '@aikc/shared/schemas/wechat';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { gatewayGate } from '../../http/gateway-gate.ts';
import { clientIp, guardIp } from '../../http/ip-guard.ts';
import { loginContext } from '../login/guards.ts';
import { platformOf } from '../login/tokens.ts';
import { verifyWechatSignature } from './signature.ts';
import {
  bindAndLogin,
  createScene,
  handleEvent,
  openCodeLogin,
  sceneStatus,
  sceneStatuses,
  toWechatEvent,
} from './service.ts';
import { parseWechatXml, WECHAT_XML_MAX } from './xml.ts';

/**
 * The WeChat server-facing endpoint (Official Account server URL), other/wei_code_to_openid, the WeChat sign-in
 * calls under login/ (QR scene, bind by mobile, scene status) and the realtime gateway's batched scene status
 * (internal).
 */
export function wechatRoutes(deps: AppDeps): Router {
  const r = Router();
  const rt = deps.accounts;
  const db = deps.db.db;
  const token = deps.config.WECHAT_TOKEN;

  // The server-URL check WeChat makes when the URL is configured: echo echostr for a valid signature.
  r.get(WechatApi.event, (req, res) => {
    const echostr = req.query.echostr;
    if (!verifyWechatSignature(token, req.query, rt.now()) || typeof echostr !== 'string' || echostr.length > 128) {
      res.status(403).json(fail(ResultCode.FORBIDDEN, '签名无效'));
      return;
    }
    res.type('text/plain').send(echostr);
  });

  r.post(WechatApi.event, express.text({ type: () => true, limit: WECHAT_XML_MAX }), async (req, res, next) => {
    try {
      if (!verifyWechatSignature(token, req.query, rt.now())) {
        res.status(403).json(fail(ResultCode.FORBIDDEN, '签名无效'));
        return;
      }
      const msg = typeof req.body === 'string' ? parseWechatXml(req.body) : null;
      if (!msg) {
        res.status(400).json(fail(ResultCode.BAD_REQUEST, '消息格式有误'));
        return;
      }
      const event = toWechatEvent(msg);
      const outcome = event ? await handleEvent({ db, rt, platform: 'pc-web' }, event) : 'ignored';
      deps.logger.info({ event: event?.event, outcome }, 'wechat event');
      // WeChat wants the literal "success" (or an empty body) for "no reply".
      res.type('text/plain').send('success');
    } catch (err) {
      next(err);
    }
  });

  defineCall(r, deps, LoginApi.loginByWxEwm, { input: LoginByWxEwmSchema, methods: ['GET', 'POST'] }, async ({ req }) =>
    createScene(await loginContext(deps, req)),
  );

  defineCall(r, deps, LoginApi.wxByBang, { input: WxByBangSchema, methods: ['POST'] }, async ({ input, req }) =>
    bindAndLogin(await loginContext(deps, req), input.mobile, input.mobile_code, input.openid),
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

  defineCall(r, deps, OtherApi.weiCodeToOpenid, { input: WeiCodeToOpenidSchema }, async ({ input, req }) => {
    await guardIp(rt, rt.limits.loginIp, clientIp(req));
    return openCodeLogin({ db, rt, platform: platformOf(req) }, input.code);
  });

  // The gateway's QR topic: every watched scene in one call per interval (not counted against the login window).
  r.use(InternalApi.sceneStatuses, gatewayGate(deps.config.GATEWAY_TOKEN));
  defineCall(
    r,
    deps,
    InternalApi.sceneStatuses,
    { input: SceneStatusesBodySchema, methods: ['POST'] },
    async ({ input, req }) => ({
      statuses: await sceneStatuses({ db, rt, platform: platformOf(req) }, input.scenes, input.consume),
    }),
  );

  return r;
}
