import { makeAutoObservable, runInAction } from 'mobx';
import type { Observable, Subscription } from 'rxjs';

/** The unread message total behind the header bell and the 我的消息 menu item. */
export class BadgeStore {
  total = 0;
  private readonly subscription: Subscription;

  /** `total$` carries every new total: gateway pushes and HTTP corrections alike. */
  constructor(total$: Observable<number>) {
    makeAutoObservable<BadgeStore, 'subscription'>(this, { subscription: false });
    this.subscription = total$.subscribe((n) => runInAction(() => (this.total = n)));
  }

  /** A visitor has no messages. */
  reset(): void {
    this.total = 0;
  }

  /** Text for a badge: 99+ past 99. */
  get label(): string {
    return this.total > 99 ? '99+' : String(this.total);
  }

  dispose(): void {
    this.subscription.unsubscribe();
  }
}
