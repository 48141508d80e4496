import type { PayChannel } from '@aikc/shared/schemas/membership';

/** What a channel needs of an order to ask for money or give it back. */
export interface PayOrderInfo {
  order_no: string;
  amount_fen: number;
  description: string;
  /** Epoch ms after which the channel must not take the payment. */
  expires_at: number;
}

/** A notification as it reached us: lower-cased headers, the exact body bytes, and the parsed form (Alipay). */
export interface NotifyRequest {
  headers: Record<string, string | undefined>;
  rawBody: string;
  form: Record<string, string>;
}

/** A payment a channel vouched for (signature checked, resource decrypted). The order rules are checked after. */
export interface VerifiedPayment {
  channel: PayChannel;
  /** The notification's own id (WeChat `id`, Alipay `notify_id`): a replay carries the same one. */
  eventId: string;
  orderNo: string;
  txnId: string;
  amountFen: number;
  currency: string;
  merchantId: string;
}

/** A refund (whole or part) of a paid order, as asked of the provider. */
export interface RefundRequest {
  order_no: string;
  txnId: string;
  /** Our refund number (out_refund_no / out_request_no): unique per refund, so the provider refunds it once. */
  outRefundNo: string;
  refundFen: number;
  /** What the order was paid in total. */
  totalFen: number;
  reason: string;
}

/** What the provider answered a refund request: done at once (Alipay), or processing until its notification. */
export interface RefundAnswer {
  status: 'success' | 'pending';
  channelRefundId: string;
}

/** A refund notification the channel vouched for (WeChat v3 REFUND.*). */
export interface VerifiedRefund {
  eventId: string;
  outRefundNo: string;
  channelRefundId: string;
  refundFen: number;
  success: boolean;
  merchantId: string;
}

/** A notification that must not be believed (bad signature, stale, undecryptable, foreign app). */
export class NotifyRejected extends Error {
  override readonly name = 'NotifyRejected';
}

/**
 * One payment channel, speaking its provider's real protocol. Implementations: WechatPayChannel (API v3
 * Native) and AlipayChannel (alipay-sdk, 当面付 precreate); in development both run against the simulator.
 */
export interface PaymentChannel {
  readonly channel: PayChannel;
  /** The merchant id a genuine notification names (WeChat mchid, Alipay seller_id when configured). */
  readonly merchantId: string;
  /** The content of the payment QR code for an order. */
  createCode(order: PayOrderInfo): Promise<string>;
  /** Verifies a notification. null: genuine but not a success (acknowledged, nothing to do). Throws NotifyRejected. */
  verifyNotify(req: NotifyRequest): Promise<VerifiedPayment | null>;
  /** The answer the provider expects for an accepted (ok) or refused notification. */
  ackBody(ok: boolean, message: string): { status: number; type: string; body: string };
  /** Asks for a refund by the back office (whole or partial). Throws when the provider refuses. */
  requestRefund(r: RefundRequest): Promise<RefundAnswer>;
  /** Verifies a refund notification; null: genuine but nothing to apply. Throws NotifyRejected. */
  verifyRefundNotify(req: NotifyRequest): Promise<VerifiedRefund | null>;
  /** Gives a payment back in full (a payment for a closed order, or a second payment of a paid one). */
  refund(order: PayOrderInfo, txnId: string, amountFen: number, reason: string): Promise<void>;
}
