/**
 * Layer bench (issue 15): what each speed layer buys on a mixed workload of public list calls over HTTP
 * (bench/mixed-workload.ts: policy, company and project lists, varied keywords and filters, 20 % repeats),
 * with the layer on and off in alternating phases of one process (on/off, then off/on, per round), so the
 * machine's drift falls on both; each phase has a request sequence of its own. Reported per phase: req/s,
 * p50/p99 and the server's CPU time per request (the client is another process), the figure the machine's
 * other load moves least. Layers: page rows (search/engine/page-rows.ts) and, on PostgreSQL, the pipelined
 * and hedged search-state reads (db/pipelined-reads.ts). `--v8` compares the V8 heap flags the API used to
 * run with against none, in alternating child processes (flags cannot change in one). The layers measured
 * and removed (a micro-cache of answers, a raw-body fast path, an exact-path dispatch) are in docs/decisions/0006-speed-layers-measured.md.
 *
 *   DATA_DIR=api/data npx tsx api/src/bench/layer-bench.ts [--ms 4000] [--rounds 2] [--connections 10]
 *   node --import tsx api/src/bench/layer-bench.ts --v8
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type express from 'express';
import { createApp } from '../app.ts';
import { createRuntimes } from '../composition.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { layerSwitches } from '@aikc/server-kit/layer-switches';

const argv = process.argv.slice(2);
const arg = (name: string, dflt: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};
const PHASE_MS = arg('ms', 4000);
const ROUNDS = arg('rounds', 2);
const CONNECTIONS = arg('connections', 10);
const WARM_MS = arg('warm-ms', 10_000);
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const here = path.dirname(fileURLToPath(import.meta.url));

interface Phase {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** Server CPU time (user + system) per request, µs. */
  cpuUs: number;
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function load(url: string, ms: number, seed: number): Promise<Phase> {
  return new Promise((resolve, reject) => {
    const client = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(here, 'mixed-load-worker.ts'),
        JSON.stringify({ url, ms, connections: CONNECTIONS, seed }),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    client.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    client.on('error', reject);
    // The server's CPU time over the phase (this process, the client being another): a cost per request that
    // the machine's other load changes far less than it changes wall-clock rates.
    const cpu0 = process.cpuUsage();
    client.on('close', () => {
      const cpu = process.cpuUsage(cpu0);
      try {
        const m = JSON.parse(out) as { latencies: number[]; failed: number };
        const sorted = m.latencies.sort((a, b) => a - b);
        resolve({
          rps: (sorted.length * 1000) / ms,
          p50: pct(sorted, 50),
          p99: pct(sorted, 99),
          failed: m.failed,
          cpuUs: (cpu.user + cpu.system) / Math.max(1, sorted.length),
        });
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  });
}

function openDb(): Db {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'info' });
  return openDatabase(
    config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL }
      : { sqliteFile: path.join(config.DATA_DIR, config.SQLITE_FILE) },
  );
}

function appOf(handle: Db) {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'info' });
  return listen(createApp(createRuntimes({ config, db: handle, logger: createLogger('info', 'api', '/dev/null') })));
}

const fmt = (p: Phase) =>
  `${p.rps.toFixed(0).padStart(6)} req/s  p50 ${p.p50.toFixed(2).padStart(6)} ms  p99 ${p.p99.toFixed(2).padStart(7)} ms  server CPU ${p.cpuUs.toFixed(0).padStart(6)} µs/req${p.failed ? `  non-200 ${p.failed}` : ''}`;

/** Rounds of (on, off) then (off, on); the ratios are off ÷ on per round. */
async function ab(name: string, on: () => Promise<Phase>, off: () => Promise<Phase>): Promise<void> {
  const rps: number[] = [];
  const p99: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    let a: Phase;
    let b: Phase;
    if (r % 2 === 0) {
      a = await on();
      b = await off();
    } else {
      b = await off();
      a = await on();
    }
    console.log(`  ${name} round ${r + 1}: with ${fmt(a)}`);
    console.log(`  ${name} round ${r + 1}: without ${fmt(b)}   (load ${loadavg()})`);
    rps.push(b.rps / a.rps);
    p99.push(b.p99 / a.p99);
    cpu.push(b.cpuUs / a.cpuUs);
  }
  const geo = (xs: number[]) => Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length).toFixed(2);
  console.log(
    `layer ${name}: without ÷ with: throughput ${rps.map((x) => x.toFixed(2)).join(' / ')} (geometric mean ${geo(rps)}), p99 ${p99.map((x) => x.toFixed(2)).join(' / ')} (geometric mean ${geo(p99)}), server CPU per request ${cpu.map((x) => x.toFixed(2)).join(' / ')} (geometric mean ${geo(cpu)})`,
  );
}

async function layers(): Promise<void> {
  const handle = openDb();
  const count = await handle.db
    .selectFrom('policies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(`database: ${handle.dialect}, ${Number(count.n)} policies; ${os.cpus().length} CPUs, load ${loadavg()}`);
  console.log(
    `phases of ${PHASE_MS} ms, ${CONNECTIONS} connections, ${ROUNDS} rounds (with/without, then without/with)`,
  );
  const full = await appOf(handle);
  // Warm-up: JIT, facet columns, frequent units, name tables.
  await load(full.url, WARM_MS, 1);
  // Every phase has a request sequence of its own: a sequence repeated in the next phase would find its
  // counts and match sets cached by the one before.
  let seed = 100;
  const pair = () => (url: string, before?: () => void, after?: () => void) => async () => {
    before?.();
    try {
      return await load(url, PHASE_MS, seed++);
    } finally {
      after?.();
    }
  };
  const p = pair();
  await ab(
    'page rows',
    p(full.url),
    p(
      full.url,
      () => (layerSwitches.pageRows = false),
      () => (layerSwitches.pageRows = true),
    ),
  );
  if (handle.dialect === 'postgres') {
    await ab(
      'pipelined reads',
      p(full.url),
      p(
        full.url,
        () => (layerSwitches.pipelinedReads = false),
        () => (layerSwitches.pipelinedReads = true),
      ),
    );
  }
  full.server.closeAllConnections();
  full.server.close();
  await handle.close();
}

/** One child phase: warm up, then one measured phase of the full app; prints its figures as JSON. */
async function childPhase(seed: number): Promise<void> {
  const handle = openDb();
  const full = await appOf(handle);
  await load(full.url, WARM_MS, 1);
  const r = await load(full.url, PHASE_MS, seed);
  console.log(`PHASE ${JSON.stringify(r)}`);
  full.server.closeAllConnections();
  full.server.close();
  await handle.close();
}

function spawnPhase(flags: string[], seed: number): Promise<Phase> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...flags,
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        '--phase',
        String(seed),
        '--ms',
        String(PHASE_MS),
        '--warm-ms',
        String(WARM_MS),
        '--connections',
        String(CONNECTIONS),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.on('error', reject);
    child.on('close', () => {
      const line = out.split('\n').find((l) => l.startsWith('PHASE '));
      if (line) resolve(JSON.parse(line.slice(6)) as Phase);
      else reject(new Error(`phase child printed no figures:\n${out}`));
    });
  });
}

/** The flags `npm start` gave the API until this bench found they did not pay (docs/decisions/0006-speed-layers-measured.md). */
const FORMER_API_FLAGS = [
  '--min-semi-space-size=32',
  '--max-semi-space-size=32',
  '--no-memory-reducer',
  '--initial-old-space-size=128',
];

async function v8(): Promise<void> {
  console.log(
    `V8 flags ${FORMER_API_FLAGS.join(' ')} against none: one child process per phase (warm-up, then ${PHASE_MS} ms); ${os.cpus().length} CPUs, load ${loadavg()}`,
  );
  let seed = 100;
  await ab(
    'V8 flags',
    () => spawnPhase(FORMER_API_FLAGS, seed++),
    () => spawnPhase([], seed++),
  );
}

const phase = argv.indexOf('--phase');
const main = phase >= 0 ? childPhase(Number(argv[phase + 1])) : argv.includes('--v8') ? v8() : layers();
main.catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
