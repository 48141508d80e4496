// First, as in main.tsx: zod must see its configuration before any module imports it.
import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { enableStaticRendering } from 'mobx-react-lite';
import { AppRoot } from './app/app-root.tsx';
import { createQueryClient } from './app/query-client.ts';
import { appRoutes } from './app/routes.tsx';
import type { Realtime } from './realtime/realtime-client.ts';
import { EMPTY, of } from 'rxjs';
import { seedQueries } from './ssr/seed-query-cache.ts';
import { getToken } from './lib/token.ts';
import { RootStore } from './stores/root-store.ts';

// Observers render once per request and are thrown away: no reactions to keep (mobx-react-lite's SSR mode).
enableStaticRendering(true);

const handler = createStaticHandler(appRoutes);

export interface ServerRenderInput {
  /** The page's absolute URL (the edge's own origin is fine: only the path and query are routed). */
  url: string;
  /** The request's Cookie header: the header's city is the visitor's saved choice, as the browser will render it. */
  cookies: string;
  /** The data the page is rendered from, as the client's query cache will be seeded (`{v: 1, queries}`). */
  seed: unknown;
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
 * The app's markup for one request, by the same components, routes, stores and seeded query cache the browser
 * hydrates (main.tsx): the document's #root content, or null when the router answers with a redirect instead (the
 * browser then routes the shell). A signed-in visitor's page is rendered as theirs (the session store reads the
 * token from the request's cookies; the per-user parts, user_info, 收藏 state, fill in after hydration).
 */
export async function renderApp(input: ServerRenderInput): Promise<ServerRender | null> {
  const context = await handler.query(new Request(input.url));
  if (context instanceof Response) return null;
  const queryClient = createQueryClient();
  seedQueries(queryClient, input.seed, getToken(input.cookies));
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
    queryClient.clear();
  }
}
