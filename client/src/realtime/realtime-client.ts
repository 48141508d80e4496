import type { Socket } from 'socket.io-client';
import { BehaviorSubject, EMPTY, Observable, filter, fromEvent, map, switchMap } from 'rxjs';
import type * as SocketEvents from '@aikc/shared/socket-events';
import { SOCKET_CLIENT_OPTIONS } from '@aikc/shared/socket/reconnect';
import type {
  ClientEventName,
  ClientEventPayload,
  ServerEventName,
  ServerEventPayload,
} from '@aikc/shared/socket-events';

type EventSchemas = Pick<typeof SocketEvents, 'ServerEvents' | 'ClientEvents' | 'SOCKET_PATH'>;
let schemas: EventSchemas | null = null;

/**
 * The events' zod schemas, fetched with the socket client rather than with the first route (issue 21: zod is
 * most of a visitor's first-route weight otherwise). A socket only exists once they are here, so every payload
 * is still parsed: a factory awaits this before it answers (socketIoFactory does; tests await it in setup).
 */
export async function loadEventSchemas(): Promise<EventSchemas> {
  schemas ??= await import('@aikc/shared/socket-events');
  return schemas;
}

const INVALID = Symbol('invalid payload');

/** The parts of a socket.io client socket the seam uses (a fake in tests). */
export interface SocketLike {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  /** Sends a client event to the gateway. */
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
  readonly connected: boolean;
}

/** Makes a socket; may answer later (the production client is fetched with the first socket, not the first route). */
export type SocketFactory = (token: string | null) => SocketLike | Promise<SocketLike>;

/**
 * The one realtime seam of the client: a socket.io connection turned into typed, validated Observables.
 * Stores take these Observables; components never see the socket.
 */
export interface Realtime {
  /** The payloads of one server event, each parsed with its shared schema; invalid payloads are dropped. */
  on<E extends ServerEventName>(event: E): Observable<ServerEventPayload<E>>;
  /** Whether the socket is connected right now. */
  readonly connected$: Observable<boolean>;
  /**
   * Reconnects with another token (after login and logout). With a null token the connection closes, unless
   * `visitor` asks for an anonymous socket (a visitor's page that needs pushes, like the login QR).
   */
  setToken(token: string | null, opts?: { visitor?: boolean }): void;
  /**
   * Sends `event` now (or once connected) and again after every reconnect or new socket, for as long as the
   * returned function has not been called; calling it sends `release` with the same payload, if given.
   * This is how a page keeps a subscription (e.g. `qr.watch`) alive across reconnects.
   */
  hold<E extends ClientEventName>(
    event: E,
    payload: ClientEventPayload<E> | (() => ClientEventPayload<E>),
    release?: ClientEventName,
  ): () => void;
  dispose(): void;
}

/**
 * The production socket: same origin, path /socket.io, the login token in the handshake, reconnecting.
 * socket.io-client is imported here, when the first socket is wanted, so a visitor's first route does not carry it.
 */
export const socketIoFactory: SocketFactory = async (token) => {
  const [{ io }, { SOCKET_PATH }] = await Promise.all([import('socket.io-client'), loadEventSchemas()]);
  // The gateway sends the badge again on every connect, and held subscriptions are sent again (`hold`): the resync.
  return io({
    ...SOCKET_CLIENT_OPTIONS,
    transports: [...SOCKET_CLIENT_OPTIONS.transports],
    path: SOCKET_PATH,
    auth: token ? { token } : {},
  }) as Socket as unknown as SocketLike;
};

/**
 * Creates the seam. The connection is opened for a logged-in user, or anonymously when the caller asks for a
 * visitor socket (RootStore decides: while a page holds one, e.g. the login QR); otherwise it stays closed.
 */
export function createRealtime(factory: SocketFactory = socketIoFactory): Realtime {
  const socket$ = new BehaviorSubject<SocketLike | null>(null);
  /** '' = anonymous socket, null = no socket, undefined = not decided yet. */
  let identity: string | null | undefined;
  /** Bumped on every change and on dispose: a socket that arrives for an older one is closed at once. */
  let generation = 0;

  const connected$ = socket$.pipe(
    switchMap((s) => {
      if (!s) return new Observable<boolean>((sub) => sub.next(false));
      return new Observable<boolean>((sub) => {
        const up = () => sub.next(true);
        const down = () => sub.next(false);
        s.on('connect', up);
        s.on('disconnect', down);
        sub.next(s.connected);
        return () => {
          s.off('connect', up);
          s.off('disconnect', down);
        };
      });
    }),
  );

  return {
    on(event) {
      return socket$.pipe(
        switchMap((s) => (s ? fromEvent(s as Parameters<typeof fromEvent>[0], event) : EMPTY)),
        map((payload) => {
          const r = schemas?.ServerEvents[event].safeParse(payload);
          return r?.success ? (r.data as ServerEventPayload<typeof event>) : INVALID;
        }),
        filter((p): p is ServerEventPayload<typeof event> => p !== INVALID),
      );
    },
    connected$,
    setToken(next, opts = {}) {
      const wanted = next ?? (opts.visitor ? '' : null);
      if (wanted === identity) return;
      identity = wanted;
      const mine = ++generation;
      socket$.value?.disconnect();
      if (wanted === null) return socket$.next(null);
      const made = factory(wanted || null);
      if (!(made instanceof Promise)) return socket$.next(made);
      // Until the socket exists there is none; a token change meanwhile wins over this one.
      socket$.next(null);
      void made.then(
        (s) => {
          if (mine === generation) socket$.next(s);
          else s.disconnect();
        },
        () => {
          // The client code could not be fetched (offline, new deployment): realtime stays off until the next change.
          if (mine === generation) identity = undefined;
        },
      );
    },
    hold(event, payload, release) {
      // A function is asked again at each send: a chat watch says how far it got before the reconnect.
      const bodyOf = () => {
        if (!schemas) throw new Error('realtime: event schemas not loaded before the socket');
        return schemas.ClientEvents[event].parse(typeof payload === 'function' ? payload() : payload);
      };
      // Checked now when the schemas are here (a bad payload throws at the caller); else at the first send.
      let body: unknown = schemas ? bodyOf() : undefined;
      const sub = socket$
        .pipe(
          switchMap((s) =>
            !s
              ? EMPTY
              : new Observable<never>(() => {
                  const send = () => {
                    const now = bodyOf();
                    body ??= now;
                    s.emit(event, now);
                  };
                  // socket.io buffers emits made while connecting; after a reconnect the gateway has forgotten us.
                  if (s.connected) send();
                  s.on('connect', send);
                  return () => {
                    s.off('connect', send);
                    if (release && s.connected) s.emit(release, body);
                  };
                }),
          ),
        )
        .subscribe();
      return () => sub.unsubscribe();
    },
    dispose() {
      generation += 1;
      socket$.value?.disconnect();
      socket$.next(null);
      socket$.complete();
    },
  };
}
