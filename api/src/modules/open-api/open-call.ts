import crypto from 'node:crypto';
import type { Request, Response, Router } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { z } from 'zod';
import { OPENAPI_HEADERS } from '@aikc/shared/open-api/signing';
import { firstIssueMessage } from '@aikc/shared/zod-locale';
import type { ApiKeyRow } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { OpenApiError } from './open-error.ts';
import { QuotaExhaustedError, remainingCalls, spendCall } from './quota.ts';
import type { OpenApiRuntime } from './runtime.ts';
import type { RequestVerifier } from './verify.ts';

export interface OpenCallContext {
  deps: AppDeps;
  rt: OpenApiRuntime;
  verifier: RequestVerifier;
  /** Per key, when this process last wrote its last_used_at (quota.ts spendCall). */
  lastUsed: Map<number, number>;
}

/** What an open call does with valid input: the data, or null for "not found" (answered 404, not billed). */
type Handler<I> = (input: I) => Promise<unknown>;

function send(res: Response, status: number, body: object, requestId: string): void {
  res.setHeader(OPENAPI_HEADERS.requestId, requestId);
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json(body);
}

/** The {code,error,msg,data} body of a refusal, with Retry-After on 429. */
export function sendRefusal(res: Response, e: OpenApiError, requestId: string): void {
  if (e.retryAfter !== undefined) res.setHeader('Retry-After', String(e.retryAfter));
  send(
    res,
    e.status,
    { code: e.status, error: e.error, msg: e.message, data: e.data, request_id: requestId },
    requestId,
  );
}

const quotaHeader = (res: Response, remaining: number | null) =>
  res.setHeader(OPENAPI_HEADERS.quotaRemaining, remaining === null ? 'unlimited' : String(remaining));

/** The request's decoded query as an object; a repeated name is refused rather than guessed. */
function queryObject(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URL(req.originalUrl, 'http://openapi.local').searchParams) {
    if (k in out) throw new OpenApiError('invalid_params', `参数 ${k} 重复出现`);
    out[k] = v;
  }
  return out;
}

/**
 * Declares one signed GET call of the open API: verify the signature (verify.ts) → per-key rate limit →
 * validate the parameters (shared zod schema) → the handler (the portal's services) →
 * spend one call of the quota and count it for the key, in one transaction → `{code:200,error:null,msg,data,request_id}`.
 * A call is billed only when it answers data: refusals, bad parameters and 404s cost nothing.
 * Every answer to a known key carries X-Quota-Remaining and the rate headers.
 */
export function defineOpenCall<S extends z.ZodType>(
  router: Router,
  ctx: OpenCallContext,
  path: string,
  schema: S,
  handler: Handler<z.output<S>>,
): void {
  const { deps, rt, verifier, lastUsed } = ctx;
  const { db } = deps.db;
  router.get(path, async (req, res) => {
    const requestId = crypto.randomUUID();
    let key: ApiKeyRow | null = null;
    try {
      key = await verifier.verify(req);
      res.setHeader(OPENAPI_HEADERS.rateLimit, String(key.rate_per_sec));
      try {
        const r = await rt.limiter(key.rate_per_sec).consume(key.key_id, 1);
        res.setHeader(OPENAPI_HEADERS.rateRemaining, String(r.remainingPoints));
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        res.setHeader(OPENAPI_HEADERS.rateRemaining, '0');
        throw new OpenApiError('rate_limited', undefined, null, Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
      }
      const parsed = schema.safeParse({ ...queryObject(req), ...req.params });
      if (!parsed.success) throw new OpenApiError('invalid_params', firstIssueMessage(parsed.error));
      const input = parsed.data;
      const data = await handler(input);
      if (data === null) throw new OpenApiError('not_found');
      const k = key;
      const now = rt.now();
      const remaining = await db.transaction().execute((trx) => spendCall(trx, k.user_id, k.id, now, lastUsed));
      quotaHeader(res, remaining);
      send(res, 200, { code: 200, error: null, msg: '成功', data, request_id: requestId }, requestId);
    } catch (err) {
      let e: OpenApiError;
      if (err instanceof OpenApiError) e = err;
      else if (err instanceof QuotaExhaustedError) e = new OpenApiError('quota_exhausted', undefined, { remaining: 0 });
      else {
        deps.logger.error(
          { err: err instanceof Error ? err.stack : String(err), requestId, path },
          'open API call failed',
        );
        e = new OpenApiError('internal_error');
      }
      if (key) {
        try {
          quotaHeader(res, e.error === 'quota_exhausted' ? 0 : await remainingCalls(db, key.user_id, rt.now()));
        } catch {
          // The refusal still goes out; only its quota header is missing.
        }
      }
      sendRefusal(res, e, requestId);
    }
  });
}
