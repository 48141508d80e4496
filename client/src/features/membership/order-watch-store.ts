import { action, makeObservable, observable } from 'mobx';
import type { Subscription } from 'rxjs';
import { filter } from 'rxjs';
import type { OrderStatus } from '@aikc/shared/schemas/membership';
import type { OrderStatusPush } from '@aikc/shared/socket/order';
import type { Realtime } from '../../realtime/realtime-client.ts';

/**
 * The live status of one order, fed by the gateway's `order.status` pushes at the realtime seam (the page never
 * polls). It holds `order.watch` for as long as it lives (re-sent after reconnects) and calls `onPush` so the
 * owner can invalidate the queries the change makes stale; it copies nothing but the status itself.
 */
export class OrderWatchStore {
  status: OrderStatus | null = null;
  private readonly release: () => void;
  private readonly sub: Subscription;

  constructor(
    realtime: Realtime,
    readonly orderNo: string,
    onPush: (push: OrderStatusPush) => void,
  ) {
    makeObservable(this, { status: observable, apply: action });
    this.release = realtime.hold('order.watch', { order_no: orderNo }, 'order.unwatch');
    this.sub = realtime
      .on('order.status')
      .pipe(filter((p) => p.order_no === orderNo))
      .subscribe((p) => {
        this.apply(p.status);
        onPush(p);
      });
  }

  apply(status: OrderStatus): void {
    this.status = status;
  }

  dispose(): void {
    this.sub.unsubscribe();
    this.release();
  }
}
