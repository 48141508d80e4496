import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@aikc/shared/socket-events';

/** What the handshake leaves on `socket.data`: nothing for an anonymous socket, the user and token otherwise. */
export interface SocketData {
  userId?: number;
  /** The token the socket logged in with; only pipelines read it (never logged, never sent anywhere else). */
  token?: string;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no events between gateway instances yet
export type InterServerEvents = {};

export type GatewayServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type GatewaySocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
