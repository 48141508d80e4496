import { Observable, distinctUntilChanged, exhaustMap, finalize, retry, share, takeWhile, tap, timer, type Subscription } from 'rxjs';
import { z } from 'zod';
import { MemberApi } from '@aikc/shared/api-paths';
import { PLATFORM_HEADER, PLATFORM_PC_WEB } from '@aikc/shared/constants';
import { envelopeSchema } from '@aikc/shared/envelope';
import { ResultCode } from '@aikc/shared/result-codes';
import { ORDER_STATUSES, type OrderStatus } from '@aikc/shared/schemas/membership';
import { OrderWatchSchema, type OrderStatusPush } from '@aikc/shared/socket/order';
import { Rooms } from '@aikc/shared/socket-events';
import type { GatewaySocket } from '../types.ts';
import { UpstreamError } from '../upstream.ts';
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
  orderStatus?: OrderStatusCall;
}

/** After these nothing more happens to an order: the pipeline completes. `null` (not the caller's order) too. */
const FINAL: ReadonlySet<OrderStatus | null> = new Set<OrderStatus | null>(['paid', 'closed', 'refunded', null]);

interface OrderFeed {
  readonly key: string;
  readonly userId: number;
  readonly orderNo: string;
  readonly subs: Map<GatewaySocket, Subscription | undefined>;
  last: OrderStatusPush | undefined;
  readonly status$: Observable<OrderStatus | null>;
}

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
  private readonly feeds = new Map<string, OrderFeed>();
  private readonly orderStatus: OrderStatusCall;

  constructor(
    private readonly ctx: TopicContext,
    private readonly opts: OrderTopicOptions,
  ) {
    this.orderStatus = opts.orderStatus ?? httpOrderStatus(ctx);
  }

  onConnection(socket: GatewaySocket): void {
    const watching = new Set<OrderFeed>();
    const userId = socket.data.userId;
    socket.on('order.watch', (payload: unknown) => {
      const parsed = OrderWatchSchema.safeParse(payload);
      // Orders belong to users: an anonymous socket has nothing to watch.
      if (!parsed.success || userId === undefined || !socket.data.token) return;
      const key = `${userId}:${parsed.data.order_no}`;
      const running = this.feeds.get(key);
      if (running?.subs.has(socket)) return;
      if (watching.size >= (this.opts.maxOrdersPerSocket ?? 2)) return;
      this.watch(running ?? this.startFeed(key, userId, parsed.data.order_no), socket, watching);
    });
    socket.on('order.unwatch', (payload: unknown) => {
      const parsed = OrderWatchSchema.safeParse(payload);
      const feed = parsed.success && userId !== undefined ? this.feeds.get(`${userId}:${parsed.data.order_no}`) : undefined;
      if (feed) this.leave(feed, socket, watching);
    });
    socket.once('disconnect', () => {
      for (const feed of [...watching]) this.leave(feed, socket, watching);
    });
  }

  stats(): Record<string, number> {
    let sockets = 0;
    for (const f of this.feeds.values()) sockets += f.subs.size;
    return { orderFeeds: this.feeds.size, orderSockets: sockets };
  }

  close(): void {
    for (const feed of [...this.feeds.values()]) for (const sub of feed.subs.values()) sub?.unsubscribe();
    this.feeds.clear();
  }

  private watch(feed: OrderFeed, socket: GatewaySocket, watching: Set<OrderFeed>): void {
    watching.add(feed);
    void socket.join(Rooms.order(feed.userId, feed.orderNo));
    if (feed.last) socket.emit('order.status', feed.last);
    feed.subs.set(socket, undefined);
    const sub = feed.status$.subscribe({
      complete: () => this.leave(feed, socket, watching),
      error: (err: unknown) => this.ctx.logger.error({ err, orderNo: feed.orderNo }, 'order pipeline failed'),
    });
    if (feed.subs.has(socket)) feed.subs.set(socket, sub);
    else sub.unsubscribe();
  }

  private leave(feed: OrderFeed, socket: GatewaySocket, watching: Set<OrderFeed>): void {
    watching.delete(feed);
    void socket.leave(Rooms.order(feed.userId, feed.orderNo));
    if (!feed.subs.has(socket)) return;
    const sub = feed.subs.get(socket);
    feed.subs.delete(socket);
    if (feed.subs.size === 0 && this.feeds.get(feed.key) === feed) this.feeds.delete(feed.key);
    sub?.unsubscribe();
  }

  /** The token of any socket still watching (they are all the same user's); a tab that logs out drops out. */
  private tokenOf(feed: OrderFeed): string | undefined {
    for (const s of feed.subs.keys()) if (s.data.token) return s.data.token;
    return undefined;
  }

  private startFeed(key: string, userId: number, orderNo: string): OrderFeed {
    const { io, logger } = this.ctx;
    const pollMs = this.opts.pollMs ?? 1000;
    const base = this.opts.retryBaseMs ?? 500;
    const max = this.opts.retryMaxMs ?? 10_000;
    const tick$ = this.opts.ticker ? this.opts.ticker(pollMs) : timer(0, pollMs);
    const feed: OrderFeed = {
      key,
      userId,
      orderNo,
      subs: new Map(),
      last: undefined,
      status$: tick$.pipe(
        exhaustMap(() => this.poll(feed)),
        retry({
          resetOnSuccess: true,
          delay: (err: unknown, attempt) => {
            const wait = Math.min(base * 2 ** (attempt - 1), max);
            logger.warn({ orderNo, attempt, wait, err: err instanceof Error ? err.message : String(err) }, 'order poll failed, retrying');
            return timer(wait);
          },
        }),
        takeWhile((s) => !FINAL.has(s), true),
        distinctUntilChanged(),
        tap((s) => {
          if (s === null) return;
          const push: OrderStatusPush = { order_no: orderNo, status: s };
          feed.last = push;
          io.local.to(Rooms.order(userId, orderNo)).emit('order.status', push);
        }),
        finalize(() => {
          if (this.feeds.get(key) === feed) this.feeds.delete(key);
        }),
        share({ resetOnRefCountZero: true, resetOnError: true, resetOnComplete: true }),
      ),
    };
    this.feeds.set(key, feed);
    return feed;
  }

  private poll(feed: OrderFeed): Observable<OrderStatus | null> {
    return new Observable<OrderStatus | null>((subscriber) => {
      const token = this.tokenOf(feed);
      if (!token) {
        subscriber.next(null);
        subscriber.complete();
        return undefined;
      }
      const ac = new AbortController();
      this.orderStatus(feed.orderNo, token, ac.signal).then(
        (s) => {
          subscriber.next(s);
          subscriber.complete();
        },
        (err: unknown) => {
          if (!ac.signal.aborted) subscriber.error(err);
        },
      );
      return () => ac.abort();
    });
  }
}

const StatusEnvelopeSchema = envelopeSchema(z.object({ order_no: z.string(), status: z.enum(ORDER_STATUSES) }).nullable());

/** The real call: GET vip/order_status?order_no= with the owner's token, parsed by schema. */
function httpOrderStatus(ctx: TopicContext): OrderStatusCall {
  const base = ctx.config.UPSTREAM_URL.replace(/\/+$/, '');
  const path = MemberApi.orderStatus;
  return async (orderNo, token, signal) => {
    const timeout = AbortSignal.timeout(ctx.config.UPSTREAM_TIMEOUT_MS);
    let res: Response;
    try {
      res = await fetch(`${base}${path}?order_no=${encodeURIComponent(orderNo)}`, {
        headers: { Accept: 'application/json', [PLATFORM_HEADER]: PLATFORM_PC_WEB, Authorization: token },
        signal: AbortSignal.any([signal, timeout]),
      });
    } catch (err) {
      throw new UpstreamError(`upstream ${timeout.aborted ? 'timed out' : 'request failed'}`, path, { cause: err });
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch (err) {
      throw new UpstreamError(`upstream answered HTTP ${res.status} without a JSON body`, path, { cause: err });
    }
    const env = StatusEnvelopeSchema.safeParse(body);
    if (!env.success) throw new UpstreamError(`upstream answered HTTP ${res.status} outside the order-status contract`, path);
    if (env.data.code === ResultCode.OK && env.data.data) return env.data.data.status;
    // Not this user's order, not an order, or the token is gone: nothing to watch.
    if ([ResultCode.NOT_FOUND, ResultCode.BAD_REQUEST, ResultCode.UNAUTHORIZED].includes(env.data.code as 404)) return null;
    throw new UpstreamError(`order_status answered code ${env.data.code}`, path);
  };
}
