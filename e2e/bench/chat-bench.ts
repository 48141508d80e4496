import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { ChatApi } from '@aikc/shared/api-paths';
import { ChatChunkSchema, ChatEndSchema } from '@aikc/shared/socket/chat';
import { SOCKET_PATH } from '@aikc/shared/socket-events';
import { startEdge } from '../../scripts/edge.ts';
import { startTestApi } from '../../api/test-kit/harness.ts';
import { freePort } from '../src/ports.ts';
import { ROOT } from '../src/stack.ts';
import { pdfBench } from './chat-pdf-bench.ts';

/**
 * `npm run bench -- --chat`: the delay a streamed answer adds between the provider and the browser's socket,
 * and the time of a chat report's PDF.
 *
 * Relay: three processes, as in production. The API (`chat-bench-api.ts`, SQLite) streams answers from a fake
 * provider that yields a piece every 20 ms carrying its own timestamp; the gateway relays them; the socket.io
 * clients here (the "browsers") note when each piece arrives (`performance.timeOrigin + performance.now()`
 * is one clock for every process of the machine). Reported at 1, 50 and 200 concurrent streams: p50/p99 of
 * that delay, and the gateway's heap growth per stream (its heapUsed while streaming minus idle, /healthz). Streams
 * start at random moments within the 20 ms period, as independent users' answers do; the largest count runs again
 * "in phase" (every stream's pieces due at the same instants), the synchronized worst case.
 * `--base <git ref>` also runs the API and the gateway of that commit (extracted to a temporary folder) and
 * alternates the two stacks at every stream count (A B, then B A), so a change anywhere on the relay path is
 * compared within one run. `--quick`: 40 pieces per answer and one round per stack.
 * `CHAT_BENCH_STREAMS=1,50,200` picks the stream counts, `CHAT_BENCH_PDF=0` skips the PDF part (chat-pdf-bench.ts),
 * `CHAT_BENCH_PROF=<dir>` writes CPU profiles of the API and gateway processes under it (`--cpu-prof`, a folder each).
 */
const argv = process.argv.slice(2);
const QUICK = argv.includes('--quick');
const BASE = argv.includes('--base') ? argv[argv.indexOf('--base') + 1] : undefined;
const PIECES = Number(process.env.CHAT_BENCH_PIECES ?? (QUICK ? 40 : 100));
const ROUNDS = QUICK ? 1 : 2;
const EVERY_MS = 20;
const PROF = process.env.CHAT_BENCH_PROF ? path.resolve(process.env.CHAT_BENCH_PROF) : undefined;
const now = () => performance.timeOrigin + performance.now();
// A folder per process: tsx's loader thread writes a profile of its own, which a fixed file name would overwrite.
const profArgs = (name: string) => (PROF ? ['--cpu-prof', '--cpu-prof-dir', path.join(PROF, name)] : []);

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
const ms = (v: number) => `${v.toFixed(2)} ms`;

async function health(url: string): Promise<{ heapUsed: number; chatSockets: number }> {
  const body = (await (await fetch(`${url}/healthz`)).json()) as { data: { heapUsed: number; chatSockets: number } };
  return body.data;
}

/**
 * CPU time (user + system, ms) a process has used: /proc for the children (Linux; NaN elsewhere), process.cpuUsage
 * here. Per relayed piece it is a figure the other engineers' load barely moves, unlike the delays.
 */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  }
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
const CLOCK_TICKS = 100; // USER_HZ: 100 on every Linux build that matters

/** The API's answer to a portal call (POST JSON, as the page sends it). */
async function call<T>(
  apiUrl: string,
  route: string,
  input: Record<string, unknown>,
  token: string,
): Promise<{ code: number; msg: string; data: T }> {
  const res = await fetch(`${apiUrl}${route}`, {
    method: 'POST',
    headers: { Platform: 'pc-web', Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

/** One side of the comparison: an API process and the gateway reading it, both of one tree. */
interface Stack {
  label: string;
  api: ChildProcess;
  apiUrl: string;
  gatewayUrl: string;
  gateway: ChildProcess;
  idleHeap: number;
}

function nextMessage<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: { type: string } & T) => {
      if (m.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(m);
    };
    const onExit = (code: number | null) => reject(new Error(`bench API exited (${code}) before '${type}'`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function startStack(label: string, dir: string, tag: string): Promise<Stack> {
  const api = fork(path.join(ROOT, 'e2e/bench/chat-bench-api.ts'), [dir], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx', ...profArgs(`api-${tag}`)],
    env: { ...process.env, CHAT_BENCH_PIECES: String(PIECES), CHAT_BENCH_EVERY_MS: String(EVERY_MS) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { url: apiUrl } = await nextMessage<{ url: string }>(api, 'ready');
  const port = await freePort();
  const gatewayUrl = `http://127.0.0.1:${port}`;
  const gateway = spawn(
    process.execPath,
    ['--expose-gc', ...profArgs(`gateway-${tag}`), '--import', 'tsx', path.join(dir, 'realtime-gateway/src/main.ts')],
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
      await health(gatewayUrl);
      break;
    } catch {
      if (i > 300) throw new Error(`gateway ${label} did not start`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { label, api, apiUrl, gatewayUrl, gateway, idleHeap: (await health(gatewayUrl)).heapUsed };
}

async function stopStack(s: Stack): Promise<void> {
  const exited = (p: ChildProcess) =>
    p.exitCode !== null ? Promise.resolve() : new Promise<void>((r) => p.once('exit', () => r()));
  const both = Promise.all([exited(s.gateway), exited(s.api)]);
  s.gateway.kill('SIGTERM');
  if (s.api.connected) s.api.send({ type: 'close' });
  else s.api.kill('SIGTERM');
  await both;
}

/**
 * The API and gateway of another commit, for the A/B: their tracked files under a temporary folder of this
 * tree (so packages resolve from its node_modules; api/node_modules, the workspace's own, is linked in).
 */
function extractTree(ref: string): string {
  const dir = fs.mkdtempSync(path.join(ROOT, '.bench-tree-'));
  const tar = execFileSync('git', ['archive', ref, 'api', 'realtime-gateway'], { cwd: ROOT, maxBuffer: 256 << 20 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar, maxBuffer: 256 << 20 });
  for (const ws of ['api', 'realtime-gateway']) {
    const own = path.join(ROOT, ws, 'node_modules');
    if (fs.existsSync(own)) fs.symlinkSync(own, path.join(dir, ws, 'node_modules'));
  }
  return dir;
}

interface Round {
  delays: number[];
  ended: number;
  peakHeap: number;
  silent: number;
  partial: number;
  /** CPU ms of the API, the gateway and the clients while the answers streamed, and the pieces meanwhile. */
  cpu: { api: number; gateway: number; clients: number; pieces: number };
}

/** One measured round: `streams` users each watch their session through the stack's gateway and ask one question. */
async function round(st: Stack, streams: number, inPhase = false): Promise<Round> {
  const reply = nextMessage<{ users: { id: number; token: string }[] }>(st.api, 'users');
  st.api.send({ type: 'users', n: streams });
  const { users } = await reply;
  const sockets: Socket[] = [];
  const delays: number[] = [];
  let ended = 0;
  let peakHeap = 0;
  const sids = new Map<number, number>();
  const got = new Map<number, number>();
  // Each stream: a session created by a first question, watched by its own socket, then the measured question.
  await Promise.all(
    users.map(async (u) => {
      const first = await call<{ session: { id: number }; answer: { id: number } }>(
        st.apiUrl,
        ChatApi.ask,
        { mode: 'zsk', question: '预热' },
        u.token,
      );
      await call(st.apiUrl, ChatApi.stop, { message_id: first.data.answer.id }, u.token);
      const sid = first.data.session.id;
      const s = connect(st.gatewayUrl, {
        path: SOCKET_PATH,
        transports: ['websocket'],
        forceNew: true,
        auth: { token: u.token },
      });
      sockets.push(s);
      await new Promise<void>((r) => s.once('connect', () => r()));
      const warmup = first.data.answer.id;
      s.on('chat.chunk', (p: unknown) => {
        const at = now();
        const e = ChatChunkSchema.parse(p);
        if (e.message_id === warmup) return; // the stopped warm-up answer is not measured
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
      call(
        st.apiUrl,
        ChatApi.ask,
        { mode: 'zsk', session_id: sids.get(u.id), question: inPhase ? '测量（同相）' : '测量' },
        u.token,
      ),
    ),
  );
  // The CPU window starts once every question is answered (their retrieval and rows are not relay work).
  const cpu0 = { api: cpuMs(st.api.pid), gateway: cpuMs(st.gateway.pid), clients: cpuMs(undefined), n: delays.length };
  const refused = asked.filter((a) => a.code !== 200);
  if (refused.length) process.stdout.write(`  (${refused.length} questions refused: ${refused[0]?.msg})\n`);
  while (ended < streams && now() - started < 60_000) {
    await new Promise((r) => setTimeout(r, 250));
    peakHeap = Math.max(peakHeap, (await health(st.gatewayUrl)).heapUsed);
  }
  const cpu = {
    api: cpuMs(st.api.pid) - cpu0.api,
    gateway: cpuMs(st.gateway.pid) - cpu0.gateway,
    clients: cpuMs(undefined) - cpu0.clients,
    pieces: delays.length - cpu0.n,
  };
  for (const s of sockets) s.disconnect();
  await new Promise((r) => setTimeout(r, 500));
  // When some did not end: did they get nothing (the stream never reached them) or a part (pieces lost)?
  const silent = users.filter((u) => !got.has(u.id)).length;
  const partial = users.filter((u) => (got.get(u.id) ?? 0) > 0 && (got.get(u.id) ?? 0) < PIECES).length;
  return { delays, ended, peakHeap, silent, partial, cpu };
}

async function relayBench(stacks: Stack[]): Promise<void> {
  process.stdout.write(
    `chat relay bench: ${PIECES} pieces per answer, one every ${EVERY_MS} ms; API (SQLite), gateway and socket clients in three processes${stacks.length > 1 ? ' per stack' : ''}. Shared machine: figures vary with the other engineers' load.\n`,
  );
  // A first round of 5 streams per stack warms the JIT of all three parties and is not reported.
  for (const st of stacks) await round(st, 5);
  const counts = (process.env.CHAT_BENCH_STREAMS ?? '1,50,200').split(',').map(Number);
  // Every count with streams in random phase (independent users), then the largest again with every stream in
  // phase: each piece of every stream due at the same instant, a burst the relay must queue (the worst case).
  const cases = [
    ...counts.map((n) => ({ streams: n, inPhase: false })),
    { streams: Math.max(...counts), inPhase: true },
  ];
  for (const { streams, inPhase } of cases) {
    type Pool = Round;
    const pooled = new Map<Stack, Pool>(
      stacks.map((g) => [
        g,
        {
          delays: [],
          ended: 0,
          peakHeap: 0,
          silent: 0,
          partial: 0,
          cpu: { api: 0, gateway: 0, clients: 0, pieces: 0 },
        },
      ]),
    );
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 === 0 ? stacks : [...stacks].reverse();
      for (const st of order) {
        const got = await round(st, streams, inPhase);
        const p = pooled.get(st) as Pool;
        p.delays.push(...got.delays);
        p.ended += got.ended;
        p.silent += got.silent;
        p.partial += got.partial;
        p.peakHeap = Math.max(p.peakHeap, got.peakHeap);
        for (const k of ['api', 'gateway', 'clients', 'pieces'] as const) p.cpu[k] += got.cpu[k];
      }
    }
    const p99s: number[] = [];
    for (const st of stacks) {
      const p = pooled.get(st) as Pool;
      const d = p.delays.sort((a, b) => a - b);
      p99s.push(pct(d, 99));
      const perPiece = (cpuMsUsed: number) => `${((cpuMsUsed * 1000) / p.cpu.pieces).toFixed(0)} µs`;
      const label = `${inPhase ? ' in phase' : ''}${stacks.length > 1 ? ` [${st.label}]` : ''}`;
      process.stdout.write(
        `${String(streams).padStart(3)} streams${label}: ${d.length} pieces, provider → socket p50 ${ms(pct(d, 50))}, p99 ${ms(pct(d, 99))}, max ${(d.at(-1) ?? NaN).toFixed(1)} ms; ` +
          `gateway heap peak ${(p.peakHeap / 1048576).toFixed(1)} MB, +${((p.peakHeap - st.idleHeap) / 1024 / streams).toFixed(1)} KB per stream over idle (no forced GC: an upper bound); ` +
          `CPU per piece${streams < 50 ? ' (mostly idle upkeep at this rate)' : ''}: API ${perPiece(p.cpu.api)}, gateway ${perPiece(p.cpu.gateway)}, clients ${perPiece(p.cpu.clients)}${p.ended < streams * ROUNDS ? `; only ${p.ended} ended (${p.silent} got no piece, ${p.partial} part of them)` : ''}\n`,
      );
    }
    if (stacks.length > 1)
      process.stdout.write(
        `${String(streams).padStart(3)} streams${inPhase ? ' in phase' : ''}: p99 ${stacks[0]?.label} / ${stacks[1]?.label} = ${((p99s[0] ?? NaN) / (p99s[1] ?? NaN)).toFixed(2)}\n`,
      );
  }
}

async function main(): Promise<void> {
  const baseDir = BASE ? extractTree(BASE) : undefined;
  const stacks: Stack[] = [];
  try {
    stacks.push(await startStack('this tree', ROOT, 'this'));
    if (baseDir && BASE) stacks.push(await startStack(`base ${BASE}`, baseDir, 'base'));
    process.stdout.write(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} CPUs\n`,
    );
    await relayBench(stacks);
    if (process.env.CHAT_BENCH_PDF !== '0') await pdfPart(stacks[0]?.gatewayUrl ?? '');
  } finally {
    await Promise.all(stacks.map(stopStack));
    if (baseDir) fs.rmSync(baseDir, { recursive: true, force: true });
  }
}

/** The PDFs: an API in this process (the bench reaches into it to build companies and answers) behind the edge. */
async function pdfPart(gatewayUrl: string): Promise<void> {
  const edgePort = await freePort();
  const api = await startTestApi('sqlite', { LOG_LEVEL: 'silent', PUBLIC_BASE_URL: `http://127.0.0.1:${edgePort}` });
  const edge = await startEdge({
    port: edgePort,
    host: '127.0.0.1',
    apiUrl: api.baseUrl,
    gatewayUrl,
    clientDist: path.join(ROOT, 'client', 'dist'),
    screensDist: path.join(ROOT, 'screens', 'dist'),
    log: () => {},
  });
  try {
    await pdfBench(api);
  } finally {
    await new Promise<void>((r) => edge.close(() => r()));
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
