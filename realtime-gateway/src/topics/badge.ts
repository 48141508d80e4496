import { Observable, exhaustMap, retry, distinctUntilChanged, share, tap, timer, type Subscription } from 'rxjs';
import { UserApi } from '@aikc/shared/api-paths';
import { DEFAULT_MESSAGES, ResultCode } from '@aikc/shared/result-codes';
import { AuthExpiredSchema } from '@aikc/shared/socket/auth';
import { BadgeCountSchema } from '@aikc/shared/socket/badge';
import { Rooms } from '@aikc/shared/socket-events';
import type { GatewaySocket } from '../types.ts';
import { UpstreamError } from '../upstream.ts';
import type { Topic, TopicContext, TopicFactory } from './topic.ts';

export interface BadgeTopicOptions {
  /** Replaces `timer(0, BADGE_POLL_MS)` as the poll clock of each user's pipeline (tests tick by hand). */
  ticker?: (pollMs: number) => Observable<unknown>;
  /** First retry delay after a failed poll; doubles per failure up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
}

/** One user's pipeline on this instance: alive while `subs` is non-empty (one subscription per socket). */
interface UserFeed {
  readonly userId: number;
  /** The user's sockets here; the value is undefined only while the socket is subscribing. */
  readonly subs: Map<GatewaySocket, Subscription | undefined>;
  /** Last total pushed, handed at once to a socket that joins a running feed. */
  last: number | undefined;
  readonly count$: Observable<number>;
}

/**
 * The unread badge (`badge.count`): per logged-in user, poll `user/message_count` while that user has a socket
 * here, one call per interval however many tabs, and push to the user's room only when the total changes.
 */
export function badgeTopic(opts: BadgeTopicOptions = {}): TopicFactory {
  return (ctx) => new BadgeTopic(ctx, opts);
}

class BadgeTopic implements Topic {
  readonly name = 'badge';
  private readonly feeds = new Map<number, UserFeed>();

  constructor(
    private readonly ctx: TopicContext,
    private readonly opts: BadgeTopicOptions,
  ) {}

  onConnection(socket: GatewaySocket): void {
    const userId = socket.data.userId;
    if (userId === undefined) return; // anonymous sockets (big screens, QR login) have no badge
    const feed = this.feeds.get(userId) ?? this.startFeed(userId);
    if (feed.last !== undefined) socket.emit('badge.count', BadgeCountSchema.parse({ total: feed.last }));
    // The socket is listed before it subscribes: a clock that ticks synchronously must already see its token.
    feed.subs.set(socket, undefined);
    const sub = feed.count$.subscribe({
      error: (err: unknown) => this.ctx.logger.error({ err, userId }, 'badge pipeline failed'),
    });
    if (feed.subs.has(socket)) feed.subs.set(socket, sub);
    else sub.unsubscribe();
    socket.once('disconnect', () => this.leave(feed, socket));
  }

  stats(): Record<string, number> {
    let sockets = 0;
    for (const f of this.feeds.values()) sockets += f.subs.size;
    return { badgeUsers: this.feeds.size, badgeSockets: sockets };
  }

  close(): void {
    for (const feed of this.feeds.values()) for (const sub of feed.subs.values()) sub?.unsubscribe();
    this.feeds.clear();
  }

  private leave(feed: UserFeed, socket: GatewaySocket): void {
    const sub = feed.subs.get(socket);
    feed.subs.delete(socket);
    if (feed.subs.size === 0 && this.feeds.get(feed.userId) === feed) this.feeds.delete(feed.userId);
    // The last unsubscribe resets the shared pipeline: its timer stops and an in-flight call is aborted.
    sub?.unsubscribe();
  }

  private startFeed(userId: number): UserFeed {
    const { config, io, logger } = this.ctx;
    const base = this.opts.retryBaseMs ?? 500;
    const max = this.opts.retryMaxMs ?? 30_000;
    const tick$ = this.opts.ticker ? this.opts.ticker(config.BADGE_POLL_MS) : timer(0, config.BADGE_POLL_MS);
    const feed: UserFeed = {
      userId,
      subs: new Map(),
      last: undefined,
      count$: tick$.pipe(
        // A tick while a call is in flight is dropped: never two calls for one user at once.
        exhaustMap(() => this.poll(feed)),
        retry({
          resetOnSuccess: true,
          delay: (err: unknown, attempt) => {
            const wait = Math.min(base * 2 ** (attempt - 1), max);
            logger.warn({ userId, attempt, wait, err: err instanceof Error ? err.message : String(err) }, 'badge poll failed, retrying');
            return timer(wait);
          },
        }),
        distinctUntilChanged(),
        tap((total) => {
          feed.last = total;
          // `local`: with the Redis adapter every instance serves its own sockets from its own pipeline.
          io.local.to(Rooms.user(userId)).emit('badge.count', BadgeCountSchema.parse({ total }));
        }),
        share({ resetOnRefCountZero: true, resetOnError: true, resetOnComplete: true }),
      ),
    };
    this.feeds.set(userId, feed);
    return feed;
  }

  /** One poll: the count with the first token the upstream accepts; nothing when no socket holds a valid one. */
  private poll(feed: UserFeed): Observable<number> {
    return new Observable<number>((subscriber) => {
      const ac = new AbortController();
      this.countWithAnyToken(feed, ac.signal).then(
        (total) => {
          if (total !== undefined) subscriber.next(total);
          subscriber.complete();
        },
        (err: unknown) => subscriber.error(err),
      );
      return () => ac.abort();
    });
  }

  private async countWithAnyToken(feed: UserFeed, signal: AbortSignal): Promise<number | undefined> {
    const tried = new Set<string>();
    for (;;) {
      const token = [...feed.subs.keys()].map((s) => s.data.token).find((t): t is string => !!t && !tried.has(t));
      if (token === undefined || signal.aborted) return undefined;
      tried.add(token);
      const res = await this.ctx.upstream.messageCount(token, signal);
      if (res.ok) return res.data.total;
      if (res.code !== ResultCode.UNAUTHORIZED) {
        throw new UpstreamError(`message_count answered code ${res.code}`, UserApi.messageCount);
      }
      this.expire(feed, token, res.msg);
    }
  }

  /** The upstream refused `token`: tell every socket that logged in with it, then disconnect them. */
  private expire(feed: UserFeed, token: string, msg: string): void {
    const payload = AuthExpiredSchema.parse({ code: ResultCode.UNAUTHORIZED, msg: msg || DEFAULT_MESSAGES[ResultCode.UNAUTHORIZED] });
    const victims = [...feed.subs.keys()].filter((s) => s.data.token === token);
    this.ctx.logger.info({ userId: feed.userId, sockets: victims.length }, 'token refused by upstream, sockets logged out');
    for (const socket of victims) {
      socket.emit('auth.expired', payload);
      socket.disconnect();
    }
  }
}
