import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { TOKEN_COOKIE } from '@aikc/shared/constants';
import { buildUser } from '../../api/test-kit/builders.ts';
import { appReady, HAS_CHROMIUM, launchBrowser } from '../src/browser.ts';
import { phone } from '../src/phone.ts';
import { startStack, type Stack } from '../src/stack.ts';

/**
 * A member's /user/index and new 知识库问答 chat on a phone (issue 31): the server renders them (the centre with the
 * member's figures and lists), they hydrate without antd's code (cssinjs, which every antd component needs, is the
 * marker: its chunk alone holds `data-css-hash`), and antd comes with the first press that needs it. The chat's box
 * keeps what was typed before the app hydrated it, and sends it.
 */

/** Records the body of every script the page loads, to ask later whether antd's style runtime was among them. */
function scriptsOf(page: Page): { bodies: string[] } {
  const seen = { bodies: [] as string[] };
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    void res.text().then(
      (t) => seen.bodies.push(t),
      () => undefined,
    );
  });
  return seen;
}
const antdLoaded = (s: { bodies: string[] }) => s.bodies.some((b) => b.includes('data-css-hash'));

describe.skipIf(!HAS_CHROMIUM)('a member’s first paint without antd', () => {
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

  async function memberPhone() {
    const user = await buildUser(stack.db.db);
    const { ctx, page } = await phone(browser);
    await ctx.addCookies([{ name: TOKEN_COOKIE, value: user.token, url: stack.baseUrl }]);
    return { ctx, page };
  }

  it('/user/index: served rendered with the figures, hydrated without antd; the menu drawer brings it', async () => {
    const { ctx, page } = await memberPhone();
    const html = await (await page.request.get(`${stack.baseUrl}/user/index`)).text();
    expect(html).toContain('<div id="root" data-ssr="1">');
    // The figures are the member's (seeded by the edge), not placeholders.
    expect(html).toContain('未读推送');
    expect(html).toContain('<div class="centre-figure__value">0<');
    expect(html).not.toContain('class="centre-figure__value centre-figure__value--loading"');
    expect(html).toContain('个人中心菜单');

    const scripts = scriptsOf(page);
    await page.goto(`${stack.baseUrl}/user/index`);
    await appReady(page);
    await page.waitForLoadState('networkidle');
    expect(antdLoaded(scripts)).toBe(false);

    await page.getByRole('button', { name: '个人中心菜单' }).click();
    const drawer = page.locator('#centre-drawer');
    await drawer.getByRole('link', { name: '我的消息' }).waitFor({ timeout: 15_000 });
    expect(antdLoaded(scripts)).toBe(true);
    await drawer.getByRole('link', { name: '我的收藏' }).click();
    await page.waitForURL(/\/user\/collect_record$/);
    await drawer.waitFor({ state: 'hidden' });
    await ctx.close();
  });

  it('/match/chat/zsk: hydrated without antd; a question typed before hydration is kept and sent', async () => {
    const { ctx, page } = await memberPhone();
    const scripts = scriptsOf(page);
    // The page's scripts wait until the question is typed into the server's markup.
    const held: Route[] = [];
    let hold = true;
    await page.route(/\/assets\/.*\.js$/, (route) => (hold ? void held.push(route) : void route.continue()));
    await page.goto(`${stack.baseUrl}/match/chat/zsk`, { waitUntil: 'commit' });
    await page.getByText('您可以这样问').waitFor();
    const box = page.getByLabel('输入问题');
    await box.fill('研发费用加计扣除比例是多少');
    hold = false;
    for (const r of held.splice(0)) await r.continue();
    await appReady(page);
    await page.waitForLoadState('networkidle');
    expect(antdLoaded(scripts)).toBe(false);
    expect(await box.inputValue()).toBe('研发费用加计扣除比例是多少');
    await box.press('Enter');
    await page.waitForURL(/\/match\/chat\/zsk\/\d+$/, { timeout: 15_000 });
    await page.locator('.chat-question__text', { hasText: '研发费用加计扣除比例是多少' }).waitFor({ timeout: 15_000 });
    await ctx.close();
  });
});
