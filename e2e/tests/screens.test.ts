import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BIG_SCREENS, BIG_SCREEN_CHOOSER_TITLE } from '@aikc/shared/routes';
import { buildPolicies } from '../../api/test-kit/content-builders.ts';
import { appReady, HAS_CHROMIUM, launchBrowser } from '../src/browser.ts';
import { startStack, type Stack } from '../src/stack.ts';

const WALL = { width: 1920, height: 1080 };

/** Every panel of the mounted screen has its data: none loading, none empty. */
async function waitAllPanelsReady(page: Page, topic: string, timeout = 30_000): Promise<string[]> {
  await page.waitForFunction(
    (t) => {
      const screen = document.querySelector(`[data-screen="${t}"]`);
      const panels = screen ? [...screen.querySelectorAll('[data-panel]')] : [];
      return (
        panels.length >= 6 &&
        panels.every((p) => p.getAttribute('data-state') === 'ready') &&
        screen?.getAttribute('data-version')
      );
    },
    topic,
    { timeout },
  );
  return page.$$eval(`[data-screen="${topic}"] [data-panel]`, (els) =>
    els.map((e) => e.getAttribute('data-panel') ?? ''),
  );
}

const version = (page: Page) => page.getAttribute('[data-screen]', 'data-version');
const counter = (page: Page, label: string) =>
  page
    .locator('.counter', { has: page.locator('.counter-label', { hasText: label }) })
    .locator('.counter-value')
    .innerText();
const digits = (s: string) => Number(s.replace(/\D/g, ''));
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

describe.skipIf(!HAS_CHROMIUM)('big screens through the whole stack', () => {
  let stack: Stack;
  let browser: Browser;
  let ctx: BrowserContext;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    // A short poll keeps the live tests quick; the default (5 s) changes nothing but the waiting.
    stack = await startStack({ env: { SCREEN_POLL_MS: '1000' } });
    browser = await launchBrowser();
    ctx = await browser.newContext({ viewport: WALL, locale: 'zh-CN' });
    ctx.on('page', (p) => p.on('pageerror', (e) => pageErrors.push(`${p.url()}: ${e.message}`)));
  });
  afterAll(async () => {
    await ctx?.close();
    await browser?.close();
    await stack?.stop();
  });

  it.each(BIG_SCREENS.map((s) => [s.id, s.title] as const))(
    '%s renders every panel with data (%s)',
    async (id, title) => {
      const page = await ctx.newPage();
      pageErrors.length = 0;
      await page.goto(`${stack.baseUrl}/big_screen/${id}`);
      const panels = await waitAllPanelsReady(page, id);
      expect(panels.length).toBeGreaterThanOrEqual(6);
      expect(await page.locator('.title-text').innerText()).toBe(title);
      expect(await page.locator('.live-marker').count()).toBe(1);
      // A chart panel with data draws on its canvas; a panel must never be a blank frame.
      const blank = await page.$$eval('[data-panel]', (els) =>
        els
          .filter(
            (e) => !e.querySelector('canvas') && (e.querySelector('.panel-body')?.textContent ?? '').trim() === '',
          )
          .map((e) => e.getAttribute('data-panel')),
      );
      expect(blank).toEqual([]);
      await page.waitForTimeout(1500);
      expect(pageErrors).toEqual([]);
      expect(await page.locator(`[data-screen="${id}"] [data-panel]`).count()).toBe(panels.length);
      await page.close();
    },
  );

  it('shows new values after the database changes, without a reload', async () => {
    const page = await ctx.newPage();
    const navigations: string[] = [];
    await page.goto(`${stack.baseUrl}/big_screen/s2`);
    await waitAllPanelsReady(page, 's2');
    page.on('framenavigated', (f) => navigations.push(f.url()));
    await page.waitForTimeout(1500); // the counters ease in over 1.2 s
    const before = { version: await version(page), total: digits(await counter(page, '政策总量')) };

    await buildPolicies(
      stack.db,
      [0, 1, 2].map((i) => ({
        title: `关于大屏实时更新测试的通知（第${i + 1}号）`,
        publish_date: today(),
        effective_date: today(),
      })),
    );
    await page.waitForFunction(
      (v) => document.querySelector('[data-screen]')?.getAttribute('data-version') !== v,
      before.version,
      { timeout: 20_000 },
    );
    await expect.poll(async () => digits(await counter(page, '政策总量')), { timeout: 5000 }).toBe(before.total + 3);
    expect(navigations).toEqual([]);
    await page.close();
  });

  it('marks the picture stale while the API is down and clears the marker when it is back', async () => {
    const page = await ctx.newPage();
    await page.goto(`${stack.baseUrl}/big_screen/s1`);
    await waitAllPanelsReady(page, 's1');

    await stack.stopApi();
    try {
      await page.locator('.stale-marker', { hasText: '数据更新中断' }).waitFor({ timeout: 20_000 });
      // The last good picture stays: the version shown when the marker came (a snapshot of the previous test's writes
      // may still have landed after the panels were first ready) is still shown a moment later, every panel drawn.
      const kept = await version(page);
      expect(kept).toBeTruthy();
      await page.waitForTimeout(1000);
      expect(await version(page)).toBe(kept);
      expect(
        await page.$$eval('[data-panel]', (els) => els.every((e) => e.getAttribute('data-state') === 'ready')),
      ).toBe(true);
    } finally {
      await stack.startApi();
    }
    await page.locator('.live-marker').waitFor({ timeout: 45_000 });
    expect(await page.locator('.stale-marker').count()).toBe(0);
    await page.close();
  });

  it('advances the playlist', async () => {
    const page = await ctx.newPage();
    // The timer runs from the page's start: 12 s leaves a slow machine time to draw s1 before it moves on (at 5 s a
    // run here found the playlist already on s2 when s1's panels were ready).
    await page.goto(`${stack.baseUrl}/big_screen/switch/s1,s2?interval=12`);
    await waitAllPanelsReady(page, 's1');
    expect(await page.getAttribute('[data-playlist]', 'data-playlist-index')).toBe('0');
    await waitAllPanelsReady(page, 's2', 30_000);
    expect(await page.getAttribute('[data-playlist]', 'data-playlist-index')).toBe('1');
    // The leaving screen is gone with its charts.
    expect(await page.locator('[data-screen="s1"]').count()).toBe(0);
    await waitAllPanelsReady(page, 's1', 30_000);
    await page.close();
  });

  it('opens the chosen screen from the header chooser', async () => {
    const page = await ctx.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${stack.baseUrl}/`);
    await appReady(page);
    // The header's dropdowns are plain (no antd): hover opens the menu, its entries are menuitems.
    await page.getByRole('button', { name: /应用中心/ }).hover();
    await page.getByRole('menuitem', { name: /数据大屏/ }).click();
    await page.getByText(BIG_SCREEN_CHOOSER_TITLE).waitFor();
    const dialog = page.locator('.ant-modal', { hasText: BIG_SCREEN_CHOOSER_TITLE });
    const items = await dialog.locator('.screen-chooser__title').allInnerTexts();
    expect(items).toEqual(BIG_SCREENS.map((s) => s.title));

    const target = BIG_SCREENS[1]!;
    const [popup] = await Promise.all([ctx.waitForEvent('page'), dialog.getByText(target.title).click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe(`/big_screen/${target.id}`);
    await waitAllPanelsReady(popup, target.id);
    expect(await popup.locator('.title-text').innerText()).toBe(target.title);
    await popup.close();
    await page.close();
  });
});
