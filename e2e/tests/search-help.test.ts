import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { policyFilterCodec } from '@aikc/shared/filters';
import { appReady, HAS_CHROMIUM, launchBrowser } from '../src/browser.ts';
import { startStack, type Stack } from '../src/stack.ts';

/**
 * What a user meets when searching by topic: common themes found (首台套, 瞪羚企业, 专精特新小巨人, 高企),
 * reprints folded under the document they reprint, suggestions as they type, and advice instead of an empty
 * page. E2E_SHOTS=<dir> saves a screenshot of each step for a human look.
 */
const SHOTS = process.env.E2E_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-help-${name}.png`, fullPage: false });
}

const results = (page: Page) => page.locator('[data-testid="policy-results"] .result-item');

/**
 * Reprints are real records (imported); the demo corpus invents none, so the test records two of a reference
 * document the way an import would, before the API has read (and cached) that document.
 */
async function recordReprints(stack: Stack): Promise<string> {
  const doc = await stack.db.db
    .selectFrom('policies')
    .select(['id', 'title', 'publish_date'])
    .where('source', '=', 'reference')
    .where('title', 'like', '%首台（套）重大技术装备%')
    .executeTakeFirstOrThrow();
  const agencies = await stack.db.db
    .selectFrom('agencies')
    .select(['id', 'region_code', 'name'])
    .where('level', '=', 'provincial')
    .where('name', 'like', '%工业和信息化厅')
    .limit(2)
    .execute();
  await stack.db.db
    .insertInto('policy_reprints')
    .values(
      agencies.map((a, i) => ({
        policy_id: doc.id,
        agency_id: a.id,
        region_code: a.region_code,
        title: `${a.name}关于转发《${doc.title}》的通知`,
        doc_no: `测试转发〔${doc.publish_date.slice(0, 4)}〕${i + 1}号`,
        publish_date: doc.publish_date,
      })),
    )
    .execute();
  return doc.title;
}

describe.skipIf(!HAS_CHROMIUM)('search that finds what the user means, in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  let ctx: BrowserContext;
  let page: Page;
  let reprinted: string;

  beforeAll(async () => {
    stack = await startStack();
    reprinted = await recordReprints(stack);
    browser = await launchBrowser();
    ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    page = await ctx.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const open = async (keyword: string) => {
    await page.goto(`${stack.baseUrl}/policy/list/${policyFilterCodec.encode({ keyword })}`);
    await appReady(page);
    await expect.poll(() => page.locator('.result-toolbar__num').count(), { timeout: 20_000 }).toBeGreaterThan(0);
  };

  it('finds everyday topics and their abbreviations, with the words highlighted', async () => {
    for (const [keyword, word, name] of [
      ['首台套', '首台', 'shoutaitao'],
      ['瞪羚企业', '瞪羚', 'dengling'],
      ['专精特新小巨人', '小巨人', 'xiaojuren'],
      ['高企', '高新技术', 'gaoqi'],
    ] as const) {
      await open(keyword);
      await expect.poll(() => results(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const first = await page.locator('[data-testid="policy-results"] .result-item__title').first().innerText();
      expect(first, `${keyword}: first title`).toContain(word);
      expect(await page.locator('[data-testid="policy-results"] em').count()).toBeGreaterThan(0);
      await shot(page, name);
    }
  });

  it('folds reprints under the national document and opens them on demand', async () => {
    await open(reprinted);
    const folded = page.locator('.result-item__reprints button').first();
    await expect.poll(() => folded.count(), { timeout: 15_000 }).toBe(1);
    expect(await folded.innerText()).toMatch(/另有 \d+ 个地区转发/);
    await folded.click();
    await expect.poll(() => page.locator('.result-item__reprints li').count()).toBeGreaterThan(1);
    await shot(page, 'reprints');
  });

  it('suggests themes and titles as the user types, and searches the chosen theme', async () => {
    await open('人工智能');
    const box = page.getByRole('combobox', { name: '搜索关键词' });
    await box.fill('');
    await box.pressSequentially('专精特', { delay: 60 });
    // The box's own listbox (issue 31 replaced antd's AutoComplete), as the header test below reads it.
    const option = page.getByRole('option').filter({ hasText: '专精特新小巨人' }).first();
    await expect.poll(() => option.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await shot(page, 'suggest');
    await option.click();
    const keyword = () =>
      policyFilterCodec.decode(decodeURIComponent(new URL(page.url()).pathname.split('/')[3] ?? '')).keyword;
    await expect.poll(keyword, { timeout: 10_000 }).toBe('专精特新小巨人');
  });

  it('never shows a dead end: a typo gets 您是不是要找, words that never meet get partial matches', async () => {
    await open('瞪铃企业');
    const dym = page.locator('.search-advice__dym button');
    await expect.poll(() => dym.count(), { timeout: 15_000 }).toBe(1);
    expect(await dym.innerText()).toBe('瞪羚企业');
    await shot(page, 'did-you-mean');
    await dym.click();
    await expect.poll(() => results(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    await open('瞪羚企业 量子纠缠');
    await expect
      .poll(() => page.locator('[data-testid="policy-partial-results"] .result-item').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await page.locator('.search-advice').innerText()).toContain('未找到同时包含全部关键词的政策');
    expect(await page.locator('.search-advice__query').count()).toBeGreaterThan(0);
    await shot(page, 'partial');
  });

  it('suggests from the header search on any page', async () => {
    await page.goto(`${stack.baseUrl}/`);
    await appReady(page);
    // One box from the first paint on (issue 31), suggesting in its own listbox.
    const box = page.getByRole('combobox', { name: '全站政策搜索' });
    await box.click();
    await expect.poll(() => box.evaluate((el) => el === document.activeElement), { timeout: 10_000 }).toBe(true);
    await box.pressSequentially('首台', { delay: 60 });
    await expect.poll(() => page.getByRole('option').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // The arrow keys walk the options with the focus in the box; Enter opens the chosen one.
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBeTruthy();
    await shot(page, 'header-suggest');
  });
});
