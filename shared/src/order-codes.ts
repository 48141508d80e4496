/**
 * An order's statuses and number format, apart from schemas/membership.ts: the socket's order events
 * (socket/order.ts) need only these, and a signed-in page's socket should not fetch the membership schemas with them.
 */
/** Orders: 待支付 → 已支付 | 已关闭 (cancelled or 15 minutes unpaid); 已支付 or a late payment → 已退款. */
export const ORDER_STATUSES = ['pending', 'paid', 'closed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Our order numbers: KC + China-time yyyyMMddHHmmss + 6 digits (fits WeChat's 6–32 and Alipay's 64 chars). */
export const ORDER_NO_PATTERN = /^KC\d{20}$/;
