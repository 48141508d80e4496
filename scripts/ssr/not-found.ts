import path from 'node:path';
import type { RequestHandler } from 'express';
import { appRenderer } from './app.ts';
import { builtFileReader } from './built-file.ts';
import { notFoundDocument } from './document.ts';
import { sendHtml, signedIn, type SsrOptions } from './render.ts';
import { cssReader, manifestReader, stylesheetsOf } from './styles.ts';

/**
 * The SPA fallback's gate for unknown routes (issue 31: they answered 200 with the shell): a GET that no route of
 * the app but its catch-all takes answers HTTP 404 with the app's 404 page rendered on the server (a signed-in
 * visitor, whose header the server does not draw, gets the shell with 404). Known routes, and any failure of the
 * server render, go on to the shell as before. Mounted after the static files, so no asset comes here.
 */
export function ssrNotFound(opts: Pick<SsrOptions, 'clientDist' | 'serverEntry' | 'log'>): RequestHandler {
  const template = builtFileReader(path.join(opts.clientDist, 'index.html'), (text) => text);
  const manifest = manifestReader(opts.clientDist);
  const cssOf = cssReader(opts.clientDist);
  const entry = appRenderer(opts.serverEntry);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    void (async () => {
      const renderer = await entry();
      const url = `http://edge${req.originalUrl}`;
      if (renderer.routeStatus(url) !== 404) return next();
      const html = await template();
      const app = signedIn(req) ? null : await renderer.renderApp({ url, cookies: req.headers.cookie ?? '' });
      if (!app) return sendHtml(req, res, 404, html);
      const css = await cssOf(stylesheetsOf(await manifest(), renderer.ssrStyleModules().notFound));
      await sendHtml(req, res, 404, notFoundDocument(html, { html: app.html, css, styles: app.styles }) ?? html);
    })().catch((err: unknown) => {
      opts.log(`ssr 404 ${req.path}: ${err instanceof Error ? err.message : String(err)} (served the SPA shell)`);
      if (!res.headersSent) next();
    });
  };
}
