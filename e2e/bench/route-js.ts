import path from 'node:path';
import { launchBrowser } from '../src/browser.ts';
import { ROOT, startStack } from '../src/stack.ts';
import { firstRouteJs, gzSizeOfUrl, kib, ROUTE_JS_LIMIT, FIRST_ROUTE_JS_LIMIT } from './web-weight.ts';
import { pickDetailIds } from './web-pages.ts';

/**
 * `npx tsx e2e/bench/route-js.ts`: the first route's JavaScript from the built index.html, then each public
 * page opened in Chromium (phone viewport), the scripts it fetched until the network went quiet, gzipped.
 * Faster than the Lighthouse bench; for the build-size loop.
 */
async function main(): Promise<void> {
  const dist = path.join(ROOT, 'client', 'dist');
  const first = firstRouteJs(dist);
  process.stdout.write(
    `first route: ${first.files.length} scripts, ${kib(first.raw)} raw, ${kib(first.gz)} gzipped${first.gz > FIRST_ROUTE_JS_LIMIT ? '  MISS (≤ 150 KiB)' : ''}\n`,
  );
  for (const f of [...first.files].sort((a, b) => b.gz - a.gz).slice(0, 12))
    process.stdout.write(`  ${kib(f.gz).padStart(10)}  ${f.file}\n`);
  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    const ids = await pickDetailIds(stack.baseUrl);
    const pages = [
      '/',
      '/policy/list',
      `/policy/detail/${ids.policy}`,
      '/company/list',
      `/company/detail/${ids.company}`,
      '/project/list',
      `/project/detail/${ids.project}`,
      '/policy/sbyl',
      '/sitemap.html',
    ];
    for (const p of pages) {
      const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await ctx.newPage();
      const scripts = new Map<string, number>();
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script') scripts.set(res.url(), gzSizeOfUrl(dist, res.url()));
      });
      await page.goto(`${stack.baseUrl}${p}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const total = [...scripts.values()].reduce((s, n) => s + n, 0);
      process.stdout.write(
        `${p.padEnd(28)} ${String(scripts.size).padStart(3)} scripts ${kib(total).padStart(11)}${total > ROUTE_JS_LIMIT ? '  MISS (≤ 250 KiB)' : ''}\n`,
      );
      if (process.env.ROUTE_JS_VERBOSE) {
        for (const [u, n] of [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 15))
          process.stdout.write(`    ${kib(n).padStart(10)}  ${new URL(u).pathname}\n`);
      }
      await ctx.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

void main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
