import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';

/**
 * Keeps `npm start`'s children alive: a child that exits while the supervisor is not stopping is started again
 * after a delay that doubles with each quick crash (250 ms, 500 ms, ... up to 10 s) and falls back to the first
 * step once a run lasted `stableMs`. Every exit and restart is logged with its pid. `stop` sends SIGTERM (each
 * child drains its own requests) and SIGKILLs what is left after `killAfterMs`.
 *
 * A child with `standby` also has a warm spare: a second process started with SUPERVISOR_STANDBY=1 that loads
 * its code, sends 'standby' over IPC and waits for the message 'promote' before it opens anything. When the child dies the spare
 * takes over at once (the API's cold start is 3-5 s on a busy 2-core machine, almost all of it module loading;
 * a promotion is about 0.1 s), and a new spare is started. Quick repeated crashes still go through the backoff.
 */
export interface ChildSpec {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  stdio?: StdioOptions;
  /** Keep a warm spare that takes over when the child dies (the child must honour SUPERVISOR_STANDBY). */
  standby?: boolean;
}

export interface SupervisorOptions {
  log: (line: string) => void;
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** A run that lasted this long resets the backoff. */
  stableMs?: number;
  killAfterMs?: number;
}

export interface Supervised {
  readonly name: string;
  /** The running process (a new one after each restart). */
  readonly process: ChildProcess;
  /** How many times it was started again. */
  readonly restarts: number;
  /** Resolves when the next process (after a restart) has been spawned. */
  nextStart(): Promise<ChildProcess>;
}

export function backoffMs(crashes: number, min: number, max: number): number {
  return Math.min(max, min * 2 ** Math.max(0, crashes - 1));
}

export class Supervisor {
  private readonly entries: SupervisedEntry[] = [];
  private stopping = false;
  private readonly min: number;
  private readonly max: number;
  private readonly stable: number;
  private readonly killAfter: number;

  constructor(private readonly opts: SupervisorOptions) {
    this.min = opts.minBackoffMs ?? 250;
    this.max = opts.maxBackoffMs ?? 10_000;
    this.stable = opts.stableMs ?? 30_000;
    this.killAfter = opts.killAfterMs ?? 15_000;
  }

  start(spec: ChildSpec): Supervised {
    const entry = new SupervisedEntry(spec);
    this.entries.push(entry);
    this.launch(entry);
    return entry;
  }

  private spawn(spec: ChildSpec, standby: boolean): ChildProcess {
    const stdio = spec.stdio ?? 'inherit';
    const child = standby
      ? spawn(spec.command, spec.args, {
          cwd: spec.cwd,
          env: { ...(spec.env ?? process.env), SUPERVISOR_STANDBY: '1' },
          stdio: Array.isArray(stdio) ? [...stdio.slice(0, 3), 'ipc'] : [stdio, stdio, stdio, 'ipc'],
        })
      : spawn(spec.command, spec.args, { cwd: spec.cwd, env: spec.env, stdio });
    // Without a listener a spawn failure (missing binary) would crash the supervisor; 'exit' follows.
    child.once('error', (err) => this.opts.log(`${spec.name} failed to start: ${err.message}`));
    return child;
  }

  private launch(entry: SupervisedEntry, promoted: ChildProcess | null = null): void {
    const { spec } = entry;
    const child = promoted ?? this.spawn(spec, false);
    if (promoted) {
      // A spare still loading its code is told once it says it stands by.
      if (entry.spareReady.has(promoted)) promoted.send('promote');
      else promoted.once('message', () => promoted.send('promote'));
    }
    const startedAt = Date.now();
    entry.setProcess(child);
    this.opts.log(`${spec.name} started (pid ${child.pid ?? '?'}${promoted ? ', the warm standby' : ''})`);
    if (spec.standby && !entry.spare) this.startSpare(entry);
    child.once('exit', (code, signal) => {
      if (this.stopping) return;
      const ranMs = Date.now() - startedAt;
      entry.crashes = ranMs >= this.stable ? 1 : entry.crashes + 1;
      const spare = entry.takeSpare();
      const delay = spare && entry.crashes === 1 ? 0 : backoffMs(entry.crashes, this.min, this.max);
      const how = spare && delay === 0 ? 'its standby takes over' : `restarting in ${delay} ms`;
      this.opts.log(
        `${spec.name} (pid ${child.pid ?? '?'}) exited (${signal ?? `code ${code}`}) after ${(ranMs / 1000).toFixed(1)} s; ${how}`,
      );
      entry.timer = setTimeout(() => {
        entry.timer = null;
        if (this.stopping) return;
        entry.restarts += 1;
        this.launch(entry, spare && spare.exitCode === null && spare.signalCode === null ? spare : null);
      }, delay);
    });
  }

  private startSpare(entry: SupervisedEntry): void {
    const spare = this.spawn(entry.spec, true);
    entry.spare = spare;
    spare.once('message', (m) => {
      if (m === 'standby') entry.spareReady.add(spare);
    });
    this.opts.log(`${entry.spec.name} standby spawned (pid ${spare.pid ?? '?'})`);
    spare.once('exit', (code, signal) => {
      if (this.stopping || entry.spare !== spare) return;
      entry.spare = null;
      this.opts.log(
        `${entry.spec.name} standby (pid ${spare.pid ?? '?'}) exited (${signal ?? `code ${code}`}); a new one in ${this.max} ms`,
      );
      entry.spareTimer = setTimeout(() => {
        entry.spareTimer = null;
        if (!this.stopping && !entry.spare) this.startSpare(entry);
      }, this.max);
    });
  }

  /** Stops restarting, sends `signal` to every child and resolves when all have exited. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    this.stopping = true;
    await Promise.all(
      this.entries.flatMap((e) => {
        if (e.timer) clearTimeout(e.timer);
        if (e.spareTimer) clearTimeout(e.spareTimer);
        return [e.process, e.takeSpare()].map((child) => {
          if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
          return new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.kill(signal);
            setTimeout(() => child.kill('SIGKILL'), this.killAfter).unref();
          });
        });
      }),
    );
  }
}

class SupervisedEntry implements Supervised {
  crashes = 0;
  restarts = 0;
  timer: NodeJS.Timeout | null = null;
  spare: ChildProcess | null = null;
  readonly spareReady = new WeakSet<ChildProcess>();
  spareTimer: NodeJS.Timeout | null = null;
  private current: ChildProcess | null = null;
  private waiters: ((c: ChildProcess) => void)[] = [];

  constructor(readonly spec: ChildSpec) {}

  get name(): string {
    return this.spec.name;
  }

  get process(): ChildProcess {
    if (!this.current) throw new Error(`${this.spec.name} has not started`);
    return this.current;
  }

  setProcess(child: ChildProcess): void {
    this.current = child;
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w(child);
  }

  takeSpare(): ChildProcess | null {
    const spare = this.spare;
    this.spare = null;
    return spare;
  }

  nextStart(): Promise<ChildProcess> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}
