import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EvaluateApi, ReportApi } from '@aikc/shared/api-paths';
import { GAOXIN_PASS_71 } from '@aikc/shared/rules/testing/cases';
import { buildUser } from '../../api/test-kit/builders.ts';
import { HAS_CHROMIUM } from '../src/browser.ts';
import { startStack, type Stack } from '../src/stack.ts';

/**
 * Issue 31, defect 9: the first PDF export after the portal starts answers with the report (the renderer's cold
 * start is waited for, never a bare 503), and the PDF names the company on every page with no empty grey block.
 */
const HAS_POPPLER = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The share of a binary PGM's pixels in the light grey of a page background (not white, not text or lines). */
function greyBand(pgm: Buffer): number {
  // Header: P5 <width> <height> <max>, each followed by one whitespace byte.
  const head = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!head) throw new Error('not a PGM file');
  const [w, h] = [Number(head[1]), Number(head[2])];
  const px = pgm.subarray(head[0].length);
  // The tallest band of rows grey from edge to edge (the page's own background), as a share of the page's height:
  // a table's grey group rows sit inside the page's white margins and do not count.
  let run = 0;
  let tallest = 0;
  for (let y = 0; y < h; y++) {
    let grey = 0;
    for (let x = 0; x < w; x++) {
      const v = px[y * w + x] as number;
      if (v >= 238 && v <= 250) grey++;
    }
    run = grey / w > 0.9 ? run + 1 : 0;
    tallest = Math.max(tallest, run);
  }
  return tallest / h;
}

describe.skipIf(!HAS_CHROMIUM || !HAS_POPPLER)('the assessment PDF after a fresh start', () => {
  let stack: Stack;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikc-pdf-'));

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the first export answers with the report, which names the company on every page', async () => {
    const u = await buildUser(stack.db.db, { username: '钱主管' });
    const post = async <T>(p: string, body: unknown) => {
      const res = await fetch(`${stack.baseUrl}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: u.token },
        body: JSON.stringify(body),
      });
      const env = (await res.json()) as { code: number; msg: string; data: T };
      return { status: res.status, env };
    };
    const submitted = await post<{ id: number }>(EvaluateApi.submit, {
      kind: 'gaoxin',
      rule_set: 'gaoxin-2016',
      company_name: '南京示例智能装备有限公司（演示）',
      input: GAOXIN_PASS_71,
    });
    expect(submitted.env.code, submitted.env.msg).toBe(200);
    // At once, before anything has started the renderer's browser.
    const made = await post<{ report_id: number }>(EvaluateApi.pdf, { id: submitted.env.data.id });
    expect(made.env.code, made.env.msg).toBe(200);
    expect(made.status).toBe(200);
    const res = await fetch(`${stack.baseUrl}${ReportApi.download}?id=${made.env.data.report_id}`, {
      headers: { authorization: u.token },
    });
    const file = path.join(dir, 'report.pdf');
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const pages = execFileSync('pdftotext', ['-layout', file, '-'])
      .toString()
      .split('\f')
      .filter((t) => t.trim());
    expect(pages.length).toBeGreaterThan(0);
    for (const text of pages) expect(text.replace(/\s+/g, '')).toContain('南京示例智能装备有限公司');
    // No page has a page-wide grey band (the page's own #f4f6fa showed under a short last page as an empty block).
    execFileSync('pdftoppm', ['-r', '30', '-gray', file, path.join(dir, 'page')]);
    const shots = fs.readdirSync(dir).filter((f) => f.startsWith('page') && f.endsWith('.pgm'));
    expect(shots.length).toBe(pages.length);
    for (const name of shots) expect(greyBand(fs.readFileSync(path.join(dir, name))), name).toBeLessThan(0.1);
    if (process.env.E2E_SHOTS) fs.copyFileSync(file, `${process.env.E2E_SHOTS}/defects-report.pdf`);
  }, 120_000);
});
