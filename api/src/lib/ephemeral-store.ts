/**
 * Short-lived key/value state that may be lost on restart without harm: captcha challenges (120 s), captcha
 * second-stage values (180 s), rate-limit counters and Open Platform dev codes. Why not the database: these
 * keys are written on every slider drag and login attempt and read once, so a table would be write-heavy
 * churn that needs sweeping; losing them only makes a user drag the slider again. The in-memory store is
 * right for one process (the embedded default); with several API instances set REDIS_URL so that a
 * challenge created on one instance can be checked on another and counters are shared.
 */
export interface EphemeralStore {
  set(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | null>;
  /** Reads and deletes in one step: a second `take` of the same key answers null (single use). */
  take(key: string): Promise<string | null>;
  /** Increments a counter, starting its window of `ttlMs` at the first increment; returns the new value. */
  incr(key: string, ttlMs: number): Promise<number>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  value: string;
  expiresAt: number;
}

/** One process's memory, with lazy expiry on read and a periodic sweep that keeps the map bounded. */
export class MemoryEphemeralStore implements EphemeralStore {
  private readonly map = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  /** `now` is read on every operation, so a test can move time. */
  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 30_000);
    this.sweeper.unref();
  }

  private live(key: string): Entry | null {
    const e = this.map.get(key);
    if (!e) return null;
    if (e.expiresAt <= this.now()) {
      this.map.delete(key);
      return null;
    }
    return e;
  }

  private sweep(): void {
    const t = this.now();
    for (const [k, e] of this.map) if (e.expiresAt <= t) this.map.delete(k);
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.map.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async take(key: string): Promise<string | null> {
    const e = this.live(key);
    if (!e) return null;
    this.map.delete(key);
    return e.value;
  }

  async incr(key: string, ttlMs: number): Promise<number> {
    const e = this.live(key);
    const n = e ? Number(e.value) + 1 : 1;
    this.map.set(key, { value: String(n), expiresAt: e ? e.expiresAt : this.now() + ttlMs });
    return n;
  }

  async del(key: string): Promise<void> {
    this.map.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.map.clear();
  }
}
