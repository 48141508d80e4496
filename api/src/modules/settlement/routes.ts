import { Router, type Request, type Response } from 'express';
import { PayNotifyApi } from '@aikc/shared/api-paths';
import type { PayChannel } from '@aikc/shared/schemas/membership';
import type { AppDeps } from '../../deps.ts';
import { handleNotification } from './notify.ts';
import { handleRefundNotification } from './refunds.ts';
import type { NotifyRequest } from '../payment/provider.ts';

/** The exact bytes of a JSON body, kept by the JSON parser for these paths only (app.ts). */
export const RAW_BODY_PATHS: readonly string[] = [PayNotifyApi.wechat, PayNotifyApi.wechatRefund];

function notifyRequest(req: Request): NotifyRequest {
  const headers: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(req.headers)) headers[k.toLowerCase()] = Array.isArray(v) ? v[0] : v;
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  const form: Record<string, string> = {};
  if (req.body && typeof req.body === 'object' && !raw) {
    for (const [k, v] of Object.entries(req.body as Record<string, unknown>)) if (typeof v === 'string') form[k] = v;
  }
  return { headers, rawBody: raw ? raw.toString('utf8') : '', form };
}

/**
 * Where WeChat Pay and Alipay deliver payment notifications. Each is verified by its channel (signature,
 * decryption) and then checked against our order (merchant, currency, order, amount) in notify.ts; the answer
 * is the one each provider expects (WeChat v3: 204 / 4xx JSON; Alipay: `success` / `failure`).
 */
export function payNotifyRoutes(deps: AppDeps): Router {
  const r = Router();
  const handle = (channelName: PayChannel) => async (req: Request, res: Response) => {
    const rt = deps.payments;
    const channel = rt.channels.get(channelName);
    if (!channel) {
      res.status(404).json({ code: 'NOT_FOUND', message: '该支付方式未开通' });
      return;
    }
    const outcome = await handleNotification(deps, channel, notifyRequest(req), rt.now());
    // A replay, a late payment we refunded, and a non-success event are all settled: the provider may stop.
    const ack = channel.ackBody(
      outcome !== 'rejected' && outcome !== 'refund_failed',
      outcome === 'rejected' ? '验签或订单校验失败' : '退款处理失败',
    );
    res.status(ack.status).type(ack.type).send(ack.body);
  };
  r.post(PayNotifyApi.wechat, handle('wechat'));
  // 退款结果通知 of the refunds the back office asked for: applied once however often it arrives.
  r.post(PayNotifyApi.wechatRefund, async (req: Request, res: Response) => {
    const rt = deps.payments;
    const channel = rt.channels.get('wechat');
    if (!channel) {
      res.status(404).json({ code: 'NOT_FOUND', message: '该支付方式未开通' });
      return;
    }
    const outcome = await handleRefundNotification(deps, channel, notifyRequest(req), rt.now());
    // An unknown refund is not ours to retry; only a refused signature asks WeChat to send again.
    const ack = channel.ackBody(outcome !== 'rejected', '验签或退款校验失败');
    res.status(ack.status).type(ack.type).send(ack.body);
  });
  r.post(PayNotifyApi.alipay, handle('alipay'));
  return r;
}
