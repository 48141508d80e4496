import type { EphemeralStore } from './ephemeral-store.ts';

/** A fixed-window limit: at most `max` hits per `windowMs`, counted per key. */
export interface WindowLimit {
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Fixed windows on the EphemeralStore. A window starts at its first hit (not on a wall-clock boundary), so
 * "5 failures then locked for 15 minutes" reads literally: the lock lifts 15 minutes after the first failure.
 */
export class RateLimiter {
  constructor(private readonly store: EphemeralStore) {}

  private key(limit: WindowLimit, subject: string): string {
    return `rl:${limit.name}:${subject}`;
  }

  /** Counts one hit; true while the count stays within the limit. */
  async hit(limit: WindowLimit, subject: string): Promise<boolean> {
    const n = await this.store.incr(this.key(limit, subject), limit.windowMs);
    return n <= limit.max;
  }

  /** True when the subject already used up the window (without counting a hit). */
  async isBlocked(limit: WindowLimit, subject: string): Promise<boolean> {
    const v = await this.store.get(this.key(limit, subject));
    return v !== null && Number(v) >= limit.max;
  }

  async reset(limit: WindowLimit, subject: string): Promise<void> {
    await this.store.del(this.key(limit, subject));
  }
}
