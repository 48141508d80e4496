import { Cron } from 'croner';
import type { Db } from '../../db/database.ts';
import { runSource, type RunOptions, type RunSummary } from './runner.ts';
import { scheduledSources } from './sources.ts';

/**
 * Scheduled sources: one croner job per enabled source with a cron expression, re-read every `reloadMs` so a
 * source edited in the back office or added from the command line is picked up. Runs go one at a time (a
 * source whose time comes while another runs waits for it; croner's `protect` drops a tick of a source still
 * running), which keeps the worker light and every host's rate as the source sets it.
 */
export interface Scheduler {
  stop(): void;
  /** Sources scheduled now, by name, with their next run. */
  plan(): { name: string; next: Date | null }[];
}

export function startScheduler(
  handle: Db,
  opts: RunOptions & { reloadMs?: number; log?: (line: string) => void; onRun?: (name: string, s: RunSummary) => void },
): Scheduler {
  const jobs = new Map<string, { cron: string; job: Cron }>();
  let chain = Promise.resolve();
  let stopped = false;
  const log = opts.log ?? (() => {});

  const runOne = (name: string) => {
    chain = chain.then(async () => {
      if (stopped) return;
      const source = (await scheduledSources(handle.db)).find((s) => s.name === name);
      if (!source) return;
      try {
        const s = await runSource(handle, source, opts);
        log(
          `${name}: 抓取 ${s.fetched}，新增 ${s.new_items}，更新 ${s.updated}，未变 ${s.unchanged}，合并 ${s.folded}，失败 ${s.failed}`,
        );
        opts.onRun?.(name, s);
      } catch (err) {
        log(`${name}: 运行出错：${(err as Error).message}`);
      }
    });
  };

  const reload = async () => {
    if (stopped) return;
    const sources = await scheduledSources(handle.db);
    const wanted = new Map(sources.map((s) => [s.name, s.cron]));
    for (const [name, j] of jobs)
      if (wanted.get(name) !== j.cron) {
        j.job.stop();
        jobs.delete(name);
      }
    for (const [name, cron] of wanted) {
      if (jobs.has(name)) continue;
      jobs.set(name, { cron, job: new Cron(cron, { protect: true, timezone: 'Asia/Shanghai' }, () => runOne(name)) });
    }
  };
  void reload().catch((err: unknown) => log(`读取来源失败：${(err as Error).message}`));
  const timer = setInterval(() => void reload().catch(() => {}), opts.reloadMs ?? 5 * 60_000);
  timer.unref();

  return {
    stop() {
      stopped = true;
      clearInterval(timer);
      for (const j of jobs.values()) j.job.stop();
      jobs.clear();
    },
    plan: () => [...jobs].map(([name, j]) => ({ name, next: j.job.nextRun() })),
  };
}
