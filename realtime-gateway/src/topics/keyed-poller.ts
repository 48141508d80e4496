import { Observable, exhaustMap, retry, timer, type Subscription } from 'rxjs';
import type { Logger } from 'pino';
import { KEYED_BATCH_MAX } from '@aikc/shared/schemas/keyed-batch';

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
  /** The topic's poll clock, running while at least one key is watched (tests pass a hand-driven one). */
  tick: () => Observable<unknown>;
  /**
   * One upstream call for up to `batchMax` keys: a value per key it could read (a key it leaves out is read
   * again next tick). Aborted when the clock stops.
   */
  read: (keys: K[], signal: AbortSignal) => Promise<Map<K, T>>;
  /** Most keys one call takes; more keys are split into several calls in the same tick. */
  batchMax: number;
  retryBaseMs: number;
  retryMaxMs: number;
  onRetry?: (err: unknown, attempt: number, waitMs: number) => void;
  /** Values equal to the key's previous one are not let through (default `===`). */
  equals?: (a: T, b: T) => boolean;
  /** After a final value the key is dropped and its listeners are told (`onEnd`). */
  isFinal?: (value: T) => boolean;
  /** Runs once per value let through (whatever the number of listeners): usually the push to the key's room. */
  onValue: (key: K, value: T) => void;
  onError?: (err: unknown) => void;
}

/** What a keyed topic's maker (main, a test) may set: its clock, its batch size and its retry backoff. */
export interface KeyedTopicOptions {
  /** Poll interval of the topic (each topic has its default). */
  pollMs?: number;
  /** Replaces `timer(0, pollMs)` as the topic's poll clock (tests tick by hand or count clocks). */
  ticker?: (pollMs: number) => Observable<unknown>;
  /** Most keys per upstream call (default and most: the API's KEYED_BATCH_MAX). */
  batchMax?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
}

/**
 * The clock, batch and retry settings of a keyed topic from its options: `pollMs` defaults to the topic's own
 * interval, a batch never exceeds what the API takes, and each failed poll is logged as `<topic> poll failed`.
 */
export function keyedPollSettings(
  opts: KeyedTopicOptions,
  defaultPollMs: number,
  logger: Logger,
  topic: string,
): Pick<KeyedPollerOptions<unknown, unknown>, 'tick' | 'batchMax' | 'retryBaseMs' | 'retryMaxMs' | 'onRetry'> {
  const pollMs = opts.pollMs ?? defaultPollMs;
  return {
    tick: () => (opts.ticker ? opts.ticker(pollMs) : timer(0, pollMs)),
    batchMax: Math.min(opts.batchMax ?? KEYED_BATCH_MAX, KEYED_BATCH_MAX),
    retryBaseMs: opts.retryBaseMs ?? 500,
    retryMaxMs: opts.retryMaxMs ?? 10_000,
    onRetry: (err, attempt, wait) =>
      logger.warn(
        { attempt, wait, err: err instanceof Error ? err.message : String(err) },
        `${topic} poll failed, retrying`,
      ),
  };
}

interface Watched<L, T> {
  /** Each listener with what to run when the key ends by a final value. */
  readonly listeners: Map<L, (() => void) | undefined>;
  last: T | undefined;
}

/**
 * The keyed polls of a topic (QR scenes, orders), batched: one clock per topic, and on each tick one upstream
 * call per `batchMax` keys for every key watched at that moment, instead of one call per key (issue 35). Each
 * key keeps the rules of a poll of its own: values equal to its last are not pushed, a final value ends it and
 * releases its listeners, and a key whose last listener left is dropped, its answer in a call in flight
 * ignored. The clock runs only while a key is watched; a tick while a call is in flight is dropped (poll$), and
 * a failed call is retried for all keys with capped exponential backoff.
 */
export class KeyedPoller<K, T, L = object> {
  private readonly keys = new Map<K, Watched<L, T>>();
  private clock: Subscription | undefined;
  private calls = 0;

  constructor(private readonly o: KeyedPollerOptions<K, T>) {}

  /** Adds `listener` to `key` (false when already there); `onEnd` runs if the key ends by a final value. */
  add(key: K, listener: L, onEnd?: () => void): boolean {
    let w = this.keys.get(key);
    if (w?.listeners.has(listener)) return false;
    if (!w) {
      w = { listeners: new Map(), last: undefined };
      this.keys.set(key, w);
    }
    w.listeners.set(listener, onEnd);
    // Listed before the clock starts: a clock that ticks synchronously must already see the key.
    this.clock ??= this.startClock();
    return true;
  }

  remove(key: K, listener: L): void {
    const w = this.keys.get(key);
    if (!w?.listeners.delete(listener)) return;
    if (w.listeners.size === 0) this.drop(key);
  }

  has(key: K, listener: L): boolean {
    return this.keys.get(key)?.listeners.has(listener) ?? false;
  }

  listeners(key: K): L[] {
    return [...(this.keys.get(key)?.listeners.keys() ?? [])];
  }

  /** The last value let through for a watched key (handed to a listener that joins later). */
  last(key: K): T | undefined {
    return this.keys.get(key)?.last;
  }

  /** Watched keys, their listeners, and upstream calls made so far. */
  stats(): { keys: number; listeners: number; calls: number } {
    let listeners = 0;
    for (const w of this.keys.values()) listeners += w.listeners.size;
    return { keys: this.keys.size, listeners, calls: this.calls };
  }

  close(): void {
    this.keys.clear();
    this.stopClock();
  }

  private drop(key: K): void {
    this.keys.delete(key);
    if (this.keys.size === 0) this.stopClock();
  }

  private startClock(): Subscription {
    return poll$({
      tick$: this.o.tick(),
      read: (signal) => this.readAll(signal),
      retryBaseMs: this.o.retryBaseMs,
      retryMaxMs: this.o.retryMaxMs,
      onRetry: this.o.onRetry,
    }).subscribe({ error: (err: unknown) => this.o.onError?.(err) });
  }

  private stopClock(): void {
    const clock = this.clock;
    this.clock = undefined;
    // Aborts a call in flight.
    clock?.unsubscribe();
  }

  /** One tick: every watched key, in calls of at most batchMax, then each answer applied. */
  private async readAll(signal: AbortSignal): Promise<undefined> {
    const keys = [...this.keys.keys()];
    const calls: K[][] = [];
    for (let i = 0; i < keys.length; i += this.o.batchMax) calls.push(keys.slice(i, i + this.o.batchMax));
    this.calls += calls.length;
    const answers = await Promise.all(calls.map((c) => this.o.read(c, signal)));
    if (signal.aborted) return undefined;
    for (const answer of answers) for (const [key, value] of answer) this.apply(key, value);
    return undefined;
  }

  private apply(key: K, value: T): void {
    const w = this.keys.get(key);
    // Nobody watches it any more (left while the call was in flight): dropped.
    if (!w) return;
    const equals = this.o.equals ?? ((a: T, b: T) => a === b);
    if (w.last !== undefined && equals(w.last, value)) return;
    w.last = value;
    this.o.onValue(key, value);
    if (!this.o.isFinal?.(value)) return;
    this.drop(key);
    for (const onEnd of w.listeners.values()) onEnd?.();
  }
}
