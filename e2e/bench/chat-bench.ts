import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { ChatApi } from '@aikc/shared/api-paths';
import type { ChatMessagesResult, ChatReportJob } from '@aikc/shared/schemas/chat';
import { ChatChunkSchema, ChatEndSchema } from '@aikc/shared/socket/chat';
import { SOCKET_PATH } from '@aikc/shared/socket-events';
import { startEdge } from '../../scripts/edge.ts';
import { PdfRenderer } from '../../api/src/modules/pdf/renderer.ts';
import { pdfServicesOf } from '../../api/src/modules/pdf/services.ts';
import { retrievalProvider } from '../../api/src/modules/chat/providers/retrieval-provider.ts';
import { setChatProvider } from '../../api/src/modules/chat/runtime.ts';
import type { AnswerProvider } from '../../api/src/modules/chat/providers/provider.ts';
import { buildUser } from '../../api/test-kit/builders.ts';
import { buildCompany, buildProject } from '../../api/test-kit/content-builders.ts';
import { startTestApi, type TestApi } from '../../api/test-kit/harness.ts';
import { freePort } from '../src/ports.ts';
import { ROOT } from '../src/stack.ts';

/**
 * `npm run bench -- --chat`: the delay a streamed answer adds between the provider and the browser's socket,
 * and the time of a chat report's PDF.
 *
 * Relay: a fake provider yields a piece every 20 ms carrying its own timestamp; the real API (in this process,
 * SQLite) emits it on the session stream, the real gateway (its own process) relays it, and socket.io clients
 * here note when each piece arrives. Reported at 1, 50 and 200 concurrent streams: p50/p99 of that delay, and
 * the gateway's heap growth per stream (its heapUsed while streaming minus idle, from /healthz).
 * `--base <git ref>` also runs the gateway of that commit (extracted to a temporary folder) and alternates the
 * two at every stream count (A B, then B A), so a change to the relay is compared within one run.
 * `--quick`: 40 pieces per answer and one round per gateway.
 *
 * PDF: the edge serves the built client (client/dist) and the API prints reports through its renderer
 * (Chromium; 2 at once, the rest queued). One qypj and one zcpp report alone (the first starts the browser),
 * then a burst of 10 at once: per report the render time (rendering → done) and the time including the queue.
 */
const argv = process.argv.slice(2);
const QUICK = argv.includes('--quick');
const BASE = argv.includes('--base') ? argv[argv.indexOf('--base') + 1] : undefined;
const PIECES = Number(process.env.CHAT_BENCH_PIECES ?? (QUICK ? 40 : 100));
const ROUNDS = QUICK ? 1 : 2;
const EVERY_MS = 20;
const now = () => performance.timeOrigin + performance.now();

const stamped: AnswerProvider = {
  kind: 'llm',
  async *stream(_req, signal) {
    for (let i = 0; i < PIECES && !signal.aborted; i++) {
      await new Promise((r) => setTimeout(r, EVERY_MS));
      yield `⟨${now().toFixed(3)}⟩`;
    }
  },
};

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
const ms = (v: number) => `${v.toFixed(2)} ms`;

async function health(url: string): Promise<{ heapUsed: number; chatSockets: number }> {
  const body = (await (await fetch(`${url}/healthz`)).json()) as { data: { heapUsed: number; chatSockets: number } };
  return body.data;
}

interface Gateway {
  label: string;
  url: string;
  proc: ChildProcess;
  idleHeap: number;
}

async function startGateway(label: string, dir: string, apiUrl: string): Promise<Gateway> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(dir, 'realtime-gateway/src/main.ts')],
    {
      cwd: ROOT,
      // The unread-badge poll (one API call per socket every 800 ms) is switched off: it measures the API, not the relay.
      env: {
        ...process.env,
        GATEWAY_PORT: String(port),
        UPSTREAM_URL: apiUrl,
        LOG_LEVEL: 'error',
        BADGE_POLL_MS: '600000',
        UPSTREAM_TIMEOUT_MS: '30000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (let i = 0; ; i++) {
    try {
      await health(url);
      break;
    } catch {
      if (i > 300) throw new Error(`gateway ${label} did not start`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { label, url, proc, idleHeap: (await health(url)).heapUsed };
}

/** The gateway of another commit, for the A/B: its tracked files under a temporary folder of this tree. */
function extractGateway(ref: string): string {
  const dir = fs.mkdtempSync(path.join(ROOT, '.bench-gateway-'));
  const tar = execFileSync('git', ['archive', ref, 'realtime-gateway'], { cwd: ROOT, maxBuffer: 64 << 20 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  return dir;
}

/** One measured round: `streams` users each watch their session through `gw` and ask one question. */
async function round(
  api: TestApi,
  gw: Gateway,
  streams: number,
): Promise<{ delays: number[]; ended: number; peakHeap: number; silent: number; partial: number }> {
  const users = await Promise.all(
    Array.from({ length: streams }, () => buildUser(api.deps.db.db, { vip_level: 'normal' })),
  );
  const sockets: Socket[] = [];
  const delays: number[] = [];
  let ended = 0;
  let peakHeap = 0;
  const sids = new Map<number, number>();
  const got = new Map<number, number>();
  // Each stream: a session created by a first question, watched by its own socket, then the measured question.
  await Promise.all(
    users.map(async (u) => {
      const first = await api.call<{ session: { id: number }; answer: { id: number } }>(
        ChatApi.ask,
        { mode: 'zsk', question: '预热' },
        { token: u.token },
      );
      await api.call(ChatApi.stop, { message_id: first.body.data.answer.id }, { token: u.token });
      const sid = first.body.data.session.id;
      const s = connect(gw.url, {
        path: SOCKET_PATH,
        transports: ['websocket'],
        forceNew: true,
        auth: { token: u.token },
      });
      sockets.push(s);
      await new Promise<void>((r) => s.once('connect', () => r()));
      const warmup = first.body.data.answer.id;
      s.on('chat.chunk', (p: unknown) => {
        const e = ChatChunkSchema.parse(p);
        if (e.message_id === warmup) return; // the stopped warm-up answer is not measured
        const at = now();
        for (const m of e.text.matchAll(/⟨([\d.]+)⟩/g)) {
          delays.push(at - Number(m[1]));
          got.set(u.id, (got.get(u.id) ?? 0) + 1);
        }
      });
      s.on('chat.end', (p: unknown) => {
        const e = ChatEndSchema.parse(p);
        if (e.message_id !== warmup && e.status === 'done') ended++;
      });
      s.emit('chat.watch', { session_id: sid });
      sids.set(u.id, sid);
    }),
  );
  await new Promise((r) => setTimeout(r, 300));
  const started = now();
  const asked = await Promise.all(
    users.map((u) =>
      api.call(ChatApi.ask, { mode: 'zsk', session_id: sids.get(u.id), question: '测量' }, { token: u.token }),
    ),
  );
  const refused = asked.filter((a) => a.body.code !== 200);
  if (refused.length) process.stdout.write(`  (${refused.length} questions refused: ${refused[0]?.body.msg})\n`);
  while (ended < streams && now() - started < 60_000) {
    await new Promise((r) => setTimeout(r, 250));
    peakHeap = Math.max(peakHeap, (await health(gw.url)).heapUsed);
  }
  for (const s of sockets) s.disconnect();
  await new Promise((r) => setTimeout(r, 500));
  // When some did not end: did they get nothing (the stream never reached them) or a part (pieces lost)?
  const silent = users.filter((u) => !got.has(u.id)).length;
  const partial = users.filter((u) => (got.get(u.id) ?? 0) > 0 && (got.get(u.id) ?? 0) < PIECES).length;
  return { delays, ended, peakHeap, silent, partial };
}

async function relayBench(api: TestApi, gateways: Gateway[]): Promise<void> {
  setChatProvider(api.deps, stamped);
  process.stdout.write(
    `chat relay bench: ${PIECES} pieces per answer, one every ${EVERY_MS} ms; API in the bench process (SQLite), gateway${gateways.length > 1 ? 's' : ''} in ${gateways.length > 1 ? 'their' : 'its'} own process, clients here. Shared machine: figures vary with the other engineers' load.\n`,
  );
  // A first round of 5 streams per gateway warms the JIT of all three parties and is not reported.
  for (const gw of gateways) await round(api, gw, 5);
  for (const streams of (process.env.CHAT_BENCH_STREAMS ?? '1,50,200').split(',').map(Number)) {
    type Pool = { delays: number[]; ended: number; peakHeap: number; silent: number; partial: number };
    const pooled = new Map<Gateway, Pool>(
      gateways.map((g) => [g, { delays: [], ended: 0, peakHeap: 0, silent: 0, partial: 0 }]),
    );
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 === 0 ? gateways : [...gateways].reverse();
      for (const gw of order) {
        const got = await round(api, gw, streams);
        const p = pooled.get(gw) as Pool;
        p.delays.push(...got.delays);
        p.ended += got.ended;
        p.silent += got.silent;
        p.partial += got.partial;
        p.peakHeap = Math.max(p.peakHeap, got.peakHeap);
      }
    }
    const p99s: number[] = [];
    for (const gw of gateways) {
      const p = pooled.get(gw) as Pool;
      const d = p.delays.sort((a, b) => a - b);
      p99s.push(pct(d, 99));
      const label = gateways.length > 1 ? ` [${gw.label}]` : '';
      process.stdout.write(
        `${String(streams).padStart(3)} streams${label}: ${d.length} pieces, provider → socket p50 ${ms(pct(d, 50))}, p99 ${ms(pct(d, 99))}, max ${(d.at(-1) ?? NaN).toFixed(1)} ms; ` +
          `gateway heap peak ${(p.peakHeap / 1048576).toFixed(1)} MB, +${((p.peakHeap - gw.idleHeap) / 1024 / streams).toFixed(1)} KB per stream over idle (no forced GC: an upper bound)${p.ended < streams * ROUNDS ? `; only ${p.ended} ended (${p.silent} got no piece, ${p.partial} part of them)` : ''}\n`,
      );
    }
    if (gateways.length > 1)
      process.stdout.write(
        `${String(streams).padStart(3)} streams: p99 ${gateways[0]?.label} / ${gateways[1]?.label} = ${((p99s[0] ?? NaN) / (p99s[1] ?? NaN)).toFixed(2)}\n`,
      );
  }
}

const year = (y: number, revenue: number) => ({
  year: y,
  revenue,
  main_revenue: revenue * 0.9,
  hightech_revenue: revenue * 0.7,
  rd_expense: revenue * 0.06,
  net_assets: 2000,
  total_assets: 5000,
  total_liabilities: 2000,
  net_profit: 300,
  staff: 120,
  rd_staff: 30,
});

/** Starts a report job and polls it every 50 ms: the time to done, and from its first 'rendering' to done. */
async function timedReport(
  api: TestApi,
  token: string,
  messageId: number,
): Promise<{ total: number; render: number; stage: string; message: string }> {
  const t0 = now();
  let j = (await api.call<ChatReportJob>(ChatApi.report, { message_id: messageId }, { token })).body.data;
  let renderFrom = j.stage === 'rendering' ? now() : NaN;
  while (j.stage !== 'done' && j.stage !== 'failed') {
    await new Promise((r) => setTimeout(r, 50));
    j = (await api.call<ChatReportJob>(ChatApi.reportJob, { job_id: j.job_id }, { token, method: 'GET' })).body.data;
    if (Number.isNaN(renderFrom) && j.stage !== 'queued') renderFrom = now();
  }
  const end = now();
  return {
    total: end - t0,
    render: end - (Number.isNaN(renderFrom) ? t0 : renderFrom),
    stage: j.stage,
    message: j.message,
  };
}

async function pdfBench(api: TestApi): Promise<void> {
  if (!new PdfRenderer().available || !fs.existsSync(path.join(ROOT, 'client/dist/index.html'))) {
    process.stdout.write(
      'PDF: skipped (needs Chromium at /usr/bin/chromium and the built client: npm run build -w @aikc/client)\n',
    );
    return;
  }
  setChatProvider(api.deps, retrievalProvider({ chunkMs: 0 }));
  const companyId = await buildCompany(api.deps.db, {
    name: '苏州基准测试科技有限公司',
    invention_patents: 4,
    utility_patents: 6,
    tags: [{ tag: '高新技术企业', granted_date: '2024-12-01' }],
    financials: [year(2023, 8000), year(2024, 10000), year(2025, 12500)],
  });
  for (let i = 0; i < 8; i++)
    await buildProject(api.deps.db, {
      title: `全国科技型中小企业研发补助项目${i + 1}`,
      province_code: '',
      support_max: 50 + i * 10,
      apply_start: '2020-01-01',
      apply_end: '2099-12-31',
    });
  // 6 users with a qypj and a zcpp answer each (a user may have 2 report jobs at once).
  const answers: { token: string; messageId: number; mode: string }[] = [];
  for (let i = 0; i < 6; i++) {
    const u = await buildUser(api.deps.db.db, { vip_level: 'svip' });
    await api.deps.db.db
      .updateTable('users')
      .set({ vip_end_time: Date.now() + 86_400_000 })
      .where('id', '=', u.id)
      .execute();
    for (const mode of ['qypj', 'zcpp'] as const) {
      const r = await api.call<{ session: { id: number }; answer: { id: number } }>(
        ChatApi.ask,
        { mode, question: '请生成评价与匹配分析', company_id: companyId },
        { token: u.token },
      );
      for (let k = 0; k < 100; k++) {
        const m = await api.call<ChatMessagesResult>(
          ChatApi.messages,
          { session_id: r.body.data.session.id },
          { token: u.token, method: 'GET' },
        );
        if (m.body.data.list.some((x) => x.id === r.body.data.answer.id && x.status === 'done')) break;
        await new Promise((res) => setTimeout(res, 50));
      }
      answers.push({ token: u.token, messageId: r.body.data.answer.id, mode });
    }
  }
  const alone: string[] = [];
  for (const a of answers.slice(0, 2)) {
    const t = await timedReport(api, a.token, a.messageId);
    alone.push(`${a.mode} ${(t.total / 1000).toFixed(2)} s${t.stage === 'failed' ? ` (failed: ${t.message})` : ''}`);
  }
  const warm = answers[2] as { token: string; messageId: number };
  const again = await timedReport(api, warm.token, warm.messageId);
  process.stdout.write(
    `PDF one at a time: ${alone.join(', ')} (the first includes Chromium's start), then qypj again warm ${(again.total / 1000).toFixed(2)} s (render ${(again.render / 1000).toFixed(2)} s)\n`,
  );
  const burst = answers.slice(3);
  const t0 = now();
  const results = await Promise.all(burst.map((a) => timedReport(api, a.token, a.messageId)));
  const wall = now() - t0;
  const render = results.map((r) => r.render).sort((a, b) => a - b);
  const total = results.map((r) => r.total).sort((a, b) => a - b);
  const failed = results.filter((r) => r.stage === 'failed');
  process.stdout.write(
    `PDF burst of ${burst.length} at once (renderer runs 2, queues the rest): render per report p50 ${(pct(render, 50) / 1000).toFixed(2)} s, max ${((render.at(-1) ?? NaN) / 1000).toFixed(2)} s; ` +
      `with the queue p50 ${(pct(total, 50) / 1000).toFixed(2)} s, max ${((total.at(-1) ?? NaN) / 1000).toFixed(2)} s; all done in ${(wall / 1000).toFixed(2)} s${failed.length ? `; ${failed.length} failed (${failed[0]?.message})` : ''}\n`,
  );
}

async function main(): Promise<void> {
  const edgePort = await freePort();
  const edgeUrl = `http://127.0.0.1:${edgePort}`;
  const api = await startTestApi('sqlite', { LOG_LEVEL: 'silent', PUBLIC_BASE_URL: edgeUrl });
  const baseDir = BASE ? extractGateway(BASE) : undefined;
  const gateways: Gateway[] = [];
  try {
    gateways.push(await startGateway('this tree', ROOT, api.baseUrl));
    if (baseDir && BASE) gateways.push(await startGateway(`base ${BASE}`, baseDir, api.baseUrl));
    process.stdout.write(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} CPUs\n`,
    );
    await relayBench(api, gateways);
    if (process.env.CHAT_BENCH_PDF === '0') return;
    const edge = await startEdge({
      port: edgePort,
      host: '127.0.0.1',
      apiUrl: api.baseUrl,
      gatewayUrl: gateways[0]?.url ?? '',
      clientDist: path.join(ROOT, 'client', 'dist'),
      screensDist: path.join(ROOT, 'screens', 'dist'),
      log: () => {},
    });
    try {
      await pdfBench(api);
    } finally {
      await pdfServicesOf(api.deps).renderer.close();
      await new Promise<void>((r) => edge.close(() => r()));
    }
  } finally {
    for (const g of gateways) g.proc.kill('SIGTERM');
    if (baseDir) fs.rmSync(baseDir, { recursive: true, force: true });
    await api.close();
  }
}

void main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  },
);
