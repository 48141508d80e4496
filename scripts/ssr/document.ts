import { PRODUCT_NAME } from '@aikc/shared/constants';
import type { PageContent } from './content.ts';
import { esc, scriptJson } from './html.ts';

/** The query-cache seed the client reads before its first render (client/src/ssr/seed-query-cache.ts). */
export interface SsrSeed {
  v: 1;
  queries: { q: string; id?: number; filter?: unknown; data: unknown; at: number }[];
}

export const ROOT_EMPTY = '<div id="root"></div>';

/**
 * Minimal styles of the server-rendered content (the bundle's CSS styles the client's own render): a readable
 * column the width of the portal's in the theme's font (client/src/app/theme.ts), so the text does not jump when the client
 * takes over; the home hero in home.css's sizes (the client's same words must not paint larger than these).
 */
const SSR_STYLE = `<style>
#root[data-ssr]{font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","WenQuanYi Micro Hei","Helvetica Neue",Arial,sans-serif;font-size:14px;line-height:1.5715}
.ssr-page{max-width:1200px;margin:0 auto;padding:16px;color:#1f2329;line-height:1.75;font-size:15px;overflow-wrap:anywhere}
.ssr-top{display:flex;flex-wrap:wrap;gap:4px 20px;align-items:center;padding:12px 16px;border-bottom:1px solid #e5e6eb}
.ssr-top a{color:#1f2329;text-decoration:none;min-height:44px;display:inline-flex;align-items:center}
.ssr-top .ssr-brand{font-weight:700;font-size:18px;color:#1456f0}
.ssr-crumbs ol{list-style:none;display:flex;flex-wrap:wrap;gap:6px;padding:0;margin:0 0 12px;color:#646a73;font-size:14px}
.ssr-crumbs li+li:before{content:"›";margin-right:6px}
.ssr-page h1{font-size:24px;line-height:1.4;margin:8px 0 16px}
.ssr-page h2{font-size:17px;margin:20px 0 8px}
.ssr-meta{display:flex;flex-wrap:wrap;gap:4px 24px;margin:0 0 16px;color:#646a73;font-size:14px}
.ssr-meta div{display:flex;gap:6px}.ssr-meta dd{margin:0;color:#1f2329}
.ssr-summary,.ssr-note{color:#646a73}
.ssr-links li span{color:#8f959e;font-size:13px}
.ssr-list{list-style:none;padding:0}.ssr-list li{padding:12px 0;border-bottom:1px solid #f0f1f5}.ssr-list h2{margin:0 0 4px}
.ssr-list em{color:#e54545;font-style:normal}
.ssr-prevnext{display:flex;flex-wrap:wrap;gap:8px 32px;margin-top:24px}
.ssr-page table{border-collapse:collapse;max-width:100%;display:block;overflow-x:auto}.ssr-page td,.ssr-page th{border:1px solid #dee0e3;padding:4px 8px}
.ssr-hero{background:linear-gradient(120deg,#0b3fb3 0%,#1763e8 55%,#3d8bff 100%);color:#fff;text-align:center;padding:56px 0 64px}
.ssr-hero>*{max-width:1200px;margin-left:auto;margin-right:auto}
.ssr-hero h1{font-size:36px;font-weight:700;letter-spacing:2px;margin:0;line-height:1.4}
.ssr-hero p{font-size:16px;line-height:1.5715;margin:12px auto 28px;opacity:.9}
.ssr-steps{list-style:none;padding:0 16px;margin-top:36px;display:grid;grid-template-columns:repeat(4,1fr);gap:16px;text-align:left;font-size:12px}
.ssr-steps li{padding:14px 16px;border-radius:8px;background:rgba(255,255,255,.12)}.ssr-steps strong{display:block;font-size:16px}.ssr-steps span{display:none}
@media (max-width:768px){.ssr-hero{padding:28px 0 56px}.ssr-hero h1{font-size:24px;letter-spacing:0}.ssr-hero p{font-size:14px;margin:8px auto 18px}.ssr-steps{grid-template-columns:repeat(2,1fr)}}
</style>`;

const NAV: [string, string][] = [
  ['首页', '/'],
  ['政策库', '/policy/list'],
  ['项目库', '/project/list'],
  ['申报日历', '/policy/sbyl'],
  ['企业库', '/company/list'],
  ['站点地图', '/sitemap.html'],
];

function breadcrumbList(origin: string, trail: [string, string][]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: `${origin}${path}`,
    })),
  };
}

/**
 * The built index.html with the page's head (title, description, canonical, Open Graph, JSON-LD) and its content
 * inside #root, plus the seed. Null when the template has no empty #root to fill (a changed index.html: the edge
 * then serves it unchanged rather than guessing).
 */
export function renderDocument(
  template: string,
  origin: string,
  path: string,
  page: PageContent,
  seed: SsrSeed,
): string | null {
  if (!template.includes(ROOT_EMPTY)) return null;
  const url = `${origin}${path}`;
  // The home page keeps the template's title and description (the portal's own), and has no trail to show.
  const title = page.home ? PRODUCT_NAME : `${page.title} - ${PRODUCT_NAME}`;
  const trail: [string, string][] = page.home ? [] : [['首页', '/'], ...page.breadcrumb, [page.title, path]];
  const graph = [...(page.home ? [] : [breadcrumbList(origin, trail)]), ...page.structured];
  const head = [
    `<link rel="canonical" href="${esc(url)}" />`,
    // A list describes no single thing: a website page; a detail page is an article.
    `<meta property="og:type" content="${page.structured.length && !page.home ? 'article' : 'website'}" />`,
    `<meta property="og:title" content="${esc(title)}" />`,
    ...(page.home ? [] : [`<meta property="og:description" content="${esc(page.description)}" />`]),
    `<meta property="og:url" content="${esc(url)}" />`,
    `<meta property="og:site_name" content="${esc(PRODUCT_NAME)}" />`,
    `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', '@graph': graph })}</script>`,
    SSR_STYLE,
  ].join('\n    ');
  const crumbs = `<nav class="ssr-crumbs" aria-label="当前位置"><ol>${trail
    .map(([name, p], i) =>
      i === trail.length - 1
        ? `<li aria-current="page">${esc(name)}</li>`
        : `<li><a href="${esc(p)}">${esc(name)}</a></li>`,
    )
    .join('')}</ol></nav>`;
  const top = `<header class="ssr-top"><a class="ssr-brand" href="/">${esc(PRODUCT_NAME)}</a><nav aria-label="主导航">${NAV.map(([n, p]) => `<a href="${p}">${esc(n)}</a>`).join(' ')}</nav></header>`;
  const main = page.home
    ? `<main>${page.body}</main>`
    : `<main class="ssr-page">${crumbs}<article>${page.body}</article></main>`;
  const root = `<div id="root" data-ssr="1">${top}${main}</div>\n    <script type="application/json" id="aikc-ssr-data">${scriptJson(seed)}</script>`;
  const withHead = page.home
    ? template
    : template
        .replace(/<title>[^<]*<\/title>/, () => `<title>${esc(title)}</title>`)
        .replace(
          // Any layout of the tag (a formatter may break its attributes over lines).
          /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
          () => `<meta name="description" content="${esc(page.description)}" />`,
        );
  return (
    withHead
      .replace('</head>', () => `    ${head}\n  </head>`)
      .replace(ROOT_EMPTY, () => root)
      // The page is readable without JavaScript: the "please enable JavaScript" notice would only mislead.
      .replace(/<noscript>[^<]*<\/noscript>/, '')
      // Vite preloads the entry's whole static graph (dozens of scripts at high priority): on a phone they share
      // the first round trips with the stylesheet and hold the first paint of content that needs none of them.
      // The entry still imports them; they now load after the HTML and CSS, while the content is on screen.
      .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '')
  );
}
