import { LRUCache } from 'lru-cache';

/**
 * A bounded LRU of search work (match sets, counts, name tables). An entry serves only the version it was
 * computed at (the kind's search generation), so nothing stale is served; a TTL covers data without one.
 * In-flight computations are shared. With `refreshExpired`, an entry past its TTL is served while it is
 * computed again in the background (lookups.ts: an inline reload added 1.3-3.4 ms to some search).
 */
interface Entry<V> {
  at: number;
  version: string;
  bytes: number;
  value: Promise<V>;
  /** The value has resolved (only a settled value is served past its TTL). */
  settled: boolean;
  refreshing: boolean;
}

export class ListingCache<V> {
  private readonly entries: LRUCache<string, Entry<V>>;

  constructor(
    max: number,
    private readonly ttlMs = Infinity,
    maxBytes = Infinity,
    private readonly opts: { refreshExpired?: boolean } = {},
  ) {
    this.entries = Number.isFinite(maxBytes)
      ? new LRUCache({
          max,
          maxSize: maxBytes,
          maxEntrySize: Number.MAX_SAFE_INTEGER,
          sizeCalculation: (e) => Math.max(1, e.bytes),
        })
      : new LRUCache({ max });
  }

  get(key: string, version: string | number, compute: () => Promise<V>, weigh?: (v: V) => number): Promise<V> {
    const ver = String(version);
    const hit = this.entries.get(key);
    if (hit && hit.version === ver) {
      const fresh = Date.now() - hit.at < this.ttlMs;
      if (fresh || (this.opts.refreshExpired && hit.settled)) {
        if (!fresh && !hit.refreshing) this.refresh(key, hit, compute, weigh);
        return hit.value;
      }
    }
    return this.store(key, ver, compute(), weigh);
  }

  private store(key: string, version: string, value: Promise<V>, weigh?: (v: V) => number): Promise<V> {
    const entry: Entry<V> = { at: Date.now(), version, bytes: 0, value, settled: false, refreshing: false };
    this.entries.set(key, entry);
    value.then(
      (v) => {
        entry.settled = true;
        if (this.entries.peek(key) !== entry || !weigh) return;
        // A new object: lru-cache weighs an entry when it is set, and keeps the old weight for the same one.
        this.entries.set(key, { ...entry, bytes: weigh(v) });
      },
      () => {
        if (this.entries.peek(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  private refresh(key: string, stale: Entry<V>, compute: () => Promise<V>, weigh?: (v: V) => number): void {
    stale.refreshing = true;
    compute().then(
      (v) => {
        // Replaced only if nothing newer (another version, an eviction) took the key meanwhile.
        if (this.entries.peek(key) === stale) this.store(key, stale.version, Promise.resolve(v), weigh);
      },
      // Kept as it was; the next request past the TTL tries again.
      () => {
        stale.refreshing = false;
      },
    );
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  get sizeInBytes(): number {
    return this.entries.calculatedSize ?? 0;
  }
}
