import { timer, type Observable } from 'rxjs';
import { UserApi } from '@aikc/shared/api-paths';
import { DEFAULT_MESSAGES, ResultCode } from '@aikc/shared/result-codes';
import { AuthExpiredSchema } from '@aikc/shared/socket/auth';
import { BadgeCountSchema } from '@aikc/shared/socket/badge';
import { Rooms } from '@aikc/shared/socket-events';
import type { GatewaySocket } from '../types.ts';
import { UpstreamError } from '../upstream.ts';
import { KeyedPoller } from './keyed-poller.ts';
import type { Topic, TopicContext, TopicFactory } from './topic.ts';

export interface BadgeTopicOptions {
  /** Replaces `timer(0, BADGE_POLL_MS)` as the poll clock of each user's pipeline (tests tick by hand). */
  ticker?: (pollMs: number) => Observable<unknown>;
  /** First retry delay after a failed poll; doubles per failure up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
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
  private readonly users: KeyedPoller<number, number, GatewaySocket>;

  constructor(
    private readonly ctx: TopicContext,
    opts: BadgeTopicOptions,
  ) {
    const { config, io, logger } = ctx;
    this.users = new KeyedPoller({
      tick: () => (opts.ticker ? opts.ticker(config.BADGE_POLL_MS) : timer(0, config.BADGE_POLL_MS)),
      read: (userId, signal) => this.countWithAnyToken(userId, signal),
      retryBaseMs: opts.retryBaseMs ?? 500,
      retryMaxMs: opts.retryMaxMs ?? 30_000,
      onRetry: (userId, err, attempt, wait) =>
        logger.warn(
          { userId, attempt, wait, err: err instanceof Error ? err.message : String(err) },
          'badge poll failed, retrying',
        ),
      // `local`: with the Redis adapter every instance serves its own sockets from its own pipeline.
      onValue: (userId, total) =>
        io.local.to(Rooms.user(userId)).emit('badge.count', BadgeCountSchema.parse({ total })),
      onError: (userId, err) => logger.error({ err, userId }, 'badge pipeline failed'),
    });
  }

  onConnection(socket: GatewaySocket): void {
    const userId = socket.data.userId;
    if (userId === undefined) return; // anonymous sockets (big screens, QR login) have no badge
    const last = this.users.last(userId);
    if (last !== undefined) socket.emit('badge.count', BadgeCountSchema.parse({ total: last }));
    this.users.add(userId, socket);
    socket.once('disconnect', () => this.users.remove(userId, socket));
  }

  stats(): Record<string, number> {
    const { keys, listeners } = this.users.stats();
    return { badgeUsers: keys, badgeSockets: listeners };
  }

  close(): void {
    this.users.close();
  }

  /** One poll: the count with the first token the upstream accepts; nothing when no socket holds a valid one. */
  private async countWithAnyToken(userId: number, signal: AbortSignal): Promise<number | undefined> {
    const tried = new Set<string>();
    for (;;) {
      const token = this.users
        .listeners(userId)
        .map((s) => s.data.token)
        .find((t): t is string => !!t && !tried.has(t));
      if (token === undefined || signal.aborted) return undefined;
      tried.add(token);
      const res = await this.ctx.upstream.messageCount(token, signal);
      if (res.ok) return res.data.total;
      if (res.code !== ResultCode.UNAUTHORIZED) {
        throw new UpstreamError(`message_count answered code ${res.code}`, UserApi.messageCount);
      }
      this.expire(userId, token, res.msg);
    }
  }

  /** The upstream refused `token`: tell every socket that logged in with it, then disconnect them. */
  private expire(userId: number, token: string, msg: string): void {
    const payload = AuthExpiredSchema.parse({
      code: ResultCode.UNAUTHORIZED,
      msg: msg || DEFAULT_MESSAGES[ResultCode.UNAUTHORIZED],
    });
    const victims = this.users.listeners(userId).filter((s) => s.data.token === token);
    this.ctx.logger.info({ userId, sockets: victims.length }, 'token refused by upstream, sockets logged out');
    for (const socket of victims) {
      socket.emit('auth.expired', payload);
      socket.disconnect();
    }
  }
}
