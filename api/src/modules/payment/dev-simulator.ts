import crypto, { type KeyObject } from 'node:crypto';
import { DevPayApi } from '@aikc/shared/api-paths';
import type { PayChannel } from '@aikc/shared/schemas/membership';
import { alipayTime, type AlipayTransport } from './alipay.ts';
import { aesGcmEncrypt, rfc3339Cst, wechatResponseSignature, type WechatTransport } from './wechat-pay.ts';

const rsa = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = (k: KeyObject, type: 'pkcs8' | 'spki') => k.export({ format: 'pem', type }).toString();

/** The simulated merchant's identifiers (public test values; nothing real is behind them). */
export const DEV_WECHAT = {
  mchid: '1900000109',
  appid: 'wxd0aikcdev0000001',
  serialNo: 'DEVMERCHANTSERIAL0001',
  platformSerial: 'PUB_KEY_ID_0000DEVAIKC',
} as const;
export const DEV_ALIPAY = { appId: '2021000000000001', sellerId: '2088000000000001' } as const;

/** A notification ready to send: where, with which headers, and the exact body. */
export interface BuiltNotification {
  channel: PayChannel;
  headers: Record<string, string>;
  body: string;
}

/**
 * The development payment simulator: it plays WeChat Pay and Alipay. Its key pairs are generated when the
 * process starts and trusted only by this process with PAY_PROVIDER=dev (the config refuses that in
 * production). The API's channels verify its notifications with exactly the code that verifies real ones.
 */
export class DevPaySimulator {
  readonly wechatMerchantKey = rsa();
  readonly wechatPlatformKey = rsa();
  readonly apiV3Key = crypto.randomBytes(16).toString('hex');
  readonly alipayAppKey = rsa();
  /** The key "Alipay" signs notifications with; its public half is the SDK's alipayPublicKey. */
  readonly alipayKey = rsa();

  /** Back-office refunds answered PROCESSING whose notification has not been sent yet. */
  private pendingRefunds: { outRefundNo: string; refundId: string; refund: number; total: number }[] = [];

  constructor(
    private readonly publicBaseUrl: string,
    private readonly now: () => number,
  ) {}

  get alipayAppPrivateKeyPem(): string {
    return pem(this.alipayAppKey.privateKey, 'pkcs8');
  }

  get alipayPublicKeyPem(): string {
    return pem(this.alipayKey.publicKey, 'spki');
  }

  cashierUrl(orderNo: string, channel: PayChannel): string {
    return `${this.publicBaseUrl.replace(/\/+$/, '')}${DevPayApi.cashier}?${new URLSearchParams({ order_no: orderNo, channel })}`;
  }

  /** Plays api.mch.weixin.qq.com: checks the merchant's request signature, answers signed like WeChat Pay. */
  wechatTransport(): WechatTransport {
    return {
      send: async (method, path, body, authorization) => {
        const m =
          /^WECHATPAY2-SHA256-RSA2048 mchid="(\d+)",nonce_str="([^"]+)",signature="([^"]+)",timestamp="(\d+)",serial_no="([^"]+)"$/.exec(
            authorization,
          );
        const signed =
          m &&
          crypto.verify(
            'sha256',
            Buffer.from(`${method}\n${path}\n${m[4]}\n${m[2]}\n${body}\n`),
            this.wechatMerchantKey.publicKey,
            Buffer.from(m[3] as string, 'base64'),
          );
        let status = 200;
        let out: unknown;
        if (!signed || m?.[1] !== DEV_WECHAT.mchid || m?.[5] !== DEV_WECHAT.serialNo) {
          status = 401;
          out = { code: 'SIGN_ERROR', message: '签名错误' };
        } else if (path === '/v3/pay/transactions/native') {
          const req = JSON.parse(body) as { out_trade_no: string };
          out = { code_url: this.cashierUrl(req.out_trade_no, 'wechat') };
        } else if (path === '/v3/refund/domestic/refunds') {
          const req = JSON.parse(body) as { out_refund_no?: string; amount: { refund: number; total: number } };
          const refundId = `50${Date.now()}${crypto.randomInt(1000, 9999)}`;
          if (req.out_refund_no?.startsWith('RF')) {
            // A back-office refund: processing now, its REFUND.SUCCESS notification follows (deliverRefunds).
            this.pendingRefunds.push({ outRefundNo: req.out_refund_no, refundId, ...req.amount });
            out = { refund_id: refundId, out_refund_no: req.out_refund_no, status: 'PROCESSING' };
          } else out = { refund_id: refundId, status: 'SUCCESS' };
        } else {
          status = 404;
          out = { code: 'NOT_FOUND', message: '无此接口' };
        }
        const text = JSON.stringify(out);
        return { status, headers: this.wechatHeaders(text), body: text };
      },
    };
  }

  /** Plays the Alipay gateway for precreate (the QR points at the cashier page) and refunds. */
  alipayTransport(): AlipayTransport {
    return {
      precreate: async (_sdk, biz) => this.cashierUrl(biz.out_trade_no as string, 'alipay'),
      refund: async () => undefined,
    };
  }

  private wechatHeaders(body: string): Headers {
    const ts = String(Math.floor(this.now() / 1000));
    const nonce = crypto.randomBytes(16).toString('hex');
    return new Headers({
      'Content-Type': 'application/json',
      'Wechatpay-Timestamp': ts,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Serial': DEV_WECHAT.platformSerial,
      'Wechatpay-Signature': wechatResponseSignature(this.wechatPlatformKey.privateKey, ts, nonce, body),
    });
  }

  /** A WeChat Pay v3 TRANSACTION.SUCCESS notification for a payment of `amountFen`, as WeChat sends it. */
  wechatNotification(
    orderNo: string,
    amountFen: number,
    opts: { txnId?: string; eventId?: string } = {},
  ): BuiltNotification {
    const transaction = {
      appid: DEV_WECHAT.appid,
      mchid: DEV_WECHAT.mchid,
      out_trade_no: orderNo,
      transaction_id: opts.txnId ?? `4200${crypto.randomInt(1e9, 1e10 - 1)}${crypto.randomInt(1e9, 1e10 - 1)}`,
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      success_time: rfc3339Cst(this.now()),
      payer: { openid: 'oDEVpayer000000000000000000' },
      amount: { total: amountFen, payer_total: amountFen, currency: 'CNY', payer_currency: 'CNY' },
    };
    const nonce = crypto.randomBytes(6).toString('hex');
    const body = JSON.stringify({
      id: opts.eventId ?? crypto.randomUUID(),
      create_time: rfc3339Cst(this.now()),
      resource_type: 'encrypted-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: aesGcmEncrypt(this.apiV3Key, nonce, 'transaction', JSON.stringify(transaction)),
        associated_data: 'transaction',
        nonce,
      },
    });
    const headers: Record<string, string> = {};
    this.wechatHeaders(body).forEach((v, k) => (headers[k] = v));
    return { channel: 'wechat', headers, body };
  }

  /** A WeChat Pay v3 REFUND.SUCCESS notification for a refund, as WeChat sends it to the refund notify_url. */
  wechatRefundNotification(
    r: { orderNo: string; outRefundNo: string; refundId: string; refund: number; total: number },
    opts: { eventId?: string } = {},
  ): BuiltNotification {
    const resource = {
      mchid: DEV_WECHAT.mchid,
      out_trade_no: r.orderNo,
      transaction_id: `4200${crypto.randomInt(1e9, 1e10 - 1)}`,
      out_refund_no: r.outRefundNo,
      refund_id: r.refundId,
      refund_status: 'SUCCESS',
      success_time: rfc3339Cst(this.now()),
      user_received_account: '支付用户零钱',
      amount: { total: r.total, refund: r.refund, payer_total: r.total, payer_refund: r.refund },
    };
    const nonce = crypto.randomBytes(6).toString('hex');
    const body = JSON.stringify({
      id: opts.eventId ?? crypto.randomUUID(),
      create_time: rfc3339Cst(this.now()),
      resource_type: 'encrypted-resource',
      event_type: 'REFUND.SUCCESS',
      summary: '退款成功',
      resource: {
        original_type: 'refund',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: aesGcmEncrypt(this.apiV3Key, nonce, 'refund', JSON.stringify(resource)),
        associated_data: 'refund',
        nonce,
      },
    });
    const headers: Record<string, string> = {};
    this.wechatHeaders(body).forEach((v, k) => (headers[k] = v));
    return { channel: 'wechat', headers, body };
  }

  /**
   * Sends the REFUND.SUCCESS notifications of the refunds answered PROCESSING to `url` (this API's refund
   * notify route), after the request that asked for them has answered, as WeChat Pay does.
   */
  deliverRefunds(url: string, orderNo: string): void {
    const due = this.pendingRefunds;
    this.pendingRefunds = [];
    for (const r of due) {
      const n = this.wechatRefundNotification({ ...r, orderNo });
      setTimeout(() => {
        fetch(url, { method: 'POST', headers: n.headers, body: n.body, signal: AbortSignal.timeout(10_000) }).catch(
          () => undefined,
        );
      }, 50);
    }
  }

  /** An Alipay trade_status_sync notification (form post, RSA2 over the sorted parameters). */
  alipayNotification(
    orderNo: string,
    amountFen: number,
    opts: { txnId?: string; eventId?: string } = {},
  ): BuiltNotification {
    const now = alipayTime(this.now());
    const amount = (amountFen / 100).toFixed(2);
    const params: Record<string, string> = {
      notify_time: now,
      notify_type: 'trade_status_sync',
      notify_id: opts.eventId ?? crypto.randomBytes(16).toString('hex'),
      app_id: DEV_ALIPAY.appId,
      charset: 'utf-8',
      version: '1.0',
      trade_no: opts.txnId ?? `2026${crypto.randomInt(1e9, 1e10 - 1)}${crypto.randomInt(1e9, 1e10 - 1)}`,
      out_trade_no: orderNo,
      seller_id: DEV_ALIPAY.sellerId,
      trade_status: 'TRADE_SUCCESS',
      total_amount: amount,
      receipt_amount: amount,
      buyer_pay_amount: amount,
      subject: 'AI科策云会员',
      gmt_create: now,
      gmt_payment: now,
    };
    const content = Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    params.sign = crypto.sign('sha256', Buffer.from(content), this.alipayKey.privateKey).toString('base64');
    params.sign_type = 'RSA2';
    return {
      channel: 'alipay',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(params).toString(),
    };
  }
}
