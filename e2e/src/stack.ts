import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../api/src/db/database.ts';
import { startEdge } from '../../scripts/edge.ts';
import { freePort } from './ports.ts';
import { ROOT_DIR, stopChild, waitHealthy } from './processes.ts';
import { copySeededData } from './seeded-data.ts';

/**
 * The whole portal as a user meets it, for browser tests: the API (a real SQLite file: a copy of this run's seeded
 * database, see global-setup.ts), the realtime
 * gateway and the edge, each on a free loopback port. Tests reach the database through the API's own modules.
 */
export const ROOT = ROOT_DIR;

export interface Stack {
  baseUrl: string;
  apiUrl: string;
  dataDir: string;
  db: Db;
  restartGateway(): Promise<void>;
  stopGateway(): Promise<void>;
  startGateway(): Promise<void>;
  /** Stops the API process (same port and data directory on `startApi`): the upstream outage of the gateway. */
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
  stop(): Promise<void>;
}

function spawnServer(entry: string, env: Record<string, string>, logFile: string): ChildProcess {
  const out = fs.openSync(logFile, 'a');
  return spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn', ...env },
    stdio: ['ignore', out, out],
  });
}

/** The service token the stack's API and gateway share for the change feed (InternalApi). */
const STACK_GATEWAY_TOKEN = 'e2e-stack-gateway-token-0123456789';

export async function startStack(opts: { env?: Record<string, string> } = {}): Promise<Stack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikc-e2e-'));
  copySeededData(dataDir);
  const [apiPort, gatewayPort, edgePort] = [await freePort(), await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const logFile = path.join(dataDir, 'stack.log');

  let api: ChildProcess | null = null;
  const startApi = async () => {
    api = spawnServer(
      'api/src/main.ts',
      {
        DATA_DIR: dataDir,
        API_HOST: '127.0.0.1',
        API_PORT: String(apiPort),
        PUBLIC_BASE_URL: `http://127.0.0.1:${edgePort}`,
        GATEWAY_TOKEN: STACK_GATEWAY_TOKEN,
        ...opts.env,
      },
      logFile,
    );
    await waitHealthy(`${apiUrl}/api/health`, api, 'api');
  };

  let gateway: ChildProcess | null = null;
  const startGateway = async () => {
    gateway = spawnServer(
      'realtime-gateway/src/main.ts',
      {
        GATEWAY_HOST: '127.0.0.1',
        GATEWAY_PORT: String(gatewayPort),
        UPSTREAM_URL: apiUrl,
        GATEWAY_TOKEN: STACK_GATEWAY_TOKEN,
        ...opts.env,
      },
      logFile,
    );
    await waitHealthy(`${gatewayUrl}/healthz`, gateway, 'realtime-gateway');
  };

  // The three start side by side: the gateway's and the edge's health do not wait on the API (the gateway polls
  // it, the edge proxies to it), and each process spends its start compiling its own modules.
  const started = await Promise.allSettled([
    startApi(),
    startGateway(),
    startEdge({
      port: edgePort,
      host: '127.0.0.1',
      apiUrl,
      gatewayUrl,
      clientDist: path.join(ROOT, 'client', 'dist'),
      screensDist: path.join(ROOT, 'screens', 'dist'),
      adminDist: path.join(ROOT, 'admin', 'dist'),
      publicBaseUrl: `http://127.0.0.1:${edgePort}`,
      log: () => {},
    }),
  ]);
  const edgeStarted = started[2];
  if (edgeStarted.status === 'rejected' || started.some((r) => r.status === 'rejected')) {
    // One process failing to start leaves the others running past the test run (an API outlived a full run, its
    // gateway having failed): they are stopped before the failure is reported.
    if (edgeStarted.status === 'fulfilled') edgeStarted.value.close();
    await Promise.all([stopChild(gateway), stopChild(api)]);
    throw started.find((r): r is PromiseRejectedResult => r.status === 'rejected')?.reason;
  }
  const edge = edgeStarted.value;
  const db = openDatabase({ sqliteFile: path.join(dataDir, 'aikc.sqlite') });

  return {
    baseUrl: `http://127.0.0.1:${edgePort}`,
    apiUrl,
    dataDir,
    db,
    startGateway,
    stopGateway: () => stopChild(gateway),
    startApi,
    stopApi: () => stopChild(api),
    async restartGateway() {
      await stopChild(gateway);
      await startGateway();
    },
    async stop() {
      edge.closeAllConnections();
      await new Promise<void>((r) => edge.close(() => r()));
      await db.close();
      await Promise.all([stopChild(gateway), stopChild(api)]);
      if (!process.env.E2E_KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
