import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { TOKEN_COOKIE } from '@aikc/shared/constants';
import { buildUser } from '../../api/test-kit/builders.ts';
import { appReady, HAS_CHROMIUM, launchBrowser } from '../src/browser.ts';
import { openPublicPage, publicPages, seriousViolations } from '../src/public-pages.ts';
import { startStack, type Stack } from '../src/stack.ts';
import { CONTROLS, overflow, phone, smallTargets } from '../src/phone.ts';

/**
 * The portal on a 360 px phone inside WeChat, with no mobile site configured (the test build has no
 * VITE_MOBILE_BASE_URL, so the mobile redirect check keeps the visitor here): no page scrolls sideways, the
 * header folds into a menu, and what a thumb taps is at least 44 px.
 */

describe.skipIf(!HAS_CHROMIUM)('the portal at 360 px', () => {
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('scrolls no public page sideways (/, /policy/list, the details and every other public page)', async () => {
    const { ctx, page } = await phone(browser);
    const wide: Record<string, unknown> = {};
    const pages = await publicPages(stack);
    for (const p of pages) {
      await openPublicPage(page, stack.baseUrl, p);
      // The mobile redirect check ran and kept us here: no mobile site is configured.
      expect(new URL(page.url()).origin).toBe(stack.baseUrl);
      const o = await overflow(page);
      if (o.scrollWidth > o.clientWidth) wide[p.path] = o;
    }
    expect(wide).toEqual({});
    expect(pages.map((p) => p.name)).toEqual(expect.arrayContaining(['home', 'policy list', 'policy detail']));
    await ctx.close();
  }, 300_000);

  it('folds the navigation into a menu button that opens it', async () => {
    const { ctx, page } = await phone(browser);
    await page.goto(`${stack.baseUrl}/`);
    await appReady(page);
    await page.locator('.hero__title').waitFor();
    expect(await page.locator('.main-nav').isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: '打开导航菜单' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.tap();
    const drawer = page.locator('.mobile-nav');
    await drawer.getByRole('link', { name: '政策库' }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    for (const name of ['首页', '项目申报', '申报日历', '企业库', '政策资讯', '金融机构', '网站地图']) {
      expect(await drawer.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await smallTargets(page, '.mobile-nav', CONTROLS)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('link', { name: '政策库' }).tap();
    await page.waitForURL(/\/policy\/list/);
    await page.locator('.result-item').first().waitFor();
    await drawer.waitFor({ state: 'hidden' });
    expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual(360);
    await ctx.close();
  });

  it('gives the header, the list items, the filters and the side panel 44 px tap targets', async () => {
    const { ctx, page } = await phone(browser);
    await page.goto(`${stack.baseUrl}/policy/list`);
    await appReady(page);
    await page.locator('.result-item').first().waitFor();
    expect(await smallTargets(page, '.site-header', CONTROLS)).toEqual([]);
    expect(await smallTargets(page, '.result-list', '.result-item__title')).toEqual([]);
    expect(await smallTargets(page, '.filter-box', 'button')).toEqual([]);
    expect(await smallTargets(page, '.side-panel', CONTROLS)).toEqual([]);
    expect(await page.locator('.result-item__title').count()).toBeGreaterThan(0);
    await page.goto(`${stack.baseUrl}/`);
    await appReady(page);
    await page.locator('.home-list li').first().waitFor();
    expect(await smallTargets(page, '.home-list', 'a[href]')).toEqual([]);
    expect(await smallTargets(page, '.site-footer', CONTROLS)).toEqual([]);
    // The phone layout keeps axe as clean as the desktop one.
    expect(await seriousViolations(page)).toEqual([]);
    await ctx.close();
  });

  it("keeps the assistant's question box and its send button clear of the side panel", async () => {
    const { ctx, page } = await phone(browser);
    const { token } = await buildUser(stack.db.db, { username: '赵会计' });
    await ctx.addCookies([{ name: TOKEN_COOKIE, value: token, url: stack.baseUrl }]);
    await page.goto(`${stack.baseUrl}/match/chat/zsk`);
    await appReady(page);
    await page.getByText(/今日剩余AI问答/).waitFor();
    // Scrolled so the box stands at the screen's bottom, where the phone's side panel stands too.
    await page.locator('.chat-input').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const panel = await page.locator('.side-panel').boundingBox();
    expect(panel).not.toBeNull();
    for (const sel of ['.chat-input__box', '.chat-input__send']) {
      const box = await page.locator(sel).boundingBox();
      expect(box, sel).not.toBeNull();
      if (!box || !panel) continue;
      const apart =
        box.x + box.width <= panel.x ||
        panel.x + panel.width <= box.x ||
        box.y + box.height <= panel.y ||
        panel.y + panel.height <= box.y;
      expect(apart, `${sel} ${JSON.stringify(box)} under the panel ${JSON.stringify(panel)}`).toBe(true);
    }
    await ctx.close();
  });

  it("gives the declaration calendar's days and controls 44 px tap targets, seven columns within 360 px", async () => {
    const { ctx, page } = await phone(browser);
    await page.goto(`${stack.baseUrl}/policy/sbyl`);
    await page.locator('.cal-grid [data-date]').first().waitFor();
    // Whether a project ends on the day the suite runs depends on that day (none ended on 2026-11-27): 全部, every
    // project open that day, always lists some.
    await page
      .locator('.cal-day')
      .getByRole('button', { name: /^全部 [1-9]\d*$/ })
      .tap();
    await page.locator('.cal-day-item').first().waitFor();
    expect(await page.locator('.cal-grid [data-date]').count()).toBe(42);
    expect(await smallTargets(page, '.cal-main', CONTROLS)).toEqual([]);
    expect(await smallTargets(page, '.cal-day', CONTROLS)).toEqual([]);
    expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await ctx.close();
  });

  it('fits the login dialog and its captcha on the phone', async () => {
    const { ctx, page } = await phone(browser);
    await page.goto(`${stack.baseUrl}/`);
    await appReady(page);
    await page.locator('.header-user__login').tap();
    const dialog = page.locator('.login-dialog');
    await dialog.locator('[data-slot="wx-qr"]').waitFor();
    const fits = async (sel: string) => {
      const box = (await page.locator(sel).first().boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    };
    await fits('.login-dialog .ant-modal-container');
    await dialog.getByRole('button', { name: '短信/密码登录' }).first().tap();
    await dialog.getByRole('tab', { name: '短信登录' }).waitFor();
    await fits('.login-dialog .ant-modal-container');
    expect(await smallTargets(page, '.login-dialog .login-links', 'button')).toEqual([]);
    await dialog.getByPlaceholder('请输入手机号', { exact: true }).fill('13900000009');
    await dialog.locator('.login-code-btn').tap();
    await page.locator('.captcha-modal .slider-captcha[data-phase="idle"]').waitFor();
    await fits('.captcha-modal .ant-modal-container');
    await fits('.captcha-modal .slider-captcha__track');
    expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual(360);
    await ctx.close();
  });
});
