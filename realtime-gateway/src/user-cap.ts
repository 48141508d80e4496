import { OPEN_STREAMS_MESSAGE, OPEN_STREAMS_PER_USER } from '@aikc/shared/constants';
import { ResultCode } from '@aikc/shared/result-codes';
import { Rooms } from '@aikc/shared/socket-events';
import { ConnectError } from './auth.ts';
import type { GatewayServer, GatewaySocket } from './types.ts';

/**
 * Handshake middleware after handshakeAuth: a user holds at most `cap` sockets on this instance (the shared
 * OPEN_STREAMS_PER_USER, the number the API allows chat streams too); the next one is refused with a Chinese
 * message and 429. Connected sockets are counted from the user's room (joined on connection); handshakes passed
 * but not yet connected are counted until the next turn of the event loop, by which time socket.io has connected
 * them (it does so on the next tick) or dropped them.
 */
export function userSocketCap(io: GatewayServer, cap = OPEN_STREAMS_PER_USER) {
  const pending = new Map<number, number>();
  return (socket: GatewaySocket, next: (err?: Error) => void): void => {
    const userId = socket.data.userId;
    if (userId === undefined) return next();
    const connected = io.of('/').adapter.rooms.get(Rooms.user(userId))?.size ?? 0;
    const waiting = pending.get(userId) ?? 0;
    if (connected + waiting >= cap) return next(new ConnectError(ResultCode.TOO_MANY_REQUESTS, OPEN_STREAMS_MESSAGE));
    pending.set(userId, waiting + 1);
    setImmediate(() => {
      const left = (pending.get(userId) ?? 1) - 1;
      if (left > 0) pending.set(userId, left);
      else pending.delete(userId);
    });
    next();
  };
}
