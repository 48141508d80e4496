/**
 * Seed progress on stderr: per table, rows done/total, rows per second and time left. On a terminal one
 * line per table updates in place; otherwise a line at most every few seconds, then a closing line.
 */
export interface ProgressSink {
  write(s: string): unknown;
  isTTY?: boolean;
}

function fmtSeconds(s: number): string {
  if (!Number.isFinite(s)) return '?';
  if (s < 60) return `${s.toFixed(0)}s`;
  return `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s`;
}

export class Progress {
  private table = '';
  private total = 0;
  private done = 0;
  private started = 0;
  private lastPrint = 0;

  constructor(
    private readonly out: ProgressSink | null,
    private readonly now: () => number = () => performance.now(),
  ) {}

  start(table: string, total: number): void {
    this.table = table;
    this.total = total;
    this.done = 0;
    this.started = this.now();
    this.lastPrint = this.started;
  }

  tick(rows: number): void {
    this.done += rows;
    const t = this.now();
    const every = this.out?.isTTY ? 250 : 3000;
    if (t - this.lastPrint >= every) {
      this.lastPrint = t;
      this.print(false);
    }
  }

  /** Closes the table's line; returns the elapsed milliseconds. */
  finish(): number {
    this.print(true);
    return this.now() - this.started;
  }

  line(text: string): void {
    this.out?.write(`[seed] ${text}\n`);
  }

  private print(final: boolean): void {
    if (!this.out) return;
    const secs = Math.max(0.001, (this.now() - this.started) / 1000);
    const rate = this.done / secs;
    const pct = this.total ? ((100 * this.done) / this.total).toFixed(1) : '100.0';
    const left = final
      ? `done in ${fmtSeconds(secs)}`
      : `ETA ${fmtSeconds((this.total - this.done) / Math.max(rate, 1e-9))}`;
    const text = `[seed] ${this.table.padEnd(16)} ${String(this.done).padStart(9)}/${this.total} (${pct}%) ${Math.round(rate).toLocaleString('en-US')} rows/s, ${left}`;
    if (this.out.isTTY) this.out.write(`\r${text}\x1b[K${final ? '\n' : ''}`);
    else this.out.write(`${text}\n`);
  }
}
