import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CompanyApi } from '@aikc/shared/api-paths';
import { TOKEN_COOKIE } from '@aikc/shared/constants';
import type { CompanyDetail } from '@aikc/shared/schemas/company';
import { buildUser } from '../../api/test-kit/builders.ts';
import { HAS_CHROMIUM, launchBrowser } from '../src/browser.ts';
import { startStack, type Stack } from '../src/stack.ts';

const HAS_POPPLER = (() => {
  try {
    execFileSync('pdfinfo', ['-v'], { stdio: 'ignore' });
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!HAS_POPPLER)
  process.stdout.write('[skip] chat report PDFs: pdfinfo / pdftotext not installed (apt-get install poppler-utils)\n');

/** Clicks 下载报告 on the newest answer, sees the job's progress, saves the PDF; returns its path. */
async function downloadReport(page: Page, name: string): Promise<string> {
  const answer = page.locator('.chat-answer').last();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 40_000 }),
    answer.getByTestId('chat-report-button').click(),
  ]);
  const file = path.join(os.tmpdir(), `aikc-${name}-${Date.now()}.pdf`);
  await download.saveAs(file);
  return file;
}

function pdfFacts(file: string): { pages: number; text: string } {
  const info = execFileSync('pdfinfo', [file]).toString();
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
  return { pages, text: execFileSync('pdftotext', ['-layout', file, '-']).toString() };
}

const money = (v: number) => v.toLocaleString('zh-CN', { maximumFractionDigits: 2 });

describe.skipIf(!HAS_CHROMIUM || !HAS_POPPLER)('chat reports (下载报告)', () => {
  let stack: Stack;

  /**
   * The report's figures are the company page's (issue 30): IP counts by kind, 参保人数, titles and each year's
   * 营业收入 and 研发费用, read from the detail call the page makes. The report opens with 结论与建议, names the
   * company on every page, and has no page without content of its own.
   */
  async function expectPageFigures(pdf: { text: string }, id: number, name: string) {
    const res = await fetch(`${stack.baseUrl}${CompanyApi.detail}?id=${id}`, { headers: { Platform: 'pc-web' } });
    const c = ((await res.json()) as { data: CompanyDetail }).data;
    const flat = pdf.text.replace(/\s+/g, '');
    expect(flat).toContain(
      `发明专利${c.ip_counts.invention}项，实用新型${c.ip_counts.utility}项，外观设计${c.ip_counts.design}项，软件著作权${c.ip_counts.software}项`,
    );
    expect(flat).toContain(`参保人数${c.staff_count.toLocaleString('zh-CN')}人`);
    expect(flat).toContain(`所属行业${c.industry_name}`);
    for (const t of c.tags) expect(flat).toContain(t.tag);
    for (const y of c.financials) expect(flat).toContain(`${y.year}年${money(y.revenue)}${money(y.rd_expense)}`);
    expect(flat.indexOf('结论与建议')).toBeGreaterThan(0);
    expect(flat.indexOf('结论与建议')).toBeLessThan(
      flat.indexOf('企业基本信息') >= 0 ? flat.indexOf('企业基本信息') : flat.indexOf('企业概况'),
    );
    expect(flat).toContain('问答分析');
    const pages = pdf.text.split('\f').filter((t) => t.trim());
    for (const page of pages) {
      const own = page.replace(/\s+/g, '');
      expect(own).toContain(name);
      // Beyond the running head (the title naming the company) and the page number, the page has content.
      expect(own.replace(name, '').replace(/第\d+页\/共\d+页/, '').length).toBeGreaterThan(60);
    }
  }

  let browser: Browser;
  beforeAll(async () => {
    stack = await startStack({ env: { CHAT_OFFLINE_CHUNK_MS: '5' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('qypj starts on the default 我的企业, zcpp on a searched company; both reports download as PDFs naming the company, listed in 下载记录', async () => {
    const db = stack.db.db;
    // A VIP: 10 reports a month (a normal user has 1).
    const user = await buildUser(db, { vip_level: 'vip' });
    await db
      .updateTable('users')
      .set({ vip_end_time: Date.now() + 30 * 86_400_000 })
      .where('id', '=', user.id)
      .execute();
    const [mine, other] = await db
      .selectFrom('companies as c')
      .innerJoin('company_tags as t', 't.company_id', 'c.id')
      .select(['c.id', 'c.name', 'c.credit_code'])
      .where('t.tag', '=', '高新技术企业')
      .orderBy('c.id')
      .limit(2)
      .execute();
    if (!mine || !other) throw new Error('the seeded corpus has no 高新技术企业');
    const now = Date.now();
    await db
      .insertInto('user_companies')
      .values({
        user_id: user.id,
        company_id: mine.id,
        name: mine.name,
        credit_code: mine.credit_code,
        is_default: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const ctx = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
      acceptDownloads: true,
    });
    await ctx.addCookies([{ name: TOKEN_COOKIE, value: user.token, url: stack.baseUrl }]);
    const page = await ctx.newPage();
    const files: string[] = [];
    try {
      // qypj: the picker already holds the default 我的企业.
      await page.goto(`${stack.baseUrl}/match/chat/qypj`);
      await page.getByText('您可以这样问').waitFor({ timeout: 20_000 });
      await page.locator('.chat-company', { hasText: mine.name }).waitFor({ timeout: 10_000 });
      await page.locator('.chat-welcome__item').first().click();
      await page.waitForURL(/\/match\/chat\/qypj\/\d+$/, { timeout: 10_000 });
      await page.locator('.chat-answer[data-status="done"]').waitFor({ timeout: 30_000 });
      const qypjFile = await downloadReport(page, 'qypj');
      files.push(qypjFile);
      // The job's progress was shown, and it ended done.
      await page.locator('[data-testid="chat-report-status"][data-stage="done"]').waitFor({ timeout: 5000 });
      const q = pdfFacts(qypjFile);
      expect(fs.readFileSync(qypjFile).subarray(0, 5).toString()).toBe('%PDF-');
      expect(q.pages).toBeGreaterThanOrEqual(2);
      expect(q.text).toContain(mine.name);
      expect(q.text).toContain('企业评价报告');
      expect(q.text).toContain('资质认定准备度');
      expect(q.text).toMatch(/第\s*2\s*页\s*\/\s*共\s*\d+\s*页/);
      await expectPageFigures(q, mine.id, mine.name);

      // zcpp: another company, searched in the company database.
      await page.goto(`${stack.baseUrl}/match/chat/zcpp`);
      await page.getByText('您可以这样问').waitFor({ timeout: 20_000 });
      await page.getByLabel('选择企业').click();
      await page.getByText('我的企业', { exact: true }).first().waitFor();
      await page.getByLabel('选择企业').fill(other.name.slice(0, 8));
      await page.locator('.ant-select-item-option', { hasText: other.name }).first().click();
      await page.locator('.chat-welcome__item').first().click();
      await page.waitForURL(/\/match\/chat\/zcpp\/\d+$/, { timeout: 10_000 });
      await page.locator('.chat-answer[data-status="done"]').waitFor({ timeout: 30_000 });
      const zcppFile = await downloadReport(page, 'zcpp');
      files.push(zcppFile);
      const z = pdfFacts(zcppFile);
      expect(z.pages).toBeGreaterThanOrEqual(4); // cover, matches, the evaluation annex, back cover
      expect(z.text).toContain(other.name);
      expect(z.text).toContain('政策匹配报告');
      expect(z.text).toContain(`附：${other.name}`);
      expect(z.text).toContain('报告说明');
      await expectPageFigures(z, other.id, other.name);

      // Both are in 下载记录, and two of the month's 报告 were spent.
      await page.goto(`${stack.baseUrl}/user/download_record`);
      await page.waitForSelector('[data-testid="download-list"]');
      const listed = (await page.textContent('[data-testid="download-list"]')) ?? '';
      expect(listed).toContain(`${mine.name}-企业评价报告`);
      expect(listed).toContain(`${other.name}-政策匹配报告`);
      const used = await db
        .selectFrom('right_usage')
        .select('used')
        .where('user_id', '=', user.id)
        .where('right_key', '=', 'report')
        .executeTakeFirst();
      expect(Number(used?.used)).toBe(2);
      if (process.env.E2E_SCREENSHOTS)
        for (const f of files)
          fs.copyFileSync(f, `${process.env.E2E_SCREENSHOTS}/${path.basename(f).split('-')[1]}.pdf`);
    } finally {
      for (const f of files) fs.rmSync(f, { force: true });
      await ctx.close();
    }
  }, 150_000);
});
