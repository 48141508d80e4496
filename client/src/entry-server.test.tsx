// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PolicyApi } from '@aikc/shared/api-paths';
import { CITY_COOKIE } from '@aikc/shared/constants';
import type { PolicyDetail } from '@aikc/shared/schemas/policy';
import { renderApp, renderPage, routeStatus, ssrStyleModules } from './entry-server.tsx';
import { policyKeys } from './features/policy/api/policies.ts';

/**
 * The edge's server render, where it runs: in Node, without a document (a component that reads `window` while
 * rendering fails here, not in a visitor's browser). Hydration itself is checked in the browser (e2e/tests/ssr).
 */
const POLICY: PolicyDetail = {
  id: 7,
  demo: true,
  title: '关于支持低空经济企业首飞的若干措施',
  doc_no: '粤科规〔2026〕3号',
  agency: '广东省科学技术厅',
  agency_id: 5,
  level: 'provincial',
  level_name: '省级',
  region_code: '440000',
  region_name: '广东省',
  type: { id: 1, name: '资金扶持' },
  labels: [{ id: 2, name: '低空经济' }],
  publish_date: '2026-11-20',
  validity: 'valid',
  validity_name: '有效',
  reprints: [],
  effective_date: '2026-11-20',
  expire_date: '',
  summary: '支持低空经济企业首飞与适航审定。',
  body_html: '<h4>第一章 总则</h4><p>对首次完成适航审定的企业给予奖励。</p>',
  source_url: '',
  is_reference: false,
  doc_status: '',
  written_date: '',
  replaced_by: null,
  view_count: 12,
  attachments: [],
  interpretations: [],
  related_policies: [],
  open_projects: [],
};
/** A real HTTP stand-in for the API: the policy detail call answers `policies[id]`, or 404; anything else 500. */
let policies: Record<number, PolicyDetail> = {};
const asked: string[] = [];
const api = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  asked.push(`${url.pathname}${url.search}`);
  const p = url.pathname === PolicyApi.detail ? policies[Number(url.searchParams.get('id'))] : undefined;
  res.setHeader('Content-Type', 'application/json');
  if (url.pathname !== PolicyApi.detail) res.end(JSON.stringify({ code: 500, msg: '系统繁忙', data: null }));
  else res.end(JSON.stringify(p ? { code: 200, msg: '', data: p } : { code: 404, msg: '政策不存在', data: null }));
});
let apiUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

const render = async (doc: PolicyDetail | null, cookies = '', path = '/policy/detail/7') => {
  policies = doc ? { [doc.id]: doc } : {};
  const out = await renderPage({
    url: `http://edge${path}`,
    cookies,
    origin: 'https://kc.example.cn',
    api: { url: apiUrl, timeoutMs: 2_000 },
  });
  return out && !('missing' in out) ? out : null;
};

describe('renderPage (the edge server render)', () => {
  it("renders a policy from its query inside the portal's shell, with every boundary in place and no script", async () => {
    const out = await render(POLICY);
    expect(out).not.toBeNull();
    const html = out?.html;
    // A policy page is drawn without antd: no component style to send (only cssinjs's empty cache-path map).
    expect(out?.styles).not.toContain('data-css-hash');
    expect(html).toContain('<h1 class="doc-title">关于支持低空经济企业首飞的若干措施</h1>');
    expect(html).toContain('对首次完成适航审定的企业给予奖励。');
    // A generated document says so in the server render too, not only after hydration.
    expect(html).toContain('示例数据，非真实政策');
    // The lazily loaded footer and side panel are rendered in place, not sent later by an inline script.
    expect(html).toContain('class="site-footer"');
    expect(html).toContain('class="side-panel"');
    expect(html).not.toMatch(/<script[\s>]|<!--\$\?-->/);
    // The edge inlines the stylesheets of the page's module and of the shell's lazy parts it rendered in place.
    expect(out?.modules).toEqual([
      'src/pages/policy/policy-detail-page.tsx',
      'src/app/shell/site-footer.tsx',
      'src/app/shell/side-panel.tsx',
    ]);
    // The head and canonical come from the same data; the browser gets the query dehydrated under its own key.
    expect(out?.head.title).toBe(POLICY.title);
    expect(out?.canonical).toBe('/policy/detail/7');
    expect(out?.state.queries.map((q) => q.queryKey)).toEqual([policyKeys.detail(7, null)]);
    expect(out?.state.queries[0]?.state.data).toEqual(POLICY);
  });

  it("shows the visitor's saved city in the header, as their browser will on its first render", async () => {
    const city = { provinceId: 440000, cityId: 440300, name: '深圳市', provinceName: '广东省', cityName: '深圳市' };
    const cookies = `other=1; ${encodeURIComponent(CITY_COOKIE)}=${encodeURIComponent(JSON.stringify(city))}`;
    const html = (await render(POLICY, cookies))?.html;
    expect(html).toMatch(/class="city-trigger"[^>]*>.*深圳市/);
  });

  it('without its data the page renders its loading state (the browser then fetches), never throws', async () => {
    const html = (await renderApp({ url: 'http://edge/policy/detail/7', cookies: '' }))?.html;
    expect(html).toContain('class="page-frame');
    expect(html).not.toContain('doc-title');
  });

  it('a missing policy is missing (404), a failing API or a path outside the table is the shell (null)', async () => {
    policies = {};
    const at = { cookies: '', origin: 'https://x', api: { url: apiUrl, timeoutMs: 2_000 } };
    expect(await renderPage({ ...at, url: 'http://edge/policy/detail/8' })).toEqual({ missing: true });
    expect(await renderPage({ ...at, url: 'http://edge/policy/list' })).toBeNull();
    expect(await renderPage({ ...at, url: 'http://edge/vip/payPage' })).toBeNull();
    expect(await renderPage({ ...at, url: 'http://edge/policy/detail/abc' })).toBeNull();
    // A member's page for a visitor without a session: the shell (and the login dialog), asked nothing.
    asked.length = 0;
    expect(await renderPage({ ...at, url: 'http://edge/user/index' })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('renders a reference document with 成文日期, 原文链接 and its validity linked to the document that replaced it', async () => {
    const reference: PolicyDetail = {
      ...POLICY,
      title: '优质中小企业梯度培育管理暂行办法',
      doc_no: '工信部企业〔2022〕63号',
      is_reference: true,
      doc_status: '已修订',
      written_date: '2022-06-01',
      source_url: 'https://www.miit.gov.cn/example.html',
      replaced_by: {
        id: 9,
        title: '优质中小企业梯度培育管理办法',
        publish_date: '2026-01-17',
        agency: '工业和信息化部',
      },
    };
    const html = (await render(reference))?.html;
    expect(html).toContain('成文日期');
    expect(html).toMatch(/<a href="https:\/\/www\.miit\.gov\.cn\/example\.html"[^>]*>查看发文机关公布的原文<\/a>/);
    expect(html).toMatch(
      /data-testid="doc-status".*已修订.*<a[^>]*href="\/policy\/detail\/9"[^>]*>优质中小企业梯度培育管理办法<\/a>/,
    );
    // A generated document states no validity of its own: the period decides, and no link is drawn.
    const plain = (await render(POLICY))?.html;
    expect(plain).not.toContain('原文链接');
    expect(plain).toMatch(/data-testid="doc-status".*有效/);
  });
});

describe('routeStatus (the edge answers 404 for what only the catch-all takes)', () => {
  it.each([
    ['/no/such/page', 404],
    ['/vip', 200],
    ['/policy/detail/7', 200],
    ['/user/index', 200],
    ['/wechat/auth?scene=x', 200],
    ['/sitemap.html', 200],
  ] as const)('%s → %s', (path, status) => expect(routeStatus(`http://edge${path}`)).toBe(status));
});

describe('ssrStyleModules (what the edge checks against the build as it starts)', () => {
  it("names every page of the table with its route's module and the shell's, and the 404 page's", () => {
    const { pages, notFound } = ssrStyleModules();
    const policy = pages.find((p) => p.kind === 'policy');
    expect(policy?.modules[0]).toBe('src/pages/policy/policy-detail-page.tsx');
    for (const p of pages) expect(p.modules, p.kind).toContain('src/app/shell/site-footer.tsx');
    expect(notFound).toEqual([
      'src/pages/errors/not-found-page.tsx',
      'src/app/shell/site-footer.tsx',
      'src/app/shell/side-panel.tsx',
    ]);
  });
});
