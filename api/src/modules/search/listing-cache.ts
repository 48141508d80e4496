/**
 * A small bounded LRU of search work (match sets, facet counts, name tables), keyed by the normalised query
 * and filters. An entry is valid only for the version it was computed at: the caller passes the kind's
 * search generation (search_state, bumped in every index-writing transaction of any process), so nothing
 * stale is ever served; an optional TTL covers data without a generation. In-flight computations are
 * shared, so a burst of identical cold requests runs the SQL once. Entries are bounded by count and by an
 * estimated size in bytes.
 */
export class ListingCache<V> {
  private readonly entries = new Map<string, { at: number; version: string; bytes: number; value: Promise<V> }>();
  private bytes = 0;

  constructor(
    private readonly max: number,
    private readonly ttlMs = Infinity,
    private readonly maxBytes = Infinity,
  ) {}

  /** The cached value for `key` at `version`, or `compute()`'s, stored when it succeeds. */
  get(key: string, version: string | number, compute: () => Promise<V>, weigh?: (v: V) => number): Promise<V> {
    const now = Date.now();
    const ver = String(version);
    const hit = this.entries.get(key);
    if (hit && hit.version === ver && now - hit.at < this.ttlMs) {
      // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = compute();
    const entry = { at: now, version: ver, bytes: 0, value };
    this.remove(key);
    this.entries.set(key, entry);
    this.evict();
    value.then(
      (v) => {
        if (this.entries.get(key) !== entry || !weigh) return;
        entry.bytes = weigh(v);
        this.bytes += entry.bytes;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    return value;
  }

  private remove(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.bytes -= e.bytes;
    this.entries.delete(key);
  }

  private evict(): void {
    while (this.entries.size > this.max || (this.bytes > this.maxBytes && this.entries.size > 1)) {
      this.remove(this.entries.keys().next().value as string);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get sizeInBytes(): number {
    return this.bytes;
  }
}

/** One cache per database handle, so two databases in one process (tests) never share results. */
export function perHandle<T>(make: () => T): { of(db: object): T; clearAll(): void } {
  let caches = new WeakMap<object, T>();
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
