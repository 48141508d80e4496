import { describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import { autorun } from 'mobx';
import { BadgeStore } from './badge-store.ts';

describe('BadgeStore', () => {
  it('follows the totals of its stream and stops after dispose', () => {
    const totals = new Subject<number>();
    const store = new BadgeStore(totals);
    const seen: number[] = [];
    const stop = autorun(() => seen.push(store.total));
    totals.next(3);
    totals.next(120);
    expect(store.total).toBe(120);
    expect(store.label).toBe('99+');
    store.reset();
    expect(store.total).toBe(0);
    store.dispose();
    totals.next(5);
    expect(store.total).toBe(0);
    expect(seen).toEqual([0, 3, 120, 0]);
    expect(totals.observed).toBe(false);
    stop();
  });
});
