import { pathToFileURL } from 'node:url';

import type { PageHead } from '../../client/src/ssr/page-head.ts';

/** A server-rendered page (entry-server.tsx `PageRender`): the markup, its head, and the dehydrated queries. */
export interface RenderedPage {
  html: string;
  styles: string;
  /** The page's `kind` in client/src/ssr/ssr-pages.ts. */
  kind: string;
  /** The client modules (keys of Vite's build manifest) whose stylesheets the page needs beyond the entry's. */
  modules: string[];
  canonical: string;
  head: PageHead;
  /** TanStack Query's dehydrated state, which the browser hydrates. */
  state: unknown;
}

/** Which client modules' stylesheets each server-rendered page needs (entry-server.tsx `ssrStyleModules`). */
export interface StyleModules {
  pages: { kind: string; modules: string[] }[];
  notFound: string[];
}

/** The client's server build (client/src/entry-server.tsx): the app rendered to HTML for one request. */
export interface ServerEntry {
  /** The #root markup and antd's `<style>` elements for it (see entry-server.tsx `ServerRender`), with no data. */
  renderApp(input: { url: string; cookies: string }): Promise<{ html: string; styles: string } | null>;
  /** A page of the server-rendered table, or null (serve the shell), or missing (404). */
  renderPage(input: {
    url: string;
    cookies: string;
    origin: string;
    api: { url: string; forwardedFor?: string; timeoutMs: number };
  }): Promise<RenderedPage | { missing: true } | null>;
  /** The modules of every page of the table (as `RenderedPage.modules`) and of the 404 page. */
  ssrStyleModules(): StyleModules;
  /** 404 when only the app's catch-all route takes the URL. */
  routeStatus(url: string): 200 | 404;
}

/**
 * Loads the client's server build once, on the first server-rendered request. Its lazy chunks import the entry by
 * its own URL, so it is loaded under exactly that URL (a second copy would bring a second set of React contexts); a
 * rebuild takes effect when the edge restarts (`npm start -- --rebuild` does both). A missing build rejects, and
 * is tried again on the next request; meanwhile the caller serves the plain shell.
 */
export function appRenderer(serverEntry: string): () => Promise<ServerEntry> {
  let entry: Promise<ServerEntry> | null = null;
  return () => {
    entry ??= (import(pathToFileURL(serverEntry).href) as Promise<ServerEntry>).catch((err: unknown) => {
      entry = null;
      throw err;
    });
    return entry;
  };
}
