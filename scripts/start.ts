import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { API_NODE_FLAGS } from './api-node-flags.ts';
import { startEdge } from './edge.ts';

/**
 * `npm start`: one URL for everything. Builds the client and screens bundles when they are missing, starts
 * the API (which migrates and seeds the embedded database on first run) and the realtime gateway, and serves
 * all of it behind one port. Ctrl-C (or SIGTERM) stops every process cleanly.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const StartConfig = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(8081),
  GATEWAY_PORT: z.coerce.number().int().min(1).max(65535).default(8082),
});

function log(line: string): void {
  process.stdout.write(`[start] ${line}\n`);
}

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
  });
}

async function buildIfMissing(workspace: string, force: boolean): Promise<void> {
  const index = path.join(root, workspace, 'dist', 'index.html');
  if (!force && fs.existsSync(index)) return;
  log(`building ${workspace} ...`);
  await run('npm', ['run', 'build', '-w', `@aikc/${workspace}`]);
}

async function waitForHealth(url: string, name: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
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

  const children: ChildProcess[] = [];
  let stopping = false;
  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    log('stopping ...');
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    const done = () => children.every((c) => c.exitCode !== null || c.signalCode !== null);
    const timer = setInterval(() => {
      if (done()) {
        clearInterval(timer);
        process.exit(code);
      }
    }, 100);
    setTimeout(() => process.exit(code), 12_000).unref();
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  const spawnTs = (name: string, entry: string, env: Record<string, string>, nodeFlags: string[] = []) => {
    // --watch (npm run dev) restarts a server when one of its source files changes.
    const args = [...nodeFlags, ...(watch ? ['--watch'] : []), '--import', 'tsx', entry];
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => {
      if (!stopping) {
        log(`${name} exited unexpectedly (${signal ?? code}); stopping the rest`);
        stopAll(1);
      }
    });
    children.push(child);
    return child;
  };

  const apiUrl = `http://127.0.0.1:${cfg.API_PORT}`;
  const gatewayUrl = `http://127.0.0.1:${cfg.GATEWAY_PORT}`;
  const api = spawnTs('api', 'api/src/main.ts', {
    API_HOST: '127.0.0.1',
    API_PORT: String(cfg.API_PORT),
    PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? `http://localhost:${cfg.PORT}`,
  }, API_NODE_FLAGS);
  log('waiting for the API (the first run creates and seeds the database) ...');
  await waitForHealth(`${apiUrl}/api/health`, 'api', api);
  const gateway = spawnTs('realtime-gateway', 'realtime-gateway/src/main.ts', {
    GATEWAY_HOST: '127.0.0.1',
    GATEWAY_PORT: String(cfg.GATEWAY_PORT),
    UPSTREAM_URL: apiUrl,
  });
  await waitForHealth(`${gatewayUrl}/healthz`, 'realtime-gateway', gateway);

  await startEdge({
    port: cfg.PORT,
    host: cfg.HOST,
    apiUrl,
    gatewayUrl,
    clientDist: path.join(root, 'client', 'dist'),
    screensDist: path.join(root, 'screens', 'dist'),
    log,
  });
  const shown = cfg.HOST === '0.0.0.0' ? 'localhost' : cfg.HOST;
  log(`AI科策云 is ready at http://${shown}:${cfg.PORT}/ (big screens at /big_screen/s1)`);
}

main().catch((err: unknown) => {
  log(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
