import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { TOKEN_COOKIE } from '@aikc/shared/constants';
import { companyFilterCodec } from '@aikc/shared/filters';
import { EXPORT_COLUMNS } from '@aikc/shared/schemas/export';
import { buildUser } from '../../api/test-kit/builders.ts';
import { appReady, HAS_CHROMIUM, launchBrowser } from '../src/browser.ts';
import { startStack, type Stack } from '../src/stack.ts';

describe.skipIf(!HAS_CHROMIUM)('数据导出 (browser)', () => {
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

  const member = async (level: 'vip' | 'normal'): Promise<BrowserContext> => {
    const db = stack.db.db;
    const user = await buildUser(db, { vip_level: level });
    if (level === 'vip')
      await db
        .updateTable('users')
        .set({ vip_end_time: Date.now() + 30 * 86_400_000 })
        .where('id', '=', user.id)
        .execute();
    const ctx = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
      acceptDownloads: true,
    });
    await ctx.addCookies([{ name: TOKEN_COOKIE, value: user.token, url: stack.baseUrl }]);
    return ctx;
  };

  it('a VIP exports a filtered company list: the .xlsx holds the list’s first rows and the chosen columns, and is in 我的下载', async () => {
    const ctx = await member('vip');
    const file = path.join(os.tmpdir(), `aikc-export-${Date.now()}.xlsx`);
    try {
      const page = await ctx.newPage();
      const s = companyFilterCodec.encode({ province: '440000', tags: ['高新技术企业'], pageSize: 30 });
      await page.goto(`${stack.baseUrl}/company/list/${s}`);
      const titles = page.locator('[data-testid="company-results"] .result-item__title');
      await titles.first().waitFor({ timeout: 20_000 });
      const shown = (await titles.allTextContents()).map((t) => t.trim());
      expect(shown.length).toBeGreaterThanOrEqual(20);

      // The list is server-rendered for members too: a press before hydration does nothing.
      await appReady(page);
      await page.getByTestId('export-button').click();
      const counts = page.getByTestId('export-counts');
      await counts.waitFor({ timeout: 10_000 });
      expect(await counts.textContent()).toMatch(/本月剩余导出额度\s*500 条/);
      // 资质 off, 20 rows.
      await page.getByTestId('export-dialog').getByLabel('资质').uncheck();
      const rows = page.getByLabel('导出条数');
      await rows.fill('20');
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.locator('.ant-modal-footer .ant-btn-primary').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^企业列表_\d{8}\.xlsx$/);
      await download.saveAs(file);

      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(file);
      const ws = wb.getWorksheet('企业列表');
      if (!ws) throw new Error('no data sheet');
      const want = EXPORT_COLUMNS.company.filter((c) => c.default && c.key !== 'tags').map((c) => c.label);
      expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(want);
      expect(ws.rowCount).toBe(21);
      const names = Array.from({ length: 20 }, (_, i) => String(ws.getRow(i + 2).getCell(1).value));
      expect(names).toEqual(shown.slice(0, 20));
      const notes = wb.getWorksheet('导出说明');
      const noteText = JSON.stringify(notes?.getSheetValues());
      expect(noteText).toContain('高新技术企业');
      expect(noteText).toContain('示例数据');

      // 我的下载 lists it; 20 of the month's 500 rows are spent.
      await page.goto(`${stack.baseUrl}/user/download_record`);
      const list = page.getByTestId('download-list');
      await list.waitFor({ timeout: 10_000 });
      expect(await list.textContent()).toContain(download.suggestedFilename());
      expect(await list.textContent()).toContain('数据导出（20条）');
      const [again] = await Promise.all([
        page.waitForEvent('download', { timeout: 10_000 }),
        page.getByRole('button', { name: '再次下载' }).first().click(),
      ]);
      expect(again.suggestedFilename()).toBe(download.suggestedFilename());
    } finally {
      await ctx.close();
      fs.rmSync(file, { force: true });
    }
  });

  it('a normal user is shown the upgrade path instead of the export form', async () => {
    const ctx = await member('normal');
    try {
      const page = await ctx.newPage();
      await page.goto(`${stack.baseUrl}/company/list`);
      await page.locator('[data-testid="company-results"]').waitFor({ timeout: 20_000 });
      // The list is server-rendered for members too: a press before hydration does nothing.
      await appReady(page);
      await page.getByTestId('export-button').click();
      const upgrade = page.getByTestId('export-upgrade');
      await upgrade.waitFor({ timeout: 10_000 });
      expect(await upgrade.textContent()).toContain('开通VIP会员每月可导出500条');
    } finally {
      await ctx.close();
    }
  });
});
