import {
  EMPTY,
  concatMap,
  defer,
  from,
  of,
  share,
  switchMap,
  tap,
  timer,
  type Observable,
  type Subscription,
} from 'rxjs';
import { z } from 'zod';
import { fail, ok } from '@aikc/shared/envelope';
import { ResultCode } from '@aikc/shared/result-codes';
import {
  ScreenDataEventSchema,
  ScreenStaleSchema,
  ScreenSubscribeSchema,
  ScreenUnsubscribeSchema,
  type ScreenDataEvent,
  type ScreenTopicName,
} from '@aikc/shared/socket/screen';
import { Rooms } from '@aikc/shared/socket-events';
import { createRedisLeaseStore, leadership$, type LeaseStore } from '../lease.ts';
import type { GatewaySocket } from '../types.ts';
import { encodeChange, type ScreenPush } from './screen-encode.ts';
import { pollScreen, type FeedEvent } from './screen-poll.ts';
import type { Topic, TopicContext, TopicFactory } from './topic.ts';

export interface ScreenTopicOptions {
  /** Replaces `timer(0, SCREEN_POLL_MS)` as the poll clock (tests tick by hand or count clocks). */
  ticker?: (pollMs: number) => Observable<unknown>;
  /** First retry delay after a failed poll; doubles per failure up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Prefix of the Redis keys (lease and last record); tests use their own so runs never cross. */
  keyPrefix?: string;
  /** Replaces the Redis store built from REDIS_URL. */
  leaseStore?: LeaseStore;
  now?: () => number;
  /** Replaces `encodeChange` (tests count how often a change is encoded). */
  encode?: (prev: ScreenDataEvent, next: ScreenDataEvent) => ScreenPush;
}

/** What the holder keeps in Redis so that any instance can answer a new wall at once. */
const RecordSchema = z.object({
  event: ScreenDataEventSchema.nullable(),
  staleSince: z.number().int().nonnegative().nullable(),
});
type ScreenRecord = z.infer<typeof RecordSchema>;
const RECORD_TTL_MS = 24 * 3600_000;

/** One topic on this instance: alive while a socket here subscribes to it. */
interface Feed {
  readonly topic: ScreenTopicName;
  readonly subs: Map<GatewaySocket, Subscription | undefined>;
  /** What this instance last published (single instance: the answer to a new subscriber). */
  last: ScreenDataEvent | undefined;
  staleSince: number | undefined;
  leader: boolean;
  readonly events$: Observable<unknown>;
}

type Ack = (answer: unknown) => void;
const BAD_TOPIC_MSG = '大屏主题无效，请选择 s1 至 s4';

/**
 * Big-screen data (`screen.data` / `screen.patch` / `screen.stale`). A wall subscribes to a topic and gets its
 * snapshot; while any wall watches it, one poller asks `big_screen/sNdata` every SCREEN_POLL_MS and pushes to
 * the topic's room only on a new version, as a patch against the previous one (encoded once per change). Without Redis that poller is this instance's; with Redis it is the instance holding the topic's
 * lease, which publishes through the adapter to walls on every instance and keeps the last record in Redis.
 */
export function screenTopic(opts: ScreenTopicOptions = {}): TopicFactory {
  return (ctx) => new ScreenTopic(ctx, opts);
}

class ScreenTopic implements Topic {
  readonly name = 'screen';
  private readonly feeds = new Map<ScreenTopicName, Feed>();
  private readonly store: LeaseStore | undefined;
  private readonly prefix: string;

  constructor(
    private readonly ctx: TopicContext,
    private readonly opts: ScreenTopicOptions,
  ) {
    this.store =
      opts.leaseStore ?? (ctx.config.REDIS_URL ? createRedisLeaseStore(ctx.config.REDIS_URL, ctx.logger) : undefined);
    this.prefix = opts.keyPrefix ?? 'aikc';
  }

  onConnection(socket: GatewaySocket): void {
    // The typed map has no ack argument; a wall may pass one to learn that its payload was refused.
    const on = socket.on.bind(socket) as unknown as (
      event: string,
      fn: (payload: unknown, ack?: unknown) => void,
    ) => void;
    on('screen.subscribe', (payload, ack) => void this.subscribe(socket, payload, toAck(ack)));
    on('screen.unsubscribe', (payload, ack) => this.unsubscribe(socket, payload, toAck(ack)));
    socket.once('disconnect', () => {
      for (const feed of [...this.feeds.values()]) this.leave(feed, socket);
    });
  }

  stats(): Record<string, number> {
    let sockets = 0;
    let leases = 0;
    for (const f of this.feeds.values()) {
      sockets += f.subs.size;
      if (f.leader) leases += 1;
    }
    return { screenTopics: this.feeds.size, screenSockets: sockets, screenPolling: leases };
  }

  async close(): Promise<void> {
    const topics = [...this.feeds.keys()];
    for (const feed of this.feeds.values()) for (const sub of feed.subs.values()) sub?.unsubscribe();
    this.feeds.clear();
    if (!this.store) return;
    // Hand the leases over now rather than after their TTL; release only deletes a lease this instance holds.
    await Promise.allSettled(topics.map((t) => this.store?.release(this.leaseKey(t))));
    await this.store.close();
  }

  private async subscribe(socket: GatewaySocket, payload: unknown, ack: Ack): Promise<void> {
    const parsed = ScreenSubscribeSchema.safeParse(payload);
    if (!parsed.success) {
      ack(fail(ResultCode.BAD_REQUEST, BAD_TOPIC_MSG));
      return;
    }
    const { topic } = parsed.data;
    if (!socket.connected) return;
    const feed = this.feeds.get(topic) ?? this.startFeed(topic);
    // Join before anything is read, so that no push published after the read is missed.
    void socket.join(Rooms.screen(topic));
    if (!feed.subs.has(socket)) {
      feed.subs.set(socket, undefined);
      const sub = feed.events$.subscribe({
        error: (err: unknown) => this.ctx.logger.error({ err, topic }, 'screen pipeline failed'),
      });
      if (feed.subs.has(socket)) feed.subs.set(socket, sub);
      else sub.unsubscribe();
    }
    // A (re)subscribe is also the wall's resync: it always gets the current picture.
    const record = await this.current(feed);
    if (feed.subs.has(socket) && record) {
      if (record.event) socket.emit('screen.data', record.event);
      if (record.staleSince !== null)
        socket.emit('screen.stale', ScreenStaleSchema.parse({ topic, since: record.staleSince }));
    }
    ack(ok(null));
  }

  private unsubscribe(socket: GatewaySocket, payload: unknown, ack: Ack): void {
    const parsed = ScreenUnsubscribeSchema.safeParse(payload);
    if (!parsed.success) {
      ack(fail(ResultCode.BAD_REQUEST, BAD_TOPIC_MSG));
      return;
    }
    const feed = this.feeds.get(parsed.data.topic);
    if (feed) this.leave(feed, socket);
    ack(ok(null));
  }

  private leave(feed: Feed, socket: GatewaySocket): void {
    if (!feed.subs.has(socket)) return;
    const sub = feed.subs.get(socket);
    feed.subs.delete(socket);
    void socket.leave(Rooms.screen(feed.topic));
    if (feed.subs.size === 0 && this.feeds.get(feed.topic) === feed) this.feeds.delete(feed.topic);
    // The last unsubscribe resets the shared pipeline: the clock stops, a call in flight is aborted, the lease goes.
    sub?.unsubscribe();
  }

  /** The picture a new subscriber gets: Redis when shared (any instance may have published), else memory. */
  private async current(feed: Feed): Promise<ScreenRecord | undefined> {
    if (this.store) {
      const stored = await this.readRecord(feed.topic);
      if (stored) return stored;
    }
    if (!feed.last && feed.staleSince === undefined) return undefined;
    return { event: feed.last ?? null, staleSince: feed.staleSince ?? null };
  }

  private startFeed(topic: ScreenTopicName): Feed {
    const { config, logger } = this.ctx;
    const store = this.store;
    const tick$ = () => (this.opts.ticker ? this.opts.ticker(config.SCREEN_POLL_MS) : timer(0, config.SCREEN_POLL_MS));
    const lead$ = (seed?: FeedEvent) =>
      pollScreen({
        topic,
        upstream: this.ctx.upstream,
        logger,
        tick$: tick$(),
        seed,
        retryBaseMs: this.opts.retryBaseMs ?? 500,
        retryMaxMs: this.opts.retryMaxMs ?? 30_000,
        now: this.opts.now ?? Date.now,
      }).pipe(concatMap((ev) => from(this.publish(feed, ev))));
    const leading$ = store ? leadership$(store, this.leaseKey(topic), config.SCREEN_LEASE_MS, logger) : of(true);
    const feed: Feed = {
      topic,
      subs: new Map(),
      last: undefined,
      staleSince: undefined,
      leader: false,
      events$: leading$.pipe(
        tap((lead) => {
          feed.leader = lead;
          if (store)
            logger.info(
              { topic, holder: store.holderId, lead },
              lead ? 'screen lease taken, polling' : 'screen lease not held',
            );
        }),
        // A new holder starts from what the cluster last published, so a failover pushes nothing twice.
        switchMap((lead) =>
          !lead ? EMPTY : store ? defer(() => from(this.readSeed(feed))).pipe(switchMap(lead$)) : lead$(),
        ),
        share({ resetOnRefCountZero: true, resetOnError: true, resetOnComplete: true }),
      ),
    };
    this.feeds.set(topic, feed);
    return feed;
  }

  private async publish(feed: Feed, ev: FeedEvent): Promise<void> {
    const room = Rooms.screen(feed.topic);
    if (ev.kind === 'data') {
      const event = ScreenDataEventSchema.parse(ev.event);
      const prev = feed.last;
      feed.last = event;
      feed.staleSince = undefined;
      await this.writeRecord(feed.topic, { event, staleSince: null });
      // One encoding for the whole room: walls that hold `prev` apply the patch, the others resync.
      const push: ScreenPush = prev
        ? (this.opts.encode ?? encodeChange)(prev, event)
        : { event: 'screen.data', payload: event };
      // Through the adapter: with Redis this reaches the topic's walls on every instance.
      if (push.event === 'screen.patch') this.ctx.io.to(room).emit('screen.patch', push.payload);
      else this.ctx.io.to(room).emit('screen.data', push.payload);
    } else {
      feed.staleSince = ev.since;
      await this.writeRecord(feed.topic, { event: feed.last ?? null, staleSince: ev.since });
      this.ctx.io.to(room).emit('screen.stale', ScreenStaleSchema.parse({ topic: feed.topic, since: ev.since }));
    }
  }

  private leaseKey(topic: ScreenTopicName): string {
    return `${this.prefix}:screen:lease:${topic}`;
  }

  private recordKey(topic: ScreenTopicName): string {
    return `${this.prefix}:screen:last:${topic}`;
  }

  private async readRecord(topic: ScreenTopicName): Promise<ScreenRecord | undefined> {
    try {
      const raw = await this.store?.get(this.recordKey(topic));
      if (!raw) return undefined;
      const parsed = RecordSchema.safeParse(JSON.parse(raw));
      return parsed.success && (parsed.data.event === null || parsed.data.event.topic === topic)
        ? parsed.data
        : undefined;
    } catch (err) {
      this.ctx.logger.warn(
        { topic, err: err instanceof Error ? err.message : String(err) },
        'screen record unreadable',
      );
      return undefined;
    }
  }

  /** The cluster's last record; its picture also becomes this holder's, so a stale record keeps it. */
  private async readSeed(feed: Feed): Promise<FeedEvent | undefined> {
    const r = await this.readRecord(feed.topic);
    if (!r) return undefined;
    feed.last = r.event ?? feed.last;
    if (r.staleSince !== null) return { kind: 'stale', since: r.staleSince };
    return r.event ? { kind: 'data', event: r.event } : undefined;
  }

  private async writeRecord(topic: ScreenTopicName, record: ScreenRecord): Promise<void> {
    if (!this.store) return;
    try {
      await this.store.set(this.recordKey(topic), JSON.stringify(record), RECORD_TTL_MS);
    } catch (err) {
      // The push still goes out; only a new wall on another instance waits for the next change.
      this.ctx.logger.warn(
        { topic, err: err instanceof Error ? err.message : String(err) },
        'screen record not stored',
      );
    }
  }
}

function toAck(ack: unknown): Ack {
  return typeof ack === 'function' ? (answer) => (ack as Ack)(answer) : () => undefined;
}
