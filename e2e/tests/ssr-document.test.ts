import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeHead } from '../../client/src/ssr/page-head.ts';
import { NOT_FOUND_MODULES, pageModules, SSR_PAGES } from '../../client/src/ssr/ssr-pages.ts';
import { renderDocument } from '../../scripts/ssr/document.ts';
import { esc, scriptJson } from '../../scripts/ssr/html.ts';
import { styleModuleProblems, stylesheetsOf } from '../../scripts/ssr/styles.ts';
import { ROOT } from '../src/stack.ts';

/** The edge's server render without a browser: escaping, the document, and the fall-back to the plain shell. */
const APP = { html: '<div class="app-shell"><h1>页面</h1></div>', css: '' };
const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="默认" /><title>AI科策云</title></head><body><div id="root"></div><noscript>请启用</noscript></body></html>';

describe('server render: escaping and the document', () => {
  it('escapes text and keeps JSON inside its script element', () => {
    expect(esc(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
    expect(scriptJson({ t: '</script><script>alert(1)</script>' })).not.toContain('<');
  });

  it('a hostile title cannot leave its element in the head, the breadcrumb or the JSON-LD', () => {
    const evil = '</title></script><script>alert(1)</script>';
    const html = renderDocument(
      TEMPLATE,
      'https://kc.example.cn',
      '/policy/detail/1',
      {
        title: evil,
        description: evil,
        breadcrumb: [['政策库', '/policy/list']],
        structured: [{ '@type': 'Article', headline: evil }],
      },
      { html: '<h1>x</h1>', css: '' },
      { queries: [{ queryKey: ['policy', 'detail', 1, null], state: { data: { title: evil } } }], mutations: [] },
    );
    expect(html).not.toBeNull();
    expect(html!.match(/<script/g)).toHaveLength(2); // the JSON-LD and the seed, nothing else
    expect(html).toContain('<link rel="canonical" href="https://kc.example.cn/policy/detail/1" />');
    expect(html).toContain('<div id="root" data-ssr="1">');
    expect(html).not.toContain('<noscript>');
  });

  it("replaces the template's description however the tag is laid out: one description in the page", () => {
    const laidOut = TEMPLATE.replace(
      '<meta name="description" content="默认" />',
      '<meta\n      name="description"\n      content="默认"\n    />',
    );
    const page = { title: 't', description: '本页摘要', breadcrumb: [], structured: [] };
    for (const template of [TEMPLATE, laidOut]) {
      const html =
        renderDocument(template, 'https://x', '/policy/detail/1', page, APP, { queries: [], mutations: [] }) ?? '';
      expect(html.match(/name="description"/g)).toHaveLength(1);
      expect(html).toContain('<meta name="description" content="本页摘要" />');
    }
  });

  it("keeps the entry script and stylesheet, inlines the route's CSS, drops the module preloads", () => {
    const built = TEMPLATE.replace(
      '</head>',
      '    <script type="module" crossorigin src="/assets/index-a1.js"></script>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/SizeContext-c3.js">\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/index-d4.css">\n  </head>',
    );
    const page = { title: 't', description: '', breadcrumb: [], structured: [] };
    const app = { html: '<p>正文</p>', css: '.doc-title{font-size:22px}/*</style><script>x</script>*/' };
    const html =
      renderDocument(built, 'https://x', '/policy/detail/1', page, app, { queries: [], mutations: [] }) ?? '';
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<style>.doc-title{font-size:22px}/*<\\/style><script>x</script>*/</style>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d4.css">');
    expect(html).toContain('<p>正文</p>');
  });

  it("serves the home page under the template's own title and description, with no trail", () => {
    const html = renderDocument(TEMPLATE, 'https://kc.example.cn', '/', homeHead('https://kc.example.cn/'), APP, {
      queries: [],
      mutations: [],
    });
    expect(html).toContain('<title>AI科策云</title>');
    expect(html).toContain('<meta name="description" content="默认" />');
    expect(html).toContain('<link rel="canonical" href="https://kc.example.cn/" />');
    expect(html).toContain(`<div id="root" data-ssr="1">${APP.html}</div>`);
    expect(html).not.toContain('BreadcrumbList');
    expect(html).toContain('"@type":"WebSite"');
  });

  it("collects a route's stylesheets through its static imports, leaving out the entry's own", () => {
    const manifest = {
      'index.html': { css: ['assets/index.css'] },
      'src/pages/a.tsx': { css: ['assets/a.css'], imports: ['index.html', '_shared.js'] },
      '_shared.js': { css: ['assets/shared.css'], imports: ['_leaf.js', 'src/pages/a.tsx'] },
      '_leaf.js': {},
      'src/pages/b.tsx': { css: ['assets/b.css'], imports: ['_shared.js'] },
    };
    expect(stylesheetsOf(manifest, ['src/pages/a.tsx', 'src/pages/b.tsx'])).toEqual([
      '/assets/a.css',
      '/assets/shared.css',
      '/assets/b.css',
    ]);
    // A module the build does not hold is an error (the page is served as the shell), never a page without CSS.
    expect(() => stylesheetsOf(manifest, ['src/pages/a.tsx', 'src/unknown.tsx'])).toThrow(/src\/unknown\.tsx/);
  });

  it("names each missing or eagerly bundled module of the page table, for the edge's log as it starts", () => {
    const manifest = { 'src/pages/a.tsx': { isDynamicEntry: true }, 'src/lib/b.ts': {} };
    expect(
      styleModuleProblems(manifest, [
        { kind: 'ok', modules: ['src/pages/a.tsx'] },
        { kind: 'policy', modules: ['src/pages/a.tsx', 'src/pages/gone.tsx', 'src/lib/b.ts'] },
      ]),
    ).toEqual([
      "policy: src/pages/gone.tsx is not in the client build's manifest",
      'policy: src/lib/b.ts is not a lazily loaded chunk of the build',
    ]);
  });

  it('names client modules that exist, for every page of the table and the 404 page', () => {
    for (const m of [...SSR_PAGES.flatMap(pageModules), ...NOT_FOUND_MODULES])
      expect(fs.existsSync(path.join(ROOT, 'client', m)), m).toBe(true);
  });

  it('a template without an empty #root is left alone', () => {
    expect(
      renderDocument(
        '<html><body><div id="app"></div></body></html>',
        'https://x',
        '/',
        { title: 't', description: '', breadcrumb: [], structured: [] },
        APP,
        { queries: [], mutations: [] },
      ),
    ).toBeNull();
  });
});
