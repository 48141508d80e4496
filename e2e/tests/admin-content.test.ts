import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PolicyApi } from '@aikc/shared/api-paths';
import { buildPdf } from '../../api/test-kit/office-files.ts';
import { adminLogin, apiCall as call, createStaffMember, pageOpener, shooter } from '../src/admin.ts';
import { HAS_CHROMIUM, launchBrowser } from '../src/browser.ts';
import { startStack, type Stack } from '../src/stack.ts';

/**
 * An editor's publication and attachment work in the 运营后台, seen from the portal at once: in Chromium against
 * the whole stack (one stack for the file). The other roles' cases are in admin-back-office.test.ts.
 */
describe.skipIf(!HAS_CHROMIUM)('the back office: an editor publishes and attaches', () => {
  let stack: Stack;
  let browser: Browser;
  let shot: (page: Page, name: string) => Promise<void>;
  const { newPage, closeAll } = pageOpener(() => browser);

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    shot = shooter(stack);
  });
  afterAll(async () => {
    await closeAll();
    await browser?.close();
    await stack?.stop();
  });

  it("an editor uploads a PDF to a policy: the portal's detail lists it; a program renamed .pdf is refused", async () => {
    const editor = await createStaffMember(stack, 'editor', '冯编辑');
    const page = await newPage();
    await adminLogin(page, stack.baseUrl, editor);
    const policy = await stack.db.db
      .selectFrom('policies')
      .select(['id', 'title'])
      .where('offline', '=', 0)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await page.goto(`${stack.baseUrl}/admin/content/policy/edit/${policy.id}`);
    const card = page.locator('.ant-card', { hasText: '上传附件' });
    await card.waitFor();
    const file = card.locator('input[type=file]');
    await file.setInputFiles({
      name: '申报指南（演示）.pdf',
      mimeType: 'application/pdf',
      buffer: buildPdf('Demo attachment uploaded in the back office'),
    });
    await page.getByText('附件“申报指南（演示）.pdf”已上传，门户即时可见').waitFor();
    await card.getByText('已提取正文', { exact: false }).waitFor();
    await file.setInputFiles({
      name: 'setup.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), Buffer.alloc(2048, 0)]),
    });
    await page.getByText(/附件类型不在收录范围：文件名为pdf文件，内容为exe/).waitFor();
    await shot(page, 'content-attachments');

    const portal = await newPage();
    await portal.goto(`${stack.baseUrl}/policy/detail/${policy.id}`);
    await portal.getByText('申报指南（演示）', { exact: false }).first().waitFor();

    await card.getByText('删除', { exact: true }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await page.getByText('附件已删除').waitFor();
    const left = await stack.db.db
      .selectFrom('policy_attachments')
      .select('name')
      .where('policy_id', '=', policy.id)
      .where('name', '=', '申报指南（演示）.pdf')
      .execute();
    expect(left).toEqual([]);
  }, 60_000);

  it('an editor takes a policy down: the portal search and detail lose it; published again it is back', async () => {
    const editor = await createStaffMember(stack, 'editor', '周编辑');
    const page = await newPage();
    await adminLogin(page, stack.baseUrl, editor);
    // A policy whose title no other policy shares, so its row is the one found.
    const policy = await stack.db.db
      .selectFrom('policies')
      .select((eb) => [eb.fn.min('id').as('id'), 'title'])
      .where('offline', '=', 0)
      .groupBy('title')
      .having((eb) => eb.fn.countAll(), '=', 1)
      .orderBy('title')
      .limit(1)
      .executeTakeFirstOrThrow();
    const id = Number(policy.id);
    const portalFinds = async () =>
      (await call<{ list: { id: number }[] }>(stack, PolicyApi.list, { keyword: policy.title })).data.list.some(
        (p) => p.id === id,
      );
    expect(await portalFinds()).toBe(true);

    await page.goto(`${stack.baseUrl}/admin/content/policy`);
    const filter = page.locator('.ant-pro-query-filter');
    await filter.getByLabel('关键词').fill(policy.title);
    await filter.getByRole('button', { name: /查\s*询/ }).click();
    const row = page.locator('tr.ant-table-row', { hasText: policy.title });
    await row.getByText('已发布').waitFor();
    await row.getByText('下线', { exact: true }).click();
    await page
      .locator('.ant-popover', { hasText: '确定下线' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.getByText('已下线', { exact: true }).first().waitFor();
    expect(await portalFinds()).toBe(false);
    const portal = await newPage();
    await portal.goto(`${stack.baseUrl}/policy/detail/${id}`);
    await portal.getByText('内容不存在或已下架').waitFor();
    await shot(portal, 'portal-detail-taken-down');

    // Found again with the 已下线 filter (the portal's engine no longer holds it), and published again.
    // The query filter folds its later fields away (展开) at this width.
    const expand = filter.getByText('展开', { exact: true });
    if (await expand.isVisible()) await expand.click();
    await filter.getByLabel('状态').click();
    await page.locator('.ant-select-item-option', { hasText: '已下线' }).click();
    await filter.getByRole('button', { name: /查\s*询/ }).click();
    await row.getByText('重新上线').waitFor();
    await shot(page, 'content-list-offline');
    await row.getByText('重新上线').click();
    await page
      .locator('.ant-popover', { hasText: '确定重新上线' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.getByText('已上线', { exact: true }).waitFor();
    expect(await portalFinds()).toBe(true);
    await portal.reload();
    await portal.locator('h1', { hasText: policy.title }).waitFor();
    const audit = await stack.db.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'policy')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['content.take_down', 'content.publish']);
  }, 90_000);
});
