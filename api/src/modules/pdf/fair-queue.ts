/**
 * The renderer's admission: at most `concurrency` renders at once, at most `perOwner` unfinished (running or
 * waiting) per owner (a user), at most `maxWaiting` waiting in all. A freed slot goes to the waiting owner with
 * the fewest renders running, the longest-unserved first among equals: a user with 25 requests cannot hold the
 * renderer while another user's single one waits behind them. Kept behind this small interface so every PDF
 * kind (assessment, chat reports, exports) shares one queue.
 */
export interface RenderQueue {
  /**
   * Takes a slot for `owner`, waiting if needed; `onAhead` hears the renders before it (again whenever that
   * changes). Resolves with the release, to be called exactly once when the render ends. Throws the refusal
   * from `refuse` when the owner or the queue is full.
   */
  acquire(owner: number, onAhead?: (ahead: number) => void): Promise<() => void>;
}

export interface FairQueueOptions {
  concurrency: number;
  perOwner: number;
  maxWaiting: number;
  refuse: (why: 'owner' | 'queue') => Error;
}

interface Waiter {
  owner: number;
  start: () => void;
  onAhead: ((ahead: number) => void) | undefined;
}

export class FairQueue implements RenderQueue {
  private readonly running = new Map<number, number>();
  private readonly waiting: Waiter[] = [];
  /** When each owner was last given a slot (a counter, not a clock): ties go to the longest-unserved. */
  private readonly servedAt = new Map<number, number>();
  private turn = 0;
  private active = 0;

  constructor(private readonly opts: FairQueueOptions) {}

  acquire(owner: number, onAhead?: (ahead: number) => void): Promise<() => void> {
    const mine = (this.running.get(owner) ?? 0) + this.waiting.filter((w) => w.owner === owner).length;
    if (mine >= this.opts.perOwner) return Promise.reject(this.opts.refuse('owner'));
    if (this.active < this.opts.concurrency && this.waiting.length === 0) {
      this.begin(owner);
      return Promise.resolve(this.releaser(owner));
    }
    if (this.waiting.length >= this.opts.maxWaiting) return Promise.reject(this.opts.refuse('queue'));
    return new Promise((resolve) => {
      this.waiting.push({ owner, onAhead, start: () => resolve(this.releaser(owner)) });
      this.announce();
    });
  }

  /** Renders running and waiting, for the bench and tests. */
  get size(): { running: number; waiting: number } {
    return { running: this.active, waiting: this.waiting.length };
  }

  private begin(owner: number): void {
    this.active++;
    this.running.set(owner, (this.running.get(owner) ?? 0) + 1);
    this.servedAt.set(owner, ++this.turn);
  }

  private releaser(owner: number): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.active--;
      const left = (this.running.get(owner) ?? 1) - 1;
      if (left > 0) this.running.set(owner, left);
      else this.running.delete(owner);
      this.next();
    };
  }

  /** The index in `waiting` of the job to start next: fewest running for its owner, then longest-unserved, then FIFO. */
  private pick(running: Map<number, number>, servedAt: Map<number, number>, waiting: Waiter[]): number {
    let best = -1;
    for (let i = 0; i < waiting.length; i++) {
      const w = waiting[i] as Waiter;
      if (best >= 0) {
        const b = waiting[best] as Waiter;
        if (w.owner === b.owner) continue;
        const rw = running.get(w.owner) ?? 0;
        const rb = running.get(b.owner) ?? 0;
        if (rw > rb || (rw === rb && (servedAt.get(w.owner) ?? 0) >= (servedAt.get(b.owner) ?? 0))) continue;
      }
      best = i;
    }
    return best;
  }

  private next(): void {
    while (this.active < this.opts.concurrency && this.waiting.length > 0) {
      const [w] = this.waiting.splice(this.pick(this.running, this.servedAt, this.waiting), 1) as [Waiter];
      this.begin(w.owner);
      w.start();
    }
    this.announce();
  }

  /**
   * Tells every waiting job how many renders come before it: those running, then the order `pick` would serve
   * the waiting ones in (simulated on copies, so the answer is the real order).
   */
  private announce(): void {
    const running = new Map(this.running);
    const servedAt = new Map(this.servedAt);
    const left = [...this.waiting];
    let turn = this.turn;
    let ahead = this.active;
    while (left.length > 0) {
      const [w] = left.splice(this.pick(running, servedAt, left), 1) as [Waiter];
      w.onAhead?.(ahead);
      ahead++;
      running.set(w.owner, (running.get(w.owner) ?? 0) + 1);
      servedAt.set(w.owner, ++turn);
    }
  }
}
