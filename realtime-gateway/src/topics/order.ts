import { timer, type Observable } from 'rxjs';
import { MemberApi } from '@aikc/shared/api-paths';
import { ResultCode } from '@aikc/shared/result-codes';
import type { OrderStatus } from '@aikc/shared/schemas/membership';
import { OrderWatchSchema, type OrderStatusPush } from '@aikc/shared/socket/order';
import { Rooms } from '@aikc/shared/socket-events';
import type { GatewaySocket } from '../types.ts';
import { UpstreamError } from '../upstream.ts';
import { KeyedPoller } from './keyed-poller.ts';
import type { Topic, TopicContext, TopicFactory } from './topic.ts';

/** Asks the API for one order's status with the owner's token; null when the API says it is not theirs (or gone). */
export type OrderStatusCall = (orderNo: string, token: string, signal: AbortSignal) => Promise<OrderStatus | null>;

export interface OrderTopicOptions {
  /** Poll interval per watched order; 1 s shows a payment on the page within about a second. */
  pollMs?: number;
  ticker?: (pollMs: number) => Observable<unknown>;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Orders one socket may watch at once (a pay page shows one). */
  maxOrdersPerSocket?: number;
  /** Replaces the upstream call (tests). */
  orderStatus?: OrderStatusCall;
}

/** After these nothing more happens to an order: the pipeline completes. `null` (not the caller's order) too. */
const FINAL: ReadonlySet<OrderStatus | null> = new Set<OrderStatus | null>(['paid', 'closed', 'refunded', null]);
/** Codes that mean "nothing to watch": not this user's order, not an order, or the token is gone. */
const NOTHING_TO_WATCH: readonly number[] = [ResultCode.NOT_FOUND, ResultCode.BAD_REQUEST, ResultCode.UNAUTHORIZED];

interface OrderKey {
  userId: number;
  orderNo: string;
}
const keyOf = (k: OrderKey) => `${k.userId}:${k.orderNo}`;
const parseKey = (key: string): OrderKey => {
  const at = key.indexOf(':');
  return { userId: Number(key.slice(0, at)), orderNo: key.slice(at + 1) };
};

/**
 * Order status (`order.status`): the pay page of a logged-in user sends `order.watch {order_no}`; the gateway
 * polls `vip/order_status` with that user's token only while someone watches, once per interval however many
 * of the user's tabs watch, and pushes each change to the room of (user, order). The API answers the owner
 * alone, so a socket cannot learn about another user's order. Paid, closed and refunded end the pipeline.
 */
export function orderTopic(opts: OrderTopicOptions = {}): TopicFactory {
  return (ctx) => new OrderTopic(ctx, opts);
}

class OrderTopic implements Topic {
  readonly name = 'order';
  private readonly orders: KeyedPoller<string, OrderStatus | null, GatewaySocket>;
  private readonly orderStatus: OrderStatusCall;

  constructor(
    ctx: TopicContext,
    private readonly opts: OrderTopicOptions,
  ) {
    const { io, logger } = ctx;
    const pollMs = opts.pollMs ?? 1000;
    this.orderStatus = opts.orderStatus ?? upstreamOrderStatus(ctx);
    this.orders = new KeyedPoller({
      tick: () => (opts.ticker ? opts.ticker(pollMs) : timer(0, pollMs)),
      read: (key, signal) => this.read(key, signal),
      retryBaseMs: opts.retryBaseMs ?? 500,
      retryMaxMs: opts.retryMaxMs ?? 10_000,
      onRetry: (key, err, attempt, wait) =>
        logger.warn(
          { orderNo: parseKey(key).orderNo, attempt, wait, err: err instanceof Error ? err.message : String(err) },
          'order poll failed, retrying',
        ),
      isFinal: (s) => FINAL.has(s),
      onValue: (key, s) => {
        if (s === null) return;
        const { userId, orderNo } = parseKey(key);
        const push: OrderStatusPush = { order_no: orderNo, status: s };
        io.local.to(Rooms.order(userId, orderNo)).emit('order.status', push);
      },
      onError: (key, err) => logger.error({ err, orderNo: parseKey(key).orderNo }, 'order pipeline failed'),
    });
  }

  onConnection(socket: GatewaySocket): void {
    const watching = new Set<string>();
    const userId = socket.data.userId;
    const leave = (key: string) => {
      const { orderNo } = parseKey(key);
      watching.delete(key);
      if (userId !== undefined) void socket.leave(Rooms.order(userId, orderNo));
      this.orders.remove(key, socket);
    };
    socket.on('order.watch', (payload: unknown) => {
      const parsed = OrderWatchSchema.safeParse(payload);
      // Orders belong to users: an anonymous socket has nothing to watch.
      if (!parsed.success || userId === undefined || !socket.data.token) return;
      const key = keyOf({ userId, orderNo: parsed.data.order_no });
      if (this.orders.has(key, socket) || watching.size >= (this.opts.maxOrdersPerSocket ?? 2)) return;
      watching.add(key);
      void socket.join(Rooms.order(userId, parsed.data.order_no));
      const last = this.orders.last(key);
      if (last) socket.emit('order.status', { order_no: parsed.data.order_no, status: last });
      this.orders.add(key, socket, () => leave(key));
    });
    socket.on('order.unwatch', (payload: unknown) => {
      const parsed = OrderWatchSchema.safeParse(payload);
      if (!parsed.success || userId === undefined) return;
      const key = keyOf({ userId, orderNo: parsed.data.order_no });
      if (watching.has(key)) leave(key);
    });
    socket.once('disconnect', () => {
      for (const key of [...watching]) leave(key);
    });
  }

  stats(): Record<string, number> {
    const { keys, listeners } = this.orders.stats();
    return { orderFeeds: keys, orderSockets: listeners };
  }

  close(): void {
    this.orders.close();
  }

  /** One poll, with the token of any socket still watching (all the same user's); none left: nothing to watch. */
  private async read(key: string, signal: AbortSignal): Promise<OrderStatus | null> {
    const token = this.orders.listeners(key).find((s) => s.data.token)?.data.token;
    if (!token) return null;
    return this.orderStatus(parseKey(key).orderNo, token, signal);
  }
}

/** The real call through upstream.ts (schema-parsed); a refusal that names nothing to watch reads as null. */
function upstreamOrderStatus(ctx: TopicContext): OrderStatusCall {
  return async (orderNo, token, signal) => {
    const res = await ctx.upstream.orderStatus(orderNo, token, signal);
    if (res.ok) return res.data.status;
    if (NOTHING_TO_WATCH.includes(res.code)) return null;
    throw new UpstreamError(`order_status answered code ${res.code}`, MemberApi.orderStatus);
  };
}
