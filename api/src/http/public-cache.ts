import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { todayCst } from '../lib/time.ts';
import { indexVersion } from '../modules/search/indexer.ts';

/**
 * A micro-cache of serialized responses for public, user-independent read calls (defineCall's `publicCache`).
 * A hit answers with the stored bytes and ETag, skipping the handler, JSON serialization and hashing.
 *
 * An entry is valid only while the content version it was computed at is current, on the same China date
 * (list items show validity relative to today) and within a short TTL, which also bounds staleness when
 * another process writes. Only successful `{code:200}` envelopes are stored; refusals and errors never are.
 */

/** The version of public content this process sees; one function, so the source can be swapped in one place. */
export function contentVersion(): string | number {
  return indexVersion();
}

export interface CachedResponse {
  body: Buffer;
  /** The body gzipped once at fill time, for clients that accept it (every browser does); absent for tiny bodies. */
  gzip?: Buffer;
  contentType: string;
  /** Computed once, with the app's own ETag function, so a hit carries the same header a miss did. */
  etag: string | undefined;
}

interface Entry extends CachedResponse {
  at: number;
  version: string | number;
  day: string;
}

export interface PublicCacheLimits {
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
}

/** About 20 KB per list page: this holds a few hundred hot pages in a few MB. */
export const DEFAULT_LIMITS: PublicCacheLimits = { maxEntries: 500, maxBytes: 16 * 1024 * 1024, ttlMs: 5_000 };

/** Bounded LRU by entry count and stored bytes. */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  /** Paths (lower case, no trailing slash) of the calls that use this cache, for the raw-body fast path. */
  readonly paths = new Set<string>();
  /** Answers being computed, so a burst of identical misses (a cold page under load) runs the handler once. */
  private readonly inFlight = new Map<string, { version: string | number; answer: Promise<CachedResponse | null> }>();
  private bytes = 0;
  readonly limits: PublicCacheLimits;

  constructor(limits: Partial<PublicCacheLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** The stamp a response computed now will carry; take it before computing, so a write during it invalidates it. */
  stamp(now = Date.now()): { at: number; version: string | number; day: string } {
    return { at: now, version: contentVersion(), day: this.today(now) };
  }

  private day = { from: 0, to: 0, date: '' };
  /** todayCst, formatted once per day rather than on every hit. */
  private today(now: number): string {
    if (now < this.day.from || now >= this.day.to) {
      const date = todayCst(now);
      const from = Date.parse(`${date}T00:00:00+08:00`);
      this.day = { from, to: from + 86_400_000, date };
    }
    return this.day.date;
  }

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.version !== contentVersion() || now - e.at >= this.limits.ttlMs || e.day !== this.today(now)) {
      this.remove(key, e);
      return undefined;
    }
    // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, e);
    return e;
  }

  set(key: string, value: CachedResponse, stamp: { at: number; version: string | number; day: string }): void {
    const size = value.body.length + (value.gzip?.length ?? 0);
    // A response bigger than a quarter of the budget would evict many hot pages for one cold one.
    if (size > this.limits.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { ...value, ...stamp });
    this.bytes += size;
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const [k, e] = this.entries.entries().next().value as [string, Entry];
      this.remove(k, e);
    }
  }

  /** The answer another request is computing for `key`; it resolves to null when that one was not cacheable. */
  pending(key: string): Promise<CachedResponse | null> | undefined {
    const p = this.inFlight.get(key);
    // A computation started before a content write would answer with what the write replaced.
    return p && p.version === contentVersion() ? p.answer : undefined;
  }

  /** Marks `key` as being computed at `stamp`; the returned function must be called once, with the answer or null. */
  begin(key: string, stamp: { version: string | number }): (r: CachedResponse | null) => void {
    let resolve!: (r: CachedResponse | null) => void;
    const p = { version: stamp.version, answer: new Promise<CachedResponse | null>((res) => (resolve = res)) };
    this.inFlight.set(key, p);
    return (r) => {
      if (this.inFlight.get(key) === p) this.inFlight.delete(key);
      resolve(r);
    };
  }

  private remove(key: string, e: Entry): void {
    this.entries.delete(key);
    this.bytes -= e.body.length + (e.gzip?.length ?? 0);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  keys(): IterableIterator<string> {
    return this.entries.keys();
  }

  get totalBytes(): number {
    return this.bytes;
  }
}

/**
 * One cache per app (created by createApp, found by defineCall through the deps it was given), so two apps in
 * one process (tests, the bench) never share responses.
 */
const caches = new WeakMap<object, PublicCache>();

export function registerPublicCache(deps: object, cache: PublicCache | undefined): void {
  if (cache) caches.set(deps, cache);
  else caches.delete(deps);
}

export function publicCacheOf(deps: object): PublicCache | undefined {
  return caches.get(deps);
}

/**
 * The cache key: method, path, Platform header and the canonical parsed input (zod's output: defaults
 * filled in, keys in schema order), so `{}` and `{"page":1}` share one entry.
 */
export function cacheKey(req: Request, input: unknown): string {
  const platform = req.headers.platform;
  return `${req.method} ${req.path.toLowerCase()} ${typeof platform === 'string' ? platform : ''}\n${JSON.stringify(input) ?? ''}`;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Serializes an envelope once, as res.json would (same bytes, same Content-Type, same ETag). */
export function serialize(req: Request, envelope: unknown): CachedResponse {
  const body = Buffer.from(JSON.stringify(envelope), 'utf8');
  const etagFn = req.app.get('etag fn') as ((body: Buffer, encoding?: string) => string) | undefined;
  // A list answer is 13-20 KB of JSON and about a fifth of that gzipped; compressing once per fill, not per
  // send, makes the smaller answer free for every later visitor.
  const gzip = body.length >= GZIP_MIN_BYTES ? zlib.gzipSync(body, { level: 6 }) : undefined;
  return { body, ...(gzip ? { gzip } : {}), contentType: JSON_TYPE, etag: typeof etagFn === 'function' ? etagFn(body) : undefined };
}

const GZIP_MIN_BYTES = 1024;

/**
 * Whether a request's Accept-Encoding takes gzip, as req.acceptsEncodings decides, remembered per header
 * value: browsers send a handful of distinct values, and parsing one on every cached answer cost more than
 * looking it up. Bounded, since the header is the client's to choose.
 */
const gzipByHeader = new Map<string, boolean>();
function acceptsGzip(req: Request): boolean {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return req.acceptsEncodings('gzip') === 'gzip';
  let ok = gzipByHeader.get(header);
  if (ok === undefined) {
    ok = req.acceptsEncodings('gzip') === 'gzip';
    if (gzipByHeader.size >= 256) gzipByHeader.clear();
    gzipByHeader.set(header, ok);
  }
  return ok;
}

/**
 * Writes stored bytes with the headers res.send would set, in its order, and its conditional-GET answer
 * (304 without a body when the ETag matches a GET), without res.send's per-call header parsing.
 */
export function sendSerialized(req: Request, res: Response, r: CachedResponse): void {
  // The ETag stays the identity body's (a weak validator: both encodings are the same answer).
  const gzipped = r.gzip !== undefined && acceptsGzip(req);
  const bytes = gzipped ? (r.gzip as Buffer) : r.body;
  res.setHeader('Content-Type', r.contentType);
  if (r.gzip) res.setHeader('Vary', 'Accept-Encoding');
  if (gzipped) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', String(bytes.length));
  if (r.etag) res.setHeader('ETag', r.etag);
  if (req.fresh) {
    res.statusCode = 304;
    res.removeHeader('Content-Type');
    res.removeHeader('Content-Length');
    res.end();
    return;
  }
  if (req.method === 'HEAD') res.end();
  else res.end(bytes);
}
