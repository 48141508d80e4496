import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TOKEN_COOKIE } from '@aikc/shared/constants';
import { buildUser } from '../../api/test-kit/builders.ts';
import { appReady, HAS_CHROMIUM, launchBrowser } from '../src/browser.ts';
import { startStack, type Stack } from '../src/stack.ts';

async function openAs(
  browser: Browser,
  stack: Stack,
  token: string | null,
  path: string,
): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  if (token) await ctx.addCookies([{ name: TOKEN_COOKIE, value: token, url: stack.baseUrl }]);
  const page = await ctx.newPage();
  await page.goto(`${stack.baseUrl}${path}`);
  // A new chat is server-rendered for a member: its box and buttons answer once the app has hydrated.
  await appReady(page);
  return { ctx, page };
}

/** Records every distinct length the newest answer's text takes on screen (each one a render the user saw). */
async function recordRenders(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __renders: number[] };
    w.__renders = [];
    new MutationObserver(() => {
      const answers = document.querySelectorAll('.chat-answer .chat-md');
      const last = answers[answers.length - 1];
      const n = last?.textContent?.length ?? 0;
      if (n > 0 && w.__renders.at(-1) !== n) w.__renders.push(n);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const renders = (page: Page) => page.evaluate(() => (window as unknown as { __renders: number[] }).__renders);

async function ask(page: Page, question: string): Promise<void> {
  const box = page.getByLabel('输入问题');
  await box.fill(question);
  await box.press('Enter');
}

describe.skipIf(!HAS_CHROMIUM)('the AI assistant', () => {
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    // A reading pace the test can watch: ~40 ms between pieces.
    stack = await startStack({ env: { CHAT_OFFLINE_CHUNK_MS: '40' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('zsk: the answer streams in visibly, quotes the ratio clause, and its citation opens the right policy', async () => {
    const user = await buildUser(stack.db.db, { username: '王芳' });
    const { ctx, page } = await openAs(browser, stack, user.token, '/match/chat/zsk');
    await page.getByText('您可以这样问').waitFor({ timeout: 20_000 });
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/chat-zsk-empty.png` });
    // The quota line appears once the rights query answers, which may be after the suggestions render.
    await page.getByText('今日剩余AI问答 10/10 次').waitFor({ timeout: 10_000 });
    await recordRenders(page);
    await ask(page, '研发费用加计扣除比例是多少');
    await page.waitForURL(/\/match\/chat\/zsk\/\d+$/, { timeout: 10_000 });
    await page.locator('.chat-answer[data-status="done"]').waitFor({ timeout: 30_000 });
    const seen = await renders(page);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    const answer = page.locator('.chat-answer').last();
    expect(await answer.getByText('检索式回答').count()).toBe(1);
    const text = (await answer.locator('.chat-md').textContent()) ?? '';
    expect(text).toMatch(/加计扣除/);
    expect(text).toMatch(/\d+%/);
    await page.getByText('今日剩余AI问答 9/10 次').waitFor();
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/chat-zsk.png` });
    expect(await page.locator('.chat-sessions__link', { hasText: '研发费用加计扣除比例是多少' }).count()).toBe(1);

    // The [1] marker opens the first source's policy page.
    const firstSource = answer.locator('.chat-sources__link').first();
    const sourceTitle = ((await firstSource.textContent()) ?? '').trim();
    const href = await firstSource.getAttribute('href');
    expect(href).toMatch(/^\/policy\/detail\/\d+$/);
    const [detail] = await Promise.all([
      ctx.waitForEvent('page'),
      answer.locator('a.chat-cite', { hasText: '[1]' }).first().click(),
    ]);
    await detail.waitForLoadState();
    expect(new URL(detail.url()).pathname).toBe(href);
    await detail.getByRole('heading', { name: sourceTitle }).first().waitFor({ timeout: 15_000 });
    await ctx.close();
  });

  it('zsk: a question outside the portal says so in one line, offers related questions as buttons and a search link, free', async () => {
    const user = await buildUser(stack.db.db);
    const { ctx, page } = await openAs(browser, stack, user.token, '/match/chat/zsk');
    await page.getByText('今日剩余AI问答 10/10 次').waitFor({ timeout: 20_000 });
    await ask(page, '今天天气怎么样');
    await page.locator('.chat-answer[data-status="done"]').waitFor({ timeout: 30_000 });
    const answer = page.locator('.chat-answer').last();
    expect((await answer.locator('.chat-md').textContent()) ?? '').toMatch(/^未能在知识库和政策库中找到/);
    const search = answer.getByRole('link', { name: '到政策库检索' });
    expect(await search.getAttribute('href')).toMatch(/^\/policy\/list\/[A-Za-z0-9_-]+$/);
    const related = answer.locator('.chat-answer__related .ant-btn');
    expect(await related.count()).toBe(3);
    await page.getByText('今日剩余AI问答 10/10 次').waitFor();
    // A related question is asked by its button and answered (and that answer is charged).
    const question = ((await related.first().textContent()) ?? '').replace(/\s+/g, '');
    await related.first().click();
    await page.locator('.chat-question__text', { hasText: question }).waitFor({ timeout: 10_000 });
    await page.locator('.chat-answer[data-status="done"]').nth(1).waitFor({ timeout: 30_000 });
    expect(await page.locator('.chat-answer').last().locator('.chat-sources__link').count()).toBeGreaterThan(0);
    await page.getByText('今日剩余AI问答 9/10 次').waitFor({ timeout: 10_000 });
    await ctx.close();
  });

  it('停止生成 stops the answer mid-stream and keeps it marked 已停止; a reload reads it from the API', async () => {
    const user = await buildUser(stack.db.db);
    const { ctx, page } = await openAs(browser, stack, user.token, '/match/chat/zsk');
    await page.getByText('您可以这样问').waitFor({ timeout: 20_000 });
    await recordRenders(page);
    await ask(page, '高新技术企业认定需要满足哪些条件');
    await page.getByRole('button', { name: '停止生成' }).waitFor({ timeout: 10_000 });
    await page.waitForFunction(
      () => ((window as unknown as { __renders: number[] }).__renders.length ?? 0) >= 2,
      undefined,
      { timeout: 10_000 },
    );
    await page.getByRole('button', { name: '停止生成' }).click();
    await page.locator('.chat-answer[data-status="stopped"]').waitFor({ timeout: 10_000 });
    expect(await page.locator('.chat-answer').last().getByText('已停止').count()).toBe(1);
    const shown = (await page.locator('.chat-answer .chat-md').last().textContent()) ?? '';
    // The reload must reopen this session: its id reaches the address bar by a replace navigation after the ask.
    await page.waitForURL(/\/match\/chat\/zsk\/\d+$/, { timeout: 10_000 });
    // The stop is stored by the API when the stream ends, a moment after the page shows it: reload once it is.
    const stored = () =>
      stack.db.db
        .selectFrom('chat_messages')
        .select(['status', 'content'])
        .where('user_id', '=', user.id)
        .where('role', '=', 'assistant')
        .executeTakeFirstOrThrow();
    await expect.poll(async () => (await stored()).status, { timeout: 10_000 }).toBe('stopped');
    expect((await stored()).content.length).toBeGreaterThan(0);
    await page.reload();
    await page.locator('.chat-answer[data-status="stopped"]').waitFor({ timeout: 15_000 });
    // Compared once the markdown renderer has replaced its plain-text fallback (which keeps the raw newlines and,
    // for an ended answer, is not .chat-md).
    // The API keeps what it had produced when the stop reached it: what the page showed, or (on a loaded machine,
    // where the relay lags the model) a few characters more, never less or other.
    const rendered = page.locator('.chat-answer .chat-md').last();
    await rendered.waitFor({ timeout: 15_000 });
    const reloaded = (await rendered.textContent()) ?? '';
    expect(reloaded.slice(0, shown.length)).toBe(shown);
    await ctx.close();
  });

  it('zsk: a follow-up asked after a reload is answered against the earlier question, in the same session', async () => {
    const user = await buildUser(stack.db.db);
    const { ctx, page } = await openAs(browser, stack, user.token, '/match/chat/zsk');
    await page.getByText('您可以这样问').waitFor({ timeout: 20_000 });
    await ask(page, '研发费用加计扣除比例是多少');
    await page.waitForURL(/\/match\/chat\/zsk\/\d+$/, { timeout: 10_000 });
    await page.locator('.chat-answer[data-status="done"]').waitFor({ timeout: 30_000 });
    const address = page.url();
    // The answer has ended, so the stream holds nothing to replay: the reloaded page reads the turns from the API.
    await page.reload();
    await page.locator('.chat-question__text', { hasText: '研发费用加计扣除比例是多少' }).waitFor({ timeout: 15_000 });
    await page.locator('.chat-answer[data-status="done"]').waitFor({ timeout: 15_000 });
    await ask(page, '那科技型中小企业呢？');
    await page.locator('.chat-answer[data-status="done"]').nth(1).waitFor({ timeout: 30_000 });
    // The follow-up names no ratio: the answer's opening states it for 科技型中小企业 only because the stored
    // earlier question was used.
    const opening = ((await page.locator('.chat-answer .chat-md').nth(1).textContent()) ?? '').slice(0, 200);
    expect(opening).toContain('100%');
    expect(opening).toContain('科技型中小企业');
    expect(page.url()).toBe(address);
    const sessions = await stack.db.db
      .selectFrom('chat_sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toHaveLength(1);
    await ctx.close();
  });

  it('two tabs on one session both show the whole answer; a visitor gets the login dialog', async () => {
    const user = await buildUser(stack.db.db);
    const a = await openAs(browser, stack, user.token, '/match/chat/zsk');
    await a.page.getByText('您可以这样问').waitFor({ timeout: 20_000 });
    await ask(a.page, '科技型中小企业评价有哪些条件');
    await a.page.waitForURL(/\/match\/chat\/zsk\/\d+$/);
    const b = await a.ctx.newPage();
    await b.goto(a.page.url());
    await a.page.locator('.chat-answer[data-status="done"]').waitFor({ timeout: 30_000 });
    await b.locator('.chat-answer[data-status="done"]').waitFor({ timeout: 30_000 });
    const ta = await a.page.locator('.chat-answer .chat-md').last().textContent();
    const tb = await b.locator('.chat-answer .chat-md').last().textContent();
    expect(tb).toBe(ta);
    await a.ctx.close();

    const v = await openAs(browser, stack, null, '/match/zsk');
    await v.page.locator('.ant-modal').filter({ hasText: '登录' }).first().waitFor({ timeout: 15_000 });
    await v.ctx.close();
  });

  it('qypj evaluates a picked company (radar, six dimensions, readiness) and zcpp lists its projects, both streamed', async () => {
    const user = await buildUser(stack.db.db);
    const company = await stack.db.db
      .selectFrom('companies as c')
      .innerJoin('company_tags as t', 't.company_id', 'c.id')
      .select(['c.id', 'c.name'])
      .where('t.tag', '=', '高新技术企业')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    for (const mode of ['qypj', 'zcpp'] as const) {
      const { ctx, page } = await openAs(browser, stack, user.token, `/match/chat/${mode}`);
      await page.getByText('您可以这样问').waitFor({ timeout: 20_000 });
      await page.getByLabel('选择企业').click();
      await page.getByLabel('选择企业').fill(company.name.slice(0, 6));
      await page.locator('.ant-select-item-option', { hasText: company.name }).first().click();
      await recordRenders(page);
      await page.locator('.chat-welcome__item').first().click();
      await page.waitForURL(new RegExp(`/match/chat/${mode}/\\d+$`), { timeout: 10_000 });
      await page.locator('.chat-answer[data-status="done"]').waitFor({ timeout: 30_000 });
      expect((await renders(page)).length).toBeGreaterThanOrEqual(3);
      const answer = page.locator('.chat-answer').last();
      if (mode === 'qypj') {
        await answer.locator('.chat-radar canvas').waitFor({ timeout: 15_000 });
        expect(await answer.getByText(`企业评价：${company.name}`).count()).toBe(1);
        for (const d of ['创新能力', '知识产权', '研发投入', '成长性', '资质荣誉', '经营风险'])
          expect(await answer.locator('td', { hasText: d }).count()).toBeGreaterThan(0);
        expect(await answer.getByText('高新技术企业', { exact: true }).count()).toBeGreaterThan(0);
      } else {
        expect(await answer.getByText(`政策匹配：${company.name}`).count()).toBe(1);
        expect(await answer.locator('a[href^="/project/detail/"]').count()).toBeGreaterThan(0);
      }
      if (process.env.E2E_SCREENSHOTS) {
        // The thread scrolls inside its own pane: show the answer's beginning (the evaluation or the list).
        await answer.evaluate((el) => {
          const pane = el.closest('.chat-main__scroll') as HTMLElement;
          pane.scrollTop = (el as HTMLElement).offsetTop - pane.offsetTop;
        });
        await page.waitForTimeout(1500);
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/chat-${mode}.png` });
      }
      await ctx.close();
    }
  });
});
