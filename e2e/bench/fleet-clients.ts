/**
 * Child process of the fleet bench: signed-in users' sockets (one per user, WebSocket, socket.io-client) on the
 * given gateway URLs (round robin). Reports `ready` once every socket has its first badge, then each badge that
 * arrives (`badge`: user, total, arrival time), and each (re)connect after the first (`reconnect`). Options are
 * the browser's (shared SOCKET_CLIENT_OPTIONS), so reconnect timings are the portal's.
 *
 *   argv: <urls comma-separated>   stdin-free; the users come in the first IPC message {type:'users', users}
 *
 * `{type:'watch', scenes, orders}` then makes sockets watch keys of the QR and order topics: the i-th socket a
 * scene each (`qr.watch`), and each listed user's socket its order (`order.watch`); `watching` answers.
 */
import { io, type Socket } from 'socket.io-client';
import { SOCKET_CLIENT_OPTIONS } from '@aikc/shared/socket/reconnect';
import { SOCKET_PATH } from '@aikc/shared/socket-events';

const urls = (process.argv[2] ?? '').split(',');
const now = () => performance.timeOrigin + performance.now();
const sockets: Socket[] = [];
const byUser = new Map<number, Socket>();
const send = (msg: unknown) => process.send?.(msg);

interface Msg {
  type: string;
  users?: { id: number; token: string }[];
  scenes?: string[];
  orders?: { user: number; order_no: string }[];
}

process.on('message', (msg: Msg) => {
  if (msg.type === 'watch') {
    for (const [i, scene] of (msg.scenes ?? []).entries()) sockets[i]?.emit('qr.watch', { scene });
    for (const o of msg.orders ?? []) byUser.get(o.user)?.emit('order.watch', { order_no: o.order_no });
    send({ type: 'watching' });
    return;
  }
  if (msg.type === 'close') {
    for (const s of sockets) s.close();
    setTimeout(() => process.exit(0), 200);
    return;
  }
  if (msg.type !== 'users' || !msg.users) return;
  let counted = 0;
  const users = msg.users;
  const open = (u: { id: number; token: string }, i: number) => {
    const socket = io(urls[i % urls.length], {
      ...SOCKET_CLIENT_OPTIONS,
      transports: ['websocket'],
      path: SOCKET_PATH,
      forceNew: true,
      auth: { token: u.token },
    });
    sockets.push(socket);
    byUser.set(u.id, socket);
    let first = true;
    let connects = 0;
    socket.on('connect', () => {
      connects += 1;
      if (connects > 1) send({ type: 'reconnect', user: u.id, at: now() });
    });
    socket.on('badge.count', (p: { total: number }) => {
      if (first) {
        first = false;
        counted += 1;
        if (counted === users.length) send({ type: 'ready' });
        return;
      }
      send({ type: 'badge', user: u.id, total: p.total, at: now() });
    });
    socket.on('connect_error', (err) => {
      // A refused handshake (the API busy or away) is not retried by socket.io itself: try again, with jitter.
      if (!socket.active) {
        if (connects === 0) send({ type: 'refused', message: err.message });
        setTimeout(() => socket.connect(), 250 + Math.random() * 1000);
      }
    });
  };
  // Opened in steps, as users arrive over time rather than in one instant.
  void (async () => {
    for (let i = 0; i < users.length; i++) {
      open(users[i]!, i);
      if (i % 50 === 49) await new Promise((r) => setTimeout(r, 20));
    }
  })();
});
send({ type: 'started' });
