/**
 * Open API benchmark (issue 20): signed calls per second on policy search (GET /openapi/v1/policies) against
 * the portal's own policy list route (POST /api/front/policy/lists) in the same run, over the same rotating
 * keywords, each measured in alternating rounds (medians reported). Every open API request carries a fresh
 * nonce and its own HMAC signature, is checked, rate-limited, spends one call in a database transaction and
 * counts it for the key: that is the cost being compared. The portal route computes every request (the API
 * holds no cache of answers).
 * The client (autocannon) runs in this thread for both sides, since each open API request is signed in a
 * setupRequest function; it costs both sides alike.
 * Writes: one bench user with a key and a package, removed at the end (their usage rows go with them).
 *
 *   npm run bench -- --openapi                      (DATA_DIR / SQLITE_FILE or DATABASE_URL as for npm start)
 *   --duration 5 --connections 10 --rounds 3
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import autocannon, { type RequestSpec } from 'autocannon';
import type express from 'express';
import { PolicyApi } from '@aikc/shared/api-paths';
import { OpenApiV1 } from '@aikc/shared/open-api/paths';
import { canonicalString, EMPTY_BODY_SHA256, sortedQuery } from '@aikc/shared/open-api/signing';
import { createApp } from '../app.ts';
import { createRuntimes } from '../composition.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { createKey } from '../modules/open-api/keys-service.ts';
import { grantPaidPackage } from '../modules/open-api/test-kit.ts';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const KEYWORDS = [
  '补贴',
  '人工智能',
  '高新技术企业',
  '专精特新',
  '研发费用',
  '科技创新',
  '人才',
  '知识产权',
  '数字经济',
  '新能源',
];

async function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'info' });
  const handle = openDatabase(
    config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL }
      : { sqliteFile: path.join(config.DATA_DIR, config.SQLITE_FILE) },
  );
  const db = handle.db;
  const count = await db
    .selectFrom('policies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(`database: ${handle.dialect}, ${Number(count.n)} policies`);
  const logger = () => createLogger('info', 'api', '/dev/null');
  const deps = createRuntimes({ config, db: handle, logger: logger() });
  const app = await listen(createApp(deps));

  // The bench caller: a key without a rate limit worth the name, and a package that will not run out.
  const now = Date.now();
  const user = await db
    .insertInto('users')
    .values({
      mobile: `199${String(crypto.randomInt(0, 1e8)).padStart(8, '0')}`,
      password_hash: null,
      username: 'openapi-bench',
      avatar: '',
      vip_level: 'normal',
      vip_end_time: null,
      next_vip_level: null,
      next_vip_end_time: null,
      wx_openid: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    const key = await createKey(db, deps.openApi.box, user.id, 'bench', 1_000_000, now);
    await grantPaidPackage(db, user.id, { code: 'api_1m', calls: 100_000_000, rule: 'bench', orderPrefix: 'KCB' }, now);

    let n = 0;
    const signed = (req: RequestSpec): RequestSpec => {
      const q = { keyword: KEYWORDS[n++ % KEYWORDS.length] as string, page: '1', page_size: '10' };
      const ts = String(Math.floor(Date.now() / 1000));
      const nonce = crypto.randomBytes(16).toString('hex');
      const canonical = canonicalString({
        method: 'GET',
        path: OpenApiV1.policies,
        query: Object.entries(q),
        timestamp: ts,
        nonce,
        bodySha256Hex: EMPTY_BODY_SHA256,
      });
      const sig = crypto.createHmac('sha256', key.secret).update(canonical).digest('hex');
      return {
        ...req,
        method: 'GET',
        path: `${OpenApiV1.policies}?${sortedQuery(Object.entries(q))}`,
        headers: { 'X-Aikc-Key': key.key_id, 'X-Aikc-Timestamp': ts, 'X-Aikc-Nonce': nonce, 'X-Aikc-Signature': sig },
      };
    };
    let m = 0;
    const portal = (req: RequestSpec): RequestSpec => ({
      ...req,
      method: 'POST',
      path: PolicyApi.list,
      headers: { 'content-type': 'application/json', Platform: 'pc-web' },
      body: JSON.stringify({ keyword: KEYWORDS[m++ % KEYWORDS.length], page: 1, pageSize: 10 }),
    });

    const duration = arg('duration', 5);
    const connections = arg('connections', 10);
    const rounds = arg('rounds', 3);
    // CPU time of this process per answered request (server and client together, both sides alike): unlike
    // requests per second it does not move when other processes take the cores, so it compares on a busy machine.
    const run = async (url: string, setupRequest: (r: RequestSpec) => RequestSpec) => {
      const cpu = process.cpuUsage();
      const r = await autocannon({ url, connections, duration, requests: [{ setupRequest }] });
      const used = process.cpuUsage(cpu);
      return Object.assign(r, { cpuPerRequestUs: (used.user + used.system) / Math.max(1, r.requests.total) });
    };
    // Warm both: every keyword once (the engine's units, the JIT).
    for (let i = 0; i < KEYWORDS.length * 2; i++) {
      const s = signed({});
      await fetch(`${app.url}${s.path}`, { headers: s.headers });
      const p = portal({});
      await fetch(`${app.url}${p.path}`, { method: 'POST', headers: p.headers, body: p.body });
    }
    console.log(
      `\nautocannon ${connections} connections x ${duration} s, ${rounds} alternating rounds, ${KEYWORDS.length} rotating keywords; load average ${loadavg()}`,
    );
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
    const figures = {
      open: [] as number[],
      portal: [] as number[],
      openP99: [] as number[],
      non2xx: 0,
      cpu: { open: [] as number[], portal: [] as number[] },
    };
    for (let i = 0; i < rounds; i++) {
      const o = await run(app.url, signed);
      const pc = await run(app.url, portal);
      figures.open.push(o.requests.average);
      figures.openP99.push(o.latency.p99);
      figures.portal.push(pc.requests.average);
      figures.non2xx += o.non2xx + pc.non2xx;
      figures.cpu.open.push(o.cpuPerRequestUs);
      figures.cpu.portal.push(pc.cpuPerRequestUs);
    }
    const open = median(figures.open);
    const pc = median(figures.portal);
    console.log(
      `open API GET /openapi/v1/policies (signed, billed)   ${open.toFixed(0).padStart(6)} req/s   p99 ${median(figures.openP99)} ms   (rounds ${figures.open.map((x) => x.toFixed(0)).join('/')})`,
    );
    console.log(
      `portal POST policy/lists                            ${pc.toFixed(0).padStart(6)} req/s   (rounds ${figures.portal.map((x) => x.toFixed(0)).join('/')})`,
    );
    console.log(
      `open API / portal: ${((100 * open) / pc).toFixed(1)} % of the portal route (target >= 80 %); non-2xx ${figures.non2xx}`,
    );
    const [co, cp] = [median(figures.cpu.open), median(figures.cpu.portal)];
    console.log(
      `CPU per request (this process, server + client): open API ${co.toFixed(0)} us, portal ${cp.toFixed(0)} us; as throughput on an idle core: ${((100 * cp) / co).toFixed(1)} % of the portal route`,
    );
  } finally {
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    app.server.closeAllConnections();
    app.server.close();
    await deps.openApi.close();
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
