import { Observable, distinctUntilChanged, scan, shareReplay, startWith } from 'rxjs';
import { io } from 'socket.io-client';
import type { ScreenSnapshot, ScreenTopic } from '@aikc/shared/schemas/big-screen';
import { ScreenStaleSchema } from '@aikc/shared/socket/screen';
import { applyPatch } from './apply-patch.ts';
import { ScreenReplica, type ReplicaStep } from '@aikc/shared/socket/screen-replica';
import { SOCKET_CLIENT_OPTIONS } from '@aikc/shared/socket/reconnect';
import { SOCKET_PATH } from '@aikc/shared/socket-events';

/**
 * THE data seam of the screens: panels never fetch. A screen gets an Observable of its state (the last good
 * snapshot, and whether updates are failing) from `createScreenSource`, fed by the realtime gateway: an
 * anonymous socket subscribes to the screen's topic and receives `screen.data` (the snapshot at once),
 * `screen.patch` (each new version, as a patch against the one before) and `screen.stale` (the gateway's
 * upstream is failing).
 */
export interface SourceState<T extends ScreenTopic = ScreenTopic> {
  /** The last good snapshot; kept through failures so the wall keeps its picture. */
  snapshot: ScreenSnapshot<T> | null;
  stale: boolean;
  /** When updates started failing (epoch ms), for the marker's tooltip. */
  staleSince: number | null;
}

export type SourceEvent<T extends ScreenTopic = ScreenTopic> =
  | { kind: 'data'; snapshot: ScreenSnapshot<T> }
  | { kind: 'failure'; at: number };

export const INITIAL_STATE: SourceState<never> = { snapshot: null, stale: false, staleSince: null };

/**
 * Folds one event into the state. Same version => the previous snapshot object is kept, so nothing
 * downstream re-renders for an unchanged picture; a failure never drops the last good snapshot.
 */
export function reduceSource<T extends ScreenTopic>(prev: SourceState<T>, ev: SourceEvent<T>): SourceState<T> {
  if (ev.kind === 'failure') {
    return prev.stale ? prev : { snapshot: prev.snapshot, stale: true, staleSince: ev.at };
  }
  const snapshot = prev.snapshot && prev.snapshot.version === ev.snapshot.version ? prev.snapshot : ev.snapshot;
  if (snapshot === prev.snapshot && !prev.stale) return prev;
  return { snapshot, stale: false, staleSince: null };
}

/** The part of a socket.io-client socket the source uses (tests pass a fake). */
export interface ScreenSocket {
  readonly recovered: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, payload: unknown, ack?: (answer: unknown) => void): unknown;
  disconnect(): unknown;
}

export interface SocketSourceOptions {
  /** Opens the socket; default: same origin, path /socket.io, no token (walls are anonymous). */
  connect?: () => ScreenSocket;
  now?: () => number;
}

/** The gateway connection of a wall: reconnects for ever (a wall runs unattended for days). */
export function connectGateway(): ScreenSocket {
  return io({
    ...SOCKET_CLIENT_OPTIONS,
    transports: [...SOCKET_CLIENT_OPTIONS.transports],
    path: SOCKET_PATH,
    auth: {},
  });
}

/**
 * A screen's state from the gateway. Every payload is parsed with the shared schemas (a bad one is dropped),
 * and patches are applied by the shared `ScreenReplica`, which checks each patched picture against the topic's
 * schema. A lost connection marks the picture stale at once; every (re)connect that did not recover its
 * session subscribes again, and so does a wall that cannot apply a patch (a missed version): the gateway
 * answers a subscribe with the current snapshot, which is the resync.
 */
export function socketScreenSource<T extends ScreenTopic>(topic: T, opts: SocketSourceOptions = {}): Observable<SourceState<T>> {
  const now = opts.now ?? (() => Date.now());
  const events$ = new Observable<SourceEvent<T>>((subscriber) => {
    const socket = (opts.connect ?? connectGateway)();
    const replica = new ScreenReplica(topic, applyPatch);
    const subscribe = () => {
      replica.syncStarted();
      socket.emit('screen.subscribe', { topic }, () => follow(replica.syncDone()));
    };
    const follow = (step: ReplicaStep<T>) => {
      if (step.kind === 'resync') subscribe();
      if (step.kind !== 'picture') return;
      // The push carries no aggregation time; the wall only needs the version to tell pictures apart.
      const { version, data } = step.event;
      subscriber.next({ kind: 'data', snapshot: { version, generated_at: now(), data } as ScreenSnapshot<T> });
    };
    socket.on('connect', () => {
      if (!socket.recovered) subscribe();
    });
    socket.on('screen.data', (payload: unknown) => follow(replica.snapshot(payload)));
    socket.on('screen.patch', (payload: unknown) => follow(replica.patch(payload)));
    socket.on('screen.stale', (payload: unknown) => {
      const ev = ScreenStaleSchema.safeParse(payload);
      if (ev.success && ev.data.topic === topic) subscriber.next({ kind: 'failure', at: ev.data.since });
    });
    socket.on('disconnect', () => subscriber.next({ kind: 'failure', at: now() }));
    // The gateway unreachable from the start: say so instead of an endless loading state.
    socket.on('connect_error', () => subscriber.next({ kind: 'failure', at: now() }));
    return () => {
      socket.emit('screen.unsubscribe', { topic });
      socket.disconnect();
    };
  });
  return events$.pipe(
    scan(reduceSource<T>, INITIAL_STATE as SourceState<T>),
    startWith(INITIAL_STATE as SourceState<T>),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

/** The source every screen uses. */
export function createScreenSource<T extends ScreenTopic>(topic: T): Observable<SourceState<T>> {
  return socketScreenSource(topic);
}
