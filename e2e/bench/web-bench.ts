import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../src/browser.ts';
import { freePort } from '../src/ports.ts';
import { ROOT } from '../src/stack.ts';
import { loginBenchUser, setTokenCookie } from './web-login.ts';
import { pickDetailIds } from './web-pages.ts';
import { FIRST_ROUTE_JS_LIMIT, ROUTE_JS_LIMIT, firstRouteJs, gzSizeOfUrl, kib } from './web-weight.ts';

/**
 * `npm run bench -- --web`: the portal as a phone meets it (issue 21). Builds the bundles when missing, starts
 * the portal as `npm start` does (scripts/start.ts: API, gateway, edge; free ports, a fresh DATA_DIR, seeded on
 * first run), then runs Lighthouse (default config = mobile preset, simulated throttling) against the target
 * pages in Debian's Chromium, one page after another. Prints per page: performance, LCP, TBT, CLS,
 * accessibility, best practices, SEO, bytes transferred and the scripts loaded before interaction; and the first
 * route's JavaScript (index.html plus its preloads, gzipped). Each missed target is marked MISS; the exit code
 * stays 0 for misses (it is a measurement, not a gate) and is 1 only when the bench itself cannot run.
 *
 * Then the member's pages signed in: a user is created and logged in through the API (a real token), the token is
 * set as the app keeps it (the `front-token` cookie) and those pages are audited with it, printed `page (signed
 * in) ...`.
 *
 *   WEB_BENCH_PAGES=/,/policy/list   only these paths (ids are filled in for :id); empty: none
 *   WEB_BENCH_SIGNED_IN_PAGES=/user/index   only these signed in (default /policy/list, /user/index,
 *                                    /match/chat/zsk); empty: none
 *   WEB_BENCH_RUNS=3                 audit each page this many times in a row (a score that must hold)
 */
const TARGETS = { performance: 0.9, lcpMs: 2500, cls: 0.02, accessibility: 0.95, bestPractices: 0.95, seo: 0.95 };

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function buildIfMissing(): Promise<void> {
  const missing = ['client', 'screens'].filter((w) => !fs.existsSync(path.join(ROOT, w, 'dist', 'index.html')));
  if (!missing.length) return;
  log(`building ${missing.join(', ')} ...`);
  await run('npm', ['run', 'build', ...missing.flatMap((w) => ['-w', `@aikc/${w}`])]);
}

/** `npm start` on free ports with its own data directory; resolves once the edge answers /api/health. */
async function startPortal(dataDir: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  const [port, apiPort, gatewayPort] = [await freePort(), await freePort(), await freePort()];
  const logFile = fs.openSync(path.join(dataDir, 'portal.log'), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      GATEWAY_PORT: String(gatewayPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', logFile, logFile],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the portal exited with ${child.exitCode}; see ${path.join(dataDir, 'portal.log')}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return { baseUrl, child };
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('the portal did not start within 4 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
}

function stopPortal(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    // Its own process group: start.ts drains and stops its children on SIGTERM.
    process.kill(-child.pid!, 'SIGTERM');
    setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 20_000).unref();
  });
}

interface PageResult {
  path: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  bytes: number;
  scripts: number;
  scriptGz: number;
  failing: string[];
  /** The element Lighthouse took for LCP (a server-rendered one paints with the HTML; a client one waits for JS). */
  lcpElement: string;
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

async function audit(url: string, port: number, dist: string): Promise<PageResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = (
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  ).filter((i) => i.resourceType === 'Script');
  // Audits of the four categories that did not pass, for the eye (full reports: WEB_BENCH_REPORTS=<dir>).
  const failing = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]))
    .filter(
      (a): a is NonNullable<typeof a> =>
        !!a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
    )
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  if (process.env.WEB_BENCH_REPORTS) {
    fs.mkdirSync(process.env.WEB_BENCH_REPORTS, { recursive: true });
    fs.writeFileSync(
      path.join(process.env.WEB_BENCH_REPORTS, `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}.json`),
      JSON.stringify(lhr),
    );
  }
  const lcpNode = (
    lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; selector?: string }[] } | undefined
  )?.items?.find((i) => i.type === 'node');
  return {
    // No node: the element is gone from the final page (server-rendered content the app replaced).
    lcpElement: lcpNode?.selector ?? 'not in the final page',
    path: new URL(url).pathname,
    performance: score('performance'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    bytes: num('total-byte-weight'),
    scripts: items.length,
    scriptGz: items.reduce((s, i) => s + gzSizeOfUrl(dist, i.url), 0),
    failing,
  };
}

const loadLine = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} CPUs`;

const miss = (bad: boolean) => (bad ? ' MISS' : '');
const pct = (s: number) => String(Math.round(s * 100));

/** The member's centre is private: its pages say noindex on purpose, so Lighthouse's SEO audits do not apply. */
const isPrivatePage = (path: string) => new URL(path, 'http://x').pathname.startsWith('/user/');

function print(r: PageResult, signedIn: boolean): number {
  const privatePage = isPrivatePage(r.path);
  const checks = [
    r.performance < TARGETS.performance,
    r.lcpMs > TARGETS.lcpMs,
    r.cls > TARGETS.cls,
    r.accessibility < TARGETS.accessibility,
    r.bestPractices < TARGETS.bestPractices,
    !privatePage && r.seo < TARGETS.seo,
    r.scriptGz > ROUTE_JS_LIMIT,
  ];
  log(
    `page ${r.path}${signedIn ? ' (signed in)' : ''}: performance ${pct(r.performance)}${miss(checks[0]!)}, LCP ${(r.lcpMs / 1000).toFixed(2)} s${miss(checks[1]!)}, ` +
      `TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}${miss(checks[2]!)}, accessibility ${pct(r.accessibility)}${miss(checks[3]!)}, ` +
      `best practices ${pct(r.bestPractices)}${miss(checks[4]!)}, SEO ${pct(r.seo)}${privatePage ? ' (noindex by design)' : miss(checks[5]!)}, transferred ${kib(r.bytes)}, ` +
      `JS before interaction ${r.scripts} files ${kib(r.scriptGz)} gzipped${miss(checks[6]!)}`,
  );
  log(`  LCP element: ${r.lcpElement}`);
  if (r.failing.length) log(`  below 90: ${r.failing.join(', ')}`);
  return checks.filter(Boolean).length;
}

async function main(): Promise<void> {
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`no Chromium at ${CHROMIUM_PATH} (apt-get install chromium)`);
  await buildIfMissing();
  const dist = path.join(ROOT, 'client', 'dist');
  const first = firstRouteJs(dist);
  const firstMiss = first.gz > FIRST_ROUTE_JS_LIMIT;
  log(
    `first-route JS: ${first.files.length} files, ${kib(first.raw)} raw, ${kib(first.gz)} gzipped (target ≤ ${kib(FIRST_ROUTE_JS_LIMIT)})${miss(firstMiss)}`,
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikc-web-bench-'));
  const portal = await startPortal(dataDir);
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  let misses = firstMiss ? 1 : 0;
  try {
    const ids = await pickDetailIds(portal.baseUrl);
    const fill = (p: string) =>
      p
        .replace('/policy/detail/:id', `/policy/detail/${ids.policy}`)
        .replace('/project/detail/:id', `/project/detail/${ids.project}`)
        .replace('/company/detail/:id', `/company/detail/${ids.company}`);
    const list = (env: string | undefined, fallback: string[]) =>
      (env === undefined ? fallback : env.split(',').filter(Boolean)).map(fill);
    const pages = list(process.env.WEB_BENCH_PAGES, [
      '/',
      '/policy/list',
      '/policy/detail/:id',
      '/company/list',
      '/project/detail/:id',
    ]);
    const signedInPages = list(process.env.WEB_BENCH_SIGNED_IN_PAGES, [
      '/policy/list',
      '/user/index',
      '/match/chat/zsk',
    ]);
    const runs = Math.max(1, Number(process.env.WEB_BENCH_RUNS ?? 1) || 1);
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      logLevel: 'silent',
    });
    log(
      `Lighthouse (mobile preset, simulated throttling) on ${portal.baseUrl}; ${loadLine()} (a shared machine: scores vary with the load)`,
    );
    const auditAll = async (paths: string[], signedIn: boolean) => {
      for (const p of paths)
        for (let i = 0; i < runs; i++) {
          misses += print(await audit(`${portal.baseUrl}${p}`, chrome!.port, dist), signedIn);
          if (runs > 1) log(`  run ${i + 1} of ${runs}; ${loadLine()}`);
        }
    };
    await auditAll(pages, false);
    if (signedInPages.length) {
      await setTokenCookie(chrome.port, portal.baseUrl, await loginBenchUser(portal.baseUrl, dataDir));
      log(`signed in (a member logged in through the API, token in the front-token cookie); ${loadLine()}`);
      await auditAll(signedInPages, true);
    }
  } finally {
    chrome?.kill();
    await stopPortal(portal.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  log(misses ? `web targets: ${misses} MISS (see above)` : 'web targets: all met');
}

main().catch((err: unknown) => {
  process.stderr.write(`web bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
