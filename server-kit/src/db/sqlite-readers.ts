import { Worker } from 'node:worker_threads';

/**
 * Read-only connections to the SQLite file on worker threads, for the heavy reads of search (every id a
 * query matches, a ranked tier): better-sqlite3 is synchronous, so on the main thread a 50 ms (or, for a
 * word in most of a million company names, 2 s) read stopped every other request for as long. On workers
 * those reads run beside the event loop and beside each other. They see committed data only, which is what
 * a search should see. Answers are numeric columns (ids, scores) moved, not copied, back.
 */
export class SqliteReaders {
  private readonly workers: Worker[] = [];
  private readonly busy: number[] = [];
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void; worker: number }>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly file: string,
    private readonly size = 2,
  ) {}

  private start(i: number): Worker {
    const w = new Worker(new URL('./sqlite-reader.worker.mjs', import.meta.url), { workerData: { file: this.file } });
    // Idle readers must not keep a finished process (a CLI, a test run) alive.
    w.unref();
    w.on('message', (m: { id: number; columns?: Float64Array[]; rows?: unknown[][]; error?: string }) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      this.busy[i] = (this.busy[i] ?? 1) - 1;
      if (m.error !== undefined) p.reject(new Error(m.error));
      else p.resolve(m.rows ?? m.columns ?? []);
    });
    w.on('error', (err) => this.fail(i, err));
    w.on('exit', (code) => this.fail(i, new Error(`SQLite reader exited with code ${code}`)));
    this.workers[i] = w;
    this.busy[i] = 0;
    return w;
  }

  /** Rejects what a dead reader held and lets the next query start a fresh one. */
  private fail(i: number, err: Error): void {
    for (const [id, p] of this.pending) {
      if (p.worker !== i) continue;
      this.pending.delete(id);
      p.reject(err);
    }
    this.workers.splice(i, 1, undefined as unknown as Worker);
    this.busy[i] = 0;
  }

  /** Runs a read on the least busy reader; resolves to its columns as numbers. */
  query(sql: string, params: readonly unknown[]): Promise<Float64Array[]> {
    return this.send(sql, params, 'columns') as Promise<Float64Array[]>;
  }

  /** Runs a read on the least busy reader; resolves to its rows as value arrays (copied across threads). */
  rows(sql: string, params: readonly unknown[]): Promise<unknown[][]> {
    return this.send(sql, params, 'rows') as Promise<unknown[][]>;
  }

  private send(sql: string, params: readonly unknown[], shape: 'columns' | 'rows'): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('SQLite readers are closed'));
    let i = 0;
    for (let k = 1; k < this.size; k++) if ((this.busy[k] ?? 0) < (this.busy[i] ?? 0)) i = k;
    const worker = this.workers[i] ?? this.start(i);
    const id = this.nextId++;
    this.busy[i] = (this.busy[i] ?? 0) + 1;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, worker: i });
      worker.postMessage({ id, sql, params, shape });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = this.workers.filter(Boolean);
    this.workers.length = 0;
    await Promise.all(all.map((w) => w.terminate()));
  }
}
