/**
 * Child process of the screen fan-out benchmark: opens N anonymous walls on the given gateway URLs (round
 * robin), subscribes each to one topic, and records when each wall received each version. It does not parse
 * payloads with zod (10k parses of a 37 KB snapshot would measure this process, not the gateway).
 *
 *   argv: <n> <topic> <url>[,<url>...]
 */
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@aikc/shared/socket-events';

const [nArg, topic, urlsArg] = process.argv.slice(2);
const n = Number(nArg);
const urls = (urlsArg ?? '').split(',');
const sockets: Socket[] = [];
/** version -> receive times (epoch ms, sub-ms precision). */
const arrivals = new Map<string, number[]>();
let withData = 0;
const now = () => performance.timeOrigin + performance.now();

function send(msg: unknown): void {
  process.send?.(msg);
}

for (let i = 0; i < n; i++) {
  const socket = io(urls[i % urls.length], {
    path: SOCKET_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  let seen = false;
  socket.on('connect', () => socket.emit('screen.subscribe', { topic }));
  // A full snapshot (on subscribe) or a patch (each change after it): either way the wall has that version.
  const arrived = (p: { version: string }) => {
    const t = now();
    let list = arrivals.get(p.version);
    if (!list) arrivals.set(p.version, (list = []));
    list.push(t);
    if (!seen) {
      seen = true;
      withData += 1;
      if (withData === n) send({ type: 'ready' });
    }
  };
  socket.on('screen.data', arrived);
  socket.on('screen.patch', arrived);
  socket.on('connect_error', (err) => send({ type: 'error', message: err.message }));
  sockets.push(socket);
  // Open in batches so the gateway's accept queue and this process's event loop keep up.
  if (i % 200 === 199) await new Promise((r) => setTimeout(r, 20));
}

process.on('message', (msg: { type: string; version?: string }) => {
  if (msg.type === 'report' && msg.version) {
    const version = msg.version;
    const deadline = Date.now() + 60_000;
    const check = () => {
      const list = arrivals.get(version) ?? [];
      if (list.length >= n || Date.now() > deadline) {
        send({ type: 'arrivals', version, times: list });
        arrivals.delete(version);
      } else setTimeout(check, 5);
    };
    check();
  }
  if (msg.type === 'close') {
    for (const s of sockets) s.close();
    setTimeout(() => process.exit(0), 200);
  }
});
