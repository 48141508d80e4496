import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DevApi, LoginApi } from '@aikc/shared/api-paths';
import type { DevSmsOutboxItem } from '@aikc/shared/schemas/login';
import { ValidationMessage } from '@aikc/shared/validation';
import { buildUser } from '../../api/test-kit/builders.ts';
import { appReady, HAS_CHROMIUM, launchBrowser } from '../src/browser.ts';
import { dragHandle, findCutout, seeTransient } from '../src/captcha.ts';
import { startStack, type Stack } from '../src/stack.ts';

/**
 * Accounts through the real UI. The slider is solved the way a person solves it: by looking at the picture.
 * The test reads the two images the dialog shows (background with its darkened cut-out, and the piece), finds
 * the offset where the piece matches the darkened hole, and drags the handle there with the mouse. Nothing
 * reveals the answer: not the API's store, not a dev endpoint.
 */

const SHOTS = process.env.E2E_SHOTS; // a directory: save screenshots of each step for a human look

async function newPage(browser: Browser): Promise<{ ctx: BrowserContext; page: Page; polls: string[] }> {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await ctx.newPage();
  const polls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(LoginApi.wxSceneStatus)) polls.push(r.url());
  });
  return { ctx, page, polls };
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const dialog = (page: Page) => page.locator('.login-dialog');
const loggedIn = (page: Page) => page.locator('.header-user--member');

/** The toast with `text` (antd message). */
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });

/** Opens the header's hover menu, hovering again if a slow first render swallowed the hover. */
async function openUserMenu(page: Page): Promise<void> {
  const logout = page.getByRole('link', { name: '退出登录' });
  for (let i = 0; i < 5 && !(await logout.isVisible()); i++) {
    await page.mouse.move(0, 0);
    await loggedIn(page).hover();
    await logout.waitFor({ state: 'visible', timeout: 2000 }).catch(() => undefined);
  }
}

/** Clicks the code button, solves the slider by looking at it, and waits for the countdown. */
async function sendCode(page: Page, scope = dialog(page)): Promise<void> {
  await scope.locator('.login-code-btn').click();
  await page.locator('.captcha-modal .slider-captcha[data-phase="idle"]').waitFor();
  const x = await findCutout(page);
  const shown = await page.locator('.captcha-modal .slider-captcha__bg').evaluate((img: HTMLImageElement) => img.width);
  await dragHandle(page, (x * shown) / 310);
  await seeTransient(page, '.captcha-modal .slider-captcha__tip--ok', '^\\d+\\.\\d{2}s验证成功$');
  await shot(page, 'captcha-success');
  await page.locator('.captcha-modal').waitFor({ state: 'hidden' });
  const btn = scope.locator('.login-code-btn');
  await expect.poll(() => btn.textContent()).toMatch(/^\d+s后重新发送$/);
  expect(await btn.isDisabled()).toBe(true);
}

async function outboxCode(stack: Stack, mobile: string, purpose: 'register' | 'forget'): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const r = (await (await fetch(`${stack.baseUrl}${DevApi.smsOutbox}?format=json&mobile=${mobile}`)).json()) as {
      data: { list: DevSmsOutboxItem[] };
    };
    const hit = r.data.list.find((m) => m.purpose === purpose);
    if (hit) return hit.code;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`no ${purpose} code for ${mobile}`);
}

async function fill(page: Page, placeholder: string, value: string): Promise<void> {
  await dialog(page).getByPlaceholder(placeholder, { exact: true }).fill(value);
}

async function openMobileLogin(page: Page, stack: Stack): Promise<void> {
  await page.goto(`${stack.baseUrl}/`);
  await appReady(page);
  await page.locator('.header-user__login').click();
  await dialog(page).locator('[data-slot="wx-qr"]').waitFor();
  await dialog(page).getByRole('button', { name: '短信/密码登录' }).first().click();
  await dialog(page).getByRole('tab', { name: '短信登录' }).waitFor();
}

const mobileFor = (n: number) => `13${String(Date.now()).slice(-7)}${n}${n}`.slice(0, 11);

describe.skipIf(!HAS_CHROMIUM)('accounts through the browser', () => {
  let stack: Stack;
  let browser: Browser;
  const M1 = mobileFor(1);
  const M4 = mobileFor(4);
  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('registers with an SMS code behind the slider, logs out, and logs in by password', async () => {
    const { ctx, page } = await newPage(browser);
    await page.goto(`${stack.baseUrl}/`);
    await appReady(page);
    await page.locator('.header-user__register').click();
    await dialog(page).getByText('注册账号').waitFor();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    expect(await dialog(page).getByRole('checkbox').isChecked()).toBe(true);
    await fill(page, '请输入手机号', M1);
    await sendCode(page);
    await fill(page, '请输入手机验证码', await outboxCode(stack, M1, 'register'));
    await fill(page, '请输入密码', 'Passw0rd!');
    await fill(page, '请再次输入密码', 'Passw0rd!');
    await shot(page, 'register-filled');
    // Without a redirect query the page reloads once the toast has been seen: wait for that reload, so the
    // next step does not hover a header that is about to be replaced.
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await dialog(page)
      .getByRole('button', { name: /^注\s*册$/ })
      .click();
    await toast(page, '注册成功').waitFor();
    await reloaded;
    await loggedIn(page).waitFor({ timeout: 15_000 });
    await shot(page, 'registered');

    // Log out from the user menu.
    await openUserMenu(page);
    await page.getByRole('link', { name: '退出登录' }).click();
    await page.locator('.header-user__login').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/');

    await openMobileLogin(page, stack);
    await dialog(page).getByRole('tab', { name: '密码登录' }).click();
    await fill(page, '请输入手机号', M1);
    await fill(page, '请输入密码', 'Passw0rd!');
    await dialog(page).getByRole('checkbox').check();
    await dialog(page)
      .getByRole('button', { name: /^登\s*录$/ })
      .click();
    await toast(page, '登录成功').waitFor();
    await loggedIn(page).waitFor({ timeout: 15_000 });
    await ctx.close();
  });

  it('logs in by SMS code and follows the redirect query with replace navigation', async () => {
    const user = await buildUser(stack.db.db, { username: '王芳' });
    const { ctx, page } = await newPage(browser);
    await page.goto(`${stack.baseUrl}/?act=login&mode=loginByMobile&redirect=${encodeURIComponent('/user/account')}`);
    await dialog(page).getByRole('tab', { name: '短信登录' }).waitFor();
    await fill(page, '请输入手机号', user.mobile);
    await sendCode(page);
    await fill(page, '请输入手机验证码', await outboxCode(stack, user.mobile, 'register'));
    await dialog(page).getByRole('checkbox').check();
    await dialog(page)
      .getByRole('button', { name: /^登\s*录$/ })
      .click();
    await toast(page, '登录成功').waitFor();
    await page.waitForURL(`${stack.baseUrl}/user/account`, { timeout: 15_000 });
    await page.getByTestId('masked-mobile').waitFor();
    expect(await page.getByTestId('masked-mobile').textContent()).toBe(
      `${user.mobile.slice(0, 3)}****${user.mobile.slice(-4)}`,
    );
    await shot(page, 'account-page');
    await ctx.close();
  });

  it('resets a forgotten password and logs in with the new one', async () => {
    const user = await buildUser(stack.db.db);
    const { ctx, page } = await newPage(browser);
    await openMobileLogin(page, stack);
    await dialog(page).getByRole('button', { name: '忘记密码' }).click();
    await dialog(page).getByText('找回密码').waitFor();
    await fill(page, '请输入手机号', user.mobile);
    await sendCode(page);
    await fill(page, '请输入手机验证码', await outboxCode(stack, user.mobile, 'forget'));
    await fill(page, '请输入密码', 'NewPass123');
    await fill(page, '请再次输入密码', 'NewPass123');
    await dialog(page).getByRole('button', { name: '重置密码' }).click();
    await toast(page, '重置密码成功').waitFor();
    await dialog(page).getByRole('tab', { name: '密码登录' }).click();
    await fill(page, '请输入手机号', user.mobile);
    await fill(page, '请输入密码', 'NewPass123');
    await dialog(page).getByRole('checkbox').check();
    await dialog(page)
      .getByRole('button', { name: /^登\s*录$/ })
      .click();
    await toast(page, '登录成功').waitFor();
    await loggedIn(page).waitFor({ timeout: 15_000 });
    await ctx.close();
  });

  /** Opens the QR dialog, scans it from a second page (the "phone") with the simulator, clicking `button`. */
  async function scanFromSimulator(page: Page, button: string): Promise<void> {
    await page.goto(`${stack.baseUrl}/?act=login`);
    await dialog(page).locator('[data-slot="wx-qr"][data-state="ready"] img').waitFor();
    await shot(page, 'qr-dialog');
    const href = await dialog(page).getByTestId('wx-simulator-link').getAttribute('href');
    expect(href).toMatch(/\/wechat\/auth\?scene=/);
    const phone = await browser.newContext({ locale: 'zh-CN' });
    const sim = await phone.newPage();
    await sim.goto(href!);
    await sim.getByRole('button', { name: button }).click();
    await sim.getByText('请回到登录页面查看结果').waitFor();
    await phone.close();
  }

  it('QR login as a new WeChat user: the dialog turns to the bind step by a push, and binding logs in', async () => {
    const { ctx, page, polls } = await newPage(browser);
    await scanFromSimulator(page, '新用户扫码');
    await dialog(page).getByText('绑定手机号').first().waitFor();
    await shot(page, 'bind-step');
    await fill(page, '请输入手机号', M4);
    await sendCode(page);
    await fill(page, '请输入手机验证码', await outboxCode(stack, M4, 'register'));
    await dialog(page).getByRole('button', { name: '绑定并登录' }).click();
    await toast(page, '登录成功').waitFor();
    await loggedIn(page).waitFor({ timeout: 15_000 });
    expect(polls).toEqual([]);
    await ctx.close();
  });

  it('QR login as an existing WeChat user: the dialog logs in by a push, without polling', async () => {
    const { ctx, page, polls } = await newPage(browser);
    const navigations: string[] = [];
    page.on('framenavigated', (f) => navigations.push(f.url()));
    await scanFromSimulator(page, '已有用户扫码');
    await toast(page, '登录成功').waitFor();
    await loggedIn(page).waitFor({ timeout: 15_000 });
    await shot(page, 'qr-logged-in');
    expect(polls).toEqual([]);
    // The page reloaded once after login (no redirect query), and never polled.
    expect(navigations.length).toBeGreaterThanOrEqual(2);
    await ctx.close();
  });

  it('shows every validation and consent message of spec sections 5 and 8 where it belongs', async () => {
    const { ctx, page } = await newPage(browser);
    const logins: string[] = [];
    page.on('request', (r) => {
      if (
        [LoginApi.loginByPassword, LoginApi.loginByMobileCode, LoginApi.registerByPassword].some((p) =>
          r.url().includes(p),
        )
      )
        logins.push(r.url());
    });
    const itemError = (placeholder: string) =>
      dialog(page)
        .locator('.ant-form-item', { has: page.getByPlaceholder(placeholder, { exact: true }) })
        .locator('.ant-form-item-explain-error');
    await openMobileLogin(page, stack);

    // On blur: required, then format.
    const mobile = dialog(page).getByPlaceholder('请输入手机号', { exact: true });
    await mobile.focus();
    await mobile.blur();
    await expect.poll(() => itemError('请输入手机号').textContent()).toBe(ValidationMessage.mobileRequired);
    await mobile.fill('2345');
    await mobile.blur();
    await expect.poll(() => itemError('请输入手机号').textContent()).toBe(ValidationMessage.mobileFormat);
    // The code button asks for a valid mobile first: no slider.
    await dialog(page).locator('.login-code-btn').click();
    expect(await page.locator('.captcha-modal').count()).toBe(0);
    const code = dialog(page).getByPlaceholder('请输入手机验证码', { exact: true });
    await code.focus();
    await code.blur();
    await expect.poll(() => itemError('请输入手机验证码').textContent()).toBe(ValidationMessage.mobileCodeRequired);
    await dialog(page).getByRole('tab', { name: '密码登录' }).click();
    const pw = dialog(page).getByPlaceholder('请输入密码', { exact: true });
    await pw.focus();
    await pw.blur();
    await expect.poll(() => itemError('请输入密码').textContent()).toBe(ValidationMessage.passwordRequired);

    // Login without consent: the message, and no call.
    await mobile.fill(M1);
    await pw.fill('whatever1');
    expect(await dialog(page).getByRole('checkbox').isChecked()).toBe(false);
    await dialog(page)
      .getByRole('button', { name: /^登\s*录$/ })
      .click();
    await toast(page, ValidationMessage.termsRequired).waitFor();
    await shot(page, 'consent-missing');

    // Register: consent is on by default; password2 messages; unchecking stops the action with the message.
    await dialog(page).getByRole('button', { name: '立即注册' }).click();
    await dialog(page).getByText('注册账号').waitFor();
    expect(await dialog(page).getByRole('checkbox').isChecked()).toBe(true);
    const pw2 = dialog(page).getByPlaceholder('请再次输入密码', { exact: true });
    await pw2.focus();
    await pw2.blur();
    await expect.poll(() => itemError('请再次输入密码').textContent()).toBe(ValidationMessage.password2Required);
    await fill(page, '请输入密码', 'abcdef1');
    await pw2.fill('abcdef2');
    await pw2.blur();
    await expect.poll(() => itemError('请再次输入密码').textContent()).toBe(ValidationMessage.password2Mismatch);
    await shot(page, 'register-errors');
    await pw2.fill('abcdef1');
    await fill(page, '请输入手机号', M1);
    await fill(page, '请输入手机验证码', '123456');
    await dialog(page).getByRole('checkbox').uncheck();
    await toast(page, ValidationMessage.termsRequired).waitFor({ state: 'detached', timeout: 10_000 });
    await dialog(page)
      .getByRole('button', { name: /^注\s*册$/ })
      .click();
    await toast(page, ValidationMessage.termsRequired).waitFor();
    expect(logins).toEqual([]);

    // A wrong slider position: red 验证失败, then a fresh challenge after 1 s.
    await dialog(page).locator('.login-code-btn').click();
    await page.locator('.captcha-modal .slider-captcha[data-phase="idle"]').waitFor();
    const x = await findCutout(page);
    const oldToken = await page.locator('.captcha-modal .slider-captcha__bg').getAttribute('src');
    await dragHandle(page, x > 180 ? x - 60 : x + 60);
    await seeTransient(page, '.captcha-modal .slider-captcha__tip--bad', '^验证失败$');
    await shot(page, 'captcha-failure');
    await page.locator('.captcha-modal .slider-captcha[data-phase="idle"]').waitFor();
    expect(await page.locator('.captcha-modal .slider-captcha__bg').getAttribute('src')).not.toBe(oldToken);
    expect(await page.locator('.captcha-modal .slider-captcha__handle').getAttribute('aria-valuenow')).toBe('0');

    // Closing the dialog restores scrolling.
    await page.keyboard.press('Escape');
    await page.locator('.captcha-modal').waitFor({ state: 'hidden' });
    await page.locator('.login-dialog .ant-modal-close').click();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
    await ctx.close();
  });
});
