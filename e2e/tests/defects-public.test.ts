import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CalendarApi } from '@aikc/shared/api-paths';
import { chinaToday, daysBetween } from '@aikc/shared/china-date';
import { policyFilterCodec } from '@aikc/shared/filters';
import type { CalendarMonth } from '@aikc/shared/schemas/project';
import { animationsSettled, appReady, HAS_CHROMIUM, launchBrowser } from '../src/browser.ts';
import { startStack, type Stack } from '../src/stack.ts';

/**
 * Issue 31's defects a visitor meets without signing in: the header search's first keystrokes, the declaration
 * calendar's deadline tags, the suggestion list after Enter, and the odd routes. E2E_SHOTS=<dir> keeps screenshots.
 */
const SHOTS = process.env.E2E_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/defects-${name}.png`, fullPage: false });
}

function keywordOf(page: Page): string | undefined {
  const seg = new URL(page.url()).pathname.split('/')[3];
  return policyFilterCodec.decode(seg ? decodeURIComponent(seg) : undefined).keyword;
}

describe.skipIf(!HAS_CHROMIUM)('issue 31 defects on the public pages', () => {
  let stack: Stack;
  let browser: Browser;
  let ctx: BrowserContext | undefined;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await ctx?.close();
    await browser?.close();
    await stack?.stop();
  });

  async function freshPage(opts: { timezoneId?: string } = {}): Promise<Page> {
    await ctx?.close();
    ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', ...opts });
    return ctx.newPage();
  }

  it('header search keeps every character typed one per 200 ms after a click, on three pages', async () => {
    const policy = await stack.db.db.selectFrom('policies').select('id').orderBy('id').executeTakeFirstOrThrow();
    for (const path of [`/policy/detail/${policy.id}`, '/', '/policy/sbyl']) {
      const page = await freshPage();
      await page.goto(`${stack.baseUrl}${path}`);
      await appReady(page);
      await animationsSettled(page);
      // Whatever the box is at the click; the focus and the text must stay in the header's search.
      await page.locator('.header-search input').first().click();
      await page.keyboard.type('研发补贴', { delay: 200 });
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        return { inSearch: !!el?.closest('.header-search'), value: (el as HTMLInputElement | null)?.value ?? '' };
      });
      expect(focused.inSearch, `focus stays in the box on ${path}`).toBe(true);
      expect(focused.value, `every character reaches the box on ${path}`).toBe('研发补贴');
      await shot(page, `header-typed-${path.split('/')[1] || 'home'}`);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/policy\/list\/[A-Za-z0-9_-]+$/);
      expect(keywordOf(page), `the search runs for what was typed on ${path}`).toBe('研发补贴');
    }
  });

  it('a list page’s search box keeps every character typed one per 200 ms after a click', async () => {
    // The list box had the header's old defect: a plain box swapped for antd's on focus lost the first keystrokes.
    for (const path of ['/policy/list', '/project/list', '/company/list']) {
      const page = await freshPage();
      await page.goto(`${stack.baseUrl}${path}`);
      await appReady(page);
      await animationsSettled(page);
      await page.locator('.list-search input').first().click();
      await page.keyboard.type('研发补贴', { delay: 200 });
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        return { inSearch: !!el?.closest('.list-search'), value: (el as HTMLInputElement | null)?.value ?? '' };
      });
      expect(focused.inSearch, `focus stays in the box on ${path}`).toBe(true);
      expect(focused.value, `every character reaches the box on ${path}`).toBe('研发补贴');
      await shot(page, `list-typed-${path.split('/')[1]}`);
      if (path === '/policy/list') {
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/policy\/list\/[A-Za-z0-9_-]+$/);
        expect(keywordOf(page), 'the search runs for what was typed').toBe('研发补贴');
      }
    }
  });

  it('header search keeps an IME composition that starts at the click', async () => {
    const page = await freshPage();
    await page.goto(`${stack.baseUrl}/`);
    await appReady(page);
    const box = page.getByRole('combobox', { name: '全站政策搜索' });
    await box.click();
    // A pinyin composition, committed later: the box must be the same element throughout.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: 'yanfa', selectionStart: 5, selectionEnd: 5 });
    await expect.poll(() => box.inputValue()).toBe('yanfa');
    await cdp.send('Input.insertText', { text: '研发' });
    await expect.poll(() => box.inputValue()).toBe('研发');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    // Suggestions come in the header's own list; the arrow keys walk them with the focus kept in the box.
    await expect.poll(() => page.getByRole('option').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await box.press('Escape');
    await expect.poll(() => page.getByRole('option').count()).toBe(0);
  });

  it('申报日历 tags each deadline from China time (已截止 / 今日截止 / 剩N天), today marked by China time', async () => {
    // A browser whose own date differs from China's right now: Honolulu is 18 h behind, Kiritimati 6 h ahead.
    const today = chinaToday();
    const chinaHour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', hour12: false }).format(
        new Date(),
      ),
    );
    const timezoneId = chinaHour >= 18 ? 'Pacific/Kiritimati' : 'Pacific/Honolulu';
    const page = await freshPage({ timezoneId });
    expect(await page.evaluate(() => new Date().toLocaleDateString('en-CA'))).not.toBe(today);

    // Days with deadlines before today and after it, from the API's own month views.
    const months = [today.slice(0, 7), nextMonth(today.slice(0, 7))];
    const days = (
      await Promise.all(
        months.map(async (m) => {
          const res = await fetch(`${stack.apiUrl}${CalendarApi.month}?month=${m}`);
          return ((await res.json()) as { data: CalendarMonth }).data.days;
        }),
      )
    ).flat();
    const past = days.filter((d) => d.ending > 0 && d.date < today).at(-1);
    const future = days.find((d) => d.ending > 0 && d.date > today);
    expect(past ?? future, 'a day with deadlines other than today').toBeDefined();

    await page.goto(`${stack.baseUrl}/policy/sbyl`);
    await appReady(page);
    await expect.poll(() => page.locator('.cal-grid [aria-current="date"]').getAttribute('data-date')).toBe(today);
    for (const [day, tag] of [
      [past, '已截止'],
      [future, future ? `剩${daysBetween(today, future.date)}天` : ''],
    ] as const) {
      if (!day) continue;
      await page.goto(`${stack.baseUrl}/policy/sbyl?date=${day.date}`);
      await appReady(page);
      await expect
        .poll(() => page.locator('[data-testid="calendar-day"] [aria-pressed="true"]').textContent())
        .toBe(`当日截止 ${day.ending}`);
      const tags = await page.locator('[data-testid="calendar-day"] .cal-day-item__meta .tag').allTextContents();
      expect(tags.length).toBeGreaterThan(0);
      expect(new Set(tags), `deadlines of ${day.date} seen on ${today}`).toEqual(new Set([tag]));
      await shot(page, `calendar-${tag}`);
    }
  });

  it('the policy list closes its suggestions on Enter, not leaving them over the filters', async () => {
    const page = await freshPage();
    await page.goto(`${stack.baseUrl}/policy/list`);
    await appReady(page);
    const box = page.getByRole('combobox', { name: '搜索关键词' });
    await box.click();
    await box.pressSequentially('研发', { delay: 100 });
    const popup = page.getByRole('listbox', { name: '搜索建议' });
    await popup.waitFor({ timeout: 10_000 });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/policy\/list\/[A-Za-z0-9_-]+$/);
    await animationsSettled(page);
    await expect.poll(() => popup.count(), { timeout: 5_000 }).toBe(0);
    expect(keywordOf(page)).toBe('研发');
    await shot(page, 'list-after-enter');
  });

  it('odd routes: unknown → 404 page with HTTP 404; /vip → membership; /wechat/auth without scene in Chinese; /api/version', async () => {
    const missing = await fetch(`${stack.baseUrl}/no/such/page`);
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain('抱歉，您访问的页面不存在或已被移除。');
    expect(html).toContain('<title>页面不存在');
    // Known routes and the built files still answer 200.
    for (const known of ['/user/login', '/vip/pay_page', '/favicon.svg', '/sitemap.html'])
      expect((await fetch(`${stack.baseUrl}${known}`)).status, known).toBe(200);

    const page = await freshPage();
    await page.goto(`${stack.baseUrl}/no/such/page`);
    await appReady(page);
    await page.getByTestId('not-found').waitFor();
    await shot(page, '404');

    await page.goto(`${stack.baseUrl}/vip`);
    await page.waitForURL(/\/vip\/pay_page$/);

    await page.goto(`${stack.baseUrl}/wechat/auth`);
    await page.getByTestId('wechat-failed').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/wechat/auth');
    expect(await page.locator('body').innerText()).toContain('扫码链接不完整');
    await shot(page, 'wechat-auth');

    const version = (await (await fetch(`${stack.baseUrl}/api/version`)).json()) as {
      code: number;
      data: { version: string };
    };
    expect(version.code).toBe(200);
    expect(version.data.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('open platform: samples address PUBLIC_BASE_URL, the matches entry is offered, no 暂不提供', async () => {
    const page = await freshPage();
    await page.goto(`${stack.baseUrl}/szhfa/openapi`);
    await appReady(page);
    await page.getByRole('tab', { name: 'Python' }).waitFor();
    const samples = page.locator('.openapi__example--code');
    await expect.poll(() => samples.first().textContent(), { timeout: 10_000 }).toContain(stack.baseUrl);
    expect(await samples.first().textContent()).not.toContain('localhost');
    const text = await page.locator('body').innerText();
    expect(text).toContain('/openapi/v1/matches');
    expect(text).not.toContain('暂不提供');
    const doc = (await (await fetch(`${stack.baseUrl}/openapi/v1/openapi.json`)).json()) as {
      info: { description: string };
    };
    expect(doc.info.description).not.toContain('暂不提供');
  });
});

function nextMonth(month: string): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 7);
}
