import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { TOKEN_COOKIE } from '@aikc/shared/constants';
import { buildUser } from '../../api/test-kit/builders.ts';
import { HAS_CHROMIUM, launchBrowser } from '../src/browser.ts';
import { startStack, type Stack } from '../src/stack.ts';

/** The qypj / zcpp company picker for a user with no 我的企业: it searches as the user types (issue 30). */
describe.skipIf(!HAS_CHROMIUM)('the chat company picker without 我的企业', () => {
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    stack = await startStack({ env: { CHAT_OFFLINE_CHUNK_MS: '5' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('filters as the user types, Enter picks the typed company, and 注销 companies are marked and cannot be chosen', async () => {
    const db = stack.db.db;
    const user = await buildUser(db);
    const target = await db
      .selectFrom('companies')
      .select(['id', 'name'])
      .where('status', '=', '存续')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const closed = await db
      .selectFrom('companies')
      .select(['id', 'name', 'status'])
      .where('status', 'in', ['注销', '吊销'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await ctx.addCookies([{ name: TOKEN_COOKIE, value: user.token, url: stack.baseUrl }]);
    const page = await ctx.newPage();
    try {
      await page.goto(`${stack.baseUrl}/match/chat/qypj`);
      await page.getByText('您可以这样问').waitFor({ timeout: 20_000 });
      const box = page.getByLabel('选择企业');
      await box.click();
      const options = page.locator('.ant-select-item-option');
      await options.first().waitFor({ timeout: 10_000 });
      // Typed key by key, as a user does.
      await box.pressSequentially(target.name, { delay: 40 });
      await expect
        .poll(async () => (await options.allTextContents()).map((t) => t.trim()), { timeout: 10_000 })
        .toEqual([expect.stringContaining(target.name)]);
      await box.press('Enter');
      await expect
        .poll(async () => page.locator('.chat-company').textContent(), { timeout: 5000 })
        .toContain(target.name);

      // A 注销 / 吊销 company is listed marked, and choosing it does nothing.
      await box.click();
      await box.fill(closed.name);
      const closedOption = options.filter({ hasText: closed.name }).first();
      await closedOption.waitFor({ timeout: 10_000 });
      expect(await closedOption.textContent()).toContain(`已${closed.status}`);
      expect(await closedOption.getAttribute('aria-disabled')).toBe('true');
      await box.press('Enter');
      await page.keyboard.press('Escape');
      expect(await page.locator('.chat-company').textContent()).toContain(target.name);
    } finally {
      await ctx.close();
    }
  }, 120_000);
});
