import { pino } from 'pino';
import { io as connect, type Socket } from 'socket.io-client';
import type { ScreenData, ScreenSnapshot, ScreenTopic } from '@aikc/shared/schemas/big-screen';
import {
  ScreenDataEventSchema,
  ScreenStaleSchema,
  type ScreenDataEvent,
  type ScreenStale,
} from '@aikc/shared/socket/screen';
import { applyPatch } from './apply-patch.ts';
import { ScreenReplica } from '@aikc/shared/socket/screen-replica';
import { SOCKET_PATH } from '@aikc/shared/socket-events';
import { loadConfig } from '../config.ts';
import { createGateway } from '../server.ts';
import { screenTopic, type ScreenTopicOptions } from '../topics/screen.ts';
import type { TestGateway } from './harness.ts';

const region = { provinces: [{ code: '440000', name: '广东', value: 3 }], cities: [] };
const trend = { periods: ['2025-01'], series: [{ key: 'policies', values: [1] }] };
const ip = { invention: 1, utility: 2, design: 3, software: 4 };

/** A minimal snapshot of `topic` that passes the shared schema; `n` shows up in its totals. */
export function screenSnapshot<T extends ScreenTopic>(topic: T, version: string, n = 1): ScreenSnapshot<T> {
  const data: { [K in ScreenTopic]: ScreenData<K> } = {
    s1: {
      totals: {
        policies: n,
        projects: 0,
        companies: 0,
        hightech: 0,
        patents: 0,
        software_copyrights: 0,
        news: 0,
        interpretations: 0,
      },
      region,
      trend,
      top_provinces: [],
      qualifications: [],
      ip,
      finance: [],
      latest_policies: [],
    },
    s2: {
      totals: {
        policies: n,
        policies_this_year: 0,
        valid_policies: 0,
        interpretations: 0,
        open_projects: 0,
        closing_projects: 0,
        upcoming_projects: 0,
      },
      region,
      trend,
      levels: [],
      types: [],
      agencies: [],
      open_projects: [],
      closing_projects: [],
      latest_policies: [],
    },
    s3: {
      totals: { companies: n, hightech: 0, specialized: 0, patents: 0, software_copyrights: 0, registered_capital: 0 },
      region,
      industries: [],
      qualifications: [],
      founding: trend,
      matrix: { rows: [], columns: [], cells: [] },
      ip,
      finance: [],
      top_companies: [],
    },
    s4: {
      chains: [
        {
          key: 'nev',
          name: '新能源汽车',
          stages: [],
          totals: { companies: n, policies: 0, projects: 0, patents: 0 },
          region,
          founding: trend,
          leaders: [],
          policies: [],
        },
      ],
    },
  };
  return { version, generated_at: 1, data: data[topic] };
}

/** Starts a real gateway with the screen topic only (fast retries unless told otherwise). */
export async function startScreenGateway(o: {
  upstreamUrl: string;
  pollMs?: number;
  leaseMs?: number;
  port?: number;
  redisUrl?: string;
  redisKey?: string;
  screen?: ScreenTopicOptions;
}): Promise<TestGateway> {
  const config = loadConfig({
    GATEWAY_PORT: String(o.port ?? 0),
    UPSTREAM_URL: o.upstreamUrl,
    SCREEN_POLL_MS: String(o.pollMs ?? 100),
    SCREEN_LEASE_MS: String(o.leaseMs ?? 1000),
    UPSTREAM_TIMEOUT_MS: '2000',
    ...(o.redisUrl ? { REDIS_URL: o.redisUrl } : {}),
  });
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const topic = screenTopic({ retryBaseMs: 50, retryMaxMs: 200, keyPrefix: o.redisKey, ...o.screen });
  const gateway = await createGateway({ config, logger, redisKey: o.redisKey, topics: [topic] });
  const addr = await gateway.listen();
  return { gateway, url: `http://127.0.0.1:${addr.port}`, port: addr.port, close: () => gateway.close() };
}

/**
 * A wall: a real anonymous socket that keeps its topic's picture like the screens runtime does (the shared
 * `ScreenReplica`: snapshots, patches, resync by subscribing again) and records what it saw.
 */
export interface TestWall {
  socket: Socket;
  /** Every picture shown, in order: snapshots and the results of patches. */
  data: ScreenDataEvent[];
  stale: ScreenStale[];
  /** Raw counts of what arrived: full snapshots, patches (with their serialized size), resync requests sent. */
  snapshots: number;
  patches: { version: string; bytes: number }[];
  resyncs: string[];
  /** Versions in arrival order, for compact assertions. */
  versions(): string[];
  subscribe(payload: unknown): Promise<{ code: number; msg: string }>;
}

export interface WallOptions {
  /** Drops an incoming patch before the wall sees it (a lost message), to exercise the resync. */
  dropPatch?: (payload: { version: string }) => boolean;
}

export function openWall(url: string, topic?: ScreenTopic, opts: WallOptions = {}): TestWall {
  const socket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 50,
    reconnectionDelayMax: 200,
  });
  const wall: TestWall = {
    socket,
    data: [],
    stale: [],
    snapshots: 0,
    patches: [],
    resyncs: [],
    versions: () => wall.data.map((d) => d.version),
    subscribe: (payload) =>
      new Promise((resolve) =>
        socket.emit('screen.subscribe', payload, (answer: { code: number; msg: string }) => resolve(answer)),
      ),
  };
  socket.on('screen.stale', (p: unknown) => wall.stale.push(ScreenStaleSchema.parse(p)));
  if (!topic) {
    // A wall that subscribes by hand (payload tests) records the snapshots it is answered with.
    socket.on('screen.data', (p: unknown) => wall.data.push(ScreenDataEventSchema.parse(p)));
    return wall;
  }
  const replica = new ScreenReplica(topic, applyPatch);
  // Like the screens runtime: (re)subscribe on every connect (the resync after a reconnect) and on a gap.
  const sync = () => {
    replica.syncStarted();
    socket.emit('screen.subscribe', { topic }, () => step(replica.syncDone()));
  };
  const step = (s: ReturnType<typeof replica.patch>) => {
    if (s.kind === 'picture') wall.data.push(s.event);
    if (s.kind === 'resync') {
      wall.resyncs.push(s.reason);
      sync();
    }
  };
  socket.on('screen.data', (p: unknown) => {
    wall.snapshots += 1;
    step(replica.snapshot(p));
  });
  socket.on('screen.patch', (p: { version: string }) => {
    if (opts.dropPatch?.(p)) return;
    wall.patches.push({ version: p.version, bytes: JSON.stringify(p).length });
    step(replica.patch(p));
  });
  socket.on('connect', sync);
  return wall;
}
