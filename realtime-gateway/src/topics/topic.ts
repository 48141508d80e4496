import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.ts';
import type { Upstream } from '../upstream.ts';
import type { GatewayServer, GatewaySocket } from '../types.ts';

/** What every topic gets when the gateway starts. */
export interface TopicContext {
  io: GatewayServer;
  upstream: Upstream;
  config: GatewayConfig;
  logger: Logger;
}

/**
 * One live topic: it decides which sockets listen (usually from `socket.data` or a subscribe event), runs an
 * RxJS pipeline over the upstream only while someone listens, and pushes changes. See README.md.
 */
export interface Topic {
  readonly name: string;
  /** Called once for every socket that passed the handshake, after it joined its user room. */
  onConnection(socket: GatewaySocket): void;
  /** Numbers for /healthz (e.g. active pipelines). */
  stats?(): Record<string, number>;
  /** Stops every pipeline (shutdown). */
  close(): Promise<void> | void;
}

export type TopicFactory = (ctx: TopicContext) => Topic;
