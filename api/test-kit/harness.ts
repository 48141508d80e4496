import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import pg from 'pg';
import { describe } from 'vitest';
import { createApp } from '../src/app.ts';
import { createRuntimes } from '../src/composition.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type DialectName, type Db } from '../src/db/database.ts';
import { migrateToLatest, migrateUpTo } from '../src/db/migrate.ts';
import { createLogger } from '../src/logger.ts';
import type { AppDeps } from '../src/deps.ts';

/**
 * Test harness: a real database (a fresh in-memory SQLite, or a fresh PostgreSQL database created for the
 * test file when TEST_DATABASE_URL is set) and a real HTTP server on a random loopback port.
 */
export interface TestApi {
  deps: AppDeps;
  baseUrl: string;
  /** POST a JSON body (or GET a query) as the portal would, with Platform and an optional token. */
  call<T = unknown>(
    path: string,
    input?: Record<string, unknown>,
    opts?: { token?: string; method?: 'GET' | 'POST' },
  ): Promise<{ status: number; body: { code: number; msg: string; data: T } }>;
  close(): Promise<void>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The dialects to run a suite on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDialects(): DialectName[] {
  return TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

let skipNoted = false;
/** Runs `fn` once per available dialect; says once, clearly, when PostgreSQL is skipped. */
export function describeEachDb(name: string, fn: (dialect: DialectName) => void): void {
  if (!TEST_DATABASE_URL && !skipNoted) {
    skipNoted = true;
    process.stdout.write('[skip] PostgreSQL suites: TEST_DATABASE_URL is not set\n');
  }
  for (const dialect of testDialects()) describe(`${name} [${dialect}]`, () => fn(dialect));
}

async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new URL(TEST_DATABASE_URL as string);
  const name = `aikc_t_${crypto.randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A migrated database of the given dialect, and a function that removes it. `upTo`: stop after that
 * migration (a migration test fills the older schema, then migrates the rest with migrateToLatest).
 */
export async function createTestDb(
  dialect: DialectName,
  upTo: string | null = null,
): Promise<{ db: Db; dispose(): Promise<void> }> {
  if (dialect === 'postgres') {
    const pgDb = await createPgDatabase();
    const db = openDatabase({ databaseUrl: pgDb.url, poolSize: 5 });
    await migrateUpTo(db, upTo);
    return {
      db,
      dispose: async () => {
        await closeHandle(db);
        await pgDb.drop();
      },
    };
  }
  const db = openDatabase({ sqliteFile: ':memory:' });
  await migrateUpTo(db, upTo);
  return { db, dispose: () => closeHandle(db) };
}

/** Closes a handle (an app's search is closed by its deps.close(), as the API does when it stops). */
async function closeHandle(h: Db): Promise<void> {
  await h.close();
}

/**
 * A migrated database that several handles can open at once, as separate processes would (SQLite: a file
 * in a temporary directory; PostgreSQL: a fresh database). `open()` gives another handle to it.
 */
export async function createSharedTestDb(
  dialect: DialectName,
): Promise<{ open(): Db; dispose(): Promise<void>; target: { databaseUrl?: string; sqliteFile?: string } }> {
  const handles: Db[] = [];
  let target: { databaseUrl?: string; sqliteFile?: string };
  let drop: () => Promise<void>;
  if (dialect === 'postgres') {
    const pgDb = await createPgDatabase();
    target = { databaseUrl: pgDb.url };
    drop = pgDb.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikc-shared-'));
    target = { sqliteFile: path.join(dir, 'shared.sqlite') };
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const open = () => {
    const h = openDatabase({ ...target, poolSize: 3 });
    handles.push(h);
    return h;
  };
  await migrateToLatest(open());
  return {
    open,
    /** Where the database is, for a child process (DATABASE_URL, or DATA_DIR and SQLITE_FILE). */
    target,
    async dispose() {
      for (const h of handles) await closeHandle(h);
      await drop();
    },
  };
}

/** One temporary data folder per test process (uploads, report PDFs), so no test writes into the checkout. */
let dataDir: string | undefined;
function testDataDir(): string {
  if (!dataDir) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikc-data-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    dataDir = dir;
  }
  return dataDir;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: testDataDir() }), ...overrides };
}

export async function startTestApi(dialect: DialectName, overrides: Partial<Config> = {}): Promise<TestApi> {
  const { db, dispose } = await createTestDb(dialect);
  const config = testConfig(overrides);
  const deps: AppDeps = createRuntimes({ config, db, logger: createLogger('silent') });
  const app = createApp(deps);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  // As api/src/main.ts serves. With Node's 5 s default, a test whose event loop was blocked longer (a loaded
  // machine) can reuse a kept-alive socket that the server's overdue timer closes before reading the request:
  // "fetch failed: other side closed" in a test that did nothing wrong.
  server.keepAliveTimeout = 65_000;
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    deps,
    baseUrl,
    async call(path, input = {}, opts = {}) {
      const method = opts.method ?? 'POST';
      const headers: Record<string, string> = { Platform: 'pc-web' };
      if (opts.token) headers.Authorization = opts.token;
      let url = `${baseUrl}${path}`;
      let body: string | undefined;
      if (method === 'GET') {
        const qs = new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]));
        url += `?${qs}`;
      } else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(input);
      }
      const res = await fetch(url, { method, headers, body });
      return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: never } };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.close();
      await dispose();
    },
  };
}
