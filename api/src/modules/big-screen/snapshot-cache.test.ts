import { describe, expect, it } from 'vitest';
import { SnapshotCache } from './snapshot-cache.ts';

describe('SnapshotCache', () => {
  it('serves one load to concurrent callers and reuses it within the TTL', async () => {
    let t = 0;
    let loads = 0;
    const cache = new SnapshotCache(async () => ++loads, 2000, () => t);
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual([1, 1, 1]);
    t = 1999;
    expect(await cache.get()).toBe(1);
    t = 2000;
    expect(await cache.get()).toBe(2);
    expect(loads).toBe(2);
  });

  it('does not cache a failure', async () => {
    let fail = true;
    const cache = new SnapshotCache(async () => {
      if (fail) throw new Error('db down');
      return 'ok';
    }, 2000, () => 0);
    await expect(cache.get()).rejects.toThrow('db down');
    fail = false;
    expect(await cache.get()).toBe('ok');
  });
});
