import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_CALLS } from '@aikc/shared/admin/api-paths';
import { DevPayApi, MemberApi, PolicyApi, UserApi } from '@aikc/shared/api-paths';
import { TOKEN_COOKIE } from '@aikc/shared/constants';
import { buildCreditCode } from '@aikc/shared/credit-code';
import { ORDER_STATUS_NAMES } from '@aikc/shared/schemas/membership';
import { buildUser } from '../../api/test-kit/builders.ts';
import { enqueueReview } from '../../api/src/modules/review/queue.ts';
import {
  adminLogin,
  apiCall as call,
  createStaffMember,
  fillLogin,
  menuLabels,
  pageOpener,
  shooter,
  staffToken,
  totpNow,
} from '../src/admin.ts';
import { appReady, HAS_CHROMIUM, launchBrowser } from '../src/browser.ts';
import { startStack, type Stack } from '../src/stack.ts';

/**
 * The 运营后台 per role, in Chromium against the whole stack (one stack for every test: CI time is tight).
 * Staff are created with the API's own function; TOTP codes come from otplib as from an authenticator app.
 * An editor's publication and attachment cases are in admin-content.test.ts.
 */
/** A member with a paid VIP order, bought through the portal's API and paid by the development simulator. */
async function paidVipMember(stack: Stack, username: string) {
  const user = await buildUser(stack.db.db, { username });
  const order = await call<{ order_no: string }>(
    stack,
    MemberApi.createOrder,
    { level: 'vip', period: 'year', agree: true },
    user.token,
  );
  expect(order.code, order.msg).toBe(200);
  const paid = await call(stack, DevPayApi.pay, { order_no: order.data.order_no, channel: 'wechat' }, user.token);
  expect(paid.code, paid.msg).toBe(200);
  const level = async () =>
    (await stack.db.db.selectFrom('users').select('vip_level').where('id', '=', user.id).executeTakeFirstOrThrow())
      .vip_level;
  await expect.poll(level, { timeout: 10_000 }).toBe('vip');
  return { ...user, orderNo: order.data.order_no, level };
}

describe.skipIf(!HAS_CHROMIUM)('the back office (运营后台) per role', () => {
  let stack: Stack;
  let browser: Browser;
  let shot: (page: Page, name: string) => Promise<void>;
  const { newPage, closeAll } = pageOpener(() => browser);
  const memberPage = async (token: string, path: string): Promise<Page> => {
    const page = await newPage();
    await page.context().addCookies([{ name: TOKEN_COOKIE, value: token, url: stack.baseUrl }]);
    await page.goto(`${stack.baseUrl}${path}`);
    await appReady(page);
    return page;
  };

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

  it('a staff login without the TOTP code, or with a wrong one, fails; with the code the frame opens', async () => {
    const s = await createStaffMember(stack, 'super', '赵敏');
    const page = await newPage();
    await fillLogin(page, stack.baseUrl, s, null);
    await page.getByText('请输入身份验证器中的6位动态验证码').waitFor();
    await shot(page, 'login-no-totp');
    // The server refuses it too, whatever a page sends.
    const bare = await call(stack, ADMIN_CALLS.login.path, { mobile: s.mobile, password: s.password });
    expect(bare.code).not.toBe(200);
    expect(bare.msg).toMatch(/[\u4e00-\u9fa5]/);
    const good = await totpNow(s.secret);
    const wrong = String((Number(good) + 1) % 1_000_000).padStart(6, '0');
    await fillLogin(page, stack.baseUrl, s, wrong);
    await page.locator('.ant-alert-error').waitFor();
    expect(page.url()).toContain('/admin/login');
    await adminLogin(page, stack.baseUrl, s);
    expect(await menuLabels(page)).toEqual(expect.arrayContaining(['订单管理', '审计日志', '员工管理']));
  }, 60_000);

  it('an editor corrects a policy title and the portal shows it at once; orders stay closed to them', async () => {
    const editor = await createStaffMember(stack, 'editor', '钱编辑');
    const page = await newPage();
    await adminLogin(page, stack.baseUrl, editor);
    const menu = await menuLabels(page);
    expect(menu).toContain('政策');
    expect(menu).not.toContain('订单管理');
    expect(menu).not.toContain('审计日志');
    // The address typed by hand shows 403, and the API refuses the call.
    await page.goto(`${stack.baseUrl}/admin/orders`);
    await page.getByText('您没有访问此页面的权限').waitFor();
    const token = await staffToken(page);
    const refused = await call(stack, ADMIN_CALLS.orderList.path, {}, `Bearer ${token}`, 'GET');
    expect(refused.code).toBe(403);

    const policy = await stack.db.db
      .selectFrom('policies')
      .select(['id', 'title'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const corrected = `${policy.title}（更正）`;
    await page.goto(`${stack.baseUrl}/admin/content/policy/edit/${policy.id}`);
    const title = page.getByLabel('标题');
    await title.waitFor();
    expect(await title.inputValue()).toBe(policy.title);
    await shot(page, 'content-edit');
    await title.fill(corrected);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('已保存，门户即时生效').waitFor();
    await page.waitForURL('**/admin/content/policy');
    await shot(page, 'content-list');

    // The portal: the search call and the detail page show the corrected title without waiting.
    const found = await call<{ list: { id: number; title: string }[] }>(stack, PolicyApi.list, { keyword: corrected });
    expect(found.data.list.find((p) => p.id === policy.id)?.title.replace(/<[^>]+>/g, '')).toBe(corrected);
    const portal = await newPage();
    await portal.goto(`${stack.baseUrl}/policy/detail/${policy.id}`);
    await portal.locator('h1', { hasText: corrected }).waitFor();
  }, 60_000);

  it("an editor sees a crawled item's fields with confidence and source span, corrects the title and approves it", async () => {
    // Demo data, marked as such: no real document is described.
    const queued = await enqueueReview(stack.db.db, {
      origin: 'crawl',
      source_name: '演示采集源',
      confidence: 0.62,
      payload: {
        kind: 'news',
        source_id: `demo-crawl-${Date.now()}`,
        title: '演示资讯：科技创新券申领通知（标题待核）',
        source: '演示采集源',
        region_code: '110000',
        publish_date: '2026-11-20',
        body_html: '<p>演示正文：本条为测试用的采集内容，不对应任何真实文件。</p>',
      },
      spans: [{ field: 'title', start: 0, end: 14, text: '演示资讯：科技创新券申领通知', confidence: 0.41 }],
    });
    const editor = await createStaffMember(stack, 'editor', '韩编辑');
    const page = await newPage();
    await adminLogin(page, stack.baseUrl, editor);
    await page.goto(`${stack.baseUrl}/admin/review`);
    const row = page.locator('tr', { hasText: '科技创新券申领通知（标题待核）' });
    await row.locator('.ant-table-row-expand-icon').click();
    await page.getByText('原文：演示资讯：科技创新券申领通知').first().waitFor();
    await page.getByText('41%').first().waitFor();
    await shot(page, 'review-expanded');
    await row.getByText('修改', { exact: true }).click();
    const dialog = page.locator('.ant-modal', { hasText: '修改后通过' });
    const title = dialog.getByLabel('标题');
    await title.waitFor();
    await title.fill('演示资讯：科技创新券申领通知');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('已通过并发布').waitFor();
    const published = await stack.db.db
      .selectFrom('news')
      .select('title')
      .where('title', '=', '演示资讯：科技创新券申领通知')
      .executeTakeFirst();
    expect(published?.title).toBe('演示资讯：科技创新券申领通知');
    const decided = await stack.db.db
      .selectFrom('review_items')
      .select('status')
      .where('id', '=', queued.id)
      .executeTakeFirstOrThrow();
    expect(decided.status).toBe('已通过');
  }, 60_000);

  it("客服 replies to a member's feedback and the member's badge goes up", async () => {
    const member = await buildUser(stack.db.db, { username: '孙经理' });
    const sent = await call(
      stack,
      UserApi.feedback,
      { type: 'data', content: '某政策的发文日期有误，请核对。' },
      member.token,
    );
    expect(sent.code, sent.msg).toBe(200);
    const portal = await memberPage(member.token, '/');
    await portal.waitForSelector('[data-testid="message-bell"][aria-label*="未读 0 条"]', { timeout: 15_000 });

    const support = await createStaffMember(stack, 'support', '李客服');
    const page = await newPage();
    await adminLogin(page, stack.baseUrl, support);
    expect(await menuLabels(page)).not.toContain('发票管理');
    await page.goto(`${stack.baseUrl}/admin/feedback`);
    const row = page.locator('tr', { hasText: '某政策的发文日期有误' });
    await row.waitFor();
    await shot(page, 'feedback');
    await row.getByText('回复', { exact: true }).click();
    const dialog = page.locator('.ant-modal', { hasText: '回复内容' });
    await dialog.getByLabel('回复内容').fill('您好，已核实并更正该政策的发文日期，感谢您的反馈。');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('已回复', { exact: true }).first().waitFor();
    await portal.waitForSelector('[data-testid="message-bell"][aria-label*="未读 1 条"]', { timeout: 10_000 });
  }, 60_000);

  it("财务 refunds a paid VIP order through the simulator: the member's level and rights fall", async () => {
    const refundee = await paidVipMember(stack, '周女士');
    const finance = await createStaffMember(stack, 'finance', '郑财务');
    const page = await newPage();
    await adminLogin(page, stack.baseUrl, finance);
    expect(await menuLabels(page)).toEqual(expect.arrayContaining(['订单管理', '发票管理']));
    await page.goto(`${stack.baseUrl}/admin/orders`);
    await page.getByPlaceholder('订单号或手机号').fill(refundee.orderNo);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const row = page.locator('tr', { hasText: refundee.orderNo });
    await row.getByText('退款', { exact: true }).click();
    const dialog = page.locator('.ant-modal', { hasText: '退款方式' });
    await dialog.getByLabel('退款原因').fill('用户申请全额退款');
    await shot(page, 'refund');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '确认退款' }).click();
    await page.getByText('退款已提交').waitFor();
    await expect.poll(refundee.level, { timeout: 15_000 }).toBe('normal');
    const rights = await call<{ membership: { level: string } }>(stack, MemberApi.myRights, {}, refundee.token, 'GET');
    expect(rights.data.membership.level).toBe('normal');
    // The list, asked again, shows the order refunded in full.
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await row.getByText(ORDER_STATUS_NAMES.refunded, { exact: true }).waitFor();
    await shot(page, 'orders');
  }, 60_000);

  it('财务 issues an invoice with its number and PDF, and the member sees it in the centre', async () => {
    const invoiced = await paidVipMember(stack, '吴先生');
    const applied = await call(
      stack,
      MemberApi.applyInvoice,
      {
        order_no: invoiced.orderNo,
        title_type: 'company',
        title: '北京科策科技有限公司',
        tax_no: buildCreditCode('91', '110108', 'MA01B2C3'),
        email: 'finance@example.cn',
      },
      invoiced.token,
    );
    expect(applied.code, applied.msg).toBe(200);

    const finance = await createStaffMember(stack, 'finance', '卫财务');
    const page = await newPage();
    await adminLogin(page, stack.baseUrl, finance);
    await page.goto(`${stack.baseUrl}/admin/invoices`);
    const inv = page.locator('tr', { hasText: invoiced.orderNo });
    await inv.getByText('开具', { exact: true }).click();
    const issue = page.locator('.ant-modal', { hasText: '发票号码' });
    await issue.getByLabel('发票号码').fill('24110000000012345678');
    await issue.locator('input[type=file]').setInputFiles({
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
    });
    await shot(page, 'invoice-issue');
    await issue.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('发票已开具，已通知用户').waitFor();
    const centre = await memberPage(invoiced.token, '/user/order_list');
    const centreRow = centre.locator('[data-testid="order-table"] tr', { hasText: invoiced.orderNo });
    await centreRow.getByText('发票已开具').waitFor();
    // The member downloads the very PDF the back office attached.
    const href = (await centreRow.getByTestId('invoice-pdf').getAttribute('href')) as string;
    const pdf = await fetch(`${stack.baseUrl}${href}`, { headers: { Authorization: invoiced.token } });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await shot(centre, 'member-invoice');
  }, 60_000);

  it("超级管理员 opens every page (screenshots at 1440×900) and the audit log holds the editor's correction", async () => {
    const root = await createStaffMember(stack, 'super', '冯主管');
    const page = await newPage();
    await adminLogin(page, stack.baseUrl, root);
    const pages: [string, string][] = [
      ['content/policy', '政策管理'],
      ['content/qa', '问答库管理'],
      ['review', '审核队列'],
      ['users', '用户管理'],
      ['feedback', '意见反馈'],
      ['orders', '订单管理'],
      ['invoices', '发票管理'],
      ['open-api', '开放平台'],
      ['figures', '运营数据'],
      ['audit', '审计日志'],
      ['staff', '员工管理'],
    ];
    for (const [path, title] of pages) {
      await page.goto(`${stack.baseUrl}/admin/${path}`);
      await page.locator('.ant-page-header-heading-title', { hasText: title }).waitFor();
      // Lists have answered (a row or the empty state) before the picture is taken.
      await page.locator('.ant-table-row, .ant-empty, .ant-statistic').first().waitFor({ timeout: 15_000 });
      // A failed list call shows as an error message (the table alone would look merely empty).
      await page.waitForLoadState('networkidle');
      expect(await page.locator('.ant-message-error').count(), `${path} showed an error`).toBe(0);
      await shot(page, path.replace('/', '-'));
    }
    await page.goto(`${stack.baseUrl}/admin/audit`);
    await page.locator('.ant-table-row', { hasText: '（更正）' }).first().waitFor();
  }, 90_000);
});
