import { PRODUCT_NAME } from '@aikc/shared/constants';
import type { PageHead } from '../../client/src/ssr/page-head.ts';
import { esc, scriptJson } from './html.ts';

/** The queries the page was rendered from: TanStack Query's dehydrated state (client/src/ssr/hydrate-document.ts). */
export type SsrState = unknown;

export const ROOT_EMPTY = '<div id="root"></div>';

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

/** What the app rendered for the page (entry-server.tsx), and the CSS its markup needs beyond the entry's (styles.ts). */
export interface RenderedApp {
  html: string;
  /** The route's CSS from our build (inlined in one `<style>`). */
  css: string;
  /** The `<style>` elements of the markup's antd parts, as the server build's cssinjs extracted them. */
  styles?: string;
}

/**
 * The built index.html with the page's head (title, description, canonical, Open Graph, JSON-LD, the route's
 * CSS) and the app's markup inside #root, plus the dehydrated queries the browser hydrates it from. Null when the template
 * has no empty #root to fill (a changed index.html: the edge then serves it unchanged rather than guessing).
 */
export function renderDocument(
  template: string,
  origin: string,
  path: string,
  page: PageHead,
  app: RenderedApp,
  state: SsrState,
): string | null {
  if (!template.includes(ROOT_EMPTY)) return null;
  const url = `${origin}${path}`;
  // The home page keeps the template's title and description (the portal's own), and has no trail to show.
  const title = page.home ? PRODUCT_NAME : `${page.title} - ${PRODUCT_NAME}`;
  const trail: [string, string][] = page.home ? [] : [['首页', '/'], ...page.breadcrumb, [page.title, path]];
  const graph = [...(page.home ? [] : [breadcrumbList(origin, trail)]), ...page.structured];
  const head = [
    ...styleTags(app),
    `<link rel="canonical" href="${esc(url)}" />`,
    // A list describes no single thing: a website page; a detail page is an article.
    `<meta property="og:type" content="${page.structured.length && !page.home ? 'article' : 'website'}" />`,
    `<meta property="og:title" content="${esc(title)}" />`,
    ...(page.home ? [] : [`<meta property="og:description" content="${esc(page.description)}" />`]),
    `<meta property="og:url" content="${esc(url)}" />`,
    `<meta property="og:site_name" content="${esc(PRODUCT_NAME)}" />`,
    `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', '@graph': graph })}</script>`,
  ].join('\n    ');
  const root = rootOf(app, state);
  const withHead = page.home
    ? template
    : template
        .replace(/<title>[^<]*<\/title>/, () => `<title>${esc(title)}</title>`)
        .replace(
          // Any layout of the tag (a formatter may break its attributes over lines).
          /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
          () => `<meta name="description" content="${esc(page.description)}" />`,
        );
  return fill(withHead, head, root);
}

/** Our own build's CSS (`</style` cannot end the element early whatever a rule holds) and antd's style elements. */
function styleTags(app: RenderedApp): string[] {
  return [
    ...(app.css ? [`<style>${app.css.replace(/<\/style/gi, '<\\/style')}</style>`] : []),
    ...(app.styles ? [app.styles] : []),
  ];
}

/** The filled #root and the dehydrated queries the browser hydrates it from. */
function rootOf(app: RenderedApp, state: SsrState): string {
  return `<div id="root" data-ssr="1">${app.html}</div>\n    <script type="application/json" id="aikc-ssr-data">${scriptJson(state)}</script>`;
}

/** The template with `head` before </head> and `root` in place of the empty #root. */
function fill(template: string, head: string, root: string): string {
  return (
    template
      .replace('</head>', () => `    ${head}\n  </head>`)
      .replace(ROOT_EMPTY, () => root)
      // The page is readable without JavaScript: the "please enable JavaScript" notice would only mislead.
      .replace(/<noscript>[^<]*<\/noscript>/, '')
      // Vite preloads the entry's whole static graph (dozens of scripts at high priority): on a phone they share
      // the first round trips with the stylesheets and hold the first paint of content that needs none of them.
      // The entry still imports them; they now load after the HTML and CSS, while the content is on screen.
      .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '')
  );
}

/**
 * The 404 page as the app renders it for an unknown route: its title, noindex (no canonical, no structured data),
 * the route's CSS and the markup, hydrated from an empty state. Null when the template has no empty #root.
 */
export function notFoundDocument(template: string, app: RenderedApp): string | null {
  if (!template.includes(ROOT_EMPTY)) return null;
  const head = [...styleTags(app), '<meta name="robots" content="noindex" />'].join('\n    ');
  return fill(
    template.replace(/<title>[^<]*<\/title>/, () => `<title>${esc(`页面不存在 - ${PRODUCT_NAME}`)}</title>`),
    head,
    rootOf(app, { mutations: [], queries: [] }),
  );
}
