/**
 * The fleet bench's stack (fleet-bench.ts), issue 35: the realtime fleet with real signed-in users. A real API process (SQLite
 * file, tokens made directly in the database), one or two real gateway processes (two share Redis), and the
 * users' sockets in client processes of their own (fleet-clients.ts). Between the gateways and the API a counting
 * proxy sees every upstream call. For each user count it reports:
 *  - upstream calls per second with nothing changing (and per gateway per poll interval);
 *  - badge delay: a message committed in the database → the new count on the user's socket, p50 / p99;
 *  - gateway RSS per socket;
 * and, with --recovery, the time from a killed (kill -9) API or gateway being back to a changed badge arriving.
 *
 *   node --import tsx e2e/bench/fleet-bench.ts --users 1000,5000,10000 [--gateways 2 --redis redis://…]
 *   … --base <git ref>   the API and gateway of that commit (the before figures; its gateway polls per user)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashToken, newToken } from '../../api/src/http/auth.ts';
import type { Db } from '../../api/src/db/database.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const GATEWAY_TOKEN = 'fleet-bench-gateway-token-0123456789';

export const now = () => performance.timeOrigin + performance.now();
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
export const rssOf = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
};

/** The API and gateway of another commit, under a temporary folder of this tree (packages resolve from it). */
export function extractTree(ref: string): string {
  const dir = fs.mkdtempSync(path.join(ROOT, '.bench-tree-'));
  const tar = execFileSync('git', ['archive', ref, 'api', 'realtime-gateway'], { cwd: ROOT, maxBuffer: 256 << 20 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar, maxBuffer: 256 << 20 });
  for (const ws of ['api', 'realtime-gateway']) {
    const own = path.join(ROOT, ws, 'node_modules');
    if (fs.existsSync(own)) fs.symlinkSync(own, path.join(dir, ws, 'node_modules'));
  }
  return dir;
}

/** Counts every call from the gateways to the API (by path) and forwards it. */
export function countingProxy(target: string, port: number) {
  const calls: { at: number; path: string; ms?: number }[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((req, res) => {
    const call: (typeof calls)[number] = { at: now(), path: (req.url ?? '').split('?')[0]! };
    calls.push(call);
    res.on('finish', () => (call.ms = now() - call.at));
    const up = http.request(`${target}${req.url}`, { method: req.method, headers: req.headers, agent }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    up.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  return new Promise<{ calls: typeof calls; close(): void }>((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        calls,
        close: () => {
          server.closeAllConnections();
          server.close();
          agent.destroy();
        },
      }),
    ),
  );
}

export async function healthy(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await sleep(50);
  }
}

export function spawnServer(tree: string, entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(tree, entry)], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function kill9(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await gone;
}

/** Users with live tokens, written straight into the database (as many as the largest size). */
export async function makeUsers(db: Db, n: number): Promise<{ id: number; token: string }[]> {
  const out: { id: number; token: string }[] = [];
  const t = Date.now();
  for (let i = 0; i < n; i += 500) {
    await db.db.transaction().execute(async (trx) => {
      for (let k = i; k < Math.min(n, i + 500); k++) {
        const u = await trx
          .insertInto('users')
          .values({
            mobile: `170${String(k).padStart(8, '0')}`,
            password_hash: null,
            username: `压测用户${k}`,
            avatar: '',
            vip_level: 'normal',
            vip_end_time: null,
            next_vip_level: null,
            next_vip_end_time: null,
            wx_openid: null,
            created_at: t,
            updated_at: t,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const token = newToken();
        await trx
          .insertInto('user_tokens')
          .values({
            user_id: u.id,
            token_hash: hashToken(token),
            platform: 'pc-web',
            created_at: t,
            expires_at: t + 7 * 86_400_000,
            revoked_at: null,
          })
          .execute();
        out.push({ id: u.id, token });
      }
    });
  }
  return out;
}

/** A message committed the way the API's writers do (with its feed row when the schema has the feed). */
export async function commitMessage(db: Db, userId: number, withFeed: boolean): Promise<void> {
  const at = Date.now();
  await db.db.transaction().execute(async (trx) => {
    const m = await trx
      .insertInto('messages')
      .values({ user_id: userId, title: '压测通知', content: '示例数据', type: 'system', created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (withFeed)
      await trx
        .insertInto('user_events')
        .values({ user_id: userId, kind: 'unread', payload_json: JSON.stringify({ message_id: m.id }), at })
        .execute();
  });
}

/**
 * Keys for the QR and order topics to watch (issue 35, batched keyed polls): `n` login QR scenes waiting for a
 * scan and one pending order for each of the first `n` users, written straight into the database. Bench data
 * (demo orders of 0.01 yuan); both live for 3 hours so nothing ends while the bench watches them.
 */
export async function makeWatchKeys(
  db: Db,
  users: { id: number }[],
  n: number,
): Promise<{ scenes: string[]; orders: { user: number; order_no: string }[] }> {
  const t = Date.now();
  const until = t + 3 * 3_600_000;
  const scenes = Array.from({ length: n }, (_, k) => `BENCH${String(k).padStart(27, '0')}`);
  const orders = users
    .slice(0, n)
    .map((u, k) => ({ user: u.id, order_no: `KC${String(t).slice(0, 10)}${String(k).padStart(10, '0')}` }));
  await db.db.transaction().execute(async (trx) => {
    for (const [k, scene] of scenes.entries())
      await trx
        .insertInto('wx_scenes')
        .values({
          poll_key: scene,
          scene_str: `BENCHSTR${String(k).padStart(24, '0')}`,
          source: 'qr',
          status: 'waiting',
          created_at: t,
          expires_at: until,
        })
        .execute();
    for (const o of orders)
      await trx
        .insertInto('orders')
        .values({
          order_no: o.order_no,
          user_id: o.user,
          level: 'vip',
          period: 'quarter',
          kind: 'new',
          rule: '压测示例订单',
          price_fen: 1,
          credit_fen: 0,
          amount_fen: 1,
          status: 'pending',
          created_at: t,
          expires_at: until,
          paid_at: null,
          closed_at: null,
          pay_channel: null,
          provider_txn_id: null,
          starts_at: null,
          ends_at: null,
          refund_reason: null,
        })
        .execute();
  });
  return { scenes, orders };
}
