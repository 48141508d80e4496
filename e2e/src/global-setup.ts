import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './ports.ts';
import { ROOT_DIR, stopChild, waitHealthy } from './processes.ts';

/**
 * Once per run: the API seeds the default corpus (and the reference layer) into a directory of its own, then stops.
 * Each stack copies that database (seeded-data.ts) instead of seeding again: with 24 files this took a seed each.
 * The API itself does the seeding, so the copy is exactly what a first `npm start` writes.
 */
interface SharedSeed {
  seeded: Promise<string> | null;
  users: number;
}

// Both projects of the config (vitest.config.ts) run this file, each in a module instance of its own, within the
// one main process: the seed they share hangs off globalThis, not a module variable.
const KEY = Symbol.for('aikc.e2e.seeded');
const shared = ((globalThis as Record<symbol, unknown>)[KEY] ??= { seeded: null, users: 0 }) as SharedSeed;

/** The first project to start seeds; the other waits for the same copy. */
export async function setup(project: TestProject): Promise<() => void> {
  shared.users += 1;
  shared.seeded ??= seed();
  project.provide('seededDataDir', await shared.seeded);
  return () => {
    shared.users -= 1;
    if (shared.users > 0 || !shared.seeded) return;
    // A project set up after this (were vitest to tear one down before the next starts) seeds afresh.
    void shared.seeded.then(removeSeeded);
    shared.seeded = null;
  };
}

function removeSeeded(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.log`, { force: true });
}

async function seed(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikc-e2e-seeded-'));
  const port = await freePort();
  const logFile = `${dir}.log`;
  const out = fs.openSync(logFile, 'a');
  const started = Date.now();
  const api = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT_DIR,
    env: { ...process.env, DATA_DIR: dir, API_HOST: '127.0.0.1', API_PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', out, out],
  });
  try {
    await waitHealthy(`http://127.0.0.1:${port}/api/health`, api, 'api (seeding the shared e2e database)', 300_000);
  } finally {
    // SIGTERM closes the database, which checkpoints the WAL into the main file before the copies are taken.
    await stopChild(api);
    fs.closeSync(out);
  }
  process.stdout.write(`e2e: seeded the shared database in ${Math.round((Date.now() - started) / 1000)} s\n`);
  return dir;
}
