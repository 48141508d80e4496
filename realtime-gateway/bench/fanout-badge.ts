/**
 * Fan-out benchmark of the unread badge: N users x M tabs against the in-process fake upstream.
 * Reports upstream message_count calls per user per interval (target: <= 1) and heap per connection.
 *
 *   npm run bench -w @aikc/realtime-gateway -- --users 100 --tabs 5 --seconds 5 --poll 800
 *
 * Gateway and clients share this process, so the heap figure is an upper bound for the gateway side.
 */
import { parseArgs } from 'node:util';
import { FakeUpstream } from '../src/testing/fake-upstream.ts';
import { openClient, startTestGateway, waitFor, type TestClient } from '../src/testing/harness.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100' },
    tabs: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '5' },
    poll: { type: 'string', default: '800' },
  },
});
const users = Number(values.users);
const tabs = Number(values.tabs);
const seconds = Number(values.seconds);
const pollMs = Number(values.poll);

const heapNow = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};

const upstream = new FakeUpstream();
await upstream.start();
for (let u = 1; u <= users; u++) upstream.setToken(`bench-token-${u}`, u, u % 7);
const gw = await startTestGateway({ upstreamUrl: upstream.url, pollMs });
const heapBefore = heapNow();

const clients: TestClient[] = [];
const t0 = performance.now();
for (let u = 1; u <= users; u++) for (let t = 0; t < tabs; t++) clients.push(openClient(gw.url, `bench-token-${u}`));
await waitFor('every tab has its count', () => clients.every((c) => c.badges.length >= 1), 120_000);
const connectMs = performance.now() - t0;
const heapAfter = heapNow();

const callsAt = () => [...upstream.countCalls.values()].reduce((a, b) => a + b, 0);
const before = callsAt();
const start = performance.now();
await new Promise((r) => setTimeout(r, seconds * 1000));
const intervals = (performance.now() - start) / pollMs;
const calls = callsAt() - before;
const maxInFlight = Math.max(...upstream.maxInFlight.values());

console.log(`users ${users} x tabs ${tabs} = ${clients.length} sockets, poll ${pollMs} ms, window ${seconds} s`);
console.log(`connect + first badge for all: ${connectMs.toFixed(0)} ms`);
console.log(
  `upstream message_count calls: ${calls} in ${intervals.toFixed(1)} intervals = ${(calls / intervals / users).toFixed(2)} per user per interval (target <= 1)`,
);
console.log(`max calls in flight for one user: ${maxInFlight}`);
console.log(
  `heap per connection (clients included): ${((heapAfter - heapBefore) / clients.length / 1024).toFixed(1)} KiB`,
);

for (const c of clients) c.socket.close();
await gw.close();
await upstream.stop();
process.exit(0);
