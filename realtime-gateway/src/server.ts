import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { Logger } from 'pino';
import { fail, ok } from '@aikc/shared/envelope';
import { ResultCode } from '@aikc/shared/result-codes';
import { Rooms, SOCKET_PATH } from '@aikc/shared/socket-events';
import { handshakeAuth } from './auth.ts';
import { tokenBatcher } from './token-batch.ts';
import { anonymousSocketCap, userSocketCap } from './user-cap.ts';
import type { GatewayConfig } from './config.ts';
import { attachRedisAdapter } from './redis.ts';
import { TOPICS } from './topics/registry.ts';
import type { Topic, TopicFactory } from './topics/topic.ts';
import type { GatewayServer } from './types.ts';
import { createUpstream, type Upstream } from './upstream.ts';

export interface GatewayOptions {
  config: GatewayConfig;
  logger: Logger;
  /** Defaults to the registry (`topics/registry.ts`); tests pass topics with their own clocks. */
  topics?: readonly TopicFactory[];
  /** Defaults to the HTTP client for `config.UPSTREAM_URL`. */
  upstream?: Upstream;
  /** Redis pub/sub channel prefix (default `socket.io`); tests use their own so runs never cross. */
  redisKey?: string;
}

export interface Gateway {
  io: GatewayServer;
  http: HttpServer;
  /** Listens on GATEWAY_HOST:GATEWAY_PORT (0 = a random port) and resolves with the bound address. */
  listen(): Promise<AddressInfo>;
  /** Stops topics, disconnects every socket, closes HTTP and Redis. Safe to call twice. */
  close(): Promise<void>;
}

/** Builds the gateway: HTTP server with /healthz, socket.io on SOCKET_PATH, handshake auth, topics, Redis. */
export async function createGateway(opts: GatewayOptions): Promise<Gateway> {
  const { config, logger } = opts;
  const upstream =
    opts.upstream ??
    createUpstream({
      baseUrl: config.UPSTREAM_URL,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      gatewayToken: config.GATEWAY_TOKEN,
    });
  let topics: Topic[] = [];

  const http = createServer((req, res) => handleHttp(req, res));
  const io: GatewayServer = new Server(http, {
    path: SOCKET_PATH,
    serveClient: false,
    ...(config.CORS_ORIGIN ? { cors: { origin: config.CORS_ORIGIN } } : {}),
  });
  const closeRedis = config.REDIS_URL
    ? await attachRedisAdapter(io, config.REDIS_URL, logger, { key: opts.redisKey })
    : undefined;

  function handleHttp(req: IncomingMessage, res: ServerResponse): void {
    // socket.io answers its own path before this handler runs; everything else is health or 404.
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path === '/healthz') {
      const stats = Object.assign({}, ...topics.map((t) => t.stats?.() ?? {})) as Record<string, number>;
      send(res, 200, ok({ status: 'up', sockets: io.engine.clientsCount, redis: Boolean(closeRedis), ...stats }));
      return;
    }
    send(res, 404, fail(ResultCode.NOT_FOUND));
  }

  io.use(handshakeAuth(upstream, logger, config.GATEWAY_TOKEN ? tokenBatcher(upstream) : undefined));
  io.use(userSocketCap(io));
  io.use(anonymousSocketCap(config.ANON_SOCKETS_PER_IP));
  topics = (opts.topics ?? TOPICS).map((factory) => factory({ io, upstream, config, logger }));
  io.on('connection', (socket) => {
    const userId = socket.data.userId;
    if (userId !== undefined) void socket.join(Rooms.user(userId));
    logger.debug({ sid: socket.id, userId: userId ?? null }, 'socket connected');
    socket.once('disconnect', (reason) =>
      logger.debug({ sid: socket.id, userId: userId ?? null, reason }, 'socket disconnected'),
    );
    for (const topic of topics) topic.onConnection(socket);
  });

  let closing: Promise<void> | undefined;
  return {
    io,
    http,
    listen: () =>
      new Promise<AddressInfo>((resolve, reject) => {
        http.once('error', reject);
        http.listen(config.GATEWAY_PORT, config.GATEWAY_HOST, () => {
          http.off('error', reject);
          resolve(http.address() as AddressInfo);
        });
      }),
    close: () =>
      (closing ??= (async () => {
        for (const topic of topics) await topic.close();
        // io.close disconnects every socket and closes the HTTP server; idle keep-alive sockets must not hold it.
        const closed = io.close();
        http.closeAllConnections();
        await closed.catch(() => undefined);
        await closeRedis?.();
      })()),
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}
