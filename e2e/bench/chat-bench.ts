import { spawn } from 'node:child_process';
import os from 'node:os';
import { io as connect, type Socket } from 'socket.io-client';
import { ChatApi } from '@aikc/shared/api-paths';
import { ChatChunkSchema, ChatEndSchema } from '@aikc/shared/socket/chat';
import { SOCKET_PATH } from '@aikc/shared/socket-events';
import { setChatProvider } from '../../api/src/modules/chat/runtime.ts';
import type { AnswerProvider } from '../../api/src/modules/chat/providers/provider.ts';
import { buildUser } from '../../api/test-kit/builders.ts';
import { startTestApi } from '../../api/test-kit/harness.ts';
import { freePort } from '../src/ports.ts';
import { ROOT } from '../src/stack.ts';

/**
 * `npm run bench -- --chat`: the delay a streamed answer adds between the provider and the browser's socket.
 * A fake provider yields a piece every 20 ms carrying its own timestamp; the real API (in this process, SQLite)
 * emits it on the session stream, the real gateway (its own process) relays it, and socket.io clients here
 * note when each piece arrives. Reported at 1, 50 and 200 concurrent streams: p50/p99 of that delay, and the
 * gateway's heap growth per stream (its heapUsed while streaming minus idle, from /healthz).
 */
const PIECES = Number(process.env.CHAT_BENCH_PIECES ?? 100);
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

async function health(url: string): Promise<{ heapUsed: number; chatSockets: number }> {
  const body = (await (await fetch(`${url}/healthz`)).json()) as { data: { heapUsed: number; chatSockets: number } };
  return body.data;
}

async function main(): Promise<void> {
  const api = await startTestApi('sqlite', { LOG_LEVEL: 'silent' });
  setChatProvider(api.deps, stamped);
  const port = await freePort();
  const gatewayUrl = `http://127.0.0.1:${port}`;
  const gateway = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'realtime-gateway/src/main.ts'], {
    cwd: ROOT,
    // The unread-badge poll (one API call per socket every 800 ms) is switched off: it measures the API, not the relay.
    env: { ...process.env, GATEWAY_PORT: String(port), UPSTREAM_URL: api.baseUrl, LOG_LEVEL: 'error', BADGE_POLL_MS: '600000', UPSTREAM_TIMEOUT_MS: '30000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      await health(gatewayUrl);
      break;
    } catch {
      if (i > 300) throw new Error('gateway did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  process.stdout.write(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} CPUs\n`);
  process.stdout.write(`chat relay bench: ${PIECES} pieces per answer, one every ${EVERY_MS} ms; API in the bench process (SQLite), gateway in its own process, clients here. Shared machine: figures vary with the other engineers' load.\n`);
  const idleHeap = (await health(gatewayUrl)).heapUsed;
  // A first round of 5 streams warms the JIT of all three parties and is not reported.
  for (const streams of [5, 1, 50, 200]) {
    const users = await Promise.all(Array.from({ length: streams }, () => buildUser(api.deps.db.db, { vip_level: 'normal' })));
    const sockets: Socket[] = [];
    const delays: number[] = [];
    let ended = 0;
    let peakHeap = 0;
    // Each stream: a session created by a first question, watched by its own socket, then the measured question.
    await Promise.all(
      users.map(async (u) => {
        const first = await api.call<{ session: { id: number }; answer: { id: number } }>(ChatApi.ask, { mode: 'zsk', question: '预热' }, { token: u.token });
        await api.call(ChatApi.stop, { message_id: first.body.data.answer.id }, { token: u.token });
        const sid = first.body.data.session.id;
        const s = connect(gatewayUrl, { path: SOCKET_PATH, transports: ['websocket'], forceNew: true, auth: { token: u.token } });
        sockets.push(s);
        await new Promise<void>((r) => s.once('connect', () => r()));
        const warmup = first.body.data.answer.id;
        s.on('chat.chunk', (p: unknown) => {
          const e = ChatChunkSchema.parse(p);
          if (e.message_id === warmup) return; // the stopped warm-up answer is not measured
          const at = now();
          for (const m of e.text.matchAll(/⟨([\d.]+)⟩/g)) delays.push(at - Number(m[1]));
        });
        s.on('chat.end', (p: unknown) => {
          const e = ChatEndSchema.parse(p);
          if (e.message_id !== warmup && e.status === 'done') ended++;
        });
        s.emit('chat.watch', { session_id: sid });
        (u as { sid?: number }).sid = sid;
      }),
    );
    await new Promise((r) => setTimeout(r, 300));
    const started = now();
    await Promise.all(users.map((u) => api.call(ChatApi.ask, { mode: 'zsk', session_id: (u as { sid?: number }).sid, question: '测量' }, { token: u.token })));
    while (ended < streams && now() - started < 60_000) {
      await new Promise((r) => setTimeout(r, 250));
      peakHeap = Math.max(peakHeap, (await health(gatewayUrl)).heapUsed);
    }
    delays.sort((a, b) => a - b);
    if (streams === 5) {
      for (const s of sockets) s.disconnect();
      continue;
    }
    process.stdout.write(
      `${String(streams).padStart(3)} streams: ${delays.length} pieces, provider → socket p50 ${pct(delays, 50).toFixed(2)} ms, p99 ${pct(delays, 99).toFixed(2)} ms, max ${(delays.at(-1) ?? NaN).toFixed(1)} ms; ` +
        `gateway heap peak ${(peakHeap / 1048576).toFixed(1)} MB, +${((peakHeap - idleHeap) / 1024 / streams).toFixed(1)} KB per stream over idle (no forced GC: an upper bound)${ended < streams ? `; only ${ended} ended` : ''}\n`,
    );
    for (const s of sockets) s.disconnect();
    await new Promise((r) => setTimeout(r, 500));
  }
  gateway.kill('SIGTERM');
  await api.close();
}

void main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  },
);
