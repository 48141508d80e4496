import crypto from 'node:crypto';
import { Router, type Request } from 'express';
import { DevApi, WechatApi } from '@aikc/shared/api-paths';
import { DevSmsOutboxQuerySchema } from '@aikc/shared/schemas/login';
import {
  DevQrconnectConfirmSchema,
  DevQrconnectQuerySchema,
  DevWechatAuthQuerySchema,
  DevWechatScanSchema,
  type DevWechatScanResult,
} from '@aikc/shared/schemas/wechat';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { badRequest } from '../../http/errors.ts';
import { formatDateTime } from '../../lib/time.ts';
import { DEV_OPEN_CODE_TTL_MS, devOpenCodeKey } from '../wechat/provider.ts';
import { randomAlnum } from '../wechat/service.ts';
import { wechatSignature } from '../wechat/signature.ts';
import { buildWechatXml } from '../wechat/xml.ts';
import { esc, sendDevPage } from './html.ts';
import { boundOpenids, sceneByQrString, smsOutbox } from './service.ts';

const wantsHtml = (req: Request, format: string | undefined) =>
  format === 'html' ||
  (format !== 'json' && req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded');

/** The event endpoint of this very process, as WeChat would reach it (loopback, the port we listen on). */
function selfEventUrl(req: Request): string {
  const addr = req.socket.localAddress ?? '127.0.0.1';
  const host = addr.includes(':') ? `[${addr}]` : addr;
  return `http://${host}:${req.socket.localPort}${WechatApi.event}`;
}

/**
 * Development-only pages and calls: the SMS outbox and the WeChat simulator (QR scans and the Open Platform
 * qrconnect page). Not mounted at all when NODE_ENV=production.
 */
export function devRoutes(deps: AppDeps): Router {
  const r = Router();
  if (deps.config.NODE_ENV === 'production') return r;
  const rt = deps.accounts;
  const db = deps.db.db;

  defineCall(
    r,
    deps,
    DevApi.smsOutbox,
    { input: DevSmsOutboxQuerySchema, methods: ['GET'] },
    async ({ input, res }) => {
      const list = await smsOutbox(db, input.mobile);
      if (input.format === 'json') return { list };
      const rows = list
        .map(
          (m) =>
            `<tr><td>${esc(formatDateTime(m.created_at))}</td><td>${esc(m.mobile)}</td><td>${esc(m.purpose)}</td><td class="code">${esc(m.code)}</td><td>${esc(m.content)}</td></tr>`,
        )
        .join('');
      sendDevPage(
        res,
        '短信发件箱',
        `<p>开发短信通道发出的最近50条验证码（JSON：?format=json&amp;mobile=...）。</p>
<table><tr><th>时间</th><th>手机号</th><th>用途</th><th>验证码</th><th>短信内容</th></tr>${rows || '<tr><td colspan="5">暂无短信</td></tr>'}</table>`,
      );
      return undefined;
    },
  );

  const identityForm = async (action: string, hidden: Record<string, string>) => {
    const inputs = Object.entries(hidden)
      .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
      .join('');
    const options = (await boundOpenids(db))
      .map((u) => `<option value="${esc(u.openid)}">${esc(u.openid)}（${esc(u.mobile)}）</option>`)
      .join('');
    return `<form method="post" action="${esc(action)}">${inputs}<input type="hidden" name="as" value="new">
<p>以<b>新微信用户</b>扫码（未绑定手机号，将进入绑定步骤）</p><button type="submit">新用户扫码</button></form>
<form method="post" action="${esc(action)}">${inputs}<input type="hidden" name="as" value="existing">
<p>以<b>已绑定的微信用户</b>扫码（直接登录）</p>
<select name="openid">${options || '<option value="">暂无已绑定的微信用户</option>'}</select> <button type="submit">已有用户扫码</button></form>`;
  };

  defineCall(
    r,
    deps,
    DevApi.wechatAuth,
    { input: DevWechatAuthQuerySchema, methods: ['GET'] },
    async ({ input, res }) => {
      const row = await sceneByQrString(db, input.scene);
      const state = !row
        ? '二维码不存在'
        : row.expires_at <= rt.now()
          ? '二维码已过期'
          : row.status === 'waiting'
            ? '等待扫码'
            : '已扫码';
      sendDevPage(
        res,
        '微信扫码模拟器',
        `<p>场景：<code>${esc(input.scene)}</code>，状态：${esc(state)}</p>${await identityForm(DevApi.wechatScan, { scene: input.scene })}`,
      );
      return undefined;
    },
  );

  defineCall(
    r,
    deps,
    DevApi.wechatScan,
    { input: DevWechatScanSchema, methods: ['POST'] },
    async ({ input, req, res }) => {
      if (input.as === 'existing' && !input.openid) throw badRequest('请选择已绑定的微信用户');
      const openid = input.as === 'existing' && input.openid ? input.openid : `oDEV${randomAlnum(24)}`;
      const event = input.as === 'new' ? 'subscribe' : 'SCAN';
      const createTime = Math.floor(rt.now() / 1000);
      const xml = buildWechatXml({
        ToUserName: 'gh_aikc_dev',
        FromUserName: openid,
        CreateTime: createTime,
        MsgType: 'event',
        Event: event,
        EventKey: event === 'subscribe' ? `qrscene_${input.scene}` : input.scene,
        Ticket: `dev-ticket-${input.scene}`,
      });
      // As WeChat does: sign each delivery, wait at most 5 s, retry up to 3 times with the same message.
      let status = 0;
      let reply = '';
      for (let attempt = 0; attempt < 4 && status !== 200; attempt++) {
        const timestamp = String(Math.floor(rt.now() / 1000));
        const nonce = String(crypto.randomInt(1e9));
        const qs = new URLSearchParams({
          signature: wechatSignature(deps.config.WECHAT_TOKEN, timestamp, nonce),
          timestamp,
          nonce,
          openid,
        });
        try {
          const resp = await fetch(`${selfEventUrl(req)}?${qs}`, {
            method: 'POST',
            headers: { 'Content-Type': 'text/xml' },
            body: xml,
            signal: AbortSignal.timeout(5000),
          });
          status = resp.status;
          reply = await resp.text();
        } catch {
          status = 0;
        }
      }
      const result: DevWechatScanResult = { openid, event, status, reply };
      if (!wantsHtml(req, input.format)) return result;
      sendDevPage(
        res,
        '微信扫码模拟器',
        `<p>已以 <code>${esc(openid)}</code> 发送 ${esc(event)} 事件（接口应答 ${status} ${esc(reply)}）。请回到登录页面查看结果。</p>`,
      );
      return undefined;
    },
  );

  const safeRedirect = (uri: string): string => {
    if (uri.startsWith('/') && !uri.startsWith('//')) return uri;
    const base = new URL(deps.config.PUBLIC_BASE_URL);
    try {
      const u = new URL(uri);
      if (u.origin === base.origin) return u.toString();
    } catch {
      /* fall through */
    }
    throw badRequest('redirect_uri 不属于本站');
  };

  defineCall(
    r,
    deps,
    DevApi.wechatQrconnect,
    { input: DevQrconnectQuerySchema, methods: ['GET'] },
    async ({ input, res }) => {
      safeRedirect(input.redirect_uri);
      sendDevPage(
        res,
        '微信开放平台登录模拟器',
        await identityForm(DevApi.wechatQrconnectConfirm, { redirect_uri: input.redirect_uri, state: input.state }),
      );
      return undefined;
    },
  );

  // "Scan + confirm": a one-time code (10 min, as WeChat's) that wei_code_to_openid exchanges for the openid.
  defineCall(
    r,
    deps,
    DevApi.wechatQrconnectConfirm,
    { input: DevQrconnectConfirmSchema, methods: ['POST'] },
    async ({ input, req, res }) => {
      const target = new URL(safeRedirect(input.redirect_uri), deps.config.PUBLIC_BASE_URL);
      if (input.as === 'existing' && !input.openid) throw badRequest('请选择已绑定的微信用户');
      const openid = input.as === 'existing' && input.openid ? input.openid : `oDEV${randomAlnum(24)}`;
      const code = randomAlnum(32);
      await rt.store.set(devOpenCodeKey(code), openid, DEV_OPEN_CODE_TTL_MS);
      target.searchParams.set('code', code);
      target.searchParams.set('state', input.state);
      if (!wantsHtml(req, input.format)) return { code, openid, redirect: target.toString() };
      res.redirect(302, input.redirect_uri.startsWith('/') ? `${target.pathname}${target.search}` : target.toString());
      return undefined;
    },
  );

  return r;
}
