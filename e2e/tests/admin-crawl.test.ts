import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CrawlSite } from '../../api/test-kit/crawl-site.ts';
import { adminLogin, createStaffMember, menuLabels, shooter } from '../src/admin.ts';
import { HAS_CHROMIUM, launchBrowser } from '../src/browser.ts';
import { startStack, type Stack } from '../src/stack.ts';

/**
 * 采集来源 in the back office, in Chromium against the whole stack: an editor adds a source through the form,
 * runs it now, and reads the run with its failure and reason; the crawler reads a fixture site the test serves.
 */
describe.skipIf(!HAS_CHROMIUM)('the back office: crawl sources (采集来源)', () => {
  let stack: Stack;
  let browser: Browser;
  let shot: (page: Page, name: string) => Promise<void>;
  const site = new CrawlSite();

  beforeAll(async () => {
    await site.start();
    stack = await startStack();
    browser = await launchBrowser();
    shot = shooter(stack);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await site.stop();
  });

  it('an editor adds a source, runs it now and reads the run with its failure', async () => {
    const editor = await createStaffMember(stack, 'editor', '孙采编');
    const page = await (
      await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
    ).newPage();
    await adminLogin(page, stack.baseUrl, editor);
    expect(await menuLabels(page)).toContain('采集来源');
    await page.goto(`${stack.baseUrl}/admin/crawl`);
    await page.locator('.ant-page-header-heading-title', { hasText: '采集来源' }).waitFor();

    await page.getByRole('button', { name: '新增来源' }).click();
    const form = page.locator('.ant-modal', { hasText: '新增采集来源' });
    await form.getByLabel('来源名称').fill('示例-国家政策文件库');
    // The second list page does not exist: its failure must show in the run with its reason.
    await form.getByLabel('列表页地址').fill(`${site.base}/gov/index.html\n${site.base}/nope/index.html`);
    await form.getByLabel('每秒请求数').fill('50');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('来源已新增').waitFor();
    const row = page.locator('.ant-table-row', { hasText: '示例-国家政策文件库' });
    await row.getByText('尚未运行').waitFor();
    await shot(page, 'crawl-sources');

    await row.getByText('立即运行').click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.getByText('已开始运行，可在运行记录中查看进度').waitFor();
    const source = await stack.db.db
      .selectFrom('crawl_sources')
      .select('id')
      .where('name', '=', '示例-国家政策文件库')
      .executeTakeFirstOrThrow();
    const state = async () =>
      (await stack.db.db.selectFrom('crawl_runs').select('state').where('source_id', '=', source.id).executeTakeFirst())
        ?.state;
    await expect.poll(state, { timeout: 30_000 }).toBe('done');

    await row.getByText('运行记录').click();
    const drawer = page.locator('.ant-drawer', { hasText: '运行记录：示例-国家政策文件库' });
    const run = drawer.locator('.ant-table-row', { hasText: '已完成' });
    await run.waitFor();
    expect(await run.locator('td').allTextContents()).toEqual(expect.arrayContaining(['已完成', '4', '1']));
    await run.locator('.ant-table-row-expand-icon').click();
    await drawer.getByText('HTTP 404 页面不存在').waitFor();
    await shot(page, 'crawl-runs');
    // Nothing was published: the source has no auto-publishing, so the four notices wait in the review queue.
    const waiting = await stack.db.db
      .selectFrom('review_items')
      .select('id')
      .where('source_name', '=', '示例-国家政策文件库')
      .execute();
    expect(waiting).toHaveLength(4);
  }, 120_000);
});
