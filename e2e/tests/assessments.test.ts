import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { EvaluateApi } from '@aikc/shared/api-paths';
import { TOKEN_COOKIE } from '@aikc/shared/constants';
import { CXXZX_DIRECT, GAOXIN_FAIL_90, GAOXIN_PASS_71 } from '@aikc/shared/rules/testing/cases';
import { buildUser } from '../../api/test-kit/builders.ts';
import { HAS_CHROMIUM, launchBrowser } from '../src/browser.ts';
import { startStack, type Stack } from '../src/stack.ts';

/**
 * Self-assessments through the real UI: every figure typed or chosen as a finance manager would, the live score,
 * the draft after a reload, the server-computed results with their reasons, an upload with progress, another
 * user's result refused, and the result's PDF.
 */
const SHOTS = process.env.E2E_SHOTS;
const HAS_PDFTOTEXT = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** Option labels of the selects, by field and value (what the user reads and clicks). */
const SELECT_LABEL: Record<string, (v: unknown) => string> = {
  techField: (v) => String(v),
  acquisition: (v) =>
    ({ self: '有自主研发（1–6分）', transfer: '仅有受让、受赠、并购等（1–3分）', none: '没有知识产权' })[v as string] ??
    '',
  ipGrade: (v) =>
    ({
      highValue1: 'Ⅰ类高价值知识产权1项以上',
      self1: '自主研发Ⅰ类知识产权1项以上',
      class1: 'Ⅰ类知识产权1项以上',
      class2: 'Ⅱ类知识产权1项以上',
      none: '无',
    })[v as string] ?? '',
};
const YES_LABEL: Record<string, [string, string]> = { noAccident: ['未发生', '发生过'] };

async function fillField(page: Page, key: string, v: unknown): Promise<void> {
  const item = page.locator(`[data-field="${key}"]`);
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) await page.fill(`#f-${key}-${i}`, String(v[i]));
  } else if (typeof v === 'boolean') {
    const [yes, no] = YES_LABEL[key] ?? ['是', '否'];
    await item
      .locator('.ant-radio-wrapper')
      .filter({ hasText: new RegExp(`^${v ? yes : no}$`) })
      .click();
  } else if (key === 'established') {
    await page.click(`#f-${key}`);
    await page.fill(`#f-${key}`, String(v));
    await page.keyboard.press('Enter');
  } else if (typeof v === 'number' && (await item.locator('.ant-select').count()) === 0) {
    await page.fill(`#f-${key}`, String(v));
  } else {
    await item.locator('.ant-select').click();
    const label = SELECT_LABEL[key]?.(v) ?? `${String(v)}分`;
    // Wait for the pop-up to finish sliding in (moving options are "not stable"), then pick one by its text.
    const open = page.locator(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-appear"]):not([class*="-enter"])',
    );
    await open.waitFor();
    await open.locator('.ant-select-item-option').filter({ hasText: label }).first().click();
    await open.waitFor({ state: 'detached' }).catch(() => undefined);
  }
}

/** Fills the form step by step, as shown; returns once every field of the input has been entered. */
async function fillForm(page: Page, input: Record<string, unknown>): Promise<void> {
  const steps = page.locator('.ant-steps-item');
  const n = await steps.count();
  for (let s = 0; s < n; s++) {
    await steps.nth(s).click();
    const keys = await page
      .locator('[data-field]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-field') ?? ''));
    for (const key of keys) if (input[key] !== undefined && input[key] !== null) await fillField(page, key, input[key]);
  }
}

describe.skipIf(!HAS_CHROMIUM)('self-assessments in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  let owner: BrowserContext;
  let page: Page;
  let other: BrowserContext;
  const resultIds: number[] = [];
  let ownerToken = '';

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    const a = await buildUser(stack.db.db, { username: '王会计' });
    const b = await buildUser(stack.db.db, { username: '他人' });
    ownerToken = a.token;
    owner = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
      acceptDownloads: true,
    });
    await owner.addCookies([{ name: TOKEN_COOKIE, value: a.token, url: stack.baseUrl }]);
    other = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await other.addCookies([{ name: TOKEN_COOKIE, value: b.token, url: stack.baseUrl }]);
    page = await owner.newPage();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('高企 at exactly 71: live score, field messages, the draft after a reload, and a passing result', async () => {
    await page.goto(`${stack.baseUrl}/evaluate/gaoxin`);
    await page.waitForSelector('[data-testid="live-score"]');
    // A bad figure gets its message on the field.
    await page.fill('#f-staffTotal', '10');
    await page.fill('#f-techStaff', '11');
    await expect
      .poll(() => page.locator('[data-field="techStaff"] .ant-form-item-explain').textContent())
      .toContain('科技人员数不能大于职工总数');
    await fillForm(page, GAOXIN_PASS_71 as Record<string, unknown>);
    await expect.poll(() => page.textContent('[data-testid="live-total"]')).toBe('71');
    await shot(page, 'gaoxin-form');
    // The draft is saved on the server 0.8 s after the last change; wait until it holds every figure.
    await expect
      .poll(
        async () => {
          const res = await owner.request.get(`${stack.baseUrl}${EvaluateApi.getDraft}?kind=gaoxin`, {
            headers: { Authorization: ownerToken },
          });
          return ((await res.json()) as { data: { input: unknown } | null }).data?.input ?? null;
        },
        { timeout: 15_000 },
      )
      .toEqual(GAOXIN_PASS_71);
    await page.reload();
    await page.waitForSelector('[data-testid="live-score"]');
    await expect.poll(() => page.textContent('[data-testid="live-total"]')).toBe('71');
    await page.locator('.ant-steps-item').last().click();
    await page.click('[data-testid="submit-assessment"]');
    await page.waitForURL(/\/evaluate\/gaoxin_result\/\d+\.html$/);
    resultIds.push(Number(/(\d+)\.html$/.exec(page.url())?.[1]));
    await page.waitForSelector('[data-testid="parts-chart"] svg');
    expect(await page.textContent('[data-testid="result-score"]')).toBe('71');
    expect(await page.textContent('[data-testid="verdict"]')).toBe('符合条件');
    expect(await page.textContent('[data-testid="criteria-table"]')).toContain('国科发火〔2016〕32号');
    await shot(page, 'gaoxin-result-71');
  }, 180_000);

  it('高企 with 90 points fails on 科技人员 and says by how much', async () => {
    await page.goto(`${stack.baseUrl}/evaluate/gaoxin`);
    await page.waitForSelector('[data-testid="live-score"]');
    await fillForm(page, GAOXIN_FAIL_90 as Record<string, unknown>);
    await expect.poll(() => page.textContent('[data-testid="live-total"]')).toBe('90');
    await page.click('[data-testid="submit-assessment"]');
    await page.waitForURL(/\/evaluate\/gaoxin_result\/\d+\.html$/);
    await page.waitForSelector('[data-testid="failed-list"]');
    expect(await page.textContent('[data-testid="result-score"]')).toBe('90');
    expect(await page.textContent('[data-testid="verdict"]')).toBe('暂不符合');
    const failed = await page.textContent('[data-testid="failed-list"]');
    expect(failed).toContain('科技人员占比');
    expect(failed).toContain('还差1名科技人员');
    await shot(page, 'gaoxin-result-90');
  }, 180_000);

  it('创新型中小企业 passes by a direct condition', async () => {
    await page.goto(`${stack.baseUrl}/evaluate/zhuanjing`);
    await shot(page, 'zhuanjing-chooser', false);
    await page.click('[data-testid="choose-cxxzx"]');
    await page.waitForSelector('[data-testid="live-score"]');
    expect(await page.textContent('.page-frame__subtitle')).toContain('创新型中小企业评价标准（2022年）');
    await fillForm(page, CXXZX_DIRECT as Record<string, unknown>);
    await shot(page, 'cxxzx-form');
    await page.click('[data-testid="submit-assessment"]');
    await page.waitForURL(/\/evaluate\/zhuanjing_result\/\d+\.html$/);
    await page.waitForSelector('[data-testid="verdict"]');
    expect(await page.textContent('[data-testid="verdict"]')).toBe('符合条件');
    expect(await page.textContent('.assessment-result')).toContain('通过直通条件认定');
    await shot(page, 'cxxzx-result');
    await page.goto(`${stack.baseUrl}/evaluate/zhuanjing/abc`);
    await page.waitForSelector('text=您访问的链接有误');
  }, 180_000);

  it('uploads a document with progress and lists it on the result', async () => {
    await page.goto(`${stack.baseUrl}/evaluate/gaoxin_result/${resultIds[0]}.html`);
    await page.waitForSelector('[data-testid="evaluate-files"]');
    // Slow the upload down so its progress can be seen, and record every percentage the bar shows.
    const cdp = await owner.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 4 * 1024 * 1024,
    });
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      new MutationObserver(() => {
        const t = document.querySelector('[data-testid="upload-progress"] .ant-progress-indicator')?.textContent;
        if (t && seen.at(-1) !== t) seen.push(t);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(12 * 1024 * 1024, 0x20),
      Buffer.from('\n%%EOF\n'),
    ]);
    await page.setInputFiles('[data-testid="evaluate-files"] input[type=file]', {
      name: '2025年度审计报告.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await page.waitForSelector('[data-testid="upload-progress"] .ant-progress');
    await page.locator('[data-testid="upload-progress"]').scrollIntoViewIfNeeded();
    await shot(page, 'upload-progress', false);
    await page.waitForSelector('[data-testid="upload-progress"]', { state: 'detached', timeout: 60_000 });
    const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
    expect(
      seen.some((t) => t !== '0%' && t !== '100%'),
      `percentages shown: ${seen.join(' ')}`,
    ).toBe(true);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect
      .poll(() => page.locator('[data-testid="file-name"]').allTextContents())
      .toEqual(['2025年度审计报告.pdf']);
    await shot(page, 'upload-listed');
  }, 120_000);

  it("refuses someone else's result id with the invalid-link page", async () => {
    const p = await other.newPage();
    await p.goto(`${stack.baseUrl}/evaluate/gaoxin_result/${resultIds[0]}.html`);
    await p.waitForSelector('text=您访问的链接有误');
    expect(await p.locator('[data-testid="result-score"]').count()).toBe(0);
    await shot(p, 'others-result-refused', false);
    await p.close();
  }, 60_000);

  it('exports the result as a PDF that names the verdict and the rule source, listed in 下载记录', async () => {
    await page.goto(`${stack.baseUrl}/evaluate/gaoxin_result/${resultIds[0]}.html`);
    await page.waitForSelector('[data-testid="export-pdf"]');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.click('[data-testid="export-pdf"]'),
    ]);
    const file = path.join(os.tmpdir(), `aikc-eval-${Date.now()}.pdf`);
    await download.saveAs(file);
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    if (HAS_PDFTOTEXT) {
      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      expect(text).toContain('符合条件');
      expect(text).toContain('国科发火〔2016〕32号');
      expect(text).toMatch(/第\s*1\s*页\s*\/\s*共\s*\d+\s*页/);
    } else {
      process.stdout.write('[skip] PDF text check: pdftotext not installed (apt-get install poppler-utils)\n');
    }
    if (SHOTS) fs.copyFileSync(file, `${SHOTS}/gaoxin-result.pdf`);
    fs.rmSync(file, { force: true });
    await page.goto(`${stack.baseUrl}/user/download_record`);
    await page.waitForSelector('[data-testid="download-list"]');
    expect(await page.textContent('[data-testid="download-list"]')).toContain('高新技术企业自评报告');
    await shot(page, 'download-record', false);
  }, 90_000);

  it('lists the assessments in the personal centre', async () => {
    await page.goto(`${stack.baseUrl}/user/evaluate_record`);
    await page.waitForSelector('[data-testid="evaluate-records"] tbody tr');
    const rows = await page.locator('[data-testid="evaluate-records"] tbody tr').allTextContents();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('创新型中小企业');
    expect(rows[2]).toContain('71');
    await shot(page, 'evaluate-record', false);
  }, 60_000);
});
