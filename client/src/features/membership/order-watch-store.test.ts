import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { OrderStatusPush } from '@aikc/shared/socket/order';
import type { Realtime } from '../../realtime/realtime-client.ts';
import { OrderWatchStore } from './order-watch-store.ts';

const NO = 'KC20261125103000123456';

function fakeRealtime() {
  const pushes = new Subject<OrderStatusPush>();
  const held: string[] = [];
  const released: string[] = [];
  const rt = {
    on: () => pushes.asObservable(),
    hold: (_e: string, p: { order_no: string }) => {
      held.push(p.order_no);
      return () => released.push(p.order_no);
    },
  } as unknown as Realtime;
  return { rt, pushes, held, released };
}

describe('OrderWatchStore', () => {
  it('holds the watch, takes pushes of its own order only, and releases on dispose', () => {
    const { rt, pushes, held, released } = fakeRealtime();
    const onPush = vi.fn();
    const store = new OrderWatchStore(rt, NO, onPush);
    expect(held).toEqual([NO]);
    pushes.next({ order_no: 'KC20261125103000999999', status: 'paid' });
    expect(store.status).toBeNull();
    pushes.next({ order_no: NO, status: 'paid' });
    expect(store.status).toBe('paid');
    expect(onPush).toHaveBeenCalledTimes(1);
    store.dispose();
    pushes.next({ order_no: NO, status: 'refunded' });
    expect(store.status).toBe('paid');
    expect(released).toEqual([NO]);
  });
});
