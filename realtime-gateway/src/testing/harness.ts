import { pino } from 'pino';
import { io as connect, type Socket } from 'socket.io-client';
import { BadgeCountSchema } from '@aikc/shared/socket/badge';
import { AuthExpiredSchema, ConnectErrorDataSchema, type AuthExpired } from '@aikc/shared/socket/auth';
import { SOCKET_PATH } from '@aikc/shared/socket-events';
import { loadConfig, type GatewayConfig } from '../config.ts';
import { createGateway, type Gateway } from '../server.ts';
import { badgeTopic, type BadgeTopicOptions } from '../topics/badge.ts';
import { FAKE_GATEWAY_TOKEN } from './fake-upstream.ts';

export interface TestGateway {
  gateway: Gateway;
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts a real gateway on 127.0.0.1 (port 0 unless given) against `upstreamUrl`, badge topic only. */
export async function startTestGateway(opts: {
  upstreamUrl: string;
  pollMs?: number;
  port?: number;
  redisUrl?: string;
  redisKey?: string;
  badge?: BadgeTopicOptions;
  env?: Record<string, string>;
}): Promise<TestGateway> {
  const config: GatewayConfig = loadConfig({
    GATEWAY_PORT: String(opts.port ?? 0),
    UPSTREAM_URL: opts.upstreamUrl,
    BADGE_POLL_MS: String(opts.pollMs ?? 100),
    UPSTREAM_TIMEOUT_MS: '2000',
    GATEWAY_TOKEN: FAKE_GATEWAY_TOKEN,
    ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl } : {}),
    ...opts.env,
  });
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const gateway = await createGateway({
    config,
    logger,
    redisKey: opts.redisKey,
    topics: [badgeTopic({ retryBaseMs: 50, retryMaxMs: 200, ...opts.badge })],
  });
  const addr = await gateway.listen();
  return { gateway, url: `http://127.0.0.1:${addr.port}`, port: addr.port, close: () => gateway.close() };
}

/** A real socket.io-client socket that records what the gateway sent it, parsed with the shared schemas. */
export interface TestClient {
  socket: Socket;
  badges: number[];
  expired: AuthExpired[];
  connectErrors: { message: string; code: number | undefined }[];
  disconnects: string[];
  connects: number;
}

export function openClient(
  url: string,
  token?: string,
  extra: { reconnection?: boolean; headers?: Record<string, string> } = {},
): TestClient {
  const socket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnection: extra.reconnection ?? true,
    reconnectionDelay: 50,
    reconnectionDelayMax: 200,
    ...(extra.headers ? { extraHeaders: extra.headers } : {}),
    auth: token === undefined ? {} : { token },
  });
  const client: TestClient = { socket, badges: [], expired: [], connectErrors: [], disconnects: [], connects: 0 };
  socket.on('connect', () => (client.connects += 1));
  socket.on('badge.count', (p: unknown) => client.badges.push(BadgeCountSchema.parse(p).total));
  socket.on('auth.expired', (p: unknown) => client.expired.push(AuthExpiredSchema.parse(p)));
  socket.on('disconnect', (reason) => client.disconnects.push(reason));
  socket.on('connect_error', (err: Error & { data?: unknown }) => {
    const data = ConnectErrorDataSchema.safeParse(err.data);
    client.connectErrors.push({ message: err.message, code: data.success ? data.data.code : undefined });
  });
  return client;
}

/** Resolves once `predicate` holds; rejects with `what` after a generous deadline. */
export async function waitFor(what: string, predicate: () => boolean, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function closeAll(clients: TestClient[]): void {
  for (const c of clients) c.socket.close();
}
