import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { CompanyApi, InfoApi, NewsApi, PolicyApi, ProjectApi, SubscriptionApi, UserApi } from '@aikc/shared/api-paths';
import {
  AUTH_HEADER,
  CITY_COOKIE,
  HOME_CLOSING_DAYS,
  HOME_FEED_SIZE,
  HOME_NEWS_QUERY,
  TOKEN_COOKIE,
} from '@aikc/shared/constants';
import { asCityOption } from '@aikc/shared/region-option';
import { appRenderer } from './app.ts';
import { builtFileReader } from './built-file.ts';
import { renderDocument, type SsrSeed } from './document.ts';
import {
  centreHead,
  chatHead,
  companyHead,
  homeHead,
  interpretationHead,
  listHead,
  newsHead,
  policyHead,
  projectHead,
  type PageHead,
} from './head.ts';
import { matchSsrPage, type SsrPage } from './match.ts';
import {
  CENTRE_PAGE_MODULES,
  cssReader,
  manifestReader,
  PAGE_MODULES,
  SHELL_MODULES,
  stylesheetsOf,
} from './styles.ts';

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

/** A GET call's query string, or a POST call's JSON body. */
type ApiInput = { query: Record<string, number> } | { body: unknown };

/** An API answer: its data, a 404 (the page does not exist), or null (anything else: serve the shell). */
type Fetched<T> = { data: T } | { missing: true } | null;

async function callApi<T>(opts: SsrOptions, req: Request, apiPath: string, input: ApiInput): Promise<Fetched<T>> {
  const headers: Record<string, string> = { Platform: 'pc-web', Accept: 'application/json' };
  // A signed-in visitor's page is asked for as theirs: the API records their view (history) on this one call, and
  // the browser finds the answer under their token's key (seed-query-cache.ts), so it asks nothing again.
  const token = sessionToken(req);
  if (token) headers[AUTH_HEADER] = token;
  // The API's per-address limits and logs should see the visitor, not the edge (the edge is one trusted proxy).
  if (req.socket.remoteAddress) headers['X-Forwarded-For'] = req.socket.remoteAddress;
  const init: RequestInit = { headers, signal: AbortSignal.timeout(opts.timeoutMs ?? 2_000) };
  let url = `${opts.apiUrl}${apiPath}`;
  if ('query' in input) {
    const params = new URLSearchParams(Object.entries(input.query).map(([k, v]): [string, string] => [k, String(v)]));
    if (params.size > 0) url += `?${params.toString()}`;
  } else {
    init.method = 'POST';
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(input.body);
  }
  const res = await fetch(url, init);
  const env = (await res.json()) as { code?: number; data?: T };
  if (env.code === 200 && env.data !== undefined && env.data !== null) return { data: env.data };
  if (env.code === 404 || res.status === 404) return { missing: true };
  return null;
}

/** The portal's session token from the request's cookie (shared/constants TOKEN_COOKIE), as the browser reads it. */
function sessionToken(req: Request): string | null {
  const m = new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=([^;\\s]+)`).exec(req.headers.cookie ?? '');
  if (!m?.[1]) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return null;
  }
}

/**
 * The province of the header's city choice (the CITY_COOKIE the client's city store reads), '' for none or
 * nationwide: the key under which /user/index asks for its region's policies.
 */
function cityProvince(req: Request): string {
  const m = new RegExp(`(?:^|;\\s*)${CITY_COOKIE}=([^;]+)`).exec(req.headers.cookie ?? '');
  if (!m?.[1]) return '';
  try {
    const city = asCityOption(JSON.parse(decodeURIComponent(m[1])));
    return city?.provinceId ? String(city.provinceId) : '';
  } catch {
    return '';
  }
}

type SeedEntry = SsrSeed['queries'][number];

interface Loaded {
  head: PageHead;
  /** The queries the page's data answers, for the client's cache. */
  seeds: SeedEntry[];
}

/**
 * Queries answered in parallel, each seeded when it answers; one that fails or is late is left out (the page shows its
 * skeleton there and the browser asks again).
 */
async function seedsOf(
  opts: SsrOptions,
  req: Request,
  feeds: [SeedEntry['q'], string, ApiInput, unknown?][],
): Promise<SeedEntry[]> {
  const at = Date.now();
  const answers = await Promise.all(
    feeds.map(([q, apiPath, input, filter]) =>
      callApi<unknown>(opts, req, apiPath, input).then(
        (r) => (r && 'data' in r ? { q, data: r.data, at, ...(filter === undefined ? {} : { filter }) } : null),
        () => null,
      ),
    ),
  );
  return answers.filter((a) => a !== null);
}

/**
 * /user/index's figures and its two lists, asked with the member's token: the page paints them with the HTML (its
 * largest text is among them) rather than after hydration and two more round trips (issue 31).
 */
function centreIndexSeeds(opts: SsrOptions, req: Request): Promise<SeedEntry[]> {
  const province = cityProvince(req);
  return seedsOf(opts, req, [
    ['centre.counts', SubscriptionApi.centreCounts, { query: {} }],
    [
      'centre.articles',
      SubscriptionApi.centreArticles,
      { query: province ? { province: Number(province) } : {} },
      { province },
    ],
  ]);
}

/**
 * The home page's four feeds, each seeded when it answers. One that fails or is late is left out: the page shows
 * its skeleton there and the browser asks again, as it does for a visitor whose saved city asks for a province's
 * policies (not seeded: the edge does not read the city cookie).
 */
function homeFeeds(opts: SsrOptions, req: Request): Promise<SeedEntry[]> {
  return seedsOf(opts, req, [
    ['home.counts', UserApi.getIndexCount, { query: {} }],
    ['home.latest', UserApi.getNewArticleList, { query: { limit: HOME_FEED_SIZE } }],
    ['home.closing', ProjectApi.closingSoon, { query: { days: HOME_CLOSING_DAYS, limit: HOME_FEED_SIZE } }],
    ['home.news', NewsApi.list, { body: HOME_NEWS_QUERY }],
  ]);
}

async function load(
  opts: SsrOptions,
  req: Request,
  page: SsrPage,
  url: string,
): Promise<Loaded | { missing: true } | null> {
  const at = Date.now();
  const detail = async <T>(apiPath: string, q: string, id: number, view: (d: T) => PageHead) => {
    const r = await callApi<T>(opts, req, apiPath, { query: { id } });
    if (!r || 'missing' in r) return r;
    return { head: view(r.data), seeds: [{ q, id, data: r.data, at }] };
  };
  switch (page.kind) {
    case 'home':
      return { head: homeHead(url), seeds: await homeFeeds(opts, req) };
    case 'policy':
      return detail(PolicyApi.detail, 'policy.detail', page.id, (d: Parameters<typeof policyHead>[0]) =>
        policyHead(d, url),
      );
    case 'interpretation':
      return detail(InfoApi.detail, 'info.detail', page.id, (d: Parameters<typeof interpretationHead>[0]) =>
        interpretationHead(d, url),
      );
    case 'news':
      return detail(NewsApi.detail, 'news.detail', page.id, (d: Parameters<typeof newsHead>[0]) => newsHead(d, url));
    case 'project':
      return detail(ProjectApi.detail, 'project.detail', page.id, (d: Parameters<typeof projectHead>[0]) =>
        projectHead(d, url),
      );
    case 'company':
      return detail(CompanyApi.detail, 'company.detail', page.id, (d: Parameters<typeof companyHead>[0]) =>
        companyHead(d, url),
      );
    case 'user-centre':
      // The frame and the member's header render now; a page's data after hydration, but for the centre's home page.
      return { head: centreHead(), seeds: page.page === 'index' ? await centreIndexSeeds(opts, req) : [] };
    case 'chat':
      // A new chat needs no data to paint: the mode's intro and the question box; the member's sessions and quota
      // fill in after hydration.
      return { head: chatHead(page.mode), seeds: [] };
    case 'policy-list':
    case 'project-list':
    case 'company-list': {
      const kind = page.kind.slice(0, -'-list'.length) as 'policy' | 'project' | 'company';
      const apiPath = { policy: PolicyApi.list, project: ProjectApi.list, company: CompanyApi.list }[kind];
      const r = await callApi<unknown>(opts, req, apiPath, { body: page.filter });
      if (!r || 'missing' in r) return null;
      return { head: listHead(kind), seeds: [{ q: `${kind}.list`, filter: page.filter, data: r.data, at }] };
    }
  }
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

/** The canonical path: list pages keep their `:s`, a company's tab is the company page. */
function canonicalPath(page: SsrPage, reqPath: string): string {
  if (page.kind === 'home') return '/';
  if (page.kind === 'company') return `/company/detail/${page.id}`;
  if ('segment' in page) return `/${page.kind.slice(0, -'-list'.length)}/list${page.segment ? `/${page.segment}` : ''}`;
  return reqPath.replace(/\/$/, '');
}

/** Whether the request carries the portal's session cookie (shared/constants TOKEN_COOKIE) with a value. */
export function signedIn(req: Request): boolean {
  const cookie = req.headers.cookie;
  return typeof cookie === 'string' && new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=[^;\\s]`).test(cookie);
}

/**
 * Express middleware in front of the SPA fallback: content routes answer the built index.html with the app's own
 * markup for the page (the client's server build, rendered from the data the edge fetched, which the browser then
 * hydrates) and the head a crawler reads (scripts/ssr/document.ts); an unknown id answers the shell with 404. Any
 * failure (the API down, slow or answering an error, the server build missing or throwing, a template without
 * #root) hands the request on to the plain SPA shell: this never fails a page.
 */
export function ssrPages(opts: SsrOptions): RequestHandler {
  const template = builtFileReader(path.join(opts.clientDist, 'index.html'), (text) => text);
  const manifest = manifestReader(opts.clientDist);
  const cssOf = cssReader(opts.clientDist);
  const entry = appRenderer(opts.serverEntry);
  // Loaded as the edge starts, not by the first visitor: the bundle and its first render cost ~0.7 s cold.
  entry().catch((err: unknown) =>
    opts.log(
      `ssr: no server render (${err instanceof Error ? err.message : String(err)}); pages are served as the shell`,
    ),
  );
  return (req, res, next) => {
    if (req.method !== 'GET') return next();
    const page = matchSsrPage(req.path);
    if (!page) return next();
    // A visitor on a centre or chat page gets the login dialog from the browser (the shell), as before.
    if ((page.kind === 'user-centre' || page.kind === 'chat') && !sessionToken(req)) return next();
    const origin = (opts.publicBaseUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`).replace(/\/+$/, '');
    const canonical = canonicalPath(page, req.path);
    void (async () => {
      const [html, loaded] = await Promise.all([template(), load(opts, req, page, `${origin}${canonical}`)]);
      if (!loaded) return next();
      if ('missing' in loaded) return sendHtml(req, res, 404, html);
      const seed: SsrSeed = { v: 1, queries: loaded.seeds };
      const [renderer, built] = await Promise.all([entry(), manifest()]);
      // The URL as the browser has it: the app routes it exactly as it will when it hydrates.
      const app = await renderer.renderApp({
        url: `http://edge${req.originalUrl}`,
        cookies: req.headers.cookie ?? '',
        seed,
      });
      if (app === null) return next();
      // The portal's CSP runs no inline script: markup that needs one (a boundary sent out of order) is not served.
      if (/<script[\s>]/i.test(app.html + app.styles)) throw new Error('the server render holds an inline script');
      const centrePage = page.kind === 'user-centre' ? CENTRE_PAGE_MODULES[page.page] : undefined;
      const modules = [PAGE_MODULES[page.kind], ...(centrePage ? [centrePage] : []), ...SHELL_MODULES];
      const css = await cssOf(stylesheetsOf(built, modules));
      const doc = renderDocument(
        html,
        origin,
        canonical,
        loaded.head,
        { html: app.html, css, styles: app.styles },
        seed,
      );
      if (!doc) return next();
      await sendHtml(req, res, 200, doc);
    })().catch((err: unknown) => {
      opts.log(`ssr ${req.path}: ${err instanceof Error ? err.message : String(err)} (served the SPA shell)`);
      if (!res.headersSent) next();
    });
  };
}
