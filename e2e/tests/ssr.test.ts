import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AdminApi, CompanyApi, NewsApi, PolicyApi, ProjectApi, UserApi } from '@aikc/shared/api-paths';
import type { ImportReport } from '@aikc/shared/schemas/content-import';
import { TOKEN_COOKIE } from '@aikc/shared/constants';
import { buildUser } from '../../api/test-kit/builders.ts';
import { HAS_CHROMIUM, launchBrowser } from '../src/browser.ts';
import { startStack, type Stack } from '../src/stack.ts';

/**
 * Content pages answer with their content in the HTML (scripts/ssr): read with JavaScript disabled, as a crawler
 * without a renderer would; then the same pages in a normal browser, which takes over without a second fetch of the
 * page's data, without hydration errors and without layout shift; and the sitemap lists what was just published.
 */
const ADMIN_TOKEN = 'e2e-admin-token-ssr-abcdefghijklmnopqrstuvwxyz';
const TITLE = '关于支持<低空经济>企业“首飞”的若干措施（服务端渲染测试）';
const BODY_TEXT = '对首次完成适航审定的低空飞行器企业，给予最高500万元奖励。';

describe.skipIf(!HAS_CHROMIUM)('server-rendered content pages and the sitemap', () => {
  let stack: Stack;
  let browser: Browser;
  let noJs: BrowserContext;
  let policyId: number;

  beforeAll(async () => {
    stack = await startStack({ env: { ADMIN_TOKEN } });
    browser = await launchBrowser();
    noJs = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
    });
    const db = stack.db.db;
    const agency = await db
      .selectFrom('agencies')
      .select('name')
      .where('region_code', '=', '440000')
      .executeTakeFirstOrThrow();
    const type = await db
      .selectFrom('labels')
      .select('name')
      .where('kind', '=', 'policy_type')
      .executeTakeFirstOrThrow();
    const items = [
      {
        kind: 'policy',
        source_id: 'e2e-ssr-1',
        title: TITLE,
        agency: agency.name,
        type: type.name,
        level: 'provincial',
        region_code: '440000',
        publish_date: new Date().toISOString().slice(0, 10),
        summary: '支持低空经济企业首飞与适航审定。',
        // The script must not survive the API's sanitiser nor reach the page by the server render.
        body_html: `<p>${BODY_TEXT}</p><script>window.__pwned = 1</script><p onclick="alert(1)">第二条</p>`,
      },
    ];
    const res = await fetch(`${stack.baseUrl}${AdminApi.importContent}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify({ items }),
    });
    expect(((await res.json()) as { data: ImportReport }).data).toMatchObject({ inserted: 1, failed: [] });
    policyId = (
      await db.selectFrom('policies').select('id').where('source_id', '=', 'e2e-ssr-1').executeTakeFirstOrThrow()
    ).id;
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function readWithoutJs(path: string): Promise<Page> {
    const page = await noJs.newPage();
    const res = await page.goto(`${stack.baseUrl}${path}`);
    expect(res?.status(), path).toBe(200);
    return page;
  }
  const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');
  async function structured(page: Page): Promise<{ '@type': string }[]> {
    const text = await page.locator('script[type="application/ld+json"]').textContent();
    return (JSON.parse(text ?? '{}') as { '@graph': { '@type': string }[] })['@graph'];
  }

  it('a policy detail read with JavaScript disabled has its title, body, description, canonical link and structured data', async () => {
    const page = await readWithoutJs(`/policy/detail/${policyId}`);
    expect(await page.title()).toBe(`${TITLE} - AI科策云`);
    // The app's own markup, server-rendered: the portal's header and footer around the policy.
    expect(await page.locator('#root[data-ssr] .app-shell .site-header').count()).toBe(1);
    expect(await page.locator('#root[data-ssr] .app-shell .site-footer').count()).toBe(1);
    expect(await page.locator('h1.doc-title').textContent()).toBe(TITLE);
    // One main heading: the frame's 政策详情 is a label above the document's title.
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('.article-body').textContent()).toContain(BODY_TEXT);
    expect(await page.locator('.article-body script, [onclick]').count()).toBe(0);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      '支持低空经济企业首飞与适航审定。',
    );
    expect(await canonical(page)).toBe(`${stack.baseUrl}/policy/detail/${policyId}`);
    const graph = await structured(page);
    expect(graph.map((g) => g['@type'])).toEqual(['BreadcrumbList', 'Article']);
    expect(graph[1]).toMatchObject({ headline: TITLE });
    // The page is navigable without JavaScript: breadcrumb and the portal's main sections are links.
    expect(await page.locator('nav[aria-label="当前位置"] a[href="/policy/list"]').count()).toBe(1);
    await page.close();
  });

  it('a project, a company, a news article, an interpretation and the three lists read with JavaScript disabled', async () => {
    const db = stack.db.db;
    const project = await db.selectFrom('projects').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    const company = await db
      .selectFrom('companies')
      .select(['id', 'name', 'credit_code'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const news = await db.selectFrom('news').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    const info = await db.selectFrom('interpretations').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();

    let page = await readWithoutJs(`/project/detail/${project.id}`);
    expect(await page.locator('h1.doc-title').textContent()).toBe(project.title);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await canonical(page)).toBe(`${stack.baseUrl}/project/detail/${project.id}`);
    expect((await structured(page)).map((g) => g['@type'])).toEqual(['BreadcrumbList', 'GovernmentService']);
    await page.close();

    // A company's tab is the same page: one canonical URL.
    page = await readWithoutJs(`/company/detail/${company.id}/ip`);
    expect(await page.locator('h1.company-head__name').textContent()).toContain(company.name);
    expect(await page.locator('main').textContent()).toContain(company.credit_code);
    expect(await canonical(page)).toBe(`${stack.baseUrl}/company/detail/${company.id}`);
    // The tabs are links to each tab's route: they work before the app has hydrated, and a crawler follows them.
    expect(await page.getByRole('tab', { name: '知识产权', selected: true }).getAttribute('href')).toBe(
      `/company/detail/${company.id}/ip`,
    );
    expect(await page.getByRole('tab', { name: '基本信息' }).getAttribute('href')).toBe(
      `/company/detail/${company.id}`,
    );
    expect((await structured(page)).find((g) => g['@type'] === 'Organization')).toMatchObject({
      taxID: company.credit_code,
    });
    await page.close();

    page = await readWithoutJs(`/policy/newsdetail/${news.id}.html`);
    expect(await page.locator('h1.doc-title').textContent()).toBe(news.title);
    await page.close();
    page = await readWithoutJs(`/info/detail/${info.id}`);
    expect(await page.locator('h1.doc-title').textContent()).toBe(info.title);
    await page.close();

    for (const [path, heading, hrefPrefix] of [
      ['/policy/list', '政策库', '/policy/detail/'],
      ['/project/list', '项目申报', '/project/detail/'],
      ['/company/list', '企业库', '/company/detail/'],
    ] as const) {
      page = await readWithoutJs(path);
      expect(await page.locator('h1').textContent()).toBe(heading);
      expect(await canonical(page)).toBe(`${stack.baseUrl}${path}`);
      const links = await page.locator(`.result-list a[href^="${hrefPrefix}"]`).count();
      expect(links, path).toBeGreaterThanOrEqual(10);
      // The pager's pages are links a crawler follows: the next page is the list's own `:s` URL.
      const next = page.locator('.pager a[rel="next"]');
      expect(await next.count(), path).toBe(1);
      expect(await next.getAttribute('href'), path).toMatch(new RegExp(`^${path}/[A-Za-z0-9_-]+$`));
      await page.close();
    }
  });

  it('the home page read with JavaScript disabled has its figures and its four lists', async () => {
    const page = await readWithoutJs('/');
    expect(await page.locator('#root[data-ssr] [data-testid="home-counts"] strong').count()).toBe(6);
    // Latest policies, closing declarations and news: links, not skeletons.
    expect(await page.locator('.home-list a[href^="/policy/detail/"]').count()).toBeGreaterThanOrEqual(8);
    expect(await page.locator('.home-list a[href^="/project/detail/"]').count()).toBeGreaterThan(0);
    expect(await page.locator('.home-list a[href^="/policy/newsdetail/"]').count()).toBeGreaterThanOrEqual(8);
    await page.close();
  });

  it('a rendered page is sent compressed; an unknown id answers 404 with the app shell; other routes keep the plain shell', async () => {
    const br = await fetch(`${stack.baseUrl}/policy/detail/${policyId}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('no-cache');
    expect(await br.text()).toContain(BODY_TEXT);
    const gz = await fetch(`${stack.baseUrl}/policy/list`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const missing = await fetch(`${stack.baseUrl}/policy/detail/999999999`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root"></div>');
    const plain = await fetch(`${stack.baseUrl}/vip/shuoming`);
    expect(plain.status).toBe(200);
    const html = await plain.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('rel="canonical"');
  });

  /** Opens `path` in a normal browser, watching console errors, layout shifts and calls to `apiPaths`. */
  async function takeOver(
    path: string,
    apiPaths: string[],
    shown: (page: Page) => Promise<void>,
    token: string | null = null,
  ) {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    if (token) await ctx.addCookies([{ name: TOKEN_COOKIE, value: token, url: stack.baseUrl }]);
    await ctx.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) w.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      // The server's nodes, before the app's script runs: hydration adopts them rather than drawing new ones.
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __serverShell: Element | null }).__serverShell = document.querySelector('.app-shell');
      });
    });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    const calls: string[] = [];
    page.on('request', (r) => {
      if (apiPaths.includes(new URL(r.url()).pathname)) calls.push(r.url());
    });
    await page.goto(`${stack.baseUrl}${path}`);
    await shown(page);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __serverShell: Element | null }).__serverShell ===
          document.querySelector('.app-shell'),
      ),
      `${path}: the server's markup was hydrated, not replaced`,
    ).toBe(true);
    expect(calls, `${path}: the page data came from the server render, not a second call`).toEqual([]);
    expect(
      errors.filter((e) => /hydrat/i.test(e)),
      errors.join('\n'),
    ).toEqual([]);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    process.stdout.write(`${path} CLS with the server render: ${cls.toFixed(4)}\n`);
    expect(cls, path).toBeLessThanOrEqual(0.02);
    return { page, ctx };
  }

  it('with JavaScript the app hydrates the server-rendered page: same nodes, no refetch, no hydration error, no layout shift', async () => {
    const { page, ctx } = await takeOver(`/policy/detail/${policyId}`, [PolicyApi.detail], async (p) => {
      // The client's own render (the app shell) shows the policy from the seeded cache.
      await p.locator('.app-shell h1', { hasText: TITLE }).waitFor({ timeout: 30_000 });
      await expect.poll(() => p.locator('.app-shell .article-body').textContent()).toContain(BODY_TEXT);
    });
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await ctx.close();

    const company = await stack.db.db
      .selectFrom('companies')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const c = await takeOver(`/company/detail/${company.id}`, [CompanyApi.detail], (p) =>
      p.locator('.app-shell h1', { hasText: company.name }).waitFor({ timeout: 30_000 }),
    );
    await c.ctx.close();

    // A tab drawn with antd: the server's class names are the browser's, so its markup takes antd's styles once
    // they load (a development-mode server render named them css-dev-only-…, and they stayed unstyled).
    const t = await takeOver(`/company/detail/${company.id}/ip`, [CompanyApi.detail], (p) =>
      expect
        .poll(
          () =>
            p.evaluate(() => {
              const el = document.querySelector('[role="tabpanel"] .ant-segmented');
              return el ? getComputedStyle(el).display : null;
            }),
          { timeout: 15_000 },
        )
        .toBe('inline-block'),
    );
    await t.ctx.close();

    const l = await takeOver('/policy/list', [PolicyApi.list], (p) =>
      p.locator('[data-testid="policy-results"] .result-item__title').first().waitFor({ timeout: 30_000 }),
    );
    await l.ctx.close();

    const h = await takeOver(
      '/',
      [UserApi.getIndexCount, UserApi.getNewArticleList, ProjectApi.closingSoon, NewsApi.list],
      (p) => p.locator('.app-shell .home-list a[href^="/policy/newsdetail/"]').first().waitFor({ timeout: 30_000 }),
    );
    await h.ctx.close();
  });

  it('a signed-in member gets the rendered page too, hydrated as theirs: one API call, one view, one history row', async () => {
    const db = stack.db.db;
    const member = await buildUser(db, { username: '李明' });
    const views = async () =>
      Number(
        (await db.selectFrom('policies').select('view_count').where('id', '=', policyId).executeTakeFirstOrThrow())
          .view_count,
      );
    const before = await views();
    const raw = await fetch(`${stack.baseUrl}/policy/detail/${policyId}`, {
      headers: { Cookie: `${TOKEN_COOKIE}=${member.token}` },
    });
    expect(await raw.text()).toContain('<div id="root" data-ssr="1">');
    expect(await views()).toBe(before + 1);
    const { page, ctx } = await takeOver(
      `/policy/detail/${policyId}`,
      [PolicyApi.detail],
      async (p) => {
        await p.locator('.app-shell h1', { hasText: TITLE }).waitFor({ timeout: 30_000 });
        // Their own parts fill in after hydration: the header's avatar menu once user_info answers.
        await p.getByText('李明').first().waitFor({ timeout: 30_000 });
      },
      member.token,
    );
    expect(await page.locator('#root').getAttribute('data-ssr')).toBe('1');
    await ctx.close();
    // The document's render and the browser's visit: one view each, never a second call from the hydrated page.
    expect(await views()).toBe(before + 2);
    const history = await db
      .selectFrom('user_history')
      .select(['type', 'target_id'])
      .where('user_id', '=', member.id)
      .execute();
    expect(history).toEqual([{ type: 'policy', target_id: policyId }]);
  });

  it('the sitemap index and its policy part list the freshly imported policy; robots.txt points to it', async () => {
    const robots = await (await fetch(`${stack.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${stack.baseUrl}/sitemap.xml`);
    const index = await (await fetch(`${stack.baseUrl}/sitemap.xml`)).text();
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(parts).toContain(`${stack.baseUrl}/sitemap/policy-1.xml`);
    const part = await fetch(parts.find((p) => p.endsWith('/policy-1.xml'))!);
    expect(part.headers.get('content-type')).toContain('application/xml');
    expect(await part.text()).toMatch(
      new RegExp(
        `<loc>${stack.baseUrl}/policy/detail/${policyId}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[\\d:]{8}\\+08:00</lastmod>`,
      ),
    );
    const bad = await fetch(`${stack.baseUrl}/sitemap/policy-0.xml`);
    expect(bad.status).toBe(404);
    expect(await bad.text()).toBe('未找到该站点地图');
    // The human sitemap page is still the client's.
    const human = await fetch(`${stack.baseUrl}/sitemap.html`);
    expect(human.status).toBe(200);
    expect(await human.text()).toContain('<div id="root"></div>');
  });
});
