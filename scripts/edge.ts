import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import express from 'express';
import { createProxyServer } from 'http-proxy-3';
import { ssrNotFound } from './ssr/not-found.ts';
import { gatewayPicker } from './gateway-pick.ts';
import { ssrPages } from './ssr/render.ts';

/**
 * The edge: the one port a user sees. Static client and screens bundles, `/api`, `/uploads` and `/openapi` proxied to
 * the API, `/socket.io` (HTTP long-polling and WebSocket upgrades) proxied to the realtime gateway.
 * In production a real reverse proxy (nginx) does the same job with the same routes.
 */
export interface EdgeOptions {
  port: number;
  host: string;
  apiUrl: string;
  /** One realtime gateway, or several (`GATEWAYS=N`) sharing rooms through Redis: see gateway-pick.ts. */
  gatewayUrl: string | readonly string[];
  clientDist: string;
  screensDist: string;
  /** The back office's build (admin/dist), served at /admin; unset: no back office on this edge. */
  adminDist?: string;
  /** PUBLIC_BASE_URL: the origin of server-rendered pages' canonical links (unset: the request's host). */
  publicBaseUrl?: string;
  log: (line: string) => void;
}

function csp(scriptSrc: string): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const PORTAL_CSP = csp("'self'");
// echarts-gl compiles parts of its renderer with `new Function`; the big screens show only aggregate data
// from our API (no user HTML), so they alone may evaluate code. The portal stays strict.
const SCREENS_CSP = csp("'self' 'unsafe-eval'");

function securityHeaders(policy: string): express.RequestHandler {
  return (_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Content-Security-Policy', policy);
    next();
  };
}

/**
 * Which precompressed variant to send for an Accept-Encoding header: brotli before gzip whenever the client
 * takes both (browsers list gzip first but rank them equally), identity otherwise. `q=0` refuses a coding.
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: { br: boolean; gzip: boolean },
): 'br' | 'gzip' | null {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (available.br && accepts('br')) return 'br';
  if (available.gzip && accepts('gzip')) return 'gzip';
  return null;
}

const VARIANT_EXT = { br: '.br', gzip: '.gz' } as const;

/**
 * Sends one built file, as its `.br` or `.gz` sibling when the build left one and the client accepts it:
 * Content-Type of the original file, Content-Encoding of the variant, Vary: Accept-Encoding, and a validator
 * (ETag, Last-Modified) of the bytes actually sent.
 */
function sendBuilt(
  req: express.Request,
  res: express.Response,
  next: express.NextFunction,
  file: string,
  cacheControl: string,
): void {
  const encoding = pickEncoding(req.headers['accept-encoding'], {
    br: fs.existsSync(file + VARIANT_EXT.br),
    gzip: fs.existsSync(file + VARIANT_EXT.gzip),
  });
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', cacheControl);
  res.type(path.extname(file));
  if (encoding) res.setHeader('Content-Encoding', encoding);
  // `send` keeps the Content-Type set above (it only guesses when none is set) and computes the ETag per variant.
  res.sendFile(
    encoding ? file + VARIANT_EXT[encoding] : file,
    { cacheControl: false, dotfiles: 'deny' },
    (err?: Error) => {
      if (err && !res.headersSent) next(err);
    },
  );
}

/**
 * Serves a Vite build: hashed assets (`/assets/`) cached for a year as immutable, everything else (HTML,
 * version.json, favicon) revalidated each time (no-cache + ETag); precompressed variants where the build left
 * them (scripts/precompress.ts); SPA fallback to index.html for any other GET.
 */
function spa(dist: string, beforeFallback?: express.RequestHandler): express.Router {
  const router = express.Router();
  const root = path.resolve(dist);
  const index = path.join(root, 'index.html');
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let rel: string;
    try {
      rel = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, rel);
    const hashed = rel.startsWith('/assets/');
    // A hashed asset that is not there (an old page after a deployment) is a 404, never the HTML shell;
    // the compressed variants are not addressable by name.
    const notFound = () => void res.status(404).type('text/plain; charset=utf-8').send('资源不存在');
    if (!file.startsWith(root + path.sep) || file === index) return next();
    if (/\.(?:br|gz)$/.test(file)) return hashed ? notFound() : next();
    let stat: fs.Stats | undefined;
    try {
      stat = fs.statSync(file);
    } catch {
      stat = undefined;
    }
    if (!stat?.isFile()) return hashed ? notFound() : next();
    sendBuilt(req, res, next, file, hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  // Unknown routes answer 404 here (the portal's ssrNotFound), after the files and before the shell.
  if (beforeFallback) router.use(beforeFallback);
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain; charset=utf-8').send('页面资源尚未构建，请先运行 npm run build');
      return;
    }
    sendBuilt(req, res, next, index, 'no-cache');
  });
  return router;
}

/** The edge's server; `drain` refuses new requests (503 envelope, connection closed) and waits for those in flight. */
export interface EdgeServer extends http.Server {
  drain(timeoutMs?: number): Promise<void>;
}

/** robots.txt, the sitemap index and its parts; any other path (`/sitemap.html` included) stays the portal's. */
const CRAWLER_FILES = /^\/(?:robots\.txt|sitemap\.xml|sitemap\/[^/]+\.xml)$/;

const UNAVAILABLE = JSON.stringify({ code: 503, msg: '服务暂不可用，请稍后再试', data: null });
const DRAINING = JSON.stringify({ code: 503, msg: '服务正在重启，请稍后再试', data: null });

function sendEnvelope503(res: http.ServerResponse, body: string, close: boolean): void {
  const headers: http.OutgoingHttpHeaders = { 'Content-Type': 'application/json; charset=utf-8' };
  if (close) headers.Connection = 'close';
  res.writeHead(503, headers);
  res.end(body);
}

export function startEdge(opts: EdgeOptions): Promise<EdgeServer> {
  const proxy = createProxyServer({ xfwd: true, ws: true });
  // Without an agent http-proxy sends `Connection: close`, so the API closes the socket after an early answer (a 401
  // from the headers while a large body is still streaming) and the edge saw EPIPE instead of the answer. Over
  // keep-alive connections the API answers, discards the rest of the body, and its status reaches the client.
  const apiAgent = new http.Agent({ keepAlive: true });
  const toApi = (req: http.IncomingMessage, res: http.ServerResponse) =>
    proxy.web(req, res, { target: opts.apiUrl, agent: apiAgent });
  proxy.on('error', (err, _req, res) => {
    // The API or gateway is down or restarting (the supervisor brings it back): answer in the envelope.
    opts.log(`edge proxy error: ${err.message}`);
    if (res && 'writeHead' in res && !res.headersSent) {
      sendEnvelope503(res, UNAVAILABLE, false);
    } else if (res && 'destroy' in res) {
      (res as Duplex).destroy();
    }
  });

  let draining = false;
  let inFlight = 0;
  let settled: (() => void) | null = null;
  const sockets = new Set<Duplex>();

  const app = express();
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    if (!draining) return next();
    sendEnvelope503(res, DRAINING, true);
  });
  // The gateway's internal calls (change feed, batched counts) never come from outside, token or not.
  app.use('/api/internal', (_req, res) => {
    res.status(404).json({ code: 404, msg: '接口不存在', data: null });
  });
  app.use(['/api', '/uploads'], (req, res) => {
    // Mounting strips the prefix; the API expects the full path.
    req.url = req.originalUrl;
    toApi(req, res);
  });
  // The open API (/openapi/v1/**, signed calls and its OpenAPI document) is the API's too.
  app.use('/openapi', (req, res) => {
    req.url = req.originalUrl;
    toApi(req, res);
  });
  // Crawlers' files, generated by the API from the database (modules/sitemap); `/sitemap.html` stays the client's page.
  app.use((req, res, next) => {
    if (!CRAWLER_FILES.test(req.path)) return next();
    toApi(req, res);
  });
  const pickGateway = gatewayPicker(typeof opts.gatewayUrl === 'string' ? [opts.gatewayUrl] : opts.gatewayUrl);
  app.use('/socket.io', (req, res) => {
    req.url = req.originalUrl;
    const { target, cookie } = pickGateway(req);
    if (cookie) res.setHeader('Set-Cookie', cookie);
    proxy.web(req, res, { target });
  });
  app.use('/big_screen', securityHeaders(SCREENS_CSP), spa(opts.screensDist));
  // The back office is its own bundle (nothing of it reaches the portal's JS) under the portal's strict policy.
  if (opts.adminDist) app.use('/admin', securityHeaders(PORTAL_CSP), spa(opts.adminDist));
  // Content pages (policy, project, company ... details and lists) come with their content server-rendered.
  // `npm run build -w @aikc/client` writes the server build beside the browser's (client/vite.config.ts).
  const serverEntry = path.join(path.dirname(opts.clientDist), 'dist-ssr', 'entry-server.js');
  const ssr = ssrPages({
    apiUrl: opts.apiUrl,
    clientDist: opts.clientDist,
    serverEntry,
    publicBaseUrl: opts.publicBaseUrl,
    log: opts.log,
  });
  const notFound = ssrNotFound({ clientDist: opts.clientDist, serverEntry, log: opts.log });
  app.use(securityHeaders(PORTAL_CSP), ssr, spa(opts.clientDist, notFound));

  const server = http.createServer((req, res) => {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      if (draining && inFlight === 0) settled?.();
    });
    if (draining) res.setHeader('Connection', 'close');
    app(req, res);
  }) as EdgeServer;
  // Idle keep-alive connections stay open past the clients' own idle limits (undici 4 s, browsers longer), so a
  // client never reuses one the edge is closing at that moment: with Node's 5 s default, a test's fetch got
  // ECONNRESET on a loaded machine. Draining closes idle connections at once, whatever this is.
  server.keepAliveTimeout = 65_000;
  server.on('upgrade', (req, socket, head) => {
    if (draining || !req.url?.startsWith('/socket.io')) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    proxy.ws(req, socket, head, { target: pickGateway(req).target });
  });
  server.drain = async (timeoutMs = 15_000) => {
    draining = true;
    // No new connections; idle keep-alive connections close now, busy ones after their response.
    server.close();
    server.closeIdleConnections();
    if (inFlight > 0) {
      await new Promise<void>((resolve) => {
        settled = resolve;
        setTimeout(resolve, timeoutMs).unref();
      });
    }
    // Let the last responses leave the socket buffers before closing what is left.
    server.closeIdleConnections();
    await new Promise((r) => setTimeout(r, 100));
    server.closeAllConnections();
    // Sockets reconnect by themselves (to the next edge, or this one once restarted).
    for (const s of sockets) s.destroy();
    apiAgent.destroy();
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve(server));
  });
}
