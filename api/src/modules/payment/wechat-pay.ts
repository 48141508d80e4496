import crypto, { type KeyObject } from 'node:crypto';
import { z } from 'zod';
import {
  NotifyRejected,
  type NotifyRequest,
  type PaymentChannel,
  type PayOrderInfo,
  type RefundAnswer,
  type RefundRequest,
  type VerifiedPayment,
  type VerifiedRefund,
} from './provider.ts';

/**
 * WeChat Pay API v3 (微信支付 APIv3), Native payment (扫码支付):
 * - requests are signed `WECHATPAY2-SHA256-RSA2048` with the merchant private key over
 *   `METHOD\nPATH\nTIMESTAMP\nNONCE\nBODY\n`; answers are checked like notifications;
 * - notifications are checked with the WeChat Pay public key (or platform certificate) over
 *   `TIMESTAMP\nNONCE\nBODY\n` (headers Wechatpay-Timestamp/-Nonce/-Signature/-Serial), and their `resource`
 *   is decrypted with AEAD_AES_256_GCM (key: the APIv3 key; nonce and associated_data from the resource).
 * See pay.weixin.qq.com/doc/v3/merchant/4012791874 (Native 下单), 4012791861 (支付通知), 4013053249 (签名).
 */
export interface WechatPayKeys {
  mchid: string;
  appid: string;
  /** Merchant API certificate serial number. */
  serialNo: string;
  merchantPrivateKey: KeyObject;
  apiV3Key: string;
  platformPublicKey: KeyObject;
  /** The Wechatpay-Serial a genuine notification carries. */
  platformSerial: string;
}

/** How a request reaches WeChat Pay: real HTTPS, or the development simulator. */
export interface WechatTransport {
  send(
    method: 'POST' | 'GET',
    path: string,
    body: string,
    authorization: string,
  ): Promise<{ status: number; headers: Headers; body: string }>;
}

/** How far a notification's timestamp may be from our clock (WeChat's own recommendation: 5 minutes). */
const MAX_SKEW_S = 300;

export function wechatAuthorization(
  keys: Pick<WechatPayKeys, 'mchid' | 'serialNo' | 'merchantPrivateKey'>,
  method: string,
  path: string,
  body: string,
  ts: number,
  nonce: string,
): string {
  const message = `${method}\n${path}\n${ts}\n${nonce}\n${body}\n`;
  const signature = crypto.sign('sha256', Buffer.from(message), keys.merchantPrivateKey).toString('base64');
  return `WECHATPAY2-SHA256-RSA2048 mchid="${keys.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${ts}",serial_no="${keys.serialNo}"`;
}

/** The signature WeChat Pay puts on answers and notifications (the simulator signs with it too). */
export function wechatResponseSignature(privateKey: KeyObject, ts: string, nonce: string, body: string): string {
  return crypto.sign('sha256', Buffer.from(`${ts}\n${nonce}\n${body}\n`), privateKey).toString('base64');
}

export function aesGcmEncrypt(apiV3Key: string, nonce: string, associatedData: string, plaintext: string): string {
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(associatedData));
  const out = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return out.toString('base64');
}

export function aesGcmDecrypt(apiV3Key: string, nonce: string, associatedData: string, ciphertext: string): string {
  const buf = Buffer.from(ciphertext, 'base64');
  if (buf.length < 17) throw new Error('ciphertext too short');
  const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
  decipher.setAAD(Buffer.from(associatedData));
  decipher.setAuthTag(buf.subarray(buf.length - 16));
  return Buffer.concat([decipher.update(buf.subarray(0, buf.length - 16)), decipher.final()]).toString('utf8');
}

const NotifySchema = z.object({
  id: z.string().min(1).max(128),
  event_type: z.string(),
  resource_type: z.string(),
  resource: z.object({
    algorithm: z.string(),
    ciphertext: z.string(),
    associated_data: z.string().default(''),
    nonce: z.string(),
    original_type: z.string().optional(),
  }),
});
const TransactionSchema = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().min(1).max(64),
  trade_state: z.string(),
  success_time: z.string().optional(),
  amount: z.object({ total: z.number().int(), currency: z.string() }),
});

const RefundResourceSchema = z.object({
  mchid: z.string(),
  out_trade_no: z.string(),
  out_refund_no: z.string().min(1).max(64),
  refund_id: z.string().min(1).max(64),
  refund_status: z.string(),
  amount: z.object({ total: z.number().int(), refund: z.number().int() }),
});
const RefundAnswerSchema = z.object({ refund_id: z.string().min(1), status: z.string() });

/** RFC 3339 in China time, as WeChat wants time_expire: 2026-11-25T10:15:00+08:00. */
export function rfc3339Cst(ms: number): string {
  return `${new Date(ms + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

export class WechatPayChannel implements PaymentChannel {
  readonly channel = 'wechat' as const;
  constructor(
    private readonly keys: WechatPayKeys,
    private readonly transport: WechatTransport,
    private readonly notifyUrl: string,
    private readonly now: () => number = Date.now,
    private readonly refundNotifyUrl: string = notifyUrl,
  ) {}

  get merchantId(): string {
    return this.keys.mchid;
  }

  /** Checks `Wechatpay-*` headers over a body: serial, freshness, RSA-SHA256. Throws NotifyRejected. */
  verifySignature(headers: Record<string, string | undefined>, body: string): void {
    const ts = headers['wechatpay-timestamp'] ?? '';
    const nonce = headers['wechatpay-nonce'] ?? '';
    const sig = headers['wechatpay-signature'] ?? '';
    const serial = headers['wechatpay-serial'] ?? '';
    if (!ts || !nonce || !sig) throw new NotifyRejected('missing Wechatpay signature headers');
    if (serial !== this.keys.platformSerial)
      throw new NotifyRejected(`unknown Wechatpay-Serial ${serial.slice(0, 40)}`);
    if (!/^\d{1,12}$/.test(ts) || Math.abs(this.now() / 1000 - Number(ts)) > MAX_SKEW_S)
      throw new NotifyRejected('stale or bad Wechatpay-Timestamp');
    const ok = crypto.verify(
      'sha256',
      Buffer.from(`${ts}\n${nonce}\n${body}\n`),
      this.keys.platformPublicKey,
      Buffer.from(sig, 'base64'),
    );
    if (!ok) throw new NotifyRejected('bad Wechatpay-Signature');
  }

  private async call(method: 'POST' | 'GET', path: string, payload: unknown): Promise<unknown> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const nonce = crypto.randomBytes(16).toString('hex');
    const auth = wechatAuthorization(this.keys, method, path, body, Math.floor(this.now() / 1000), nonce);
    const res = await this.transport.send(method, path, body, auth);
    const headers: Record<string, string | undefined> = {};
    res.headers.forEach((v, k) => (headers[k.toLowerCase()] = v));
    // An answer is trusted only when WeChat Pay signed it, like a notification.
    this.verifySignature(headers, res.body);
    const parsed: unknown = res.body ? JSON.parse(res.body) : {};
    if (res.status >= 300)
      throw new Error(`WeChat Pay ${path} answered ${res.status}: ${(parsed as { code?: string }).code ?? ''}`);
    return parsed;
  }

  async createCode(order: PayOrderInfo): Promise<string> {
    const out = await this.call('POST', '/v3/pay/transactions/native', {
      appid: this.keys.appid,
      mchid: this.keys.mchid,
      description: order.description,
      out_trade_no: order.order_no,
      time_expire: rfc3339Cst(order.expires_at),
      notify_url: this.notifyUrl,
      amount: { total: order.amount_fen, currency: 'CNY' },
    });
    const code = z.object({ code_url: z.string().min(1) }).parse(out);
    return code.code_url;
  }

  async verifyNotify(req: NotifyRequest): Promise<VerifiedPayment | null> {
    this.verifySignature(req.headers, req.rawBody);
    const parsed = NotifySchema.safeParse(JSON.parse(req.rawBody));
    if (!parsed.success) throw new NotifyRejected('notification outside the v3 contract');
    const n = parsed.data;
    if (n.event_type !== 'TRANSACTION.SUCCESS') return null;
    if (n.resource.algorithm !== 'AEAD_AES_256_GCM')
      throw new NotifyRejected(`unknown algorithm ${n.resource.algorithm}`);
    let plain: string;
    try {
      plain = aesGcmDecrypt(this.keys.apiV3Key, n.resource.nonce, n.resource.associated_data, n.resource.ciphertext);
    } catch {
      throw new NotifyRejected('resource does not decrypt with the APIv3 key');
    }
    const t = TransactionSchema.safeParse(JSON.parse(plain));
    if (!t.success) throw new NotifyRejected('transaction outside the v3 contract');
    if (t.data.trade_state !== 'SUCCESS') return null;
    if (t.data.appid !== this.keys.appid) throw new NotifyRejected('appid mismatch');
    return {
      channel: 'wechat',
      eventId: n.id,
      orderNo: t.data.out_trade_no,
      txnId: t.data.transaction_id,
      amountFen: t.data.amount.total,
      currency: t.data.amount.currency,
      merchantId: t.data.mchid,
    };
  }

  ackBody(ok: boolean, message: string): { status: number; type: string; body: string } {
    // v3: success is HTTP 200/204 without a body; a failure is 4xx/5xx with {code:'FAIL', message}.
    return ok
      ? { status: 204, type: 'application/json', body: '' }
      : { status: 400, type: 'application/json', body: JSON.stringify({ code: 'FAIL', message }) };
  }

  /** 申请退款 (POST /v3/refund/domestic/refunds): SUCCESS at once, or PROCESSING until REFUND.* arrives. */
  async requestRefund(r: RefundRequest): Promise<RefundAnswer> {
    const out = await this.call('POST', '/v3/refund/domestic/refunds', {
      transaction_id: r.txnId,
      out_refund_no: r.outRefundNo,
      reason: r.reason.slice(0, 80),
      notify_url: this.refundNotifyUrl,
      amount: { refund: r.refundFen, total: r.totalFen, currency: 'CNY' },
    });
    const a = RefundAnswerSchema.parse(out);
    if (a.status === 'CLOSED' || a.status === 'ABNORMAL') throw new Error(`WeChat Pay refund ${a.status}`);
    return { status: a.status === 'SUCCESS' ? 'success' : 'pending', channelRefundId: a.refund_id };
  }

  /** 退款结果通知: REFUND.SUCCESS applies the refund; REFUND.ABNORMAL / REFUND.CLOSED mark it failed. */
  async verifyRefundNotify(req: NotifyRequest): Promise<VerifiedRefund | null> {
    this.verifySignature(req.headers, req.rawBody);
    const parsed = NotifySchema.safeParse(JSON.parse(req.rawBody));
    if (!parsed.success) throw new NotifyRejected('notification outside the v3 contract');
    const n = parsed.data;
    if (!n.event_type.startsWith('REFUND.')) return null;
    if (n.resource.algorithm !== 'AEAD_AES_256_GCM')
      throw new NotifyRejected(`unknown algorithm ${n.resource.algorithm}`);
    let plain: string;
    try {
      plain = aesGcmDecrypt(this.keys.apiV3Key, n.resource.nonce, n.resource.associated_data, n.resource.ciphertext);
    } catch {
      throw new NotifyRejected('resource does not decrypt with the APIv3 key');
    }
    const r = RefundResourceSchema.safeParse(JSON.parse(plain));
    if (!r.success) throw new NotifyRejected('refund outside the v3 contract');
    return {
      eventId: n.id,
      outRefundNo: r.data.out_refund_no,
      channelRefundId: r.data.refund_id,
      refundFen: r.data.amount.refund,
      success: n.event_type === 'REFUND.SUCCESS' && r.data.refund_status === 'SUCCESS',
      merchantId: r.data.mchid,
    };
  }

  async refund(order: PayOrderInfo, txnId: string, amountFen: number, reason: string): Promise<void> {
    await this.call('POST', '/v3/refund/domestic/refunds', {
      transaction_id: txnId,
      out_refund_no: `R${order.order_no}`,
      reason,
      notify_url: this.notifyUrl,
      amount: { refund: amountFen, total: amountFen, currency: 'CNY' },
    });
  }
}

/** The real transport: HTTPS to WECHATPAY_API_BASE with the signed Authorization header. */
export function httpWechatTransport(apiBase: string): WechatTransport {
  const base = apiBase.replace(/\/+$/, '');
  return {
    async send(method, path, body, authorization) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: authorization,
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'User-Agent': 'aikc-portal',
        },
        body: method === 'POST' ? body : undefined,
        signal: AbortSignal.timeout(10_000),
      });
      return { status: res.status, headers: res.headers, body: await res.text() };
    },
  };
}
