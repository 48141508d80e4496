import { InternalApi } from '@aikc/shared/api-paths';
import type { OrderStatus } from '@aikc/shared/schemas/membership';
import { OrderWatchSchema, type OrderStatusPush } from '@aikc/shared/socket/order';
import { Rooms } from '@aikc/shared/socket-events';
import type { GatewaySocket } from '../types.ts';
import { UpstreamError } from '../upstream.ts';
import { KeyedPoller, keyedPollSettings, type KeyedTopicOptions } from './keyed-poller.ts';
import type { Topic, TopicContext, TopicFactory } from './topic.ts';

export interface OrderTopicOptions extends KeyedTopicOptions {
  /** Poll interval of the topic; 1 s shows a payment on the page within about a second. */
  pollMs?: number;
  /** Orders one socket may watch at once (a pay page shows one). */
  maxOrdersPerSocket?: number;
}

/** After these nothing more happens to an order: the watch ends. `null` (not the watcher's order) too. */
const FINAL: ReadonlySet<OrderStatus | null> = new Set<OrderStatus | null>(['paid', 'closed', 'refunded', null]);

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
 * Order status (`order.status`): the pay page of a logged-in user sends `order.watch {order_no}`; once per
 * interval the gateway asks the status of every order watched here in one call (`order_statuses`; more than the
 * batch size in several), each order with the token of a socket of the user who watches it, only while someone
 * watches, and pushes each change to the room of (user, order). The API answers an order's status only when
 * that token still logs in its owner, so a socket cannot learn about another user's order. Paid, closed,
 * refunded and "not yours" end the watch.
 */
export function orderTopic(opts: OrderTopicOptions = {}): TopicFactory {
  return (ctx) => new OrderTopic(ctx, opts);
}

class OrderTopic implements Topic {
  readonly name = 'order';
  private readonly orders: KeyedPoller<string, OrderStatus | null, GatewaySocket>;

  constructor(
    private readonly ctx: TopicContext,
    private readonly opts: OrderTopicOptions,
  ) {
    const { io, logger } = ctx;
    this.orders = new KeyedPoller({
      ...keyedPollSettings(opts, 1000, logger, 'order'),
      read: (keys, signal) => this.read(keys, signal),
      isFinal: (s) => FINAL.has(s),
      onValue: (key, s) => {
        if (s === null) return;
        const { userId, orderNo } = parseKey(key);
        const push: OrderStatusPush = { order_no: orderNo, status: s };
        io.local.to(Rooms.order(userId, orderNo)).emit('order.status', push);
      },
      onError: (err) => logger.error({ err }, 'order pipeline failed'),
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
    const { keys, listeners, calls } = this.orders.stats();
    return { orderFeeds: keys, orderSockets: listeners, orderCalls: calls };
  }

  close(): void {
    this.orders.close();
  }

  /**
   * One call for these orders, each with the token of a socket still watching it (all that user's); a key left
   * with no token has nothing to watch (null).
   */
  private async read(keys: string[], signal: AbortSignal): Promise<Map<string, OrderStatus | null>> {
    const out = new Map<string, OrderStatus | null>();
    const asked: { key: string; order_no: string; token: string }[] = [];
    for (const key of keys) {
      const token = this.orders.listeners(key).find((s) => s.data.token)?.data.token;
      if (token) asked.push({ key, order_no: parseKey(key).orderNo, token });
      else out.set(key, null);
    }
    if (asked.length === 0) return out;
    const res = await this.ctx.upstream.orderStatuses(
      asked.map(({ order_no, token }) => ({ order_no, token })),
      signal,
    );
    if (!res.ok) throw new UpstreamError(`order_statuses answered code ${res.code}`, InternalApi.orderStatuses);
    asked.forEach((a, i) => out.set(a.key, res.data.statuses[i] ?? null));
    return out;
  }
}
