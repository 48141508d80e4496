// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CITY_COOKIE } from '@aikc/shared/constants';
import type { PolicyDetail } from '@aikc/shared/schemas/policy';
import { renderApp, routeStatus } from './entry-server.tsx';

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
const seedOf = (data: unknown) => ({ v: 1, queries: [{ q: 'policy.detail', id: 7, data, at: 0 }] });

describe('renderApp (the edge server render)', () => {
  it("renders a policy from the seed inside the portal's shell, with every boundary in place and no script", async () => {
    const out = await renderApp({ url: 'http://edge/policy/detail/7', cookies: '', seed: seedOf(POLICY) });
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
  });

  it("shows the visitor's saved city in the header, as their browser will on its first render", async () => {
    const city = { provinceId: 440000, cityId: 440300, name: '深圳市', provinceName: '广东省', cityName: '深圳市' };
    const cookies = `other=1; ${encodeURIComponent(CITY_COOKIE)}=${encodeURIComponent(JSON.stringify(city))}`;
    const html = (await renderApp({ url: 'http://edge/policy/detail/7', cookies, seed: seedOf(POLICY) }))?.html;
    expect(html).toMatch(/class="city-trigger"[^>]*>.*深圳市/);
  });

  it('without its data the page renders its loading state (the browser then fetches), never throws', async () => {
    const html = (await renderApp({ url: 'http://edge/policy/detail/7', cookies: '', seed: { v: 9 } }))?.html;
    expect(html).toContain('class="page-frame');
    expect(html).not.toContain('doc-title');
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
    const html = (await renderApp({ url: 'http://edge/policy/detail/7', cookies: '', seed: seedOf(reference) }))?.html;
    expect(html).toContain('成文日期');
    expect(html).toMatch(/<a href="https:\/\/www\.miit\.gov\.cn\/example\.html"[^>]*>查看发文机关公布的原文<\/a>/);
    expect(html).toMatch(
      /data-testid="doc-status".*已修订.*<a[^>]*href="\/policy\/detail\/9"[^>]*>优质中小企业梯度培育管理办法<\/a>/,
    );
    // A generated document states no validity of its own: the period decides, and no link is drawn.
    const plain = (await renderApp({ url: 'http://edge/policy/detail/7', cookies: '', seed: seedOf(POLICY) }))?.html;
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
