/**
 * A tiny in-process cache for one aggregation: answers within `ttlMs` of the last load are served from
 * memory, and concurrent callers during a load share that one load. So many walls (or many gateways) asking
 * at once cost one query set per TTL. A failed load is not cached: the next caller tries again.
 */
export class SnapshotCache<T> {
  private value: { at: number; data: T } | null = null;
  private pending: Promise<T> | null = null;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get(): Promise<T> {
    if (this.value && this.now() - this.value.at < this.ttlMs) return Promise.resolve(this.value.data);
    if (this.pending) return this.pending;
    const started = this.now();
    this.pending = this.load().then(
      (data) => {
        this.value = { at: started, data };
        this.pending = null;
        return data;
      },
      (err: unknown) => {
        this.pending = null;
        throw err;
      },
    );
    return this.pending;
  }
}
