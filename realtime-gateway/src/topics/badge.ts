import { USER_BATCH_MAX } from '@aikc/shared/schemas/user-events';
import { BadgeCountSchema } from '@aikc/shared/socket/badge';
import { Rooms } from '@aikc/shared/socket-events';
import type { GatewaySocket } from '../types.ts';
import { FeedFollower } from './feed-follower.ts';
import { TokenWatch } from './token-watch.ts';
import type { Topic, TopicContext, TopicFactory } from './topic.ts';

export interface BadgeTopicOptions {
  /** Replaces the wait between two polls (tests drive the loop by hand); resolves early when woken. */
  wait?: (ms: number, wake: Promise<void>) => Promise<void>;
  /** First retry delay after a failed poll; doubles per failure up to `retryMaxMs`, with jitter. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Rows asked per feed call (tests use a small page). */
  feedLimit?: number;
}

/**
 * The unread badge (`badge.count`) by the API's change feed (issue 35): one feed call per interval for ALL the
 * users with a socket here, then one batched counts call for those with a change (or just connected), and a push
 * to each changed user's room. The cost follows changes, not users. A gateway that starts, or finds its cursor
 * behind the pruned rows, re-reads the counts of its connected users in batches of USER_BATCH_MAX.
 */
export function badgeTopic(opts: BadgeTopicOptions = {}): TopicFactory {
  return (ctx) => new BadgeTopic(ctx, opts);
}

class BadgeTopic implements Topic {
  readonly name = 'badge';
  /** This instance's sockets by user (with the Redis adapter every instance serves its own sockets). */
  private readonly sockets = new Map<number, Set<GatewaySocket>>();
  /** The total last pushed to each connected user. */
  private readonly totals = new Map<number, number>();
  private readonly feed: FeedFollower;
  private readonly tokens: TokenWatch;

  constructor(
    private readonly ctx: TopicContext,
    opts: BadgeTopicOptions,
  ) {
    const { config, logger } = ctx;
    if (!config.GATEWAY_TOKEN) logger.warn('GATEWAY_TOKEN is not set: the change feed answers 403, badges stay empty');
    this.feed = new FeedFollower({
      upstream: ctx.upstream,
      logger,
      pollMs: config.BADGE_POLL_MS,
      limit: opts.feedLimit ?? 1000,
      batch: USER_BATCH_MAX,
      retryBaseMs: opts.retryBaseMs ?? 200,
      retryMaxMs: opts.retryMaxMs ?? 2000,
      wait: opts.wait,
      users: () => this.sockets.keys(),
      isLocal: (userId) => this.sockets.has(userId),
      onCount: (userId, total) => this.push(userId, total),
    });
    this.tokens = new TokenWatch({
      upstream: ctx.upstream,
      logger,
      everyMs: config.TOKEN_CHECK_MS,
      sockets: () => this.allSockets(),
    });
  }

  onConnection(socket: GatewaySocket): void {
    const userId = socket.data.userId;
    if (userId === undefined) return; // anonymous sockets (big screens, QR login) have no badge
    const mine = this.sockets.get(userId) ?? new Set();
    mine.add(socket);
    this.sockets.set(userId, mine);
    const last = this.totals.get(userId);
    // A known total goes out at once; a new user's is read in the next batched counts call, which starts now.
    if (last !== undefined) socket.emit('badge.count', BadgeCountSchema.parse({ total: last }));
    else this.feed.markDirty(userId);
    socket.once('disconnect', () => {
      mine.delete(socket);
      if (mine.size === 0 && this.sockets.get(userId) === mine) {
        this.sockets.delete(userId);
        this.totals.delete(userId);
      }
    });
  }

  stats(): Record<string, number> {
    let sockets = 0;
    for (const s of this.sockets.values()) sockets += s.size;
    return { badgeUsers: this.sockets.size, badgeSockets: sockets, ...this.feed.stats() };
  }

  async close(): Promise<void> {
    this.tokens.close();
    await this.feed.close();
  }

  private push(userId: number, total: number): void {
    if (!this.sockets.has(userId) || this.totals.get(userId) === total) return;
    this.totals.set(userId, total);
    // `local`: each instance follows the feed for its own sockets, so no event is sent twice through Redis.
    this.ctx.io.local.to(Rooms.user(userId)).emit('badge.count', BadgeCountSchema.parse({ total }));
  }

  private *allSockets(): Iterable<GatewaySocket> {
    for (const set of this.sockets.values()) yield* set;
  }
}
