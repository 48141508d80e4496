import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_HEADER, TOKEN_COOKIE } from '@aikc/shared/constants';
import type { PolicyDetail } from '@aikc/shared/schemas/policy';
import { NOT_FOUND_MODULES, pageModules, SSR_PAGES } from '../../client/src/ssr/ssr-pages.ts';
import { ssrPages } from '../../scripts/ssr/render.ts';
import { styleModuleProblems } from '../../scripts/ssr/styles.ts';
import { ROOT } from '../src/stack.ts';

/** The edge's server render without a browser: the page it renders and the fall-back to the plain shell. */
const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="默认" /><title>AI科策云</title></head><body><div id="root"></div><noscript>请启用</noscript></body></html>';

/** A stand-in for the client's server build: what it renders is set per test through `globalThis.__ssrFake`. */
const FAKE_ENTRY = `export async function renderPage({ url, api }) {
  const mode = globalThis.__ssrFake ?? 'ok';
  globalThis.__ssrApi = api;
  if (mode === 'null') return null;
  if (mode === 'missing') return { missing: true };
  if (mode === 'throw') throw new Error('render failed');
  if (mode === 'script') return { html: '<div><script>$RC("B:0","S:0")</script></div>', styles: '' };
  const styles = mode === 'antd' ? '<style data-css-hash="x">.ant-segmented{display:inline-block}</style>' : '';
  return {
    html: '<main class="app-shell" data-url="' + url + '">1</main>',
    styles,
    kind: 'policy',
    modules: ['src/pages/policy/policy-detail-page.tsx'],
    canonical: '/policy/detail/1',
    head: { title: '关于支持首台套的通知', description: '支持首台套。', breadcrumb: [], structured: [] },
    state: { mutations: [], queries: [{ queryKey: ['policy', 'detail', 1, null], state: { data: { id: 1 } } }] },
  };
}
export function ssrStyleModules() {
  return {
    pages: [{ kind: 'policy', modules: ['src/pages/policy/policy-detail-page.tsx'] }, { kind: 'gone', modules: ['src/pages/gone.tsx'] }],
    notFound: [],
  };
}
`;
type FakeMode = 'ok' | 'antd' | 'null' | 'missing' | 'throw' | 'script';
const fake = (mode: FakeMode) => {
  (globalThis as { __ssrFake?: string }).__ssrFake = mode;
};

/** The edge's half: the document around what the server build renders, and the shell whenever it cannot. */
describe('server render: the edge', () => {
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'aikc-ssr-'));
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    fs.mkdirSync(path.join(dist, '.vite'));
    // The page's module, its stylesheet, and one chunk it imports with a stylesheet of its own.
    const manifest = {
      'src/pages/policy/policy-detail-page.tsx': { isDynamicEntry: true, css: ['assets/p.css'], imports: ['_c.js'] },
      '_c.js': { css: ['assets/c.css'] },
    };
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'p.css'), '.doc-title{font-size:24px}');
    fs.writeFileSync(path.join(dist, 'assets', 'c.css'), '.site-footer{margin-top:40px}');
    fs.writeFileSync(path.join(dist, 'entry.mjs'), FAKE_ENTRY);
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  const get = (p: string, serverEntry = path.join(dist, 'entry.mjs')) =>
    serve(dist, serverEntry, 'http://127.0.0.1:9', p, {});

  it("renders the page's markup with its head, canonical and the dehydrated queries it was rendered from", async () => {
    fake('ok');
    const { status, text } = await get('/policy/detail/1?from=list');
    expect(status).toBe(200);
    // Routed as the browser has it (path and query).
    expect(text).toContain(
      '<div id="root" data-ssr="1"><main class="app-shell" data-url="http://edge/policy/detail/1?from=list">1</main></div>',
    );
    expect(text).toContain('<title>关于支持首台套的通知 - AI科策云</title>');
    expect(text).toContain('<meta name="description" content="支持首台套。" />');
    expect(text).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/policy\/detail\/1" \/>/);
    expect(text).toMatch(
      /<script type="application\/json" id="aikc-ssr-data">\{"mutations":\[\],"queries":\[\{"queryKey":\["policy","detail",1,null\]/,
    );
    expect(text).not.toContain('data-css-hash');
    // The stylesheets of the page's module, found through the manifest, inlined in the head.
    expect(text).toContain('<style>.doc-title{font-size:24px}\n.site-footer{margin-top:40px}</style>');
    // The server build is told where the API is, with the visitor's address and the edge's timeout.
    expect((globalThis as { __ssrApi?: unknown }).__ssrApi).toMatchObject({
      url: 'http://127.0.0.1:9',
      timeoutMs: 300,
    });
  });

  it('logs as it starts each module of the page table that the build lacks', async () => {
    fake('ok');
    logs.length = 0;
    await get('/policy/detail/1');
    await vi.waitFor(() =>
      expect(logs).toContain(
        "ssr: gone: src/pages/gone.tsx is not in the client build's manifest; that page is served as the shell",
      ),
    );
    expect(logs.filter((l) => l.includes('policy'))).toEqual([]);
  });

  it("puts the antd styles of the render's markup in the head, before the markup they style", async () => {
    fake('antd');
    const { text } = await get('/policy/detail/1');
    const style = text.indexOf('<style data-css-hash="x">.ant-segmented{display:inline-block}</style>');
    expect(style).toBeGreaterThan(0);
    expect(style).toBeLessThan(text.indexOf('</head>'));
    fake('ok');
  });

  it('a missing page answers 404 with the shell', async () => {
    fake('missing');
    const { status, text } = await get('/policy/detail/1');
    expect(status).toBe(404);
    expect(text).toContain('<div id="root"></div>');
    fake('ok');
  });

  it('the server build missing, throwing, declining the page or needing an inline script: the shell', async () => {
    fake('ok');
    expect(await get('/policy/detail/1', path.join(dist, 'missing.mjs'))).toEqual({ status: 200, text: 'SHELL' });
    for (const m of ['throw', 'null', 'script'] as const) {
      fake(m);
      expect(await get('/policy/detail/1'), m).toEqual({ status: 200, text: 'SHELL' });
    }
    fake('ok');
  });
});

/** A demo policy as the API answers its detail (marked demo: the render says 示例数据). */
const POLICY: PolicyDetail = {
  id: 1,
  demo: true,
  title: '关于支持首台套的通知',
  doc_no: '粤科规〔2026〕1号',
  agency: '广东省科学技术厅',
  agency_id: 5,
  level: 'provincial',
  level_name: '省级',
  region_code: '440000',
  region_name: '广东省',
  type: { id: 1, name: '资金扶持' },
  labels: [],
  publish_date: '2026-11-01',
  validity: 'valid',
  validity_name: '有效',
  reprints: [],
  effective_date: '2026-11-01',
  expire_date: '',
  summary: '支持首台套。',
  body_html: '<p>正文</p>',
  source_url: '',
  is_reference: false,
  doc_status: '',
  written_date: '',
  replaced_by: null,
  view_count: 1,
  attachments: [],
  interpretations: [],
  related_policies: [],
  open_projects: [],
};

/** What the edges of `serve` logged. */
const logs: string[] = [];

/** An edge with `ssrPages` in front of a shell that answers 'SHELL', for one GET. */
async function serve(
  dist: string,
  serverEntry: string,
  apiUrl: string,
  p: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const app = express();
  app.use(ssrPages({ apiUrl, clientDist: dist, serverEntry, log: (l) => void logs.push(l), timeoutMs: 300 }));
  app.use((_req, res) => void res.type('html').send('SHELL'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${p}`, { headers });
    return { status: res.status, text: await res.text() };
  } finally {
    server.close();
  }
}

/** The client's real server build (npm run bundle) against a stand-in API: what it asks, and when it gives up. */
describe('server render: the page table’s queries, through the real server build', () => {
  const dist = path.join(ROOT, 'client', 'dist');
  const serverEntry = path.join(ROOT, 'client', 'dist-ssr', 'entry-server.js');
  let api: http.Server;
  let apiUrl: string;
  let mode: 'ok' | 'error' | 'slow' | 'garbage' = 'error';
  const calls: { path: string; auth: string | undefined }[] = [];
  beforeAll(async () => {
    api = http.createServer((req, res) => {
      calls.push({ path: req.url ?? '', auth: req.headers[AUTH_HEADER.toLowerCase()] as string | undefined });
      const json = (body: unknown) =>
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      if (mode === 'ok') {
        // The centre's figures and lists are not a policy: answer them as the API would, empty.
        if (req.url?.includes('/policy/detail')) json({ code: 200, msg: '成功', data: POLICY });
        else if (req.url?.includes('centre_counts'))
          json({
            code: 200,
            msg: '成功',
            data: { collections: 1, subscriptions: 2, unread_pushes: 3, unread_messages: 4, orders: 5, downloads: 6 },
          });
        else json({ code: 200, msg: '成功', data: { pushed: [], regional: [] } });
      } else if (mode === 'error')
        res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"code":500,"msg":"x","data":null}');
      else if (mode === 'garbage') res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>');
      else setTimeout(() => res.end('{}'), 2_000);
    });
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    api.closeAllConnections();
    await new Promise((r) => api.close(r));
  });
  const get = (target: string, p: string, headers: Record<string, string> = {}) =>
    serve(dist, serverEntry, target, p, headers);

  it("finds every page's modules in the build's manifest as lazy chunks, and inlines their CSS", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { isDynamicEntry?: boolean }
    >;
    const pages = [
      ...SSR_PAGES.map((p) => ({ kind: p.kind, modules: pageModules(p) })),
      { kind: '404', modules: NOT_FOUND_MODULES },
    ];
    expect(styleModuleProblems(manifest, pages)).toEqual([]);
    mode = 'ok';
    const { text } = await get(apiUrl, '/policy/detail/1');
    // The page's own rule and the footer's, in the one inlined stylesheet before the markup.
    const css = text.slice(text.indexOf('<style>'), text.indexOf('</style>'));
    expect(css).toContain('.doc-title{');
    expect(css).toContain('.site-footer{');
    expect(text.indexOf('</style>')).toBeLessThan(text.indexOf('<div id="root"'));
  });

  it('API down, answering an error, garbage, or too slowly: the shell, never an error page', async () => {
    expect(await get('http://127.0.0.1:9', '/policy/detail/1')).toEqual({ status: 200, text: 'SHELL' });
    for (const m of ['error', 'garbage', 'slow'] as const) {
      mode = m;
      expect(await get(apiUrl, '/policy/detail/1'), m).toEqual({ status: 200, text: 'SHELL' });
      expect(await get(apiUrl, '/company/list'), m).toEqual({ status: 200, text: 'SHELL' });
    }
  });

  it("a signed-in visitor's page is rendered and asked for with their token (the API records their one view)", async () => {
    mode = 'ok';
    calls.length = 0;
    const { status, text } = await get(apiUrl, '/policy/detail/1', { Cookie: `city=1; ${TOKEN_COOKIE}=abc123` });
    expect(status).toBe(200);
    expect(text).toContain('<div id="root" data-ssr="1">');
    expect(text).toContain('关于支持首台套的通知');
    expect(calls.map((c) => c.auth)).toEqual(['abc123']);
    // A centre page: its frame for the member (nothing asked of the API), the shell for a visitor.
    calls.length = 0;
    const centre = await get(apiUrl, '/user/account', { Cookie: `${TOKEN_COOKIE}=abc123` });
    expect(centre.text).toContain('<div id="root" data-ssr="1">');
    expect(calls).toEqual([]);
    expect(await get(apiUrl, '/user/account')).toEqual({ status: 200, text: 'SHELL' });
    // The centre's home page: its figures and lists asked with the member's token and dehydrated for the browser.
    const home = await get(apiUrl, '/user/index', { Cookie: `${TOKEN_COOKIE}=abc123` });
    expect(home.text).toContain('<div id="root" data-ssr="1">');
    expect(calls.map((c) => c.auth)).toEqual(['abc123', 'abc123']);
    expect(home.text).toMatch(/"queryKey":\["centre","counts"\]/);
    expect(await get(apiUrl, '/user/index')).toEqual({ status: 200, text: 'SHELL' });
    // A new chat: rendered for the member without asking the API; the shell for a visitor.
    calls.length = 0;
    const chat = await get(apiUrl, '/match/chat/zsk', { Cookie: `${TOKEN_COOKIE}=abc123` });
    expect(chat.text).toContain('<div id="root" data-ssr="1">');
    expect(calls).toEqual([]);
    expect(await get(apiUrl, '/match/chat/zsk')).toEqual({ status: 200, text: 'SHELL' });
    // An empty cookie is no session: asked for as a visitor.
    await get(apiUrl, '/policy/detail/1', { Cookie: `${TOKEN_COOKIE}=` });
    expect(calls.map((c) => c.auth)).toEqual([undefined]);
  });
});
