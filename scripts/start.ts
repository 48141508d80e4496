import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { startEdge, type EdgeServer } from './edge.ts';
import { Supervisor } from './supervisor.ts';

/**
 * `npm start`: one URL for everything. Builds the client and screens bundles when they are missing, starts
 * the API (which migrates and seeds the embedded database on first run) and the realtime gateway, and serves
 * all of it behind one port. A child that dies is started again with backoff (supervisor.ts). Ctrl-C or
 * SIGTERM drains: requests in flight finish, new ones get 503, then every process stops.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const StartConfig = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    API_PORT: z.coerce.number().int().min(1).max(65535).default(8081),
    GATEWAY_PORT: z.coerce.number().int().min(1).max(65535).default(8082),
    /** How many gateway processes (ports GATEWAY_PORT, +1, …); more than one share rooms through REDIS_URL. */
    GATEWAYS: z.coerce.number().int().min(1).max(16).default(1),
    REDIS_URL: z.string().url().optional(),
    /** The gateway's service token for the API's internal feed calls; one is made per run when unset. */
    GATEWAY_TOKEN: z.string().min(24).optional(),
  })
  .refine((c) => c.GATEWAYS === 1 || c.REDIS_URL, {
    path: ['GATEWAYS'],
    message: 'several gateways share rooms through Redis: set REDIS_URL too',
  });

function log(line: string): void {
  process.stdout.write(`[start] ${line}\n`);
}

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function buildIfMissing(workspace: string, force: boolean): Promise<void> {
  // The client's build has two outputs: the browser's and the edge's server render (client/vite.config.ts).
  const outputs = [path.join(root, workspace, 'dist', 'index.html')];
  if (workspace === 'client') outputs.push(path.join(root, workspace, 'dist-ssr', 'entry-server.js'));
  if (!force && outputs.every((f) => fs.existsSync(f))) return;
  log(`building ${workspace} ...`);
  await run('npm', ['run', 'build', '-w', `@aikc/${workspace}`]);
}

async function waitForHealth(url: string, name: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet (or being restarted by the supervisor)
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} did not become healthy at ${url}`);
}

async function main(): Promise<void> {
  const parsed = StartConfig.safeParse(process.env);
  if (!parsed.success) {
    for (const i of parsed.error.issues) log(`invalid ${i.path.join('.')}: ${i.message}`);
    process.exit(1);
  }
  const cfg = parsed.data;
  const force = process.argv.includes('--rebuild');
  const watch = process.argv.includes('--watch');
  await buildIfMissing('client', force);
  await buildIfMissing('screens', force);
  await buildIfMissing('admin', force);

  // Children that die are started again (supervisor.ts); the edge answers 503 in the envelope meanwhile.
  const supervisor = new Supervisor({ log });
  let edge: EdgeServer | null = null;
  let stopping = false;
  // SIGTERM drains: the edge refuses new requests and lets those in flight finish, then each child drains its own.
  const stopAll = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: draining ...`);
    setTimeout(() => process.exit(1), 30_000).unref();
    if (edge) await edge.drain(15_000);
    await supervisor.stop('SIGTERM');
    log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stopAll('SIGINT'));
  process.on('SIGTERM', () => void stopAll('SIGTERM'));

  const spawnTs = (name: string, entry: string, env: Record<string, string>, standby = false) =>
    supervisor.start({
      name,
      // A warm spare takes over at once when the child dies; not with --watch, where it would hold old code.
      standby: standby && !watch,
      command: process.execPath,
      // --watch (npm run dev) restarts a server when one of its source files changes.
      args: [...(watch ? ['--watch'] : []), '--import', 'tsx', entry],
      cwd: root,
      env: { ...process.env, ...env },
    });

  const apiUrl = `http://127.0.0.1:${cfg.API_PORT}`;
  // Links the API hands out and the canonical URLs of server-rendered pages share one origin.
  const publicBaseUrl = process.env.PUBLIC_BASE_URL ?? `http://localhost:${cfg.PORT}`;
  const gatewayToken = cfg.GATEWAY_TOKEN ?? crypto.randomBytes(24).toString('base64url');
  const gatewayPorts = Array.from({ length: cfg.GATEWAYS }, (_, i) => cfg.GATEWAY_PORT + i);
  spawnTs(
    'api',
    'api/src/main.ts',
    {
      API_HOST: '127.0.0.1',
      API_PORT: String(cfg.API_PORT),
      PUBLIC_BASE_URL: publicBaseUrl,
      GATEWAY_TOKEN: gatewayToken,
    },
    true,
  );
  log('waiting for the API (the first run creates and seeds the database) ...');
  await waitForHealth(`${apiUrl}/api/health`, 'api');
  for (const [i, port] of gatewayPorts.entries()) {
    spawnTs(
      cfg.GATEWAYS === 1 ? 'realtime-gateway' : `realtime-gateway-${i + 1}`,
      'realtime-gateway/src/main.ts',
      { GATEWAY_HOST: '127.0.0.1', GATEWAY_PORT: String(port), UPSTREAM_URL: apiUrl, GATEWAY_TOKEN: gatewayToken },
      true,
    );
  }
  const gatewayUrls = gatewayPorts.map((port) => `http://127.0.0.1:${port}`);
  for (const url of gatewayUrls) await waitForHealth(`${url}/healthz`, 'realtime-gateway');
  // The crawl worker runs scheduled sources; off unless asked for (docs/decisions/0023-crawler.md).
  if (process.env.CRAWL_SCHEDULE === '1')
    spawnTs('crawl-worker', 'api/src/modules/crawl/worker.ts', { PUBLIC_BASE_URL: publicBaseUrl });

  edge = await startEdge({
    port: cfg.PORT,
    host: cfg.HOST,
    apiUrl,
    gatewayUrl: gatewayUrls,
    clientDist: path.join(root, 'client', 'dist'),
    screensDist: path.join(root, 'screens', 'dist'),
    adminDist: path.join(root, 'admin', 'dist'),
    publicBaseUrl,
    log,
  });
  const shown = cfg.HOST === '0.0.0.0' ? 'localhost' : cfg.HOST;
  log(`AI科策云 is ready at http://${shown}:${cfg.PORT}/ (big screens at /big_screen/s1, back office at /admin/)`);
}

main().catch((err: unknown) => {
  log(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
