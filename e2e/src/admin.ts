import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { StaffRole } from '@aikc/shared/admin/permissions';
import { createStaff } from '../../api/src/modules/admin/staff-service.ts';
import type { Stack } from './stack.ts';

/**
 * The back office for browser tests: staff created in the stack's database with the API's own creation function
 * (argon2id password, fresh TOTP secret), codes generated as an authenticator app would, and the login page
 * filled as a person fills it.
 */
export interface E2eStaff {
  id: number;
  mobile: string;
  name: string;
  password: string;
  secret: string;
}

let seq = 0;

export async function createStaffMember(stack: Stack, role: StaffRole, name: string): Promise<E2eStaff> {
  seq += 1;
  const mobile = `136${String(10_000_000 + seq * 7919 + Math.floor(Math.random() * 1000)).slice(-8)}`;
  const made = await createStaff(stack.db.db, { mobile, name, role });
  return { id: made.id, mobile, name, password: made.password, secret: made.secret };
}

/** The current 6-digit code of a staff member's authenticator. */
export function totpNow(secret: string): Promise<string> {
  return generate({ secret });
}

/** Fills the login form; `code` null leaves the TOTP field empty. Does not wait for the outcome. */
export async function fillLogin(page: Page, baseUrl: string, s: E2eStaff, code: string | null): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByPlaceholder('手机号').fill(s.mobile);
  await page.getByPlaceholder('密码').fill(s.password);
  if (code !== null) await page.getByPlaceholder('6位动态验证码').fill(code);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** Signs in through the page and waits for the frame with the staff member's name. */
export async function adminLogin(page: Page, baseUrl: string, s: E2eStaff): Promise<void> {
  await fillLogin(page, baseUrl, s, await totpNow(s.secret));
  await page.getByTestId('staff-name').getByText(s.name).waitFor({ timeout: 20_000 });
}

/** The bearer token the page holds (for the API checks a test makes as that staff member). */
export function staffToken(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('aikc-admin-token'));
}

/** Screenshots for a person to look at: ADMIN_SHOTS (or E2E_SHOTS), else the stack's temporary directory. */
export function shooter(stack: Stack): (page: Page, name: string) => Promise<void> {
  const dir = process.env.ADMIN_SHOTS ?? process.env.E2E_SHOTS ?? path.join(stack.dataDir, 'admin-shots');
  fs.mkdirSync(dir, { recursive: true });
  return async (page, name) => {
    await page.screenshot({ path: path.join(dir, `admin-${name}.png`) });
  };
}

/** The left menu's item labels as the signed-in role sees them. */
export async function menuLabels(page: Page): Promise<string[]> {
  const items = page.locator('.ant-pro-sider .ant-menu-title-content');
  await items.first().waitFor();
  // A closed group renders no children: open each one, so the list holds every page the role may reach. ProLayout may
  // open a group by itself (the selected page's) between the count and the click, and the click then closes it
  // again: each round waits for the group it clicked to be open with its items, or for nothing, and counts again
  // (a generic "some submenu item visible" wait could pick a group the race had just closed).
  const closed = page.locator('.ant-pro-sider .ant-menu-submenu:not(.ant-menu-submenu-open)');
  for (let round = 0; round < 20 && (await closed.count()) > 0; round++) {
    // The group counted may open by itself before it is taken: then there is none to take, and the round counts again
    // (waiting the default 30 s for a closed one failed the suite once under load).
    const group = await closed
      .first()
      .elementHandle({ timeout: 2_000 })
      .catch(() => null);
    if (!group) continue;
    await group
      .$('.ant-menu-submenu-title')
      .then((title) => title?.click({ timeout: 2_000 }))
      .catch(() => undefined);
    await page
      .waitForFunction(
        (el) =>
          el.classList.contains('ant-menu-submenu-open') && !!el.querySelector('.ant-menu-sub .ant-menu-title-content'),
        group,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
  }
  return (await items.allTextContents()).map((t) => t.trim());
}

export type Env<T> = { code: number; msg: string; data: T };

/** One call of the stack's API as a page makes it (JSON body, or the query string for a GET), its envelope back. */
export async function apiCall<T>(
  stack: Stack,
  path: string,
  body: unknown,
  auth?: string,
  method = 'POST',
): Promise<Env<T>> {
  const headers: Record<string, string> = { Platform: 'pc-web' };
  if (auth) headers.Authorization = auth;
  let url = `${stack.baseUrl}${path}`;
  const init: RequestInit = { method, headers };
  if (method === 'GET') url += `?${new URLSearchParams(body as Record<string, string>)}`;
  else {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return (await (await fetch(url, init)).json()) as Env<T>;
}

/** Pages at the back office's 1440×900 in Chinese, each in a browser context of its own, all closed at the end. */
export function pageOpener(browser: () => Browser): { newPage: () => Promise<Page>; closeAll: () => Promise<void> } {
  const contexts: BrowserContext[] = [];
  return {
    newPage: async () => {
      const ctx = await browser().newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
      contexts.push(ctx);
      return ctx.newPage();
    },
    closeAll: async () => {
      for (const c of contexts.splice(0)) await c.close().catch(() => undefined);
    },
  };
}
