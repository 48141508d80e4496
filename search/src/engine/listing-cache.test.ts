import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingCache } from './listing-cache.ts';

/** A compute function that counts its calls and resolves to `value`, or rejects with `fail`. */
function counted<V>(value: V, fail?: Error) {
  const fn = vi.fn(() => (fail ? Promise.reject(fail) : Promise.resolve(value)));
  return fn;
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('ListingCache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T08:00:00+08:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shares one computation per key and version, and computes again at another version', async () => {
    const cache = new ListingCache<string>(10);
    const a = counted('a');
    expect(await Promise.all([cache.get('k', 1, a), cache.get('k', 1, a)])).toEqual(['a', 'a']);
    expect(a).toHaveBeenCalledTimes(1);
    const b = counted('b');
    expect(await cache.get('k', 2, b)).toBe('b');
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('evicts the least recently used entry beyond its bound', async () => {
    const cache = new ListingCache<string>(2);
    await cache.get('x', 1, counted('x'));
    await cache.get('y', 1, counted('y'));
    await cache.get('x', 1, counted('never'));
    await cache.get('z', 1, counted('z'));
    const y = counted('y2');
    expect(await cache.get('y', 1, y)).toBe('y2');
    expect(y).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(2);
  });

  it('evicts the least recently used entries beyond its byte bound, once their values are weighed', async () => {
    const cache = new ListingCache<string>(10, Infinity, 100);
    const weigh = (v: string) => v.length;
    await cache.get('a', 1, counted('a'.repeat(40)), weigh);
    await cache.get('b', 1, counted('b'.repeat(40)), weigh);
    await settle();
    expect(cache.sizeInBytes).toBe(80);
    await cache.get('a', 1, counted('never'), weigh);
    await cache.get('c', 1, counted('c'.repeat(40)), weigh);
    await settle();
    // b was the least recently used: it made room for c.
    expect(cache.sizeInBytes).toBe(80);
    const b = counted('b2');
    expect(await cache.get('b', 1, b, weigh)).toBe('b2');
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('drops a failed computation so the next request tries again', async () => {
    const cache = new ListingCache<string>(2);
    await expect(cache.get('k', 1, counted('', new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', 1, counted('ok'))).toBe('ok');
  });

  it('without refreshExpired, a request past the TTL waits for a new value', async () => {
    const cache = new ListingCache<string>(2, 60_000);
    await cache.get('k', 1, counted('old'));
    vi.advanceTimersByTime(60_001);
    const fresh = counted('new');
    expect(await cache.get('k', 1, fresh)).toBe('new');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('with refreshExpired, serves the expired value once while one refresh runs, then the new value', async () => {
    const cache = new ListingCache<string>(2, 60_000, Infinity, { refreshExpired: true });
    await cache.get('k', 1, counted('old'));
    vi.advanceTimersByTime(60_001);
    let release!: (v: string) => void;
    const refresh = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    expect(await cache.get('k', 1, refresh)).toBe('old');
    expect(await cache.get('k', 1, refresh)).toBe('old');
    expect(refresh).toHaveBeenCalledTimes(1);
    release('new');
    await settle();
    const unused = counted('unused');
    expect(await cache.get('k', 1, unused)).toBe('new');
    expect(unused).not.toHaveBeenCalled();
    // The refreshed entry has a TTL of its own from when it was stored.
    vi.advanceTimersByTime(59_000);
    expect(await cache.get('k', 1, unused)).toBe('new');
    expect(unused).not.toHaveBeenCalled();
  });

  it('with refreshExpired, keeps the expired value when the refresh fails and tries again on the next request', async () => {
    const cache = new ListingCache<string>(2, 60_000, Infinity, { refreshExpired: true });
    await cache.get('k', 1, counted('old'));
    vi.advanceTimersByTime(60_001);
    const failing = counted('', new Error('down'));
    expect(await cache.get('k', 1, failing)).toBe('old');
    await settle();
    const ok = counted('new');
    expect(await cache.get('k', 1, ok)).toBe('old');
    await settle();
    expect(ok).toHaveBeenCalledTimes(1);
    expect(await cache.get('k', 1, counted('unused'))).toBe('new');
  });

  it('with refreshExpired, never serves a value of another version', async () => {
    const cache = new ListingCache<string>(2, 60_000, Infinity, { refreshExpired: true });
    await cache.get('k', 1, counted('v1'));
    vi.advanceTimersByTime(60_001);
    expect(await cache.get('k', 2, counted('v2'))).toBe('v2');
    // A refresh of the old version that finishes late does not replace the newer entry.
    const cache2 = new ListingCache<string>(2, 60_000, Infinity, { refreshExpired: true });
    await cache2.get('k', 1, counted('v1'));
    vi.advanceTimersByTime(60_001);
    let release!: (v: string) => void;
    expect(await cache2.get('k', 1, () => new Promise<string>((resolve) => (release = resolve)))).toBe('v1');
    expect(await cache2.get('k', 2, counted('v2'))).toBe('v2');
    release('v1 again');
    await settle();
    expect(await cache2.get('k', 2, counted('unused'))).toBe('v2');
  });
});
