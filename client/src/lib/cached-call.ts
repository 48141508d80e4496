import type { Envelope } from '@aikc/shared/envelope';
import { getToken } from './token.ts';
import { requestEnvelope, type RequestOptions } from './http.ts';

export interface CachedCall<T> {
  /** The envelope, from the cache while fresh for the current token. */
  fetch(): Promise<Envelope<T>>;
  /** Forgets the cached answer (after login, logout or a profile change). */
  invalidate(): void;
}

/**
 * A call whose answer is kept for `ttlSeconds` per token (spec: user info cached 600 s). Concurrent callers
 * share one request; a failure is not cached.
 */
export function createCachedCall<T>(
  path: string,
  ttlSeconds: number,
  opts: Pick<RequestOptions, 'passThroughCodes' | 'silent'> = {},
  now: () => number = Date.now,
): CachedCall<T> {
  let entry: { token: string | null; at: number; promise: Promise<Envelope<T>> } | null = null;
  return {
    fetch() {
      const token = getToken();
      if (entry && entry.token === token && now() - entry.at < ttlSeconds * 1000) return entry.promise;
      const promise = requestEnvelope<T>(path, { method: 'GET', ...opts });
      const mine = { token, at: now(), promise };
      entry = mine;
      promise.catch(() => {
        if (entry === mine) entry = null;
      });
      return promise;
    },
    invalidate() {
      entry = null;
    },
  };
}
