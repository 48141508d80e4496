import { describe, expect, it } from 'vitest';
import { createRealtime, type SocketLike } from './realtime-client.ts';

class FakeSocket implements SocketLike {
  connected = false;
  disconnected = false;
  private listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  constructor(readonly token: string | null) {}
  on(event: string, l: (...args: unknown[]) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(l);
    return this;
  }
  off(event: string, l: (...args: unknown[]) => void) {
    this.listeners.get(event)?.delete(l);
    return this;
  }
  emit(event: string, payload?: unknown) {
    for (const l of this.listeners.get(event) ?? []) l(payload);
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
}

describe('realtime seam', () => {
  it('opens a socket per token, parses payloads with the shared schema and reconnects on token change', () => {
    const sockets: FakeSocket[] = [];
    const rt = createRealtime((token) => {
      const s = new FakeSocket(token);
      sockets.push(s);
      return s;
    });
    const totals: number[] = [];
    const sub = rt.on('badge.count').subscribe((p) => totals.push(p.total));

    rt.setToken(null);
    expect(sockets).toHaveLength(0);
    rt.setToken('token-a');
    sockets[0]!.emit('badge.count', { total: 2 });
    sockets[0]!.emit('badge.count', { total: -1 });
    sockets[0]!.emit('badge.count', 'garbage');
    rt.setToken('token-a');
    expect(sockets).toHaveLength(1);

    rt.setToken('token-b');
    expect(sockets[0]!.disconnected).toBe(true);
    expect(sockets[1]!.token).toBe('token-b');
    sockets[0]!.emit('badge.count', { total: 9 });
    sockets[1]!.emit('badge.count', { total: 4 });
    expect(totals).toEqual([2, 4]);

    rt.setToken(null);
    expect(sockets[1]!.disconnected).toBe(true);
    sub.unsubscribe();
    rt.dispose();
  });

  it('waits for a socket made later (the client code fetched on first use); a token change meanwhile wins', async () => {
    const made: { token: string | null; resolve: (s: FakeSocket) => void }[] = [];
    const rt = createRealtime((token) => new Promise<SocketLike>((resolve) => made.push({ token, resolve })));
    const totals: number[] = [];
    const sub = rt.on('badge.count').subscribe((p) => totals.push(p.total));

    rt.setToken('token-a');
    rt.setToken('token-b');
    expect(made.map((m) => m.token)).toEqual(['token-a', 'token-b']);
    const b = new FakeSocket('token-b');
    made[1]!.resolve(b);
    const a = new FakeSocket('token-a');
    made[0]!.resolve(a);
    await Promise.resolve();
    await Promise.resolve();
    // The late socket of the older token is closed at once and never delivers.
    expect(a.disconnected).toBe(true);
    expect(b.disconnected).toBe(false);
    a.emit('badge.count', { total: 9 });
    b.emit('badge.count', { total: 3 });
    expect(totals).toEqual([3]);

    // After dispose a socket still on its way is closed too.
    rt.setToken('token-c');
    rt.dispose();
    const c = new FakeSocket('token-c');
    made[2]!.resolve(c);
    await Promise.resolve();
    await Promise.resolve();
    expect(c.disconnected).toBe(true);
    sub.unsubscribe();
  });

  it('reports the connection state', () => {
    let socket: FakeSocket | undefined;
    const rt = createRealtime((t) => (socket = new FakeSocket(t)));
    const states: boolean[] = [];
    const sub = rt.connected$.subscribe((c) => states.push(c));
    rt.setToken('t');
    socket!.emit('connect');
    socket!.emit('disconnect');
    expect(states).toEqual([false, false, true, false]);
    sub.unsubscribe();
    rt.dispose();
  });
});
