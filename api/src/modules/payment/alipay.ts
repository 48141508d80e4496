import type { AlipaySdk } from 'alipay-sdk';
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

/** How precreate and refund reach Alipay: the SDK's signed gateway call, or the development simulator. */
export interface AlipayTransport {
  precreate(sdk: AlipaySdk, bizContent: Record<string, string>, notifyUrl: string): Promise<string>;
  refund(sdk: AlipaySdk, bizContent: Record<string, string>): Promise<void>;
}

/** 'yyyy-MM-dd HH:mm:ss' in China time, as Alipay's time_expire wants it. */
export function alipayTime(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** '599.00' → 59900; anything but a plain two-decimal amount is refused. */
export function fenFromYuan(s: string | undefined): number {
  if (!s || !/^\d{1,9}(\.\d{1,2})?$/.test(s)) throw new NotifyRejected('bad total_amount');
  const [i, f = ''] = s.split('.');
  return Number(i) * 100 + Number(f.padEnd(2, '0'));
}

/**
 * Alipay 当面付 (face-to-face, QR): alipay.trade.precreate gives the qr_code to show; the asynchronous
 * notification (form post) is verified with the SDK's checkNotifySignV2 (RSA2 over the sorted parameters, no
 * URL-decoding: express already decoded the form) and answered with the plain text `success`.
 */
export class AlipayChannel implements PaymentChannel {
  readonly channel = 'alipay' as const;
  constructor(
    private readonly sdk: AlipaySdk,
    private readonly appId: string,
    readonly merchantId: string,
    private readonly transport: AlipayTransport,
    private readonly notifyUrl: string,
  ) {}

  createCode(order: PayOrderInfo): Promise<string> {
    return this.transport.precreate(
      this.sdk,
      {
        out_trade_no: order.order_no,
        total_amount: yuan(order.amount_fen),
        subject: order.description,
        time_expire: alipayTime(order.expires_at),
      },
      this.notifyUrl,
    );
  }

  async verifyNotify(req: NotifyRequest): Promise<VerifiedPayment | null> {
    const f = req.form;
    if (!f.sign || !this.sdk.checkNotifySignV2({ ...f })) throw new NotifyRejected('bad Alipay notify sign');
    if (f.app_id !== this.appId) throw new NotifyRejected('app_id mismatch');
    if (f.trade_status !== 'TRADE_SUCCESS' && f.trade_status !== 'TRADE_FINISHED') return null;
    if (!f.notify_id || !f.out_trade_no || !f.trade_no)
      throw new NotifyRejected('notification without notify_id/out_trade_no/trade_no');
    return {
      channel: 'alipay',
      eventId: f.notify_id,
      orderNo: f.out_trade_no,
      txnId: f.trade_no,
      amountFen: fenFromYuan(f.total_amount),
      // Domestic 当面付 settles in CNY; trans_currency appears only for foreign-currency pricing.
      currency: f.trans_currency || 'CNY',
      merchantId: this.merchantId ? (f.seller_id ?? '') : '',
    };
  }

  ackBody(ok: boolean): { status: number; type: string; body: string } {
    return { status: 200, type: 'text/plain', body: ok ? 'success' : 'failure' };
  }

  /**
   * alipay.trade.refund answers synchronously (code 10000: the money is on its way back), so a refund is done
   * when the call returns; out_request_no tells partial refunds of one trade apart and makes a retry a no-op.
   */
  async requestRefund(r: RefundRequest): Promise<RefundAnswer> {
    await this.transport.refund(this.sdk, {
      out_trade_no: r.order_no,
      refund_amount: yuan(r.refundFen),
      out_request_no: r.outRefundNo,
      refund_reason: r.reason,
    });
    return { status: 'success', channelRefundId: r.outRefundNo };
  }

  /** Alipay reports a refund in the refund call's answer; there is no separate refund notification to verify. */
  verifyRefundNotify(): Promise<VerifiedRefund | null> {
    return Promise.resolve(null);
  }

  refund(order: PayOrderInfo, _txnId: string, amountFen: number, reason: string): Promise<void> {
    return this.transport.refund(this.sdk, {
      out_trade_no: order.order_no,
      refund_amount: yuan(amountFen),
      out_request_no: `R${order.order_no}`,
      refund_reason: reason,
    });
  }
}

/** The real transport: the SDK signs and sends to ALIPAY_GATEWAY and checks the answer's signature. */
export const sdkAlipayTransport: AlipayTransport = {
  async precreate(sdk, bizContent, notifyUrl) {
    const res = await sdk.exec('alipay.trade.precreate', { notify_url: notifyUrl, bizContent });
    if (res.code !== '10000' || typeof res.qrCode !== 'string')
      throw new Error(`alipay.trade.precreate answered ${res.code} ${res.msg}`);
    return res.qrCode;
  },
  async refund(sdk, bizContent) {
    const res = await sdk.exec('alipay.trade.refund', { bizContent });
    if (res.code !== '10000') throw new Error(`alipay.trade.refund answered ${res.code} ${res.msg}`);
  },
};
