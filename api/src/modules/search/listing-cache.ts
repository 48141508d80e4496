import { indexVersion } from './indexer.ts';

/**
 * A small bounded LRU of listing work (facet counts, ranked id windows), keyed by the normalised query and
 * filters. An entry is valid only for the index version it was computed at (every index write in this
 * process bumps it) and for a short TTL, which bounds staleness when another process (the seed CLI) writes.
 * In-flight computations are shared, so a burst of identical cold requests runs the SQL once.
 */
export class ListingCache<V> {
  private readonly entries = new Map<string, { at: number; version: number; value: Promise<V> }>();

  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
  ) {}

  /** The cached value for `key`, or `compute()`'s, stored when it succeeds. */
  get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const version = indexVersion();
    const hit = this.entries.get(key);
    if (hit && hit.version === version && now - hit.at < this.ttlMs) {
      // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = compute();
    const entry = { at: now, version, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** One cache per database handle, so two databases in one process (tests) never share results. */
export function perHandle<V>(make: () => ListingCache<V>): { of(db: object): ListingCache<V>; clearAll(): void } {
  let caches = new WeakMap<object, ListingCache<V>>();
  return {
    of(db) {
      let c = caches.get(db);
      if (!c) caches.set(db, (c = make()));
      return c;
    },
    clearAll() {
      caches = new WeakMap();
    },
  };
}
