import { io, type Socket } from 'socket.io-client';
import { BehaviorSubject, EMPTY, Observable, filter, fromEvent, map, switchMap } from 'rxjs';
import { SOCKET_PATH, ServerEvents, type ServerEventName, type ServerEventPayload } from '@aikc/shared/socket-events';

/** The parts of a socket.io client socket the seam uses (a fake in tests). */
export interface SocketLike {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  disconnect(): unknown;
  readonly connected: boolean;
}

export type SocketFactory = (token: string | null) => SocketLike;

/**
 * The one realtime seam of the client: a socket.io connection turned into typed, validated Observables.
 * Stores take these Observables; components never see the socket.
 */
export interface Realtime {
  /** The payloads of one server event, each parsed with its shared schema; invalid payloads are dropped. */
  on<E extends ServerEventName>(event: E): Observable<ServerEventPayload<E>>;
  /** Whether the socket is connected right now. */
  readonly connected$: Observable<boolean>;
  /** Reconnects with another token (after login and logout); null closes the connection. */
  setToken(token: string | null): void;
  dispose(): void;
}

/** The production socket: same origin, path /socket.io, the login token in the handshake, reconnecting. */
export const socketIoFactory: SocketFactory = (token) =>
  io({
    path: SOCKET_PATH,
    auth: token ? { token } : {},
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
  }) as Socket as unknown as SocketLike;

/**
 * Creates the seam. The connection is opened only for a logged-in user (the gateway's pushes are per user);
 * later features that need a visitor's socket can call `setToken` with their own policy.
 */
export function createRealtime(factory: SocketFactory = socketIoFactory): Realtime {
  const socket$ = new BehaviorSubject<SocketLike | null>(null);
  let token: string | null | undefined;

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
      const schema = ServerEvents[event];
      return socket$.pipe(
        switchMap((s) => (s ? fromEvent(s as Parameters<typeof fromEvent>[0], event) : EMPTY)),
        map((payload) => schema.safeParse(payload)),
        filter((r) => r.success),
        map((r) => r.data as ServerEventPayload<typeof event>),
      );
    },
    connected$,
    setToken(next) {
      if (next === token) return;
      token = next;
      socket$.value?.disconnect();
      socket$.next(next ? factory(next) : null);
    },
    dispose() {
      socket$.value?.disconnect();
      socket$.next(null);
      socket$.complete();
    },
  };
}
