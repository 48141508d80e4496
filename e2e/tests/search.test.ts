import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CalendarApi, CompanyApi, PolicyApi } from '@aikc/shared/api-paths';
import { TOKEN_COOKIE } from '@aikc/shared/constants';
import { policyFilterCodec, type PolicyFilter } from '@aikc/shared/filters';
import type { CompanyListItem } from '@aikc/shared/schemas/company';
import type { PolicyListItem } from '@aikc/shared/schemas/policy';
import type { CalendarMonth } from '@aikc/shared/schemas/project';
import type { ListResult } from '@aikc/shared/schemas/search';
import { buildUser } from '../../api/test-kit/builders.ts';
import { appReady, HAS_CHROMIUM, launchBrowser } from '../src/browser.ts';
import { startStack, type Stack } from '../src/stack.ts';

/**
 * Search, lists, details, the declaration calendar and collections through the real UI, on the seeded corpus.
 * E2E_SHOTS=<dir> saves a screenshot of each step for a human look.
 */
const SHOTS = process.env.E2E_SHOTS;
const KEYWORD = '高新技术企业';

async function api<T>(stack: Stack, path: string, body?: unknown): Promise<T> {
  const res = await fetch(
    `${stack.apiUrl}${path}`,
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  const env = (await res.json()) as { code: number; data: T };
  expect(env.code).toBe(200);
  return env.data;
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-${name}.png`, fullPage: true });
}

/** The filter the current URL carries in `:s`. */
/** The calendar day after `iso` (YYYY-MM-DD). */
function nextDate(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function urlFilter(page: Page): PolicyFilter {
  const seg = new URL(page.url()).pathname.split('/')[3];
  return policyFilterCodec.decode(seg ? decodeURIComponent(seg) : undefined);
}

async function titles(page: Page): Promise<string[]> {
  return page.locator('[data-testid="policy-results"] .result-item__title').allTextContents();
}

describe.skipIf(!HAS_CHROMIUM)('search, details, calendar and collections in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  let ctx: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function freshPage(token?: string): Promise<Page> {
    await ctx?.close();
    ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    if (token) await ctx.addCookies([{ name: TOKEN_COOKIE, value: token, url: stack.baseUrl }]);
    page = await ctx.newPage();
    return page;
  }

  it('searches from the home page, narrows by province and level, pages, opens a detail and comes back to the same state', async () => {
    // A province and level with more than one page of hits, chosen from the API's own facets.
    const all = await api<ListResult<PolicyListItem>>(stack, PolicyApi.list, { keyword: KEYWORD });
    let choice: { province: string; level: string; total: number } | null = null;
    // Among the first chips of the region row (the rest fold behind 更多).
    for (const region of all.facets.region?.slice(0, 12).filter((b) => !/^0+$/.test(b.value)) ?? []) {
      const narrowed = await api<ListResult<PolicyListItem>>(stack, PolicyApi.list, {
        keyword: KEYWORD,
        province: region.value,
      });
      const level = narrowed.facets.level?.find((b) => b.count > 15);
      if (level) {
        choice = { province: region.value, level: level.value, total: level.count };
        break;
      }
    }
    expect(choice, 'a province and level with two pages of hits').not.toBeNull();
    const { province, level, total } = choice as { province: string; level: string; total: number };
    const settled = (n: number) =>
      expect
        .poll(() => p.locator('.result-toolbar__num').textContent(), { timeout: 15_000 })
        .toBe(n.toLocaleString('zh-CN'));

    const p = await freshPage();
    await p.goto(`${stack.baseUrl}/`);
    await appReady(p);
    await p.getByPlaceholder('请输入政策名称、文号或关键词，如：高新技术企业').fill(KEYWORD);
    await p.keyboard.press('Enter');
    await p.waitForURL(/\/policy\/list\/[A-Za-z0-9_-]+$/);
    expect(urlFilter(p).keyword).toBe(KEYWORD);
    await p.locator('[data-testid="policy-results"] em.hl').first().waitFor();
    expect(await p.locator('[data-testid="policy-results"] em.hl').first().textContent()).toContain('高新');

    await settled(all.total);
    await p.locator(`[role="group"][aria-label="发布地区"] button[data-value="${province}"]`).click();
    await p.locator('.facet-chip--lead').waitFor();
    await p.locator(`[role="group"][aria-label="政策层级"] button[data-value="${level}"]`).click();
    await settled(total);
    expect(urlFilter(p)).toMatchObject({ keyword: KEYWORD, province, levels: [level], page: 1 });

    await p.locator('.list-pagination a[title="2"]').click();
    await p.locator('.list-pagination a[title="2"][aria-current="page"]').waitFor();
    await expect.poll(() => p.locator('[aria-busy="true"]').count()).toBe(0);
    const listUrl = p.url();
    expect(urlFilter(p)).toMatchObject({ keyword: KEYWORD, province, levels: [level], page: 2 });
    const page2 = await titles(p);
    expect(page2.length).toBeGreaterThan(0);
    await shot(p, 'list-page2');

    await p.locator('[data-testid="policy-results"] .result-item__title').first().click();
    await p.waitForURL(/\/policy\/detail\/\d+$/);
    await expect.poll(() => p.locator('h1.doc-title').textContent()).toBe(page2[0]);
    await shot(p, 'detail');

    await p.goBack();
    await p.waitForURL(listUrl);
    await p.locator('.list-pagination a[title="2"][aria-current="page"]').waitFor();
    expect(
      await p
        .locator(`[role="group"][aria-label="政策层级"] button[data-value="${level}"]`)
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await p.locator('.facet-chip--lead').count()).toBe(1);
    expect(await p.getByLabel('搜索关键词').inputValue()).toBe(KEYWORD);
    await expect.poll(() => titles(p)).toEqual(page2);
    // The search went into this device's history for policies.
    expect(await p.locator('.search-history__item', { hasText: KEYWORD }).count()).toBe(1);
  });

  it('shows the defaults for a malformed :s', async () => {
    const p = await freshPage();
    await p.goto(`${stack.baseUrl}/policy/list/%%%E4%B8%8D!!bad`);
    await appReady(p);
    await p.locator('[data-testid="policy-results"] .result-item').first().waitFor();
    expect(await p.locator('h1.page-frame__title').textContent()).toBe('政策库');
    expect(await p.locator('.active-cond').count()).toBe(0);
    const first = await api<ListResult<PolicyListItem>>(stack, PolicyApi.list, {});
    await expect.poll(() => titles(p)).toEqual(first.list.map((x) => x.title));
  });

  it("shows this month's open declarations on the calendar and a day's list", async () => {
    const p = await freshPage();
    await p.goto(`${stack.baseUrl}/policy/sbyl`);
    const now = new Date(Date.now() + 8 * 3600_000);
    const month = now.toISOString().slice(0, 7);
    const data = await api<CalendarMonth>(stack, `${CalendarApi.month}?month=${month}`);
    expect(data.open_in_month).toBeGreaterThan(0);
    await expect
      .poll(() => p.locator('[data-testid="calendar-summary"] strong').textContent())
      .toBe(data.open_in_month.toLocaleString('zh-CN'));
    expect(await p.locator('.cal-marker').count()).toBeGreaterThan(0);

    // A day with deadlines: the calendar marks it, and choosing it lists exactly those projects.
    const busy = data.days.find((d) => d.ending > 0 && d.date !== data.today) ?? data.days.find((d) => d.ending > 0);
    expect(busy).toBeDefined();
    const day = busy as { date: string; ending: number };
    await p.locator(`.cal-grid [data-date="${day.date}"]`).click();
    await p.waitForURL(new RegExp(`date=${day.date}|/policy/sbyl$`));
    const dayNo = Number(day.date.slice(8));
    await expect
      .poll(() => p.locator('.cal-day__title').textContent())
      .toContain(`${Number(day.date.slice(5, 7))}月${dayNo}日`);
    await expect
      .poll(() => p.locator('[data-testid="calendar-day"] [aria-pressed="true"]').textContent())
      .toBe(`当日截止 ${day.ending}`);
    expect(await p.locator('[data-testid="calendar-day"] .cal-day-item').count()).toBe(Math.min(day.ending, 8));
    await shot(p, 'calendar');

    // The keyboard alone: the chosen day is the grid's one Tab stop; an arrow moves to the next day, Enter chooses it.
    const next = nextDate(day.date);
    await p.locator(`.cal-grid [data-date="${day.date}"]`).focus();
    await p.keyboard.press('ArrowRight');
    await expect.poll(() => p.evaluate(() => (document.activeElement as HTMLElement).dataset.date)).toBe(next);
    expect(await p.locator('.cal-grid [tabindex="0"]').count()).toBe(1);
    await p.keyboard.press('Enter');
    await p.waitForURL(new RegExp(`date=${next}|/policy/sbyl$`));
    await expect
      .poll(() => p.locator('.cal-day__title').textContent())
      .toContain(`${Number(next.slice(5, 7))}月${Number(next.slice(8))}日`);
  });

  it("switches a company detail's tabs and shows a cancelled company in the warning style", async () => {
    const p = await freshPage();
    await p.goto(`${stack.baseUrl}/company/detail/2`);
    await appReady(p);
    await p.locator('.company-head__name').waitFor();
    const tabs: [string, string, string][] = [
      ['资质荣誉', '/company/detail/2/honor', '[role="tabpanel"] .ant-timeline'],
      ['知识产权', '/company/detail/2/ip', '.ip-counts'],
      ['经营数据', '/company/detail/2/finance', '.fin-bars'],
      ['相关政策', '/company/detail/2/policy', '[role="tabpanel"] .result-item'],
      ['基本信息', '/company/detail/2', '.meta-table'],
    ];
    for (const [label, path, selector] of tabs) {
      await p.getByRole('tab', { name: label }).click();
      await p.waitForURL(`${stack.baseUrl}${path}`);
      await p.locator(selector).first().waitFor();
    }
    await p.goto(`${stack.baseUrl}/company/detail/2/finance`);
    await appReady(p);
    await p.locator('.fin-bars').waitFor();
    expect(await p.getByRole('tab', { name: '经营数据', selected: true }).count()).toBe(1);
    // The keyboard moves along the tabs and opens each (automatic activation).
    await p.getByRole('tab', { name: '经营数据' }).focus();
    await p.keyboard.press('ArrowRight');
    await p.waitForURL(`${stack.baseUrl}/company/detail/2/policy`);
    expect(await p.evaluate(() => document.activeElement?.textContent)).toBe('相关政策');
    await p.keyboard.press('Home');
    await p.waitForURL(`${stack.baseUrl}/company/detail/2`);

    const cancelled = await api<ListResult<CompanyListItem>>(stack, CompanyApi.list, { statuses: ['注销'] });
    const c = cancelled.list[0] as CompanyListItem;
    await p.goto(`${stack.baseUrl}/company/detail/${c.id}`);
    await appReady(p);
    await p.locator('.company-status--warning', { hasText: '注销' }).first().waitFor();
    expect(await p.locator('.company-head__warn').textContent()).toContain('注销');
    await shot(p, 'company-cancelled');
  });

  it('collects and un-collects a policy and sees it on the collections page; the view is in the history', async () => {
    const user = await buildUser(stack.db.db, { username: '陈思远' });
    const [target] = (await api<ListResult<PolicyListItem>>(stack, PolicyApi.list, { keyword: KEYWORD })).list;
    const policy = target as PolicyListItem;
    const p = await freshPage(user.token);
    const button = p.locator('[data-testid="collect-button"]');

    await p.goto(`${stack.baseUrl}/policy/detail/${policy.id}`);
    await appReady(p);
    await expect.poll(() => button.textContent()).toContain('收藏');
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    expect(await button.textContent()).toContain('已收藏');

    await p.goto(`${stack.baseUrl}/user/collect_record`);
    await p.locator('[data-testid="record-list"] .record-item__title', { hasText: policy.title }).waitFor();
    await shot(p, 'collections');

    await p.goto(`${stack.baseUrl}/policy/detail/${policy.id}`);
    await appReady(p);
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');

    await p.goto(`${stack.baseUrl}/user/collect_record`);
    await p.getByText('暂无收藏').waitFor();
    expect(await p.locator('[data-testid="record-list"]').count()).toBe(0);

    await p.goto(`${stack.baseUrl}/user/history_record`);
    await p.locator('[data-testid="record-list"] .record-item__title', { hasText: policy.title }).first().waitFor();
  });
});
