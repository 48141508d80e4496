import { AUTH_HEADER, PLATFORM_HEADER, PLATFORM_PC_WEB } from '@aikc/shared/constants';
import type { Envelope } from '@aikc/shared/envelope';
import { ResultCode } from '@aikc/shared/result-codes';
import { serverFetch } from './server-fetch.ts';
import { clearToken, getToken } from './token.ts';

/** Client-side code for a request that never got an envelope back (network down, proxy error page). */
export const NETWORK_ERROR_CODE = -1;
const NETWORK_ERROR_MSG = '网络连接异常，请稍后再试';

/** A call that did not succeed: the envelope's code and msg (spec section 8). */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, msg: string, data: unknown = null) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
}

/** What the HTTP layer does beyond fetching; the app wires 401s to the login dialog. */
export interface HttpHooks {
  notifyError(msg: string): void;
  onUnauthorized(): void;
}

function defaultUnauthorized(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/?act=login&redirect=${encodeURIComponent(here)}`);
}

const defaultHooks: HttpHooks = {
  // antd's message is fetched with the first toast, not with the first route (issue 21).
  notifyError: (msg) => void import('./antd/antd-feedback.ts').then((m) => m.showErrorToast(msg)),
  onUnauthorized: defaultUnauthorized,
};
let hooks: HttpHooks = { ...defaultHooks };

/** Replaces some hooks; returns a function that restores the previous ones (used by tests and the app root). */
export function configureHttp(partial: Partial<HttpHooks>): () => void {
  const previous = hooks;
  hooks = { ...hooks, ...partial };
  return () => {
    hooks = previous;
  };
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** GET query parameters. */
  params?: Record<string, QueryValue>;
  /** POST JSON body. */
  body?: unknown;
  /** Codes handed back to the caller as a resolved envelope, without a toast. */
  passThroughCodes?: readonly number[];
  /** No toast on failure (background calls); 401 handling and rejection still happen. */
  silent?: boolean;
  signal?: AbortSignal;
}

function buildUrl(path: string, params?: Record<string, QueryValue>): string {
  if (!params) return path;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

function isEnvelope(v: unknown): v is Envelope<unknown> {
  return typeof v === 'object' && v !== null && typeof (v as { code?: unknown }).code === 'number';
}

function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', [PLATFORM_HEADER]: PLATFORM_PC_WEB };
  const token = getToken();
  if (token) headers[AUTH_HEADER] = token;
  return headers;
}

function networkError(opts: RequestOptions): ApiError {
  if (!opts.silent) hooks.notifyError(NETWORK_ERROR_MSG);
  return new ApiError(NETWORK_ERROR_CODE, NETWORK_ERROR_MSG);
}

/** fetch, with a failure to reach the server turned into the network ApiError (an abort stays an abort). */
async function send(url: string, init: RequestInit, opts: RequestOptions): Promise<Response> {
  if (opts.signal) init.signal = opts.signal;
  try {
    return await fetch(url, init);
  } catch (err) {
    if ((err as { name?: string })?.name === 'AbortError') throw err;
    throw networkError(opts);
  }
}

/** The envelope rules of every call: 200 and the pass-through codes resolve; the rest toast, 401 logs out, reject. */
function settle<T>(payload: unknown, opts: RequestOptions): Envelope<T> {
  if (!isEnvelope(payload)) throw networkError(opts);
  const env = payload as Envelope<T>;
  if (env.code === ResultCode.OK || opts.passThroughCodes?.includes(env.code)) return env;

  const msg = typeof env.msg === 'string' && env.msg ? env.msg : 'Error';
  if (!opts.silent) hooks.notifyError(msg);
  if (env.code === ResultCode.UNAUTHORIZED) {
    clearToken();
    hooks.onUnauthorized();
  }
  throw new ApiError(env.code, msg, env.data);
}

/**
 * Sends one call of spec section 7 and returns its envelope. Resolves for code 200 and the pass-through codes;
 * anything else shows the `msg` toast (default 'Error', 5 s) and rejects with an ApiError. A 401 also clears
 * the token and sends the user to login.
 */
export async function requestEnvelope<T>(path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const method = opts.method ?? (opts.body !== undefined ? 'POST' : 'GET');
  // The server render asks the API only while it prefetches a page's queries (ssr/ssr-pages.ts); a query that
  // starts while it renders (a signed-in visitor's user_info, a centre page's figures) stays pending, so the page
  // shows its loading state as the browser's first render does, and hydration finds the same markup.
  if (import.meta.env.SSR) return serverEnvelope<T>(path, method, opts);
  const headers = authHeaders();
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (method === 'POST') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(opts.body ?? {});
  }
  const url = method === 'GET' ? buildUrl(path, opts.params) : path;
  const res = await send(url, init, opts);
  let payload: unknown;
  try {
    payload = await res.json();
  } catch (err) {
    // Aborted while the body was read (a page left, a query superseded): an abort, not a network failure to toast.
    if ((err as { name?: string })?.name === 'AbortError') throw err;
    throw networkError(opts);
  }
  return settle<T>(payload, opts);
}

/** requestEnvelope on the server: through the request's fetch (entry-server.tsx), no toast, no logout. */
async function serverEnvelope<T>(path: string, method: 'GET' | 'POST', opts: RequestOptions): Promise<Envelope<T>> {
  const f = serverFetch();
  if (!f) return new Promise<Envelope<T>>(() => undefined);
  const url = method === 'GET' ? buildUrl(path, opts.params) : path;
  const payload = await f(url, method === 'POST' ? { method, body: JSON.stringify(opts.body ?? {}) } : { method });
  if (!isEnvelope(payload)) throw new ApiError(NETWORK_ERROR_CODE, NETWORK_ERROR_MSG);
  const env = payload as Envelope<T>;
  if (env.code === ResultCode.OK || opts.passThroughCodes?.includes(env.code)) return env;
  throw new ApiError(env.code, typeof env.msg === 'string' ? env.msg : 'Error', env.data);
}

export interface UploadOptions {
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  silent?: boolean;
  signal?: AbortSignal;
}

/**
 * POSTs multipart form data (file uploads) with upload progress (fetch cannot report it, so this one call uses
 * XMLHttpRequest), under the same token, Platform, toast, 401 handling and envelope as every other call.
 */
export function httpUpload<T>(path: string, form: FormData, opts: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(networkError(opts));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      try {
        let payload: unknown;
        try {
          payload = JSON.parse(xhr.responseText);
        } catch {
          throw networkError(opts);
        }
        resolve(settle<T>(payload, opts).data);
      } catch (err) {
        reject(err as Error);
      }
    };
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** A file answer: its bytes and the name the server gave it (Content-Disposition), if any. */
export interface DownloadedFile {
  blob: Blob;
  disposition: string | null;
}

/**
 * GET a file with the token header (a bare link would not carry it). A JSON answer is an envelope: a refusal
 * (401 logs out, the rest toast unless silent) rejects with its ApiError like any call.
 */
export async function httpDownload(
  path: string,
  params?: Record<string, QueryValue>,
  opts: Omit<RequestOptions, 'method' | 'params'> = {},
): Promise<DownloadedFile> {
  const res = await send(
    buildUrl(path, params),
    { method: 'GET', headers: authHeaders(), credentials: 'same-origin' },
    opts,
  );
  const type = res.headers.get('Content-Type') ?? '';
  if (type.includes('application/json') || !res.ok) {
    const payload: unknown = await res.json().catch(() => null);
    settle(payload, opts);
    // A 200 envelope where a file was expected is no file either.
    throw networkError(opts);
  }
  return { blob: await res.blob(), disposition: res.headers.get('Content-Disposition') };
}

/** Like requestEnvelope, resolving to `data`. */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  return (await requestEnvelope<T>(path, opts)).data;
}

/** GET with a query. */
export function httpGet<T>(
  path: string,
  params?: Record<string, QueryValue>,
  opts: Omit<RequestOptions, 'method' | 'params'> = {},
): Promise<T> {
  return request<T>(path, { ...opts, method: 'GET', ...(params ? { params } : {}) });
}

/** POST with a JSON body. */
export function httpPost<T>(
  path: string,
  body: unknown = {},
  opts: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<T> {
  return request<T>(path, { ...opts, method: 'POST', body });
}
