import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench`: the project's benchmarks one after another, each in its own process with a time limit,
 * then a summary of their headline lines (req/s, p50/p99, ratios). Uses whatever database is configured
 * (DATABASE_URL, else DATA_DIR/SQLITE_FILE, default ./data); the issue 4 figures need the big corpus
 * (`npm run seed -- --policies 100000 --companies 1000000`), the bench itself does not.
 *
 *   npm run bench                        all of them
 *   npm run bench -- --search --login    only these (also --http, --gateway, --suggest, --screens, --chat, --openapi, --push, --web, --export, --abuse, --answers, --extract, --fleet)
 *   npm run bench -- --quick             short runs (2 s autocannon, 6 iterations), for a smoke check
 *   npm run bench -- --iterations 60                 passed to the search bench
 *   npm run bench -- --duration 10 --connections 20  passed to the HTTP list-route bench
 *   npm run bench -- --chat --base main              the chat relay A/B: this tree's gateway against main's, one run
 *   npm run bench -- --search --base main            the search A/B: alternating rounds against main's search bench
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const has = (flag: string) => argv.includes(flag);
const value = (flag: string) => {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : undefined;
};

interface Bench {
  key:
    | 'search'
    | 'http'
    | 'login'
    | 'gateway'
    | 'suggest'
    | 'screens'
    | 'chat'
    | 'openapi'
    | 'push'
    | 'web'
    | 'export'
    | 'abuse'
    | 'answers'
    | 'extract'
    | 'fleet';
  title: string;
  cmd: string;
  args: string[];
  cwd: string;
  /** Hard stop: the bench is killed (and reported) past this. */
  limitMs: number;
  /** Output lines worth repeating in the summary. */
  headline: RegExp;
}

const quick = has('--quick');
const roundsArg = value('--rounds') ? ['--rounds', value('--rounds') as string] : [];
const searchArgs = ['--iterations', value('--iterations') ?? (quick ? '6' : '100')];
const httpArgs = [
  '--duration',
  value('--duration') ?? (quick ? '2' : '3'),
  '--connections',
  value('--connections') ?? '10',
  '--rounds',
  value('--rounds') ?? (quick ? '1' : '5'),
];
const BENCHES: Bench[] = [
  {
    key: 'abuse',
    title: 'abuse (issue 32): upload MB per minute, p50 under anonymous large bodies, a bystander PDF under a flood',
    cmd: process.execPath,
    args: ['--import', 'tsx', 'api/src/bench/abuse-bench.ts'],
    cwd: root,
    limitMs: 5 * 60_000,
    headline: /^(uploads|large bodies|pdf):/,
  },
  {
    key: 'search',
    title: 'search (in-process p50/p99)',
    cmd: process.execPath,
    // With --base, the A/B of this tree's search bench against that ref's (search-ab.ts).
    args: value('--base')
      ? [
          '--import',
          'tsx',
          'scripts/search-ab.ts',
          '--base',
          value('--base') as string,
          ...searchArgs,
          ...roundsArg,
          ...(value('--base-data') ? ['--base-data', value('--base-data') as string] : []),
        ]
      : ['--import', 'tsx', 'api/src/bench/search-bench.ts', ...searchArgs],
    cwd: root,
    limitMs: (value('--base') ? 90 : 20) * 60_000,
    headline: /database:|worst p99|^search A\/B|^regime |^(word|write|cold|rank|warm) /,
  },
  {
    key: 'http',
    title: 'HTTP list routes beside hello-world (autocannon)',
    cmd: process.execPath,
    args: ['--import', 'tsx', 'api/src/bench/list-route-bench.ts', ...httpArgs],
    cwd: root,
    // 13 autocannon runs plus a cold first page per route on the big corpus.
    limitMs: 10 * 60_000,
    headline: /database:|req\/s/,
  },
  {
    key: 'login',
    title: 'login (argon2id login_by_password over HTTP)',
    cmd: process.execPath,
    args: ['--import', 'tsx', 'api/src/bench/login-bench.ts', '--duration', quick ? '3' : '10'],
    cwd: root,
    limitMs: 3 * 60_000,
    headline: /req\/s|verify alone/,
  },
  {
    key: 'gateway',
    title: 'realtime gateway (npm run bench -w @aikc/realtime-gateway)',
    cmd: 'npm',
    args: ['run', 'bench', '-w', '@aikc/realtime-gateway'],
    cwd: root,
    limitMs: 10 * 60_000,
    headline: /\d\s*(ms|msg\/s|req\/s|%)/,
  },
  {
    key: 'fleet',
    title:
      'realtime fleet (issue 35): signed-in users 1,000/5,000/10,000, idle upstream calls, badge delay, RSS per socket; 2 gateways + Redis; recovery; walls',
    cmd: 'bash',
    args: [
      '-c',
      [
        'node --import tsx e2e/bench/fleet-bench.ts --users 1000,5000,10000 --recovery',
        ...(process.env.TEST_REDIS_URL || process.env.REDIS_URL
          ? ['node --import tsx e2e/bench/fleet-bench.ts --users 1000,5000,10000 --gateways 2 --recovery --walls']
          : ['node --import tsx e2e/bench/fleet-bench.ts --users 1000 --walls']),
      ].join(' && '),
    ],
    cwd: root,
    limitMs: 60 * 60_000,
    headline: /^(fleet|recovery)|change -> |walls that missed/,
  },
  {
    key: 'suggest',
    title: 'search suggestions as the user types (in-process p50/p99 per prefix)',
    cmd: process.execPath,
    args: ['--import', 'tsx', 'api/src/bench/suggest-bench.ts', '--rounds', quick ? '1' : '5'],
    cwd: root,
    limitMs: 10 * 60_000,
    headline: /database:|suggest (cold|warm)/,
  },
  {
    key: 'screens',
    title: 'big screens (sNdata p50/p99 per poll; policy search p99 with and without four walls polling)',
    cmd: process.execPath,
    args: [
      '--import',
      'tsx',
      'api/src/bench/screen-bench.ts',
      '--rounds',
      quick ? '1' : '4',
      '--searches',
      quick ? '40' : '150',
    ],
    cwd: root,
    // The facts of a million companies are built first (tens of seconds on SQLite).
    limitMs: 15 * 60_000,
    headline: /database:|screens:|facts built/,
  },
  {
    key: 'chat',
    title: 'chat streaming (provider piece → API → gateway → socket client, 1/50/200 streams) and report PDFs',
    cmd: process.execPath,
    args: [
      '--import',
      'tsx',
      'e2e/bench/chat-bench.ts',
      ...(quick ? ['--quick'] : []),
      ...(value('--base') ? ['--base', value('--base') as string] : []),
    ],
    cwd: root,
    limitMs: 10 * 60_000,
    headline: /streams|PDF/,
  },
  {
    key: 'openapi',
    title: 'open API: signed policy search beside the portal policy list route (autocannon)',
    cmd: process.execPath,
    args: [
      '--import',
      'tsx',
      'api/src/bench/openapi-bench.ts',
      '--duration',
      value('--duration') ?? (quick ? '2' : '5'),
      '--rounds',
      value('--rounds') ?? (quick ? '1' : '3'),
    ],
    cwd: root,
    limitMs: 6 * 60_000,
    headline: /database:|req\/s|open API \/ portal/,
  },
  {
    key: 'push',
    title: 'push engine (100,000 subscriptions, 1,000 imported policies, badge latency over the stack)',
    cmd: process.execPath,
    args: ['--import', 'tsx', 'e2e/bench/push-bench.ts'],
    cwd: root,
    limitMs: 10 * 60_000,
    headline: /\[push-bench\].*(ms|s \()/,
  },
  {
    key: 'web',
    title: 'web delivery (Lighthouse mobile preset against npm start; first-route JS; MISS marks a missed target)',
    cmd: process.execPath,
    args: ['--import', 'tsx', 'e2e/bench/web-bench.ts'],
    cwd: root,
    // A build when the bundles are missing, the portal's first start (seed), five Lighthouse runs.
    limitMs: 15 * 60_000,
    headline: /first-route JS|^page |web targets/,
  },
  {
    key: 'export',
    title: '数据导出 (5,000 companies to .xlsx through the API: time and the API process RSS)',
    cmd: process.execPath,
    args: ['--import', 'tsx', 'api/src/bench/export-bench.ts'],
    cwd: root,
    limitMs: 5 * 60_000,
    headline: /\[export-bench\].*(target|seeded)/,
  },
  {
    key: 'answers',
    title:
      'judged answer suite (zsk): fact first, right document cited, not-found for out-of-scope (tuning, dev and eight held-out sets)',
    cmd: process.execPath,
    args: ['--import', 'tsx', 'api/src/bench/answers-bench.ts'],
    cwd: root,
    // The default corpus is seeded into a cache folder on the first run (about half a minute).
    limitMs: 10 * 60_000,
    headline: /^(answers|tuning|dev|held-out|held-out [2-8]|all):/,
  },
  {
    key: 'extract',
    title: 'crawler extraction (issue 34): field precision and recall over 360 generated government pages',
    cmd: process.execPath,
    args: ['--import', 'tsx', 'api/src/bench/extract-bench.ts'],
    cwd: root,
    limitMs: 5 * 60_000,
    headline: /^(extract:|docNo|agency|writtenDate|publishDate|deadline)/,
  },
];

function run(b: Bench): Promise<{ status: string; lines: string[]; secs: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    // A process group of its own, so a time-out stops the bench and whatever it started.
    const child = spawn(b.cmd, b.args, {
      cwd: b.cwd,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const lines: string[] = [];
    let partial = '';
    const collect = (chunk: Buffer, out: NodeJS.WriteStream) => {
      out.write(chunk);
      const text = partial + chunk.toString('utf8');
      const parts = text.split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts);
    };
    child.stdout.on('data', (c: Buffer) => collect(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => collect(c, process.stderr));
    // Ctrl-C or a kill of this runner stops the running bench's group too (it is detached).
    const forward = (sig: NodeJS.Signals) => {
      if (child.pid) process.kill(-child.pid, sig);
      process.exit(130);
    };
    process.once('SIGINT', forward);
    process.once('SIGTERM', forward);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }, b.limitMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      if (partial) lines.push(partial);
      const secs = (performance.now() - started) / 1000;
      resolve({
        status: timedOut ? `stopped after ${b.limitMs / 60_000} min` : code === 0 ? 'ok' : `exit ${code}`,
        lines,
        secs,
      });
    });
  });
}

async function main(): Promise<void> {
  const picked = BENCHES.filter((b) => has(`--${b.key}`));
  const benches = picked.length ? picked : BENCHES;
  const results: { b: Bench; status: string; lines: string[]; secs: number }[] = [];
  for (const b of benches) {
    process.stdout.write(
      `\n== ${b.title}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n`,
    );
    results.push({ b, ...(await run(b)) });
  }
  process.stdout.write(
    `\n== summary (${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})\n`,
  );
  for (const r of results) {
    process.stdout.write(`${r.b.key}: ${r.status}, ${r.secs.toFixed(0)} s\n`);
    for (const line of r.lines.filter((l) => r.b.headline.test(l))) process.stdout.write(`  ${line.trim()}\n`);
  }
  process.exitCode = results.every((r) => r.status === 'ok') ? 0 : 1;
}

void main();
