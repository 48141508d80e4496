/**
 * The socket.io-client options every browser socket uses (portal and walls), issue 35: WebSocket first (no
 * sticky session needed behind several gateways), long-polling only where WebSocket fails; after a lost
 * connection a short capped backoff with jitter, so that a gateway or API back within a second is reached again
 * within 3 s, and thousands of sockets do not all come back in the same instant.
 */
export const SOCKET_CLIENT_OPTIONS = {
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
  reconnection: true,
  reconnectionDelay: 250,
  reconnectionDelayMax: 1000,
  randomizationFactor: 0.5,
} as const;
