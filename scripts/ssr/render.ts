import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { TOKEN_COOKIE } from '@aikc/shared/constants';
import { appRenderer } from './app.ts';
import { builtFileReader } from './built-file.ts';
import { renderDocument } from './document.ts';
import { cssReader, manifestReader, styleModuleProblems, stylesheetsOf } from './styles.ts';

export interface SsrOptions {
  apiUrl: string;
  clientDist: string;
  /** The client's server build (client/dist-ssr/entry-server.js); missing: every page is served as the plain shell. */
  serverEntry: string;
  /** Origin of canonical and structured-data URLs (PUBLIC_BASE_URL); unset: the request's own host. */
  publicBaseUrl?: string;
  log: (line: string) => void;
  /** Longest wait for the API before the plain SPA shell is served instead. */
  timeoutMs?: number;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Sends a rendered document compressed as the browser accepts (brotli, then gzip): it is made per request, so it
 * cannot be precompressed like the static files; brotli quality 5 keeps it at a millisecond or two.
 */
export async function sendHtml(req: Request, res: Response, status: number, html: string): Promise<void> {
  res.status(status).setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  res.type('html');
  const accepted = req.acceptsEncodings('br', 'gzip');
  if (accepted === 'br') {
    res.setHeader('Content-Encoding', 'br');
    res.send(
      await brotli(html, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
    );
  } else if (accepted === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(await gzip(html, { level: 6 }));
  } else {
    res.send(html);
  }
}

/** Whether the request carries the portal's session cookie (shared/constants TOKEN_COOKIE) with a value. */
export function signedIn(req: Request): boolean {
  const cookie = req.headers.cookie;
  return typeof cookie === 'string' && new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=[^;\\s]`).test(cookie);
}

/**
 * Express middleware in front of the SPA fallback: the pages of the client's server-rendered table
 * (client/src/ssr/ssr-pages.ts: a route and its queries) answer the built index.html with the app's own markup for
 * the page, rendered by the client's server build from the data it fetched, the dehydrated queries the browser
 * hydrates, and the head a crawler reads (scripts/ssr/document.ts); an unknown id answers the shell with 404. Any
 * failure (the API down, slow or answering an error, the server build missing or throwing, a template without
 * #root) hands the request on to the plain SPA shell: this never fails a page.
 */
export function ssrPages(opts: SsrOptions): RequestHandler {
  const template = builtFileReader(path.join(opts.clientDist, 'index.html'), (text) => text);
  const manifest = manifestReader(opts.clientDist);
  const cssOf = cssReader(opts.clientDist);
  const entry = appRenderer(opts.serverEntry);
  // Loaded as the edge starts, not by the first visitor: the bundle and its first render cost ~0.7 s cold. The page
  // table's modules are checked against the browser build's manifest then, and any mismatch logged at once.
  entry()
    .then(async (renderer) => {
      const { pages, notFound } = renderer.ssrStyleModules();
      const problems = styleModuleProblems(await manifest(), [...pages, { kind: '404', modules: notFound }]);
      for (const p of problems) opts.log(`ssr: ${p}; that page is served as the shell`);
    })
    .catch((err: unknown) =>
      opts.log(
        `ssr: no server render (${err instanceof Error ? err.message : String(err)}); pages are served as the shell`,
      ),
    );
  return (req, res, next) => {
    if (req.method !== 'GET') return next();
    const origin = (opts.publicBaseUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`).replace(/\/+$/, '');
    void (async () => {
      // Without a server build every page is the shell (logged once, as the edge started).
      const renderer = await entry().catch(() => null);
      if (!renderer) return next();
      // The URL as the browser has it: the app routes it exactly as it will when it hydrates. Any other path (an
      // asset, a route the table does not hold) is answered null at once, before any fetch.
      const page = await renderer.renderPage({
        url: `http://edge${req.originalUrl}`,
        cookies: req.headers.cookie ?? '',
        origin,
        api: {
          url: opts.apiUrl,
          timeoutMs: opts.timeoutMs ?? 2_000,
          ...(req.socket.remoteAddress ? { forwardedFor: req.socket.remoteAddress } : {}),
        },
      });
      if (!page) return next();
      const html = await template();
      if ('missing' in page) return sendHtml(req, res, 404, html);
      // The portal's CSP runs no inline script: markup that needs one (a boundary sent out of order) is not served.
      if (/<script[\s>]/i.test(page.html + page.styles)) throw new Error('the server render holds an inline script');
      const css = await cssOf(stylesheetsOf(await manifest(), page.modules));
      const doc = renderDocument(
        html,
        origin,
        page.canonical,
        page.head,
        { html: page.html, css, styles: page.styles },
        page.state,
      );
      if (!doc) return next();
      await sendHtml(req, res, 200, doc);
    })().catch((err: unknown) => {
      opts.log(`ssr ${req.path}: ${err instanceof Error ? err.message : String(err)} (served the SPA shell)`);
      if (!res.headersSent) next();
    });
  };
}
