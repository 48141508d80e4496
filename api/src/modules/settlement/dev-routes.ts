import { Router, type Request } from 'express';
import { z } from 'zod';
import { DevPayApi, PayNotifyApi } from '@aikc/shared/api-paths';
import { TOKEN_COOKIE } from '@aikc/shared/constants';
import { formatFen } from '@aikc/shared/rights';
import {
  DevPaySchema,
  ORDER_NO_PATTERN,
  ORDER_STATUS_NAMES,
  PAY_CHANNEL_NAMES,
  PAY_CHANNELS,
  type OrderStatus,
} from '@aikc/shared/schemas/membership';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { tokenFromRequest, userForToken } from '../../http/auth.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { selfUrl } from '../../http/self-url.ts';
import { formatDateTime } from '../../lib/time.ts';
import { esc, sendDevPage } from '../dev/html.ts';
import { orderByNo, payOrderInfo } from '../membership/service.ts';

const CashierQuerySchema = z.object({
  order_no: z.string().regex(ORDER_NO_PATTERN, '订单号格式不正确'),
  channel: z.enum(PAY_CHANNELS),
});

/**
 * The token of a simulator page's visitor: the Authorization header, or else the portal's session cookie. The
 * cashier is opened by navigation (a new tab from the order page), which sends no header; the cookie is SameSite=Lax,
 * so a cross-site form post to `pay` arrives without it. Only these development pages read the cookie.
 */
function simulatorToken(req: Request): string | null {
  const fromHeader = tokenFromRequest(req);
  if (fromHeader) return fromHeader;
  const prefix = `${TOKEN_COOKIE}=`;
  const raw = (req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(prefix));
  const token = raw ? decodeURIComponent(raw.slice(prefix.length)) : '';
  return /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : null;
}

/**
 * The payment simulator's pages (PAY_PROVIDER=dev only; not mounted in production): the cashier a dev QR code
 * points to, and "pay", which sends the channel's signed notification to our notify URL exactly as WeChat Pay
 * or Alipay would, and reports what the API answered. Both need the order's owner signed in (another user's
 * order and an unknown one read alike): `npm start` runs the simulator by default, and it must not pay for anyone.
 */
export function devPayRoutes(deps: AppDeps): Router {
  const r = Router();
  if (deps.config.NODE_ENV === 'production' || deps.config.PAY_PROVIDER !== 'dev') return r;
  const { db } = deps.db;

  /** The order when the visitor is signed in as its owner; otherwise 401 (not signed in) or 404. */
  const ownOrder = async (req: Request, orderNo: string) => {
    const token = simulatorToken(req);
    const user = token ? await userForToken(db, token) : null;
    if (!user) throw unauthorized('请先登录下单账号，再打开支付模拟器');
    const o = await orderByNo(db, orderNo);
    if (!o || o.user_id !== user.id) throw notFound('订单不存在');
    return o;
  };

  defineCall(
    r,
    deps,
    DevPayApi.cashier,
    { input: CashierQuerySchema, methods: ['GET'] },
    async ({ input, req, res }) => {
      const o = await ownOrder(req, input.order_no);
      const info = payOrderInfo(o);
      const status =
        o.status === 'pending' && o.expires_at <= Date.now()
          ? '已关闭（超时）'
          : ORDER_STATUS_NAMES[o.status as OrderStatus];
      sendDevPage(
        res,
        `${PAY_CHANNEL_NAMES[input.channel]}收银台模拟器`,
        `<table>
<tr><th>商品</th><td>${esc(info.description)}</td></tr><tr><th>订单号</th><td><code>${esc(o.order_no)}</code></td></tr>
<tr><th>金额</th><td class="code">${esc(formatFen(o.amount_fen))}</td></tr><tr><th>订单状态</th><td>${esc(status)}</td></tr>
<tr><th>支付截止</th><td>${esc(formatDateTime(o.expires_at))}</td></tr></table>
<form method="post" action="${esc(DevPayApi.pay)}"><input type="hidden" name="order_no" value="${esc(o.order_no)}"><input type="hidden" name="channel" value="${esc(input.channel)}"><input type="hidden" name="format" value="html">
<p>点击后，模拟器将以${esc(PAY_CHANNEL_NAMES[input.channel])}的格式签名并发送支付成功通知。</p><button type="submit">确认支付 ${esc(formatFen(o.amount_fen))}</button></form>`,
      );
      return undefined;
    },
  );

  defineCall(r, deps, DevPayApi.pay, { input: DevPaySchema, methods: ['POST'] }, async ({ input, req, res }) => {
    const sim = deps.payments.simulator;
    const o = await ownOrder(req, input.order_no);
    if (!sim) throw notFound('订单不存在');
    const amount = input.amount_fen ?? o.amount_fen;
    const n =
      input.channel === 'wechat'
        ? sim.wechatNotification(o.order_no, amount)
        : sim.alipayNotification(o.order_no, amount);
    const resp = await fetch(selfUrl(req, PayNotifyApi[input.channel]), {
      method: 'POST',
      headers: n.headers,
      body: n.body,
      signal: AbortSignal.timeout(10_000),
    });
    const result = { status: resp.status, reply: await resp.text() };
    if (input.format !== 'html') return result;
    const ok = resp.status < 300 && result.reply !== 'failure';
    sendDevPage(
      res,
      '支付模拟器',
      `<p>已发送${esc(PAY_CHANNEL_NAMES[input.channel])}支付通知，接口应答 ${result.status} ${esc(result.reply)}。</p><p>${ok ? '支付成功，请回到订单页面查看结果。' : '通知未被接受，请查看接口日志。'}</p>`,
    );
    return undefined;
  });
  return r;
}
