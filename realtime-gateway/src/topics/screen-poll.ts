import { Subject, distinctUntilChanged, filter, merge, startWith, tap, type Observable } from 'rxjs';
import type { Logger } from 'pino';
import { BigScreenApi } from '@aikc/shared/api-paths';
import type { ScreenDataEvent, ScreenTopicName } from '@aikc/shared/socket/screen';
import { UpstreamError, type Upstream } from '../upstream.ts';
import { poll$ } from './keyed-poller.ts';

/** What a screen topic's poller says: a snapshot (not yet checked against the event schema) or "failing since". */
export type FeedEvent = { kind: 'data'; event: ScreenDataEvent } | { kind: 'stale'; since: number };

/** Two events carry the same news: the same version, or both "still failing". */
export function sameNews(a: FeedEvent, b: FeedEvent): boolean {
  if (a.kind === 'data' && b.kind === 'data') return a.event.version === b.event.version;
  return a.kind === 'stale' && b.kind === 'stale';
}

export interface PollOptions {
  topic: ScreenTopicName;
  upstream: Upstream;
  logger: Logger;
  tick$: Observable<unknown>;
  retryBaseMs: number;
  retryMaxMs: number;
  now: () => number;
  /** The last thing published for this topic (by this or a previous holder): not published again. */
  seed?: FeedEvent;
}

/**
 * The poller of one topic (the shared poll$ of keyed-poller.ts under the lease of screen.ts): on every tick one
 * upstream call (a tick during a call is dropped), failures retried with exponential backoff and announced once as `stale` (since the first failure), and only news let through:
 * a new version, the first failure of a run, or the first data after failures (even with an unchanged
 * version, so that walls drop their stale marker).
 */
export function pollScreen(o: PollOptions): Observable<FeedEvent> {
  const failures = new Subject<FeedEvent>();
  let failingSince: number | undefined;
  const data$ = poll$<FeedEvent>({
    tick$: o.tick$,
    read: (signal) => fetchSnapshot(o.upstream, o.topic, signal),
    retryBaseMs: o.retryBaseMs,
    retryMaxMs: o.retryMaxMs,
    onRetry: (err, attempt, wait) => {
      failingSince ??= o.now();
      failures.next({ kind: 'stale', since: failingSince });
      o.logger.warn(
        { topic: o.topic, attempt, wait, err: err instanceof Error ? err.message : String(err) },
        'screen poll failed, retrying',
      );
    },
  }).pipe(tap(() => (failingSince = undefined)));
  const seed = o.seed;
  const all$ = merge(data$, failures);
  return (seed ? all$.pipe(startWith(seed)) : all$).pipe(
    distinctUntilChanged(sameNews),
    filter((ev) => ev !== seed),
  );
}

/** One upstream call; anything but a well-formed snapshot is an error (so it is retried and marks stale). */
async function fetchSnapshot(upstream: Upstream, topic: ScreenTopicName, signal: AbortSignal): Promise<FeedEvent> {
  const res = await upstream.screenData(topic, signal);
  if (!res.ok) throw new UpstreamError(`${topic}data answered code ${res.code}`, BigScreenApi[`${topic}data`]);
  return { kind: 'data', event: { topic, version: res.data.version, data: res.data.data } as ScreenDataEvent };
}
