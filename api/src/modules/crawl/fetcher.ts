import robotsParser from 'robots-parser';

/**
 * Polite HTTP for the crawler: robots.txt honoured, at most `ratePerSec` requests per host (1 by default), a
 * User-Agent naming the portal and a contact, retries with exponential backoff on 5xx, 429 and network errors,
 * redirects followed only within the host the crawl started on, a time limit and a byte cap on every body.
 * Conditional requests (If-None-Match / If-Modified-Since) let a second run skip unchanged pages.
 */
export interface FetchOptions {
  userAgent: string;
  ratePerSec: number;
  maxBytes: number;
  timeoutMs: number;
  retries: number;
  /** First backoff; doubles each retry. */
  backoffMs: number;
}

export type FetchResult =
  | {
      ok: true;
      url: string;
      status: number;
      notModified: boolean;
      contentType: string;
      etag: string;
      lastModified: string;
      body: Buffer;
    }
  | { ok: false; url: string; reason: string };

/** The portal's URL, and the contact (CRAWL_CONTACT) when one is configured apart from it. */
export function userAgent(publicBaseUrl: string, contact?: string): string {
  const base = publicBaseUrl.replace(/\/$/u, '');
  return `AIKC-PolicyBot/1.0 (+${base}${contact && contact !== base ? `; ${contact}` : ''})`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

class TooLarge extends Error {}

function tooLarge(maxBytes: number): string {
  return `内容超过大小上限（${Math.round(maxBytes / 1024)} KB），已放弃`;
}

/** The body, stopped as soon as it passes the byte cap (a 50 MB page is never held in memory). */
async function read(res: Response, maxBytes: number): Promise<Buffer> {
  if (!res.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new TooLarge();
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

export class PoliteFetcher {
  private readonly nextSlot = new Map<string, number>();
  private readonly robots = new Map<string, ReturnType<typeof robotsParser> | null>();
  /** Requests actually sent (robots.txt included), for the run's summary. */
  requests = 0;

  constructor(private readonly opts: FetchOptions) {}

  /** Waits for the host's next slot: requests to one host are spaced 1/ratePerSec apart. */
  private async slot(host: string): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.nextSlot.get(host) ?? 0);
    this.nextSlot.set(host, at + 1000 / this.opts.ratePerSec);
    if (at > now) await sleep(at - now);
  }

  async allowed(url: URL): Promise<boolean> {
    if (!this.robots.has(url.origin)) {
      const robotsUrl = `${url.origin}/robots.txt`;
      const r = await this.once(new URL(robotsUrl), {});
      const text = r.kind === 'response' && r.status === 200 ? r.body.toString('utf8') : '';
      this.robots.set(url.origin, text ? robotsParser(robotsUrl, text) : null);
    }
    const rules = this.robots.get(url.origin);
    return !rules || rules.isAllowed(url.toString(), this.opts.userAgent) !== false;
  }

  private async once(
    url: URL,
    headers: Record<string, string>,
    maxBytes = this.opts.maxBytes,
  ): Promise<
    | { kind: 'response'; status: number; headers: Headers; body: Buffer }
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'error'; reason: string; retry: boolean }
  > {
    await this.slot(url.host);
    this.requests += 1;
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { 'user-agent': this.opts.userAgent, accept: '*/*', ...headers },
        redirect: 'manual',
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
    } catch (e) {
      const timeout = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
      return {
        kind: 'error',
        reason: timeout ? `响应超时（${this.opts.timeoutMs / 1000}秒）` : `网络错误：${(e as Error).message}`,
        retry: true,
      };
    }
    if (res.status >= 300 && res.status < 400 && res.status !== 304) {
      await res.body?.cancel();
      return { kind: 'redirect', status: res.status, location: res.headers.get('location') ?? '' };
    }
    const declared = Number(res.headers.get('content-length') ?? '0');
    if (declared > maxBytes) {
      await res.body?.cancel();
      return { kind: 'error', reason: tooLarge(maxBytes), retry: false };
    }
    try {
      return { kind: 'response', status: res.status, headers: res.headers, body: await read(res, maxBytes) };
    } catch (e) {
      if (e instanceof TooLarge) return { kind: 'error', reason: tooLarge(maxBytes), retry: false };
      const timeout = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
      return {
        kind: 'error',
        reason: timeout ? `响应超时（${this.opts.timeoutMs / 1000}秒）` : `读取失败：${(e as Error).message}`,
        retry: true,
      };
    }
  }

  /**
   * GET with robots, redirects within the host, retries; `seen` makes it conditional; `maxBytes` replaces the
   * page cap (attachments have their own).
   */
  async get(
    target: string,
    seen: { etag?: string; lastModified?: string } = {},
    maxBytes = this.opts.maxBytes,
  ): Promise<FetchResult> {
    let url = new URL(target);
    const host = url.host;
    if (!(await this.allowed(url))) return { ok: false, url: target, reason: 'robots.txt 不允许抓取该页面' };
    const headers: Record<string, string> = {};
    if (seen.etag) headers['if-none-match'] = seen.etag;
    if (seen.lastModified) headers['if-modified-since'] = seen.lastModified;
    for (let redirects = 0, attempt = 0; ;) {
      const r = await this.once(url, headers, maxBytes);
      if (r.kind === 'redirect') {
        if (!r.location || ++redirects > 5) return { ok: false, url: target, reason: '重定向次数过多' };
        const next = new URL(r.location, url);
        if (next.host !== host) return { ok: false, url: target, reason: `重定向到其他站点（${next.host}），未跟随` };
        url = next;
        continue;
      }
      const retryable = r.kind === 'error' ? r.retry : r.status >= 500 || r.status === 429;
      if (retryable && attempt < this.opts.retries) {
        await sleep(this.opts.backoffMs * 2 ** attempt);
        attempt += 1;
        continue;
      }
      if (r.kind === 'error') return { ok: false, url: target, reason: r.reason };
      if (r.status === 304)
        return {
          ok: true,
          url: url.toString(),
          status: 304,
          notModified: true,
          contentType: '',
          etag: seen.etag ?? '',
          lastModified: seen.lastModified ?? '',
          body: Buffer.alloc(0),
        };
      if (r.status !== 200) {
        const what =
          r.status === 403 ? '拒绝访问' : r.status === 404 ? '页面不存在' : r.status >= 500 ? '服务器错误' : '请求失败';
        const tried = r.status >= 500 || r.status === 429 ? `（已重试${attempt}次）` : '';
        return { ok: false, url: target, reason: `HTTP ${r.status} ${what}${tried}` };
      }
      return {
        ok: true,
        url: url.toString(),
        status: 200,
        notModified: false,
        contentType: r.headers.get('content-type') ?? '',
        etag: r.headers.get('etag') ?? '',
        lastModified: r.headers.get('last-modified') ?? '',
        body: r.body,
      };
    }
  }
}
