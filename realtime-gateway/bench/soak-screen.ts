/// <reference lib="dom" />
/**
 * Soak benchmark of a wall: one screen in headless Chromium, fed a new version every `--every` ms for
 * `--minutes`, through the real path (edge with its CSP -> gateway -> fake upstream whose figures change on
 * every poll). Reports the JS heap after a forced GC (CDP HeapProfiler.collectGarbage) at the start (after a
 * warm-up) and at the end (target: < 5 % growth), ECharts instances and JS event listeners (CDP
 * Memory.getDOMCounters) at both ends, and how many versions the page actually showed.
 *
 *   npm run bench:soak -w @aikc/realtime-gateway -- --minutes 10 --screen s1
 *
 * Needs the screens bundle (npm run build -w @aikc/screens) and Chromium at /usr/bin/chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import type { ScreenSnapshot } from '@aikc/shared/schemas/big-screen';
import { startEdge } from '../../scripts/edge.ts';
import { FakeUpstream } from '../src/testing/fake-upstream.ts';
import { startScreenGateway } from '../src/testing/screen-harness.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    every: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '30' },
    screen: { type: 'string', default: 's1' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
const minutes = Number(values.minutes);
const everyMs = Number(values.every);
const warmupS = Number(values.warmup);
const topic = values.screen as 's1' | 's2' | 's3' | 's4';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const screensDist = path.join(root, 'screens', 'dist');
if (!fs.existsSync(path.join(screensDist, 'index.html')))
  throw new Error('build the screens first: npm run build -w @aikc/screens');

// Real snapshots to start from (bench/fixtures/<topic>-snapshot.json; s1 is committed).
const base = JSON.parse(
  fs.readFileSync(new URL(`./fixtures/${topic}-snapshot.json`, import.meta.url), 'utf8'),
) as ScreenSnapshot;

/** Every number in the data nudged by round `k` (ids, years and codes left alone), so every chart redraws. */
function vary(v: unknown, k: number, keyName = ''): unknown {
  if (typeof v === 'number') {
    if (/^(id|year|days_left)$/.test(keyName) || !Number.isInteger(v)) return v;
    return Math.max(0, v + ((k + v) % 7) - 3);
  }
  if (Array.isArray(v)) return v.map((x) => vary(x, k, keyName));
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([key, x]) => [key, vary(x, k, key)]));
  return v;
}

const upstream = new FakeUpstream();
await upstream.start();
let round = 0;
const publish = () => {
  round += 1;
  upstream.screens.set(topic, { version: `soak-${round}`, generated_at: Date.now(), data: vary(base.data, round) });
};
publish();
const feeder = setInterval(publish, everyMs);
const gw = await startScreenGateway({ upstreamUrl: upstream.url, pollMs: everyMs });
const edge = await startEdge({
  port: 0,
  host: '127.0.0.1',
  apiUrl: upstream.url,
  gatewayUrl: gw.url,
  clientDist: screensDist,
  screensDist,
  log: () => {},
});
const edgeUrl = `http://127.0.0.1:${(edge.address() as { port: number }).port}`;

const browser = await chromium.launch({
  executablePath: values.chromium,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
const cdp = await page.context().newCDPSession(page);
await cdp.send('HeapProfiler.enable');

interface Sample {
  heap: number;
  echarts: number;
  listeners: number;
  nodes: number;
  versions: number;
}
async function sample(p: Page, s: CDPSession): Promise<Sample> {
  await s.send('HeapProfiler.collectGarbage');
  await s.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await s.send('Runtime.getHeapUsage')) as { usedSize: number };
  const dom = (await s.send('Memory.getDOMCounters')) as { nodes: number; jsEventListeners: number };
  const echarts = await p.evaluate(() => document.querySelectorAll('[_echarts_instance_]').length);
  const versions = await p.evaluate(() => (window as unknown as { __versions?: number }).__versions ?? 0);
  return { heap: usedSize, echarts, listeners: dom.jsEventListeners, nodes: dom.nodes, versions };
}
/** The least heap of three samples 2 s apart: one GC'd sample can still hold a render's transient garbage. */
async function settled(p: Page, s: CDPSession): Promise<Sample> {
  let best = await sample(p, s);
  for (let i = 0; i < 2; i++) {
    await new Promise((r) => setTimeout(r, 2000));
    const next = await sample(p, s);
    if (next.heap < best.heap) best = next;
  }
  return best;
}
const mb = (b: number) => `${(b / 1048576).toFixed(2)} MiB`;

await page.goto(`${edgeUrl}/big_screen/${topic}`);
await page.waitForFunction(
  () =>
    [...document.querySelectorAll('[data-panel]')].every((e) => e.getAttribute('data-state') === 'ready') &&
    document.querySelectorAll('[data-panel]').length >= 6,
  null,
  { timeout: 60_000 },
);
// Count the versions the page shows, from its own DOM.
await page.evaluate(() => {
  const el = document.querySelector('[data-screen]') as HTMLElement;
  const w = window as unknown as { __versions: number };
  w.__versions = 0;
  new MutationObserver(() => (w.__versions += 1)).observe(el, { attributes: true, attributeFilter: ['data-version'] });
});
console.log(
  `soak: ${topic} via ${edgeUrl}, a new version every ${everyMs} ms, warm-up ${warmupS} s, then ${minutes} min`,
);
await new Promise((r) => setTimeout(r, warmupS * 1000));
const start = await settled(page, cdp);
console.log(
  `start: heap ${mb(start.heap)}, echarts ${start.echarts}, listeners ${start.listeners}, nodes ${start.nodes}, versions so far ${start.versions}`,
);
const t0 = Date.now();
const end = { at: t0 + minutes * 60_000 };
let last = start;
while (Date.now() < end.at) {
  await new Promise((r) => setTimeout(r, Math.min(60_000, end.at - Date.now())));
  last = Date.now() >= end.at ? await settled(page, cdp) : await sample(page, cdp);
  console.log(
    `  +${((Date.now() - t0) / 60_000).toFixed(1)} min: heap ${mb(last.heap)}, echarts ${last.echarts}, listeners ${last.listeners}, nodes ${last.nodes}, versions ${last.versions}`,
  );
}
const growth = ((last.heap - start.heap) / start.heap) * 100;
const shown = last.versions - start.versions;
console.log(
  `end:   heap ${mb(last.heap)} (${growth >= 0 ? '+' : ''}${growth.toFixed(2)} %, target < 5 %), echarts ${start.echarts} -> ${last.echarts}, listeners ${start.listeners} -> ${last.listeners}, nodes ${start.nodes} -> ${last.nodes}`,
);
console.log(
  `versions shown during the run: ${shown} (${(shown / (minutes * 60)).toFixed(1)}/s; published ${(1000 / everyMs).toFixed(0)}/s)`,
);

clearInterval(feeder);
await browser.close();
edge.closeAllConnections();
await new Promise((r) => edge.close(() => r(undefined)));
await gw.close();
await upstream.stop();
process.exit(growth < 5 && last.echarts === start.echarts && last.listeners <= start.listeners + 5 ? 0 : 1);
