import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench -- --search --base <ref>`: the search bench (api/src/bench/search-bench.ts) of this tree
 * against that of `<ref>`, in alternating rounds (A B, then B A, ...) against the same database, so a change
 * of the engine is compared under the same load and the same corpus within one run. The base is a detached
 * git worktree in a temporary folder whose node_modules are hard links of this tree's (its workspace links
 * are relative, so `@aikc/search` resolves to the base's own package). Each run prints a line per query set,
 * filters and regime; a round's figure for a regime is the median of those lines' p50 and the worst p99 (the
 * bench's own "worst p99"), and the table gives the median over rounds.
 *
 * When the base's migrations are older than the database's (it refuses a database holding a migration it does not
 * know), `--base-data <dir>` gives it a copy of the corpus at its own schema: its DATA_DIR.
 *
 *   npm run bench -- --search --base main [--rounds 3] [--iterations 100] [--base-data <dir>]
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const value = (flag: string) => {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : undefined;
};
const REGIMES = ['word', 'write', 'cold', 'rank', 'warm'] as const;
type Regime = (typeof REGIMES)[number];
/** One run's figures per regime. */
type RunFigures = Map<Regime, { p50: number; p99: number }>;
/** A result line of search-bench.ts: `2 chars   no   cold   0.45   1.20   123`. */
const LINE = /^\d+ chars\s+(?:yes|no)\s+(word|write|cold|rank|warm)\s+([\d.]+)\s+([\d.]+)/;

/** A worktree of `ref` with hard-linked node_modules (root and each workspace's own). */
function baseTree(ref: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikc-search-base-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: root, stdio: 'ignore' });
  for (const entry of ['.', ...fs.readdirSync(root)]) {
    const from = path.join(root, entry, 'node_modules');
    if (fs.existsSync(from) && fs.existsSync(path.join(dir, entry))) {
      execFileSync('cp', ['-al', from, path.join(dir, entry, 'node_modules')]);
    }
  }
  return dir;
}

/** One search bench run in `cwd`: per regime, the p50 and p99 of each of its lines. */
function benchRun(
  cwd: string,
  label: string,
  env: NodeJS.ProcessEnv,
): Promise<Map<Regime, { p50: number[]; p99: number[] }>> {
  return new Promise((resolve, reject) => {
    const iterations = value('--iterations') ?? '100';
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'api/src/bench/search-bench.ts', '--iterations', iterations],
      { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString('utf8');
    });
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${label}: search bench exited ${code}\n${out}`));
      const byRegime = new Map<Regime, { p50: number[]; p99: number[] }>();
      for (const line of out.split('\n')) {
        const m = LINE.exec(line.trim());
        if (!m) continue;
        const r = byRegime.get(m[1] as Regime) ?? { p50: [], p99: [] };
        r.p50.push(Number(m[2]));
        r.p99.push(Number(m[3]));
        byRegime.set(m[1] as Regime, r);
      }
      if (byRegime.size === 0) return reject(new Error(`${label}: no result lines\n${out}`));
      resolve(byRegime);
    });
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const ref = value('--base');
  if (!ref) throw new Error('usage: search-ab.ts --base <ref> [--rounds N] [--iterations N]');
  const rounds = Number(value('--rounds') ?? '3');
  const dir = baseTree(ref);
  const trees = { this: root, base: dir } as const;
  const baseData = value('--base-data');
  const envs = { this: process.env, base: baseData ? { ...process.env, DATA_DIR: baseData } : process.env } as const;
  const figures: Record<'this' | 'base', RunFigures[]> = { this: [], base: [] };
  try {
    for (let round = 0; round < rounds; round++) {
      // A B, then B A: neither side always runs on a machine the other has just warmed.
      const order = round % 2 === 0 ? (['this', 'base'] as const) : (['base', 'this'] as const);
      for (const side of order) {
        const runs = await benchRun(trees[side], side, envs[side]);
        const summary: RunFigures = new Map();
        for (const [regime, r] of runs) summary.set(regime, { p50: median(r.p50), p99: Math.max(...r.p99) });
        figures[side].push(summary);
        const cold = summary.get('cold');
        console.log(
          `round ${round + 1} ${side}: cold p50 ${cold?.p50.toFixed(2)} ms, worst p99 ${cold?.p99.toFixed(2)} ms; load average ${loadavg()}`,
        );
      }
    }
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
  }
  console.log(
    `\nsearch A/B, this tree against ${ref}, ${rounds} alternating rounds (medians); ms; load average ${loadavg()}`,
  );
  console.log('regime  this p50  this p99  base p50  base p99  p50 ratio  p99 ratio');
  for (const regime of REGIMES) {
    const of = (side: 'this' | 'base', k: 'p50' | 'p99') =>
      median(figures[side].flatMap((s) => (s.has(regime) ? [(s.get(regime) as { p50: number; p99: number })[k]] : [])));
    const [t50, t99, b50, b99] = [of('this', 'p50'), of('this', 'p99'), of('base', 'p50'), of('base', 'p99')];
    const f = (n: number) => n.toFixed(2).padStart(8);
    console.log(`${regime.padEnd(6)}${f(t50)}  ${f(t99)}  ${f(b50)}  ${f(b99)}  ${f(t50 / b50)}   ${f(t99 / b99)}`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
