import type { Logger } from 'pino';
import { type Upstream, UpstreamError } from '../upstream.ts';

export interface FeedFollowerOptions {
  upstream: Upstream;
  logger: Logger;
  pollMs: number;
  /** Rows per feed call; a full page is followed by the next at once. */
  limit: number;
  /** Most user ids per counts call. */
  batch: number;
  retryBaseMs: number;
  retryMaxMs: number;
  wait?: (ms: number, wake: Promise<void>) => Promise<void>;
  /** The users with a socket here (read when the cursor starts or is reset). */
  users: () => Iterable<number>;
  isLocal: (userId: number) => boolean;
  /** A fresh unread total of a local user. */
  onCount: (userId: number, total: number) => void;
}

/** Most feed pages followed in one step before the counts are read (a gateway far behind catches up in steps). */
const PAGES_PER_STEP = 20;

/**
 * One loop per gateway over the API's change feed: feed call → users of this gateway with an event (or marked
 * dirty on connect) → counts in batches → onCount. Re-reading the count for any event (not trusting a payload)
 * makes a repeated or reordered row harmless. A failed call keeps the cursor and retries with capped, jittered
 * backoff. A plain loop rather than an RxJS pipeline: there is exactly one, always running, with one cursor.
 */
export class FeedFollower {
  private cursor: number | undefined;
  private readonly dirty = new Set<number>();
  private readonly ac = new AbortController();
  private wakeUp: () => void = () => undefined;
  private wake: Promise<void> = this.newWake();
  private readonly loop: Promise<void>;
  private counters = { feedCalls: 0, countCalls: 0, resyncs: 0, feedErrors: 0 };

  constructor(private readonly o: FeedFollowerOptions) {
    this.loop = this.run();
  }

  /** Reads `userId`'s count in the next step, and starts that step now (connections in one turn share a call). */
  markDirty(userId: number): void {
    this.dirty.add(userId);
    setImmediate(() => this.wakeUp());
  }

  stats(): Record<string, number> {
    return { feedCursor: this.cursor ?? -1, ...this.counters };
  }

  async close(): Promise<void> {
    this.ac.abort();
    this.wakeUp();
    await this.loop;
  }

  private newWake(): Promise<void> {
    return new Promise<void>((resolve) => (this.wakeUp = resolve));
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.ac.signal.aborted) {
      let pause = this.o.pollMs;
      try {
        await this.step();
        failures = 0;
      } catch (err) {
        if (this.ac.signal.aborted) return;
        failures += 1;
        this.counters.feedErrors += 1;
        const cap = Math.min(this.o.retryBaseMs * 2 ** (failures - 1), this.o.retryMaxMs);
        // Jitter: gateways that lost the API together do not come back in step.
        pause = Math.round(cap * (0.5 + Math.random() * 0.5));
        this.o.logger.warn(
          { attempt: failures, wait: pause, err: err instanceof Error ? err.message : String(err) },
          'change feed poll failed, retrying',
        );
      }
      if (this.ac.signal.aborted) return;
      const wake = this.wake;
      await (this.o.wait ? this.o.wait(pause, wake) : sleepOrWake(pause, wake));
      this.wake = this.newWake();
    }
  }

  private async step(): Promise<void> {
    const signal = this.ac.signal;
    for (let page = 0; page < PAGES_PER_STEP; page++) {
      this.counters.feedCalls += 1;
      const res = await this.o.upstream.userEvents(this.cursor, this.o.limit, signal);
      if (!res.ok) throw new UpstreamError(`user_events answered code ${res.code}`, 'user_events');
      const { events, next, reset } = res.data;
      if (this.cursor === undefined || reset) {
        // Start, or rows after our cursor were pruned: every connected user's count is read again.
        this.counters.resyncs += 1;
        for (const id of this.o.users()) this.dirty.add(id);
      }
      for (const e of events) if (this.o.isLocal(e.user_id)) this.dirty.add(e.user_id);
      this.cursor = next;
      if (events.length < this.o.limit) break;
    }
    while (this.dirty.size > 0) {
      const ids = [...this.dirty].filter((id) => this.o.isLocal(id)).slice(0, this.o.batch);
      if (ids.length === 0) {
        this.dirty.clear();
        break;
      }
      this.counters.countCalls += 1;
      const res = await this.o.upstream.userCounts(ids, signal);
      if (!res.ok) throw new UpstreamError(`user_counts answered code ${res.code}`, 'user_counts');
      for (const id of ids) {
        this.dirty.delete(id);
        const total = res.data.counts[String(id)];
        if (total !== undefined) this.o.onCount(id, total);
      }
    }
  }
}

function sleepOrWake(ms: number, wake: Promise<void>): Promise<void> {
  return new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    void wake.then(() => {
      clearTimeout(t);
      resolve();
    });
  });
}
