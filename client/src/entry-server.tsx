// First, as in main.tsx: zod must see its configuration before any module imports it.
import './lib/zod-jitless.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { enableStaticRendering } from 'mobx-react-lite';
import { AppRoot } from './app/app-root.tsx';
import { createQueryClient } from './app/query-client.ts';
import { appRoutes } from './app/routes.tsx';
import type { Realtime } from './realtime/realtime-client.ts';
import { EMPTY, of } from 'rxjs';
import { AUTH_HEADER, PLATFORM_HEADER, PLATFORM_PC_WEB } from '@aikc/shared/constants';
import { ResultCode } from '@aikc/shared/result-codes';
import { ApiError } from './lib/http.ts';
import { getToken } from './lib/token.ts';
import type { PageHead } from './ssr/page-head.ts';
import { setServerFetch, type ServerFetch } from './lib/server-fetch.ts';
import { matchSsrPage, NOT_FOUND_MODULES, pageModules, SSR_PAGES, type SsrRequest } from './ssr/ssr-pages.ts';
import { RootStore } from './stores/root-store.ts';

// Observers render once per request and are thrown away: no reactions to keep (mobx-react-lite's SSR mode).
enableStaticRendering(true);

const handler = createStaticHandler(appRoutes);

export interface ServerRenderInput {
  /** The page's absolute URL (the edge's own origin is fine: only the path and query are routed). */
  url: string;
  /** The request's Cookie header: the header's city is the visitor's saved choice, as the browser will render it. */
  cookies: string;
}

/** A page rendered on the server: the #root markup, and the `<style>` elements of the antd parts it holds. */
export interface ServerRender {
  html: string;
  /**
   * antd's CSS-in-JS for the markup (most content pages are drawn without antd: then only cssinjs's empty
   * cache-path map). In the head, an antd part (a company's 知识产权 tab) is styled at first paint rather than when the
   * browser's antd injects its styles: that shifted the page (CLS 0.05) and left it unstyled without JavaScript.
   */
  styles: string;
}

/**
 * 404 when no route of the app but the catch-all (`*`, the 404 page) takes the URL's path, else 200: the edge
 * answers an unknown route with status 404 and this page (issue 31: it answered 200 and the shell).
 */
export function routeStatus(url: string): 200 | 404 {
  const matches = matchRoutes(appRoutes, new URL(url).pathname);
  return !matches || matches.at(-1)?.route.path === '*' ? 404 : 200;
}

/**
 * The realtime client of a render: no socket is ever opened on the server (a signed-in visitor's store asks for
 * one as it is built; their socket opens in the browser after hydration), nothing is pushed, nothing is held.
 */
const serverRealtime: Realtime = {
  on: () => EMPTY,
  connected$: of(false),
  setToken: () => undefined,
  hold: () => () => undefined,
  dispose: () => undefined,
};

/**
 * The app's markup for one request, by the same components, routes, stores and query cache the browser
 * hydrates (main.tsx): the document's #root content, or null when the router answers with a redirect instead (the
 * browser then routes the shell). A signed-in visitor's page is rendered as theirs (the session store reads the
 * token from the request's cookies; the per-user parts, user_info, 收藏 state, fill in after hydration).
 */
export async function renderApp(input: ServerRenderInput): Promise<ServerRender | null> {
  const queryClient = createQueryClient();
  try {
    return await renderWith(queryClient, input);
  } finally {
    queryClient.clear();
  }
}

async function renderWith(queryClient: QueryClient, input: ServerRenderInput): Promise<ServerRender | null> {
  const context = await handler.query(new Request(input.url));
  if (context instanceof Response) return null;
  const store = new RootStore({
    queryClient,
    // No socket is ever opened here: a visitor's store opens none until a page holds one, which renders don't.
    realtime: serverRealtime,
    fetchIpRegion: async () => null,
    cookies: input.cookies,
  });
  // The styles this render's antd components register, and only those (antd's default cache is process-wide).
  const styleCache = createCache();
  try {
    const router = createStaticRouter(handler.dataRoutes, context);
    // Waits for every lazy part (unlike renderToString, which would send their fallbacks instead), and writes each
    // Suspense boundary in place: by default one over 12,800 bytes (the footer) is sent after the shell with an inline
    // script to move it in, which the portal's CSP (script-src 'self') would block.
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <StyleProvider cache={styleCache}>
          <AppRoot store={store} queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppRoot>
        </StyleProvider>
      </StrictMode>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const decoder = new TextDecoder();
    let html = '';
    for await (const chunk of prelude) html += decoder.decode(chunk as Uint8Array, { stream: true });
    return { html: html + decoder.decode(), styles: extractStyle(styleCache) };
  } finally {
    store.dispose();
  }
}

/**
 * The client modules (keys of Vite's build manifest) whose stylesheets the server-rendered pages need: each page of
 * the table (as `PageRender.modules`) and the 404 page. The edge checks them against the manifest as it starts.
 */
export function ssrStyleModules(): { pages: { kind: string; modules: string[] }[]; notFound: string[] } {
  return {
    pages: SSR_PAGES.map((page) => ({ kind: page.kind, modules: pageModules(page) })),
    notFound: NOT_FOUND_MODULES,
  };
}

/** How the server render reaches the API for one request. */
export interface ApiAccess {
  /** The API's origin. */
  url: string;
  /** The visitor's address: the API's per-address limits and logs see the visitor, not the edge (a trusted proxy). */
  forwardedFor?: string;
  /** Longest wait for one call; a later answer leaves the page to the browser. */
  timeoutMs: number;
}

/** A server-rendered page with its head, canonical path and the dehydrated queries the browser hydrates. */
export interface PageRender extends ServerRender {
  kind: string;
  /** The client modules whose stylesheets the page needs beyond the entry's (ssr-pages.ts `pageModules`). */
  modules: string[];
  canonical: string;
  head: PageHead;
  state: DehydratedState;
}

// Each request's API access, for http.ts's server path: only the prefetch runs inside it, so a query that a
// component starts while rendering finds none and stays pending (see http.ts).
const requestApi = new AsyncLocalStorage<ServerFetch>();
setServerFetch(() => requestApi.getStore());

function apiFetch(api: ApiAccess, token: string | null): ServerFetch {
  return async (url, init) => {
    const headers: Record<string, string> = { [PLATFORM_HEADER]: PLATFORM_PC_WEB, Accept: 'application/json' };
    // A signed-in visitor's page is asked for as theirs: the API records their view (history) on this one call.
    if (token) headers[AUTH_HEADER] = token;
    if (api.forwardedFor) headers['X-Forwarded-For'] = api.forwardedFor;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${api.url}${url}`, { ...init, headers, signal: AbortSignal.timeout(api.timeoutMs) });
    try {
      return await res.json();
    } catch {
      return res.status === 404 ? { code: ResultCode.NOT_FOUND, msg: '', data: null } : null;
    }
  };
}

/**
 * A page of the server-rendered table (ssr/ssr-pages.ts) for one request: its queries fetched through the
 * features' own queryOptions, the app rendered from them, and the cache dehydrated for the browser. Null when the
 * page is not in the table (or not for this visitor), its main query fails, or the router redirects: the edge then
 * serves the plain shell. `{missing: true}` when the main query answers 404.
 */
export async function renderPage(
  input: ServerRenderInput & { origin: string; api: ApiAccess },
): Promise<PageRender | { missing: true } | null> {
  const url = new URL(input.url);
  const hit = matchSsrPage(url.pathname);
  if (!hit) return null;
  const { page, params } = hit;
  const token = getToken(input.cookies);
  if (page.member && !token) return null;
  const req: SsrRequest = { params, token, cookies: input.cookies };
  const queryClient = createQueryClient();
  try {
    const main = await requestApi.run(apiFetch(input.api, token), async () => {
      // Fetched at once, not retried: a late or failed one is left out, and the browser asks again.
      const more = Promise.all((page.more?.(req) ?? []).map((q) => queryClient.prefetchQuery({ ...q, retry: false })));
      const first = page.main
        ? queryClient.fetchQuery({ ...page.main(req), retry: false }).then(
            (data: unknown) => ({ data }),
            (err: unknown) => ({ err }),
          )
        : Promise.resolve({ data: undefined });
      const [m] = await Promise.all([first, more]);
      return m;
    });
    if ('err' in main)
      return main.err instanceof ApiError && main.err.code === ResultCode.NOT_FOUND ? { missing: true } : null;
    const canonical = page.canonical?.(params) ?? (url.pathname.replace(/\/$/, '') || '/');
    const head = page.head(main.data, `${input.origin}${canonical}`, req);
    // Dehydrated before the render: only what the prefetch answered, not what the render starts.
    const state = dehydrate(queryClient);
    const app = await renderWith(queryClient, input);
    return app && { ...app, kind: page.kind, modules: pageModules(page), canonical, head, state };
  } finally {
    queryClient.clear();
  }
}
