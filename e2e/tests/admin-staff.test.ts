import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminLogin, createStaffMember, menuLabels, shooter, totpNow, type E2eStaff } from '../src/admin.ts';
import { appReady, HAS_CHROMIUM, launchBrowser } from '../src/browser.ts';
import { solveSlider } from '../src/captcha.ts';
import { startStack, type Stack } from '../src/stack.ts';

/** Every page of the menu that is not a content kind, in menu order: what a role's menu is judged by. */
const PAGES = [
  '审核队列',
  '用户管理',
  '意见反馈',
  '订单管理',
  '发票管理',
  '开放平台',
  '运营数据',
  '审计日志',
  '员工管理',
];

/**
 * 员工管理 and a visitor's 商务合作, end to end: 超级管理员 creates a 客服 member in the page (password and TOTP shown
 * once), that member signs in with them and a code computed here as an authenticator would, sees only 客服's menus,
 * and answers a visitor who wrote from the portal's footer; the reply lands in the development SMS outbox.
 */
describe.skipIf(!HAS_CHROMIUM)('staff accounts and a visitor answered by SMS', () => {
  let stack: Stack;
  let browser: Browser;
  let shot: (page: Page, name: string) => Promise<void>;
  const contexts: BrowserContext[] = [];
  const newPage = async (): Promise<Page> => {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    contexts.push(ctx);
    return ctx.newPage();
  };

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    shot = shooter(stack);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await stack?.stop();
  });

  it('超级管理员 creates a 客服 who signs in with the shown password and TOTP and answers a visitor’s 商务合作 by SMS', async () => {
    // A visitor writes from the footer: a mobile to be answered at, and the slider solved by looking at it.
    // The stack's database outlives a run: names and numbers are made unique per run.
    const run = String(Date.now()).slice(-8);
    const visitorMobile = `139${run}`;
    const request = `希望洽谈园区企业政策数据合作（${Date.now()}）`;
    const portal = await newPage();
    await portal.goto(`${stack.baseUrl}/`);
    await appReady(portal);
    await portal.locator('.site-footer').getByRole('button', { name: '商务合作' }).click();
    const form = portal.getByTestId('feedback-visitor');
    await form.waitFor({ timeout: 15_000 });
    await form.getByPlaceholder('请描述您的意见建议或合作需求').fill(request);
    await form.getByPlaceholder('手机号或邮箱（必填）').fill('12345');
    await form.getByRole('button', { name: /提\s*交/ }).click();
    await form.getByText('请填写正确的手机号或邮箱，以便我们回复您').waitFor();
    await form.getByPlaceholder('手机号或邮箱（必填）').fill(visitorMobile);
    await form.getByRole('button', { name: /提\s*交/ }).click();
    await solveSlider(portal);
    await portal.getByText('提交成功，我们会尽快通过短信回复您').waitFor({ timeout: 15_000 });

    // 超级管理员 creates the 客服 member; the password and the otpauth URI are shown once.
    const boss = await createStaffMember(stack, 'super', '赵主管');
    const page = await newPage();
    await adminLogin(page, stack.baseUrl, boss);
    await page.goto(`${stack.baseUrl}/admin/staff`);
    await page.getByRole('button', { name: '新增人员' }).click();
    const create = page.locator('.ant-modal', { hasText: '新增人员' });
    const mobile = `135${run}`;
    const name = `孙客服${run.slice(-4)}`;
    await create.getByLabel('手机号').fill(mobile);
    await create.getByLabel('姓名').fill(name);
    await create.getByLabel('角色').click();
    await page.locator('.ant-select-item-option', { hasText: '客服' }).click();
    await create.getByRole('button', { name: /确\s*定/ }).click();
    const secrets = page.getByTestId('staff-secrets');
    await secrets.waitFor();
    await secrets.locator('img[alt="动态验证码二维码"]').waitFor();
    await shot(page, 'staff-created');
    const password = (await secrets.getByTestId('staff-password').innerText()).trim();
    const otpauth = (await secrets.getByTestId('staff-otpauth').innerText()).trim();
    const secret = new URL(otpauth).searchParams.get('secret')!;
    expect(password).toHaveLength(24);
    await page.getByRole('button', { name: '我已记录' }).click();
    const listed = page.locator('tr.ant-table-row', { hasText: name });
    await listed.waitFor();
    expect(await listed.innerText()).toContain(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);

    // The new member signs in with what was shown and a code of their authenticator.
    const member: E2eStaff = { id: 0, mobile, name, password, secret };
    expect(await totpNow(secret)).toMatch(/^\d{6}$/);
    const desk = await newPage();
    await adminLogin(desk, stack.baseUrl, member);
    const menu = await menuLabels(desk);
    expect(menu.filter((l) => PAGES.includes(l))).toEqual(['用户管理', '意见反馈', '订单管理']);

    // The visitor's request is in the inbox; the reply goes to their mobile through the SMS provider.
    await desk.goto(`${stack.baseUrl}/admin/feedback`);
    const row = desk.locator('tr.ant-table-row', { hasText: request });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain('访客');
    await row.getByText('回复', { exact: true }).click();
    const dialog = desk.locator('.ant-modal', { hasText: '回复内容' });
    await dialog.getByText(`回复将以短信发送至 ${visitorMobile}`).waitFor();
    const reply = '您好，商务同事将于一个工作日内与您电话联系。';
    await dialog.getByLabel('回复内容').fill(reply);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await desk.getByText('已回复，短信已发送').waitFor();
    const outbox = await stack.db.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('mobile', '=', visitorMobile)
      .where('purpose', '=', 'notice')
      .execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.content).toContain(reply);
    await desk.getByRole('tab', { name: '已回复' }).click();
    await desk.locator('tr.ant-table-row', { hasText: request }).getByText('已送达').waitFor();
    await shot(desk, 'visitor-replied');
  }, 120_000);
});
