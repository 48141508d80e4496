import type { NextFunction, Request, Response, Router } from 'express';
import type { z } from 'zod';
import { ok } from '@aikc/shared/envelope';
import { ResultCode } from '@aikc/shared/result-codes';
import { firstIssueMessage } from '@aikc/shared/zod-locale';
import type { UserRow } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { AppError, unauthorized } from './errors.ts';
import { tokenFromRequest, userForToken } from './auth.ts';
import { cacheKey, publicCacheOf, sendSerialized, serialize, type CachedResponse } from './public-cache.ts';
import { pathKey } from './public-fast-path.ts';

/** Every handler registered by defineCall, so the app can dispatch exact call paths without a router walk (fast-dispatch.ts). */
export const CALL_HANDLERS = new WeakSet<(req: Request, res: Response, next: NextFunction) => Promise<void>>();

export type AuthMode = 'user' | 'optional' | 'none';

export interface CallContext<I, A extends AuthMode> {
  input: I;
  user: A extends 'user' ? UserRow : UserRow | null;
  req: Request;
  res: Response;
  deps: AppDeps;
}

export interface CallOptions<S extends z.ZodType, A extends AuthMode> {
  /** The request's input schema: the JSON body for POST, the query for GET. */
  input: S;
  /** 'user' requires a valid token (401 otherwise); 'optional' resolves it when present. */
  auth?: A;
  /** Which methods the call answers; the spec leaves most open, so reads default to both. */
  methods?: ('GET' | 'POST')[];
  /**
   * Answer repeats from the app's micro-cache of serialized responses (public-cache.ts). Only for calls whose
   * answer depends on nothing but the input, the Platform header, public content and today's date: auth
   * 'none', and a handler that neither reads the user nor writes to `res`.
   */
  publicCache?: boolean;
}

/**
 * Declares one API call: validate(schema) -> authorize -> handler -> `{code,msg,data}`.
 * The handler returns the `data` of a success; failures are thrown as AppError.
 */
export function defineCall<S extends z.ZodType, A extends AuthMode = 'none'>(
  router: Router,
  deps: AppDeps,
  path: string,
  opts: CallOptions<S, A>,
  handler: (ctx: CallContext<z.output<S>, A>) => Promise<unknown> | unknown,
): void {
  const methods = opts.methods ?? ['GET', 'POST'];
  if (opts.publicCache && (opts.auth ?? 'none') !== 'none') throw new Error(`defineCall ${path}: publicCache needs auth 'none'`);
  // Absent when the router is built outside createApp (some tests): the call then simply computes every time.
  const cache = opts.publicCache ? publicCacheOf(deps) : undefined;
  cache?.paths.add(pathKey(path));
  const handle = async (req: Request, res: Response, next: NextFunction) => {
    try {
      if (!methods.includes(req.method as 'GET' | 'POST')) {
        throw new AppError(ResultCode.BAD_REQUEST, `该接口不支持${req.method}请求`);
      }
      // No body at all reads as {}; an explicit JSON null or any non-object is malformed and fails the schema.
      const raw = req.method === 'GET' ? req.query : req.body === undefined ? {} : req.body;
      const parsed = opts.input.safeParse(raw);
      if (!parsed.success) throw new AppError(ResultCode.BAD_REQUEST, firstIssueMessage(parsed.error));
      if (cache) {
        const key = cacheKey(req, parsed.data);
        const hit = cache.get(key) ?? (await cache.pending(key));
        if (hit) {
          sendSerialized(req, res, hit);
          return;
        }
        const stamp = cache.stamp();
        const settle = cache.begin(key, stamp);
        let out: CachedResponse | null = null;
        try {
          const data = await handler({ input: parsed.data, user: null as CallContext<z.output<S>, A>['user'], req, res, deps });
          if (res.headersSent) return;
          out = serialize(req, ok(data ?? null));
          cache.set(key, out, stamp);
          // The raw-body fast path (public-fast-path.ts) read this request: repeats of these exact bytes hit there.
          const rawKey: unknown = res.locals.publicRawKey;
          if (typeof rawKey === 'string') cache.set(rawKey, out, stamp);
        } finally {
          // Waiting requests get the answer, or null (an error, a handler that wrote itself) and compute their own.
          settle(out);
        }
        sendSerialized(req, res, out);
        return;
      }
      let user: UserRow | null = null;
      if (opts.auth === 'user' || opts.auth === 'optional') {
        const token = tokenFromRequest(req);
        user = token ? await userForToken(deps.db.db, token) : null;
        if (!user && opts.auth === 'user') throw unauthorized();
      }
      const data = await handler({ input: parsed.data, user: user as CallContext<z.output<S>, A>['user'], req, res, deps });
      if (!res.headersSent) res.json(ok(data ?? null));
    } catch (err) {
      next(err);
    }
  };
  CALL_HANDLERS.add(handle);
  router.all(path, handle);
}
