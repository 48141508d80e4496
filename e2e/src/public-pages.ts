import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { Stack } from './stack.ts';
import { animationsSettled, appReady } from './browser.ts';

/** One public page of the portal to visit, with what shows it has rendered (not the boot fallback). */
export interface PublicPage {
  name: string;
  path: string;
  ready: string;
}

/** The first row of a content table, for a detail page to open. */
export async function firstId(
  stack: Stack,
  table: 'policies' | 'projects' | 'companies' | 'news' | 'interpretations',
): Promise<number> {
  const row = await stack.db.db.selectFrom(table).select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Every public page of spec section 2 that renders in the portal chrome (shared/src/routes.ts), with a seeded
 * item for each detail page. The big screens are their own bundle and are listed apart.
 */
export async function publicPages(stack: Stack): Promise<PublicPage[]> {
  const [policy, project, company, news, info] = await Promise.all([
    firstId(stack, 'policies'),
    firstId(stack, 'projects'),
    firstId(stack, 'companies'),
    firstId(stack, 'news'),
    firstId(stack, 'interpretations'),
  ]);
  const main = '.app-main > *';
  return [
    { name: 'home', path: '/', ready: '.hero__title' },
    { name: 'gsdt', path: '/gsdt', ready: main },
    { name: 'sitemap', path: '/sitemap.html', ready: main },
    { name: 'agreement', path: '/agreement.html', ready: main },
    { name: 'vip agreement', path: '/vip/xieyi', ready: main },
    { name: 'vip notes', path: '/vip/shuoming', ready: main },
    { name: 'vip pay page', path: '/vip/pay_page', ready: main },
    { name: 'vip pay page svip', path: '/vip/pay_page?to=svip', ready: main },
    { name: 'vip pay order', path: '/vip/payOrder', ready: main },
    { name: 'szhfa cyy', path: '/szhfa/cyy', ready: main },
    { name: 'szhfa jrjg', path: '/szhfa/jrjg', ready: main },
    { name: 'szhfa qyfw', path: '/szhfa/qyfw', ready: main },
    { name: 'szhfa zfjg', path: '/szhfa/zfjg', ready: main },
    // The Scalar reference renders late (its own chunk): checked once it is on the page.
    {
      name: 'szhfa openapi',
      path: '/szhfa/openapi',
      ready: '[data-testid="api-reference"] .scalar-app .section-content',
    },
    { name: 'policy list', path: '/policy/list', ready: '.result-item' },
    { name: 'calendar', path: '/policy/sbyl', ready: main },
    { name: 'policy detail', path: `/policy/detail/${policy}`, ready: 'h1' },
    { name: 'news detail', path: `/policy/newsdetail/${news}.html`, ready: 'h1' },
    { name: 'interpretation detail', path: `/info/detail/${info}`, ready: 'h1' },
    { name: 'company list', path: '/company/list', ready: main },
    { name: 'company detail', path: `/company/detail/${company}`, ready: 'h1' },
    { name: 'project list', path: '/project/list', ready: main },
    { name: 'project detail', path: `/project/detail/${project}`, ready: 'h1' },
    { name: 'login page', path: '/user/login', ready: '.login-panel' },
    { name: 'register page', path: '/user/register', ready: '.login-panel' },
    { name: 'forgot password page', path: '/user/forget', ready: '.login-panel' },
    { name: 'invalid link', path: '/error/invalid-link', ready: main },
    { name: 'not found', path: '/no-such-page', ready: main },
  ];
}

/** Opens `p` and waits until its content and the fonts are in, the app answers input, and the network is quiet. */
export async function openPublicPage(page: Page, baseUrl: string, p: PublicPage): Promise<void> {
  await page.goto(`${baseUrl}${p.path}`);
  await page.locator(p.ready).first().waitFor({ timeout: 30_000 });
  await appReady(page);
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** A serious or critical axe finding, short enough to read in a test failure. */
export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe-core (WCAG 2.1 A/AA and best practices) on the page, or inside `include`, and returns what is serious or critical. */
export async function seriousViolations(page: Page, include?: string): Promise<AxeFinding[]> {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  if (process.env.A11Y_DUMP) {
    const fs = await import('node:fs');
    const rows = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes.map((n) =>
          JSON.stringify({
            url: page.url(),
            id: v.id,
            t: n.target.join(' '),
            d: (n.any[0]?.data ?? null) as unknown,
            h: n.html.slice(0, 120),
          }),
        ),
      );
    fs.appendFileSync(process.env.A11Y_DUMP, rows.map((r) => `${r}\n`).join(''));
  }
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}
