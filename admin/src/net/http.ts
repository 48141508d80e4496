/**
 * The back office's one door to /api/admin: every answer is the portal's envelope `{code,msg,data}`. A 401 (no
 * session, or the server ended it after 30 minutes idle) sends the page to the login with a notice; a 403 and every
 * other failure surfaces as an ApiError whose message is the server's Chinese `msg`.
 */
const TOKEN_KEY = 'aikc-admin-token';
const NOTICE_KEY = 'aikc-admin-notice';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export function getToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string | null): void {
  if (token) sessionStorage.setItem(TOKEN_KEY, token);
  else sessionStorage.removeItem(TOKEN_KEY);
}

/** The notice the login page shows once (why the staff member was sent back to it). */
export function takeNotice(): string | null {
  const n = sessionStorage.getItem(NOTICE_KEY);
  sessionStorage.removeItem(NOTICE_KEY);
  return n;
}

export const SESSION_EXPIRED = '登录已超时，请重新登录';

let onUnauthorized: () => void = () => undefined;

/** The app's router registers how to reach the login page (a full reload is not needed). */
export function setUnauthorizedHandler(fn: () => void): void {
  onUnauthorized = fn;
}

function expired(): void {
  setToken(null);
  sessionStorage.setItem(NOTICE_KEY, SESSION_EXPIRED);
  onUnauthorized();
}

type Query = Record<string, string | number | boolean | undefined | null>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}${path.includes('?') ? '&' : '?'}${s}` : path;
}

async function send<T>(method: string, path: string, body?: unknown, query?: Query): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(withQuery(path, query), { method, headers, body: payload, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, '网络连接异常，请稍后重试');
  }
  const env = (await res.json().catch(() => null)) as { code?: number; msg?: string; data?: T } | null;
  const code = env?.code ?? res.status;
  if (res.status === 401 || code === 401) {
    // Only an established session "times out"; a failed login stays on its page with the server's message.
    if (token) expired();
    throw new ApiError(401, env?.msg ?? SESSION_EXPIRED);
  }
  if (!res.ok || code !== 200) throw new ApiError(code, env?.msg ?? '请求失败，请稍后重试');
  return env?.data as T;
}

export const http = {
  get: <T>(path: string, query?: Query) => send<T>('GET', path, undefined, query),
  post: <T>(path: string, body?: unknown) => send<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => send<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => send<T>('PATCH', path, body ?? {}),
  del: <T>(path: string) => send<T>('DELETE', path),
};

/** Downloads a CSV (or any file) the API streams, with the session's credentials, under the given name. */
export async function download(path: string, query: Query | undefined, filename: string): Promise<void> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(withQuery(path, query), { headers, credentials: 'same-origin' });
  if (res.status === 401) {
    if (token) expired();
    return;
  }
  if (!res.ok) throw new ApiError(res.status, '导出失败，请稍后重试');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}
