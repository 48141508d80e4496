/**
 * `npm run bench -- --fleet` (issue 35): the realtime fleet with real signed-in users (fleet-stack.ts says what
 * runs). Per user count: upstream calls per second with nothing changing, badge delay from commit to socket
 * (p50 / p99), gateway RSS per socket; with --recovery the time from a kill -9'd API or gateway being back to a
 * changed badge on the socket; with --walls the wall fan-out bench (realtime-gateway/bench/fanout-screen.ts).
 * Then, per user count, `--watch` (1,000) QR scenes and as many orders watched while nothing changes: the
 * QR and order topics' upstream calls per second (batched: one call per gateway per interval).
 *
 *   node --import tsx e2e/bench/fleet-bench.ts --users 1000,5000,10000 [--gateways 2 --redis redis://…]
 *   … --base <git ref>   the API and gateway of that commit: the before figures
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { InternalApi, LoginApi, MemberApi } from '@aikc/shared/api-paths';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../api/src/db/database.ts';
import {
  GATEWAY_TOKEN,
  ROOT,
  commitMessage,
  countingProxy,
  extractTree,
  healthy,
  kill9,
  makeUsers,
  makeWatchKeys,
  now,
  pct,
  rssOf,
  sleep,
  spawnServer,
} from './fleet-stack.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000,5000,10000' },
    gateways: { type: 'string', default: '1' },
    redis: { type: 'string', default: process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? '' },
    probes: { type: 'string', default: '60' },
    idle: { type: 'string', default: '5' },
    base: { type: 'string' },
    recovery: { type: 'boolean', default: false },
    walls: { type: 'boolean', default: false },
    port: { type: 'string', default: '9400' },
    watch: { type: 'string', default: '1000' },
  },
});
const SIZES = values.users.split(',').map(Number);
const GATEWAYS = Number(values.gateways);
const PORT0 = Number(values.port);
const PER_CLIENT = 2500;
/** How long a recovery is waited for; past it the figure is reported as missing (NaN). */
const RECOVERY_WAIT_MS = 90_000;
if (GATEWAYS > 1 && !values.redis) throw new Error('--gateways 2 needs --redis redis://…');
const log = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const tree = values.base ? extractTree(values.base) : ROOT;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikc-fleet-'));
const apiUrl = `http://127.0.0.1:${PORT0}`;
const apiEnv = {
  DATA_DIR: dir,
  API_HOST: '127.0.0.1',
  API_PORT: String(PORT0),
  SEED_ON_START: 'false',
  GATEWAY_TOKEN,
};
let api: ChildProcess;
const children: ChildProcess[] = [];
function track(c: ChildProcess): ChildProcess {
  children.push(c);
  return c;
}

/** Waits for one IPC message of `type` from a client process. */
function nextMessage(child: ChildProcess, type: string, timeoutMs = 900_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`no '${type}' from a client process`)), timeoutMs);
    const on = (m: { type: string; message?: string }) => {
      if (m.type === 'error') process.stderr.write(`client: ${m.message}\n`);
      if (m.type !== type) return;
      clearTimeout(t);
      child.off('message', on);
      resolve();
    };
    child.on('message', on);
  });
}

async function main(): Promise<void> {
  api = track(spawnServer(tree, 'api/src/main.ts', apiEnv));
  log(
    `fleet: ${values.base ? `base ${values.base}` : 'this tree'}, ${GATEWAYS} gateway(s), load ${load()}, ${os.cpus().length} cores`,
  );
  await healthy(`${apiUrl}/api/health`);
  const db = openDatabase({ sqliteFile: path.join(dir, 'aikc.sqlite') });
  // The base commit's schema has no feed: its writes are the messages alone.
  const withFeed = (await db.db.introspection.getTables()).some((t) => t.name === 'user_events');
  const users = await makeUsers(db, Math.max(...SIZES));
  const WATCH = Math.min(Number(values.watch), ...SIZES);
  const watchKeys = await makeWatchKeys(db, users, WATCH);
  const proxy = await countingProxy(apiUrl, PORT0 + 1);
  const upstream = `http://127.0.0.1:${PORT0 + 1}`;
  const pollMs = withFeed ? 400 : 800;
  const ports = Array.from({ length: GATEWAYS }, (_, i) => PORT0 + 10 + i);
  const startGateway = (port: number) =>
    track(
      spawnServer(tree, 'realtime-gateway/src/main.ts', {
        GATEWAY_HOST: '127.0.0.1',
        GATEWAY_PORT: String(port),
        UPSTREAM_URL: upstream,
        GATEWAY_TOKEN,
        UPSTREAM_TIMEOUT_MS: '10000',
        ...(GATEWAYS > 1 ? { REDIS_URL: values.redis! } : {}),
      }),
    );

  for (const n of SIZES) {
    const gateways = ports.map(startGateway);
    for (const p of ports) await healthy(`http://127.0.0.1:${p}/healthz`);
    const rss0 = gateways.reduce((s, g) => s + rssOf(g.pid!), 0);
    const badges = new Map<number, (at: number) => void>();
    const reconnects: number[] = [];
    let refused = 0;
    const clients: ChildProcess[] = [];
    const started = now();
    for (let i = 0; i < n; i += PER_CLIENT) {
      const c = fork(
        path.join(ROOT, 'e2e/bench/fleet-clients.ts'),
        [ports.map((p) => `http://127.0.0.1:${p}`).join(',')],
        {
          cwd: ROOT,
          execArgv: ['--import', 'tsx', '--max-old-space-size=4096'],
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        },
      );
      clients.push(c);
      children.push(c);
      c.on('message', (m: { type: string; user?: number; at?: number }) => {
        if (m.type === 'badge') badges.get(m.user!)?.(m.at!);
        if (m.type === 'reconnect') reconnects.push(m.at!);
        if (m.type === 'refused') refused += 1;
      });
      await nextMessage(c, 'started');
      const ready = nextMessage(c, 'ready');
      c.send({ type: 'users', users: users.slice(i, Math.min(n, i + PER_CLIENT)) });
      await ready;
    }
    const connectS = (now() - started) / 1000;
    await sleep(2000);
    const rssPer = (gateways.reduce((s, g) => s + rssOf(g.pid!), 0) - rss0) / n;
    const c0 = proxy.calls.length;
    const idleMs = Number(values.idle) * 1000;
    await sleep(idleMs);
    const perSecond = (proxy.calls.length - c0) / (idleMs / 1000);
    const perInterval = (perSecond * pollMs) / 1000 / GATEWAYS;

    /** Resolves with the time (epoch ms) the next badge of `user` reaches its socket. */
    const nextBadge = (user: number, waitMs = 30_000) =>
      new Promise<number>((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`no badge for user ${user} in ${waitMs / 1000} s`)), waitMs);
        badges.set(user, (at) => {
          clearTimeout(t);
          badges.delete(user);
          resolve(at);
        });
      });
    /** Commits a message for `user`: the ms from the commit to its socket showing the new count. */
    const probe = async (user: number): Promise<number> => {
      const arrived = nextBadge(user);
      await commitMessage(db, user, withFeed);
      const t0 = now();
      return (await arrived) - t0;
    };
    const delays: number[] = [];
    for (let k = 0; k < Number(values.probes); k++) {
      delays.push(await probe(users[Math.floor(Math.random() * n)]!.id));
      await sleep(50 + Math.random() * 100);
    }
    log(
      `fleet ${n} users, ${GATEWAYS} gateway(s): idle upstream ${perSecond.toFixed(1)} calls/s` +
        ` (${perInterval.toFixed(2)} per gateway per ${pollMs} ms interval)` +
        ` | badge commit→socket p50 ${pct(delays, 50).toFixed(0)} ms p99 ${pct(delays, 99).toFixed(0)} ms` +
        ` | gateway RSS ${(rssPer / 1024).toFixed(1)} KB per socket | connect ${connectS.toFixed(1)} s (${refused} handshakes retried) | load ${load()}`,
    );

    if (values.recovery && n === SIZES[0]) {
      // The API killed: a change committed while it is down reaches the socket once it is back.
      await kill9(api);
      const userA = users[1]!.id;
      const arrivedA = nextBadge(userA, RECOVERY_WAIT_MS).catch(() => NaN);
      await commitMessage(db, userA, withFeed);
      await sleep(1000); // the supervisor's standby takes over in about this
      api = track(spawnServer(tree, 'api/src/main.ts', apiEnv));
      await healthy(`${apiUrl}/api/health`);
      const backA = now();
      log(
        `recovery kill -9 API: the changed badge on the socket ${((await arrivedA) - backA).toFixed(0)} ms after the API was back`,
      );
      // One gateway killed: its sockets reconnect (to it, restarted at once as the standby would) and get the badge.
      reconnects.length = 0;
      const userB = users[0]!.id; // slice index 0: on the first gateway
      await kill9(gateways[0]!);
      const arrivedB = nextBadge(userB, RECOVERY_WAIT_MS).catch(() => NaN);
      await commitMessage(db, userB, withFeed);
      await sleep(1000);
      gateways[0] = startGateway(ports[0]!);
      await healthy(`http://127.0.0.1:${ports[0]}/healthz`);
      const backB = now();
      const badgeB = (await arrivedB) - backB;
      await sleep(3000);
      const back = reconnects.map((t) => t - backB);
      log(
        `recovery kill -9 gateway: changed badge ${badgeB.toFixed(0)} ms after it was back;` +
          ` ${back.length} sockets reconnected, p50 ${pct(back, 50).toFixed(0)} ms p99 ${pct(back, 99).toFixed(0)} ms after it was back`,
      );
    }
    // After the recovery, so its figures stay comparable with those measured before the watches existed.
    if (WATCH > 0) log(await idleWatches(proxy, clients, watchKeys, ports, n));
    for (const c of clients) c.send({ type: 'close' });
    await sleep(500);
    for (const g of gateways) await kill9(g);
  }
  proxy.close();
  await db.close();
}

/**
 * The QR and order topics with many keys watched and nothing changing: the first sockets watch a scene each and
 * their users' orders, then the upstream calls of each topic are counted (the per-key poll made one per key).
 */
async function idleWatches(
  proxy: { calls: { at: number; path: string; ms?: number }[] },
  clients: ChildProcess[],
  keys: Awaited<ReturnType<typeof makeWatchKeys>>,
  ports: number[],
  n: number,
): Promise<string> {
  const first = clients[0]!;
  const watching = nextMessage(first, 'watching');
  first.send({ type: 'watch', ...keys });
  await watching;
  const watched = async () => {
    let qr = 0;
    let orders = 0;
    for (const p of ports) {
      const h = (await (await fetch(`http://127.0.0.1:${p}/healthz`)).json()) as {
        data: { qrScenes?: number; orderFeeds?: number };
      };
      qr += h.data.qrScenes ?? 0;
      orders += h.data.orderFeeds ?? 0;
    }
    return { qr, orders };
  };
  const deadline = now() + 60_000;
  let w = await watched();
  while ((w.qr < keys.scenes.length || w.orders < keys.orders.length) && now() < deadline) {
    await sleep(200);
    w = await watched();
  }
  await sleep(2000);
  const c0 = proxy.calls.length;
  const idleMs = Number(values.idle) * 1000;
  await sleep(idleMs);
  const calls = proxy.calls.slice(c0);
  const rate = (paths: string[]) => calls.filter((c) => paths.includes(c.path)).length / (idleMs / 1000);
  const took = (paths: string[]) =>
    pct(
      calls.filter((c) => paths.includes(c.path) && c.ms !== undefined).map((c) => c.ms!),
      50,
    ).toFixed(0);
  const qr = rate(QR_PATHS);
  const orders = rate(ORDER_PATHS);
  return (
    `fleet ${n} users, ${ports.length} gateway(s), ${w.qr} QR scenes + ${w.orders} orders watched, idle:` +
    ` QR ${qr.toFixed(1)} calls/s (${((qr * 0.8) / ports.length).toFixed(2)} per gateway per 800 ms, p50 ${took(QR_PATHS)} ms)` +
    ` | orders ${orders.toFixed(1)} calls/s (${(orders / ports.length).toFixed(2)} per gateway per 1,000 ms, p50 ${took(ORDER_PATHS)} ms)` +
    ` | all upstream ${(calls.length / (idleMs / 1000)).toFixed(1)} calls/s | load ${load()}`
  );
}

/** The QR and order topics' calls: batched (this tree) and per key (a --base before issue 35's batching). */
const QR_PATHS: string[] = [InternalApi.sceneStatuses, LoginApi.wxSceneStatus];
const ORDER_PATHS: string[] = [InternalApi.orderStatuses, MemberApi.orderStatus];

function cleanup(): void {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
  if (tree !== ROOT) fs.rmSync(tree, { recursive: true, force: true });
}

main()
  .then(() => {
    cleanup();
    if (values.walls) {
      // Walls: the gateway's own fan-out bench (walls in a child process), one gateway then two sharing Redis.
      const bench = ['--expose-gc', '--import', 'tsx', 'realtime-gateway/bench/fanout-screen.ts'];
      spawnSync(process.execPath, [...bench, '--clients', '1000,5000', '--rounds', '10'], {
        cwd: ROOT,
        stdio: 'inherit',
      });
      if (values.redis)
        spawnSync(
          process.execPath,
          [...bench, '--clients', '1000,5000', '--rounds', '10', '--instances', '2', '--redis', values.redis],
          { cwd: ROOT, stdio: 'inherit' },
        );
    }
    process.exit(0);
  })
  .catch((err: unknown) => {
    process.stderr.write(`fleet bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
    cleanup();
    process.exit(1);
  });
