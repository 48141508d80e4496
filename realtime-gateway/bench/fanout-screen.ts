/**
 * Fan-out benchmark of the big-screen topic: N walls (socket.io clients in a child process) subscribed to one
 * topic on one gateway (or two sharing Redis). For each N it reports:
 *  - latency from the upstream version change to each wall receiving it (p50, p99 over walls x rounds) and
 *    to the LAST wall of each round (p50, p99 over rounds);
 *  - gateway heap per connection (this process holds the gateway(s) and the fake upstream only);
 *  - upstream sNdata calls per poll interval (target: exactly 1, whatever N and however many instances);
 *  - bytes each wall receives per change (the socket.io packet of the push, measured where the gateway encodes
 *    it) and how many times a change is encoded (target: once per instance, whatever N).
 *
 *   npm run bench -w @aikc/realtime-gateway -- --clients 1000,5000,10000 --rounds 20
 *   npm run bench -w @aikc/realtime-gateway -- --clients 2000 --instances 2 --redis redis://127.0.0.1:6379
 *
 * The payload is a real s1 snapshot (bench/fixtures/s1-snapshot.json, ~37 KB) with one figure changed per round.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { Subject, merge, timer } from 'rxjs';
import type { ScreenSnapshot } from '@aikc/shared/schemas/big-screen';
import { FakeUpstream } from '../src/testing/fake-upstream.ts';
import type { TestGateway } from '../src/testing/harness.ts';
import { startScreenGateway } from '../src/testing/screen-harness.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000,5000,10000' },
    rounds: { type: 'string', default: '20' },
    poll: { type: 'string', default: '1000' },
    window: { type: 'string', default: '5' },
    instances: { type: 'string', default: '1' },
    redis: { type: 'string', default: process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? '' },
  },
});
const sizes = values.clients.split(',').map(Number);
const rounds = Number(values.rounds);
const pollMs = Number(values.poll);
const windowS = Number(values.window);
const instances = Number(values.instances);
if (instances > 1 && !values.redis) throw new Error('--instances 2 needs --redis redis://...');

const base = JSON.parse(
  fs.readFileSync(new URL('./fixtures/s1-snapshot.json', import.meta.url), 'utf8'),
) as ScreenSnapshot<'s1'>;
const snapshot = (version: string, k: number): ScreenSnapshot<'s1'> => ({
  version,
  generated_at: Date.now(),
  data: { ...base.data, totals: { ...base.data.totals, policies: base.data.totals.policies + k } },
});
const now = () => performance.timeOrigin + performance.now();
const heap = () => {
  for (let i = 0; i < 3; i++) globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

function waitMessage<T>(child: ChildProcess, type: string, timeoutMs = 180_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} from the client process`)), timeoutMs);
    const on = (msg: { type: string; message?: string }) => {
      if (msg.type === 'error') process.stderr.write(`client: ${msg.message}\n`);
      if (msg.type !== type) return;
      clearTimeout(timer);
      child.off('message', on);
      resolve(msg as T);
    };
    child.on('message', on);
  });
}

/**
 * Counts the socket.io packets of screen pushes where the gateway encodes them: a room broadcast is encoded once
 * and the same bytes are written to every socket, so the size of that packet is what each wall receives.
 */
function countScreenEncodes(g: TestGateway, wire: { encodes: number; bytes: number }): void {
  const encoder = g.gateway.io.encoder;
  const encode = encoder.encode.bind(encoder);
  encoder.encode = (packet) => {
    const out = encode(packet);
    const event: unknown = Array.isArray(packet.data) ? packet.data[0] : undefined;
    if (typeof event === 'string' && event.startsWith('screen.')) {
      wire.encodes += 1;
      for (const part of out) wire.bytes += typeof part === 'string' ? Buffer.byteLength(part) : part.byteLength;
    }
    return out;
  };
}

async function run(n: number): Promise<void> {
  const upstream = new FakeUpstream();
  await upstream.start();
  upstream.screens.set('s1', snapshot('b0', 0));
  const manual = new Subject<void>();
  const key = `aikc-bench-${process.pid}-${n}`;
  const gateways: TestGateway[] = [];
  for (let i = 0; i < instances; i++) {
    gateways.push(
      await startScreenGateway({
        upstreamUrl: upstream.url,
        pollMs,
        leaseMs: 3000,
        ...(instances > 1 ? { redisUrl: values.redis, redisKey: key } : {}),
        screen: { ticker: (p) => merge(timer(0, p), manual) },
      }),
    );
  }
  const wire = { encodes: 0, bytes: 0 };
  for (const g of gateways) countScreenEncodes(g, wire);
  const heapBefore = heap();
  const connectStart = performance.now();
  const child = fork(
    new URL('./screen-clients.ts', import.meta.url),
    [String(n), 's1', gateways.map((g) => g.url).join(',')],
    {
      execArgv: ['--import', 'tsx', '--max-old-space-size=4096'],
    },
  );
  await waitMessage(child, 'ready');
  const connectMs = performance.now() - connectStart;
  const heapAfter = heap();

  const calls = () => upstream.screenCalls.get('s1') ?? 0;
  const c0 = calls();
  const w0 = performance.now();
  await new Promise((r) => setTimeout(r, windowS * 1000));
  const perInterval = (calls() - c0) / ((performance.now() - w0) / pollMs);

  const each: number[] = [];
  const last: number[] = [];
  wire.encodes = 0;
  wire.bytes = 0;
  let missing = 0;
  for (let r = 1; r <= rounds; r++) {
    const version = `b${r}`;
    upstream.screens.set('s1', snapshot(version, r));
    const t0 = now();
    manual.next();
    child.send({ type: 'report', version });
    const { times } = await waitMessage<{ times: number[] }>(child, 'arrivals');
    missing += n - times.length;
    const lat = times.map((t) => t - t0);
    each.push(...lat);
    last.push(Math.max(...lat));
    await new Promise((res) => setTimeout(res, 150));
  }

  child.send({ type: 'close' });
  await new Promise((r) => child.once('exit', r));
  for (const g of gateways) await g.close();
  await upstream.stop();

  console.log(
    `\n${n} walls on ${instances} gateway(s), poll ${pollMs} ms, payload ${(JSON.stringify(base).length / 1024).toFixed(0)} KB, ${rounds} changes`,
  );
  console.log(`  connect + subscribe + first snapshot for all: ${connectMs.toFixed(0)} ms`);
  console.log(
    `  change -> each wall:  p50 ${ms(pct(each, 50))}  p99 ${ms(pct(each, 99))}  max ${ms(Math.max(...each))}`,
  );
  console.log(`  change -> last wall:  p50 ${ms(pct(last, 50))}  p99 ${ms(pct(last, 99))}`);
  console.log(`  walls that missed a change: ${missing}`);
  console.log(
    `  bytes per wall per change: ${(wire.bytes / Math.max(1, wire.encodes)).toFixed(0)} B; encodes per change: ${(wire.encodes / rounds).toFixed(2)} (target: ${instances}, one per gateway)`,
  );
  console.log(
    `  gateway heap per connection: ${((heapAfter - heapBefore) / n / 1024).toFixed(1)} KiB (${((heapAfter - heapBefore) / 1048576).toFixed(0)} MiB for ${n})`,
  );
  console.log(`  upstream s1data calls per interval: ${perInterval.toFixed(2)} (target 1)`);
}

for (const n of sizes) await run(n);
process.exit(0);
