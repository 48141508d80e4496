import { Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QrStatus } from '@aikc/shared/socket/qr';
import { QrLoginStore } from './qr-login-store.ts';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789AB';

function setup() {
  const status$ = new Subject<QrStatus>();
  const holds: string[] = [];
  const released: string[] = [];
  const realtime = {
    hold: (event: string, payload: unknown, release?: string) => {
      holds.push(`${event}:${(payload as { scene: string }).scene}`);
      return () => released.push(`${release}:${(payload as { scene: string }).scene}`);
    },
  };
  const store = new QrLoginStore(realtime as never, status$);
  return { store, status$, holds, released };
}

afterEach(() => vi.useRealTimers());

describe('QrLoginStore', () => {
  it('holds qr.watch for the scene, turns pushes into outcomes and releases the watch after a final one', () => {
    const { store, status$, holds, released } = setup();
    status$.next({ status: 'expired' });
    expect(store.outcome).toBeNull(); // nothing watched: a stray push says nothing
    const release = store.watch('A'.repeat(32), 300);
    expect(holds).toEqual([`qr.watch:${'A'.repeat(32)}`]);
    status$.next({ msgType: 'toTop', needBang: 1, openid: 'oDEVuser0001' });
    expect(store.outcome).toEqual({ kind: 'need_bind', openid: 'oDEVuser0001' });
    expect(released).toEqual([]);
    status$.next({ status: 'loginSuccess', resData: { token: TOKEN, user: { id: 1 } } });
    expect(store.outcome).toEqual({ kind: 'logged_in', token: TOKEN });
    expect(released).toEqual([`qr.unwatch:${'A'.repeat(32)}`]);
    release();
    expect(store.scene).toBeNull();
    store.dispose();
    expect(status$.observed).toBe(false);
  });

  it('expires on the QR lifetime when no push comes, and a new scene starts afresh', () => {
    vi.useFakeTimers();
    const { store, released } = setup();
    store.watch('B'.repeat(32), 5);
    vi.advanceTimersByTime(5000);
    expect(store.expired).toBe(true);
    expect(released).toEqual([`qr.unwatch:${'B'.repeat(32)}`]);
    store.watch('C'.repeat(32), 5);
    expect(store.expired).toBe(false);
    expect(store.scene).toBe('C'.repeat(32));
    store.dispose();
  });
});
