import {
  Observable,
  distinctUntilChanged,
  exhaustMap,
  finalize,
  retry,
  share,
  takeWhile,
  tap,
  timer,
  type Subscription,
} from 'rxjs';

export interface PollOptions<T> {
  /** The poll clock: one read per tick. */
  tick$: Observable<unknown>;
  /** One upstream read; `undefined` says "nothing to report this tick". Aborted when the pipeline stops. */
  read: (signal: AbortSignal) => Promise<T | undefined>;
  /** First retry delay after a failed read; doubles per failure up to `retryMaxMs`, reset by a success. */
  retryBaseMs: number;
  retryMaxMs: number;
  onRetry?: (err: unknown, attempt: number, waitMs: number) => void;
}

/**
 * The poll every topic shares: on each tick one read (a tick while a read is in flight is dropped, so never two
 * reads at once; unsubscribing aborts the read in flight), failures retried with exponential backoff.
 */
export function poll$<T>(o: PollOptions<T>): Observable<T> {
  return o.tick$.pipe(
    exhaustMap(
      () =>
        new Observable<T>((subscriber) => {
          const ac = new AbortController();
          o.read(ac.signal).then(
            (v) => {
              if (v !== undefined) subscriber.next(v);
              subscriber.complete();
            },
            (err: unknown) => {
              if (!ac.signal.aborted) subscriber.error(err);
            },
          );
          return () => ac.abort();
        }),
    ),
    retry({
      resetOnSuccess: true,
      delay: (err: unknown, attempt) => {
        const wait = Math.min(o.retryBaseMs * 2 ** (attempt - 1), o.retryMaxMs);
        o.onRetry?.(err, attempt, wait);
        return timer(wait);
      },
    }),
  );
}

export interface KeyedPollerOptions<K, T> {
  /** The clock of one key's pipeline (tests pass a hand-driven one). */
  tick: (key: K) => Observable<unknown>;
  read: (key: K, signal: AbortSignal) => Promise<T | undefined>;
  retryBaseMs: number;
  retryMaxMs: number;
  onRetry?: (key: K, err: unknown, attempt: number, waitMs: number) => void;
  /** Values equal to the previous one are not let through (default `===`). */
  equals?: (a: T, b: T) => boolean;
  /** After a final value the key's pipeline completes and its listeners are released. */
  isFinal?: (value: T) => boolean;
  /** Runs once per value let through (whatever the number of listeners): usually the push to the key's room. */
  onValue: (key: K, value: T) => void;
  onError?: (key: K, err: unknown) => void;
}

interface Feed<L, T> {
  readonly subs: Map<L, Subscription | undefined>;
  last: T | undefined;
  readonly value$: Observable<T>;
  readonly onEnd: Map<L, () => void>;
}

/**
 * One RxJS pipeline per key (a user, a QR scene, an order), shared by the key's listeners (sockets) and running
 * only while it has one: poll$ → distinctUntilChanged → until a final value → onValue → share. The first listener
 * starts it, the last one leaving stops it (its clock stops, a read in flight is aborted).
 */
export class KeyedPoller<K, T, L = object> {
  private readonly feeds = new Map<K, Feed<L, T>>();

  constructor(private readonly o: KeyedPollerOptions<K, T>) {}

  /** Adds `listener` to `key` (false when already there); `onEnd` runs if the key's pipeline completes. */
  add(key: K, listener: L, onEnd?: () => void): boolean {
    const feed = this.feeds.get(key) ?? this.start(key);
    if (feed.subs.has(listener)) return false;
    // Listed before subscribing: a clock that ticks synchronously must already see the listener.
    feed.subs.set(listener, undefined);
    if (onEnd) feed.onEnd.set(listener, onEnd);
    const sub = feed.value$.subscribe({
      complete: () => {
        feed.onEnd.get(listener)?.();
        this.remove(key, listener);
      },
      error: (err: unknown) => this.o.onError?.(key, err),
    });
    if (feed.subs.has(listener)) feed.subs.set(listener, sub);
    else sub.unsubscribe();
    return true;
  }

  remove(key: K, listener: L): void {
    const feed = this.feeds.get(key);
    if (!feed?.subs.has(listener)) return;
    const sub = feed.subs.get(listener);
    feed.subs.delete(listener);
    feed.onEnd.delete(listener);
    if (feed.subs.size === 0 && this.feeds.get(key) === feed) this.feeds.delete(key);
    // The last unsubscribe resets the shared pipeline.
    sub?.unsubscribe();
  }

  has(key: K, listener: L): boolean {
    return this.feeds.get(key)?.subs.has(listener) ?? false;
  }

  listeners(key: K): L[] {
    return [...(this.feeds.get(key)?.subs.keys() ?? [])];
  }

  /** The last value let through for a running key (handed to a listener that joins later). */
  last(key: K): T | undefined {
    return this.feeds.get(key)?.last;
  }

  stats(): { keys: number; listeners: number } {
    let listeners = 0;
    for (const f of this.feeds.values()) listeners += f.subs.size;
    return { keys: this.feeds.size, listeners };
  }

  close(): void {
    for (const feed of this.feeds.values()) for (const sub of feed.subs.values()) sub?.unsubscribe();
    this.feeds.clear();
  }

  private start(key: K): Feed<L, T> {
    const o = this.o;
    const isFinal = o.isFinal ?? (() => false);
    const feed: Feed<L, T> = {
      subs: new Map(),
      onEnd: new Map(),
      last: undefined,
      value$: poll$({
        tick$: o.tick(key),
        read: (signal) => o.read(key, signal),
        retryBaseMs: o.retryBaseMs,
        retryMaxMs: o.retryMaxMs,
        onRetry: (err, attempt, wait) => o.onRetry?.(key, err, attempt, wait),
      }).pipe(
        distinctUntilChanged(o.equals),
        takeWhile((v) => !isFinal(v), true),
        tap((v) => {
          feed.last = v;
          o.onValue(key, v);
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
}
