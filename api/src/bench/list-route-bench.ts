/**
 * List-route HTTP benchmark (issue 4): the public list calls under autocannon beside an Express hello-world
 * measured in the same run (the ceiling), and the app's own cheapest call (GET /api/health, the floor).
 * Every request is computed (the API holds no cache of answers: layer-bench.ts measured one and it did not
 * pay), against the search engine's warm caches. Access logging is on (info, to /dev/null), as in
 * production. autocannon runs in a worker thread, so the client does not compete with the server for its
 * thread. Read-only: nothing is migrated, seeded or written.
 *
 *   DATA_DIR=/work/bigdata npx tsx src/bench/list-route-bench.ts        # SQLite (DATA_DIR, SQLITE_FILE)
 *   DATABASE_URL=postgres://... npx tsx src/bench/list-route-bench.ts
 *   --duration 5 --connections 10 --rounds 3                            # tuning
 */
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import autocannon from 'autocannon';
import express from 'express';
import { CompanyApi, PolicyApi, ProjectApi, SystemApi } from '@aikc/shared/api-paths';
import { createApp } from '../app.ts';
import { createRuntimes } from '../composition.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createLogger } from '../logger.ts';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const FILTERS = {
  province: '440000',
  validity: 'valid' as const,
  levels: ['provincial' as const, 'municipal' as const],
};
const ROUTES: [name: string, path: string, body: Record<string, unknown>][] = [
  ['policy/lists (none)', PolicyApi.list, {}],
  ['policy/lists 补贴', PolicyApi.list, { keyword: '补贴' }],
  ['policy/lists 补贴+filters', PolicyApi.list, { keyword: '补贴', ...FILTERS }],
  ['company/lists 科技', CompanyApi.list, { keyword: '科技' }],
  ['project/lists 补贴', ProjectApi.list, { keyword: '补贴' }],
];

async function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function close(s: { server: Server }): void {
  s.server.closeAllConnections();
  s.server.close();
}

async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'info' });
  const handle = openDatabase(
    config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL }
      : { sqliteFile: path.join(config.DATA_DIR, config.SQLITE_FILE) },
  );
  const count = await handle.db
    .selectFrom('policies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(`database: ${handle.dialect}, ${Number(count.n)} policies`);

  const duration = arg('duration', 5);
  const connections = arg('connections', 10);
  const hello = express();
  hello.get('/', (_req, res) => {
    res.json({ code: 200, msg: 'ok', data: null });
  });
  const h = await listen(hello);
  const logger = () => createLogger('info', 'api', '/dev/null');
  const app = await listen(createApp(createRuntimes({ config, db: handle, logger: logger() })));
  // The client runs in a worker thread: in this thread it took a share of the server's CPU that grows with
  // the response size (15 % of all CPU for 15 KB list answers), which a hello-world's 40 bytes never pay.
  // Every request carries the Accept-Encoding a browser sends (hello-world's too).
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const opts = (url: string, body?: unknown) => ({
    url,
    connections,
    duration,
    workers: 1,
    headers: body ? { ...browser, 'content-type': 'application/json', Platform: 'pc-web' } : browser,
    ...(body ? { method: 'POST' as const, body: JSON.stringify(body) } : {}),
  });
  // One request first: the figures are of a warm process (a cold first page of a big corpus takes seconds and
  // would otherwise dominate a short run).
  const run = async (url: string, body?: unknown) => {
    await fetch(
      url,
      body
        ? {
            method: 'POST',
            body: JSON.stringify(body),
            headers: { 'content-type': 'application/json', Platform: 'pc-web' },
          }
        : {},
    );
    return autocannon(opts(url, body));
  };

  console.log(
    `\nHTTP, autocannon ${connections} connections x ${duration} s, client in a worker thread; load average ${loadavg()}`,
  );
  console.log('each route is measured right after its own hello-world run, and its ratio is to that run: the');
  console.log("machine's speed drifts by a third within a run, which a single baseline would put into the ratios");
  const rounds = arg('rounds', 3);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
  // Each route: `rounds` pairs of (hello-world, route), reported as medians, so one slow stretch of the
  // machine moves a figure less.
  const pair = async (name: string, url: string, body?: unknown) => {
    const ratios: number[] = [];
    const rates: number[] = [];
    const p99s: number[] = [];
    const bases: number[] = [];
    let non2xx = 0;
    for (let i = 0; i < rounds; i++) {
      const base = await run(`${h.url}/`);
      const r = await run(url, body);
      ratios.push((100 * r.requests.average) / base.requests.average);
      rates.push(r.requests.average);
      p99s.push(r.latency.p99);
      bases.push(base.requests.average);
      non2xx += r.non2xx;
    }
    console.log(
      `${name.padEnd(34)}${median(rates).toFixed(0).padStart(7)} req/s   p99 ${String(median(p99s)).padStart(4)} ms   ${median(ratios).toFixed(1).padStart(5)} % of hello-world (median of ${rounds}: ${ratios.map((x) => x.toFixed(0)).join('/')} %; hello ${median(bases).toFixed(0)} req/s)   non-2xx ${non2xx}`,
    );
  };
  // The app's own cheapest call: helmet, access log, body parsing and dispatch, with a one-row query.
  await pair('app floor (GET health)', `${app.url}${SystemApi.health}`);
  for (const [name, route, body] of ROUTES) await pair(name, `${app.url}${route}`, body);
  close(h);
  close(app);
  await handle.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
