import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { CompanyApi, InfoApi, NewsApi, PolicyApi, ProjectApi } from '@aikc/shared/api-paths';
import { TOKEN_COOKIE } from '@aikc/shared/constants';
import {
  companyPage,
  interpretationPage,
  listPage,
  newsPage,
  policyPage,
  projectPage,
  type PageContent,
} from './content.ts';
import { renderDocument, type SsrSeed } from './document.ts';
import { homePage } from './home.ts';
import { matchSsrPage, nextPageSegment, type SsrPage } from './match.ts';

export interface SsrOptions {
  apiUrl: string;
  clientDist: string;
  /** Origin of canonical and structured-data URLs (PUBLIC_BASE_URL); unset: the request's own host. */
  publicBaseUrl?: string;
  log: (line: string) => void;
  /** Longest wait for the API before the plain SPA shell is served instead. */
  timeoutMs?: number;
}

/** An API answer: its data, a 404 (the page does not exist), or null (anything else: serve the shell). */
type Fetched<T> = { data: T } | { missing: true } | null;

async function callApi<T>(
  opts: SsrOptions,
  req: Request,
  apiPath: string,
  input: { id: number } | { body: unknown },
): Promise<Fetched<T>> {
  const headers: Record<string, string> = { Platform: 'pc-web', Accept: 'application/json' };
  // The API's per-address limits and logs should see the visitor, not the edge (the edge is one trusted proxy).
  if (req.socket.remoteAddress) headers['X-Forwarded-For'] = req.socket.remoteAddress;
  const init: RequestInit = { headers, signal: AbortSignal.timeout(opts.timeoutMs ?? 2_000) };
  let url = `${opts.apiUrl}${apiPath}`;
  if ('id' in input) url += `?id=${input.id}`;
  else {
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

interface Rendered {
  content: PageContent;
  /** The query the page's data answers, for the client's cache; null for a page drawn without data (home). */
  seed: SsrSeed['queries'][number] | null;
}

async function load(
  opts: SsrOptions,
  req: Request,
  page: SsrPage,
  url: string,
): Promise<Rendered | { missing: true } | null> {
  const at = Date.now();
  const detail = async <T>(apiPath: string, q: string, id: number, view: (d: T) => PageContent) => {
    const r = await callApi<T>(opts, req, apiPath, { id });
    if (!r || 'missing' in r) return r;
    return { content: view(r.data), seed: { q, id, data: r.data, at } };
  };
  switch (page.kind) {
    case 'home':
      return { content: homePage(url), seed: null };
    case 'policy':
      return detail(PolicyApi.detail, 'policy.detail', page.id, (d: Parameters<typeof policyPage>[0]) =>
        policyPage(d, url),
      );
    case 'interpretation':
      return detail(InfoApi.detail, 'info.detail', page.id, (d: Parameters<typeof interpretationPage>[0]) =>
        interpretationPage(d, url),
      );
    case 'news':
      return detail(NewsApi.detail, 'news.detail', page.id, (d: Parameters<typeof newsPage>[0]) => newsPage(d, url));
    case 'project':
      return detail(ProjectApi.detail, 'project.detail', page.id, (d: Parameters<typeof projectPage>[0]) =>
        projectPage(d, url),
      );
    case 'company':
      return detail(CompanyApi.detail, 'company.detail', page.id, (d: Parameters<typeof companyPage>[0]) =>
        companyPage(d, url),
      );
    case 'policy-list':
    case 'project-list':
    case 'company-list': {
      const kind = page.kind.slice(0, -'-list'.length) as 'policy' | 'project' | 'company';
      const apiPath = { policy: PolicyApi.list, project: ProjectApi.list, company: CompanyApi.list }[kind];
      const r = await callApi<Parameters<typeof listPage>[1]>(opts, req, apiPath, { body: page.filter });
      if (!r || 'missing' in r) return null;
      const more = r.data.current * r.data.pageSize < r.data.total;
      const next = more ? `/${kind}/list/${nextPageSegment(page)}` : null;
      return {
        content: listPage(kind, r.data, next),
        seed: { q: `${kind}.list`, filter: page.filter, data: r.data, at },
      };
    }
  }
}

/** The built index.html, read again only when the file changes (a rebuild while the edge runs). */
function templateReader(file: string): () => Promise<string> {
  let cached: { mtimeMs: number; text: string } | null = null;
  return async () => {
    const { mtimeMs } = await fs.stat(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, text: await fs.readFile(file, 'utf8') };
    return cached.text;
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Sends a rendered document compressed as the browser accepts (brotli, then gzip): it is made per request, so it
 * cannot be precompressed like the static files; brotli quality 5 keeps it at a millisecond or two.
 */
async function sendHtml(req: Request, res: Response, status: number, html: string): Promise<void> {
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
function signedIn(req: Request): boolean {
  const cookie = req.headers.cookie;
  return typeof cookie === 'string' && new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=[^;\\s]`).test(cookie);
}

/**
 * Express middleware in front of the SPA fallback: content routes answer the built index.html with their content
 * rendered in (scripts/ssr/document.ts); an unknown id answers the shell with 404. Any failure (the API down,
 * slow or answering an error, a template without #root) hands the request on to the plain SPA shell: this never
 * fails a page.
 */
export function ssrPages(opts: SsrOptions): RequestHandler {
  const template = templateReader(path.join(opts.clientDist, 'index.html'));
  return (req, res, next) => {
    if (req.method !== 'GET') return next();
    const page = matchSsrPage(req.path);
    if (!page) return next();
    // A signed-in visitor's page asks for its data again under their token (their 收藏 state), and a detail
    // fetch counts a view: rendering for them would count each view twice. They get the shell, as before.
    if (signedIn(req)) return next();
    const origin = (opts.publicBaseUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`).replace(/\/+$/, '');
    const canonical = canonicalPath(page, req.path);
    void (async () => {
      const [html, loaded] = await Promise.all([template(), load(opts, req, page, `${origin}${canonical}`)]);
      if (!loaded) return next();
      if ('missing' in loaded) return sendHtml(req, res, 404, html);
      const doc = renderDocument(html, origin, canonical, loaded.content, {
        v: 1,
        queries: loaded.seed ? [loaded.seed] : [],
      });
      if (!doc) return next();
      await sendHtml(req, res, 200, doc);
    })().catch((err: unknown) => {
      opts.log(`ssr ${req.path}: ${err instanceof Error ? err.message : String(err)} (served the SPA shell)`);
      if (!res.headersSent) next();
    });
  };
}
