import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TOKEN_COOKIE } from '@aikc/shared/constants';
import { buildUser } from '../../api/test-kit/builders.ts';
import { sendMessage } from '../../api/src/modules/message/service.ts';
import { appReady, HAS_CHROMIUM, launchBrowser } from '../src/browser.ts';
import { startStack, type Stack } from '../src/stack.ts';

const bell = (n: number) => `[data-testid="message-bell"][aria-label*="未读 ${n} 条"]`;

async function openAs(browser: Browser, stack: Stack, token: string): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await ctx.addCookies([{ name: TOKEN_COOKIE, value: token, url: stack.baseUrl }]);
  const page = await ctx.newPage();
  await page.goto(`${stack.baseUrl}/`);
  await appReady(page);
  return { ctx, page };
}

describe.skipIf(!HAS_CHROMIUM)('the live unread badge', () => {
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

  it('shows a new message within 1 s without reload, survives a gateway restart, and leaves other users alone', async () => {
    const db = stack.db.db;
    const alice = await buildUser(db, { username: '张明' });
    const bob = await buildUser(db, { username: '李华' });
    const a = await openAs(browser, stack, alice.token);
    const b = await openAs(browser, stack, bob.token);
    await a.page.waitForSelector(bell(0), { timeout: 15_000 });
    await b.page.waitForSelector(bell(0), { timeout: 15_000 });

    // Record every label Bob's bell ever shows from here on.
    await b.page.evaluate(() => {
      const el = document.querySelector('[data-testid="message-bell"]') as HTMLElement;
      const seen: string[] = [];
      (window as unknown as { __bellLabels: string[] }).__bellLabels = seen;
      new MutationObserver(() => seen.push(el.getAttribute('aria-label') ?? '')).observe(el, { attributes: true });
    });

    const navigations: string[] = [];
    a.page.on('framenavigated', (f) => navigations.push(f.url()));
    const sentAt = Date.now();
    await sendMessage(db, { userId: alice.id, title: '政策推送', content: '您订阅的“高新技术企业认定”有新政策发布' });
    await a.page.waitForSelector(bell(1), { timeout: 1000 });
    const latencyMs = Date.now() - sentAt;
    process.stdout.write(`badge latency: ${latencyMs} ms\n`);
    expect(navigations).toEqual([]);

    // The gateway goes away; a message arrives meanwhile; the socket reconnects and the badge is right again.
    await stack.stopGateway();
    await sendMessage(db, { userId: alice.id, title: '系统通知', content: '您的企业信息已审核通过' });
    await stack.startGateway();
    await a.page.waitForSelector(bell(2), { timeout: 20_000 });
    expect(navigations).toEqual([]);

    const bobLabels = await b.page.evaluate(() => (window as unknown as { __bellLabels: string[] }).__bellLabels);
    expect(bobLabels.every((l) => l.includes('未读 0 条'))).toBe(true);
    expect(await b.page.locator(bell(0)).count()).toBe(1);
    await a.ctx.close();
    await b.ctx.close();
  });
});
