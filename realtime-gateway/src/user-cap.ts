import {
  ANON_SOCKETS_MESSAGE,
  ANON_SOCKETS_PER_IP,
  OPEN_STREAMS_MESSAGE,
  OPEN_STREAMS_PER_USER,
} from '@aikc/shared/constants';
import { ResultCode } from '@aikc/shared/result-codes';
import { Rooms } from '@aikc/shared/socket-events';
import { ConnectError } from './auth.ts';
import type { GatewayServer, GatewaySocket } from './types.ts';

/**
 * Handshake middleware after handshakeAuth: a user holds at most `cap` sockets across every gateway (the shared
 * OPEN_STREAMS_PER_USER, the number the API allows chat streams too); the next one is refused with a Chinese
 * message and 429. Connected sockets are counted from the user's room through the adapter (with Redis: on every
 * gateway, one round trip); handshakes passed here but not yet connected are counted until they connect.
 */
export function userSocketCap(io: GatewayServer, cap = OPEN_STREAMS_PER_USER) {
  const pending = new Map<number, number>();
  const settle = (userId: number) => {
    const left = (pending.get(userId) ?? 1) - 1;
    if (left > 0) pending.set(userId, left);
    else pending.delete(userId);
  };
  return (socket: GatewaySocket, next: (err?: Error) => void): void => {
    const userId = socket.data.userId;
    if (userId === undefined) return next();
    pending.set(userId, (pending.get(userId) ?? 0) + 1);
    // fetchSockets asks every gateway through the Redis adapter (the adapter's `sockets()` is local only).
    io.in(Rooms.user(userId))
      .fetchSockets()
      .then(
        (found) => found.length,
        // Redis unreachable: count this instance's own sockets rather than refuse everyone.
        () => io.of('/').adapter.rooms.get(Rooms.user(userId))?.size ?? 0,
      )
      .then((connected) => {
        // Handshakes of this user that passed before this one and have not connected yet count too.
        const waiting = (pending.get(userId) ?? 1) - 1;
        if (connected + waiting >= cap) {
          settle(userId);
          return next(new ConnectError(ResultCode.TOO_MANY_REQUESTS, OPEN_STREAMS_MESSAGE));
        }
        // socket.io connects a passed socket on the next tick (it joins the user room then) or drops it.
        setImmediate(() => settle(userId));
        next();
      });
  };
}

/**
 * Anonymous sockets per client address on this gateway (the edge's X-Forwarded-For, else the peer). A local
 * process without the edge (a bench, a test) is not capped: only the edge is reachable from outside.
 */
export function anonymousSocketCap(cap: number = ANON_SOCKETS_PER_IP) {
  const byIp = new Map<string, number>();
  return (socket: GatewaySocket, next: (err?: Error) => void): void => {
    if (socket.data.userId !== undefined) return next();
    const forwarded = socket.handshake.headers['x-forwarded-for'];
    const ip = typeof forwarded === 'string' ? forwarded.split(',').at(-1)!.trim() : undefined;
    if (!ip) return next();
    const held = byIp.get(ip) ?? 0;
    if (held >= cap) return next(new ConnectError(ResultCode.TOO_MANY_REQUESTS, ANON_SOCKETS_MESSAGE));
    byIp.set(ip, held + 1);
    socket.once('disconnect', () => {
      const left = (byIp.get(ip) ?? 1) - 1;
      if (left > 0) byIp.set(ip, left);
      else byIp.delete(ip);
    });
    next();
  };
}
