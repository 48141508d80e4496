import { z } from 'zod';
import { ORDER_NO_PATTERN, ORDER_STATUSES } from '../order-codes.ts';

/**
 * `order.watch {order_no}`: the pay page asks the gateway to tell it when its order changes (an authenticated
 * socket only; the API answers the status to the order's owner alone). `order.status` is pushed on each change;
 * after paid, closed or refunded nothing more happens and the watch ends.
 */
export const OrderWatchSchema = z.object({ order_no: z.string().regex(ORDER_NO_PATTERN) });
export type OrderWatch = z.infer<typeof OrderWatchSchema>;

export const OrderStatusPushSchema = z.object({
  order_no: z.string().regex(ORDER_NO_PATTERN),
  status: z.enum(ORDER_STATUSES),
});
export type OrderStatusPush = z.infer<typeof OrderStatusPushSchema>;

/** The gateway room of one user's sockets watching one order. */
export function orderRoom(userId: number, orderNo: string): string {
  return `order:${userId}:${orderNo}`;
}
