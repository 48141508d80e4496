/**
 * Login throughput (issue 3): login_by_password over real HTTP with argon2id (m=19 MiB, t=2, p=1) on every
 * request, against a fresh SQLite file (or DATABASE_URL). The per-IP window is lifted for the run; the
 * login throttle only counts failures, and every request here succeeds.
 *
 *   npx tsx src/bench/login-bench.ts [--duration 10] [--connections 4]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { LoginApi } from '@aikc/shared/api-paths';
import { createApp } from '../app.ts';
import { createRuntimes } from '../composition.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { hashPassword, verifyPassword } from '../modules/login/password.ts';
import { createUser } from '../modules/login/users.ts';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};

async function main(): Promise<void> {
  const duration = arg('duration', 10);
  const connections = arg('connections', 4);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikc-login-bench-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir }) };
  const db = openDatabase({ databaseUrl: process.env.DATABASE_URL, sqliteFile: path.join(dir, 'bench.sqlite') });
  await migrateToLatest(db);
  const deps = createRuntimes({ config, db, logger: createLogger('silent') });
  const app = createApp(deps);
  const rt = deps.accounts;
  const unlimited = { max: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };
  rt.limits.loginIp = { name: 'bench-ip', ...unlimited };

  const mobile = `139${String(Date.now()).slice(-8)}`;
  await createUser(db.db, { mobile, passwordHash: await hashPassword('bench-pass-1') }, Date.now());

  // One verify alone, for scale: the floor of a login's latency on this machine.
  const stored = await hashPassword('bench-pass-1');
  const t0 = performance.now();
  for (let i = 0; i < 10; i++) await verifyPassword(stored, 'bench-pass-1');
  const single = (performance.now() - t0) / 10;

  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${LoginApi.loginByPassword}`;
  const result = await autocannon({
    url,
    connections,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json', Platform: 'pc-web' },
    body: JSON.stringify({ mobile, password: 'bench-pass-1' }),
  });
  console.log(`argon2id verify alone (sequential): ${single.toFixed(1)} ms`);
  console.log(
    `login_by_password, ${connections} connections x ${duration} s, ${os.cpus().length} CPUs, UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? 4}, ${db.dialect}`,
  );
  console.log(
    `  ${result.requests.average.toFixed(1)} req/s   latency p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx ${result.non2xx}   errors ${result.errors}`,
  );
  server.closeAllConnections();
  server.close();
  await rt.close();
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
