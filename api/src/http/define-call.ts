import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import { ok } from '@aikc/shared/envelope';
import { ResultCode } from '@aikc/shared/result-codes';
import { firstIssueMessage } from '@aikc/shared/zod-locale';
import type { UserRow } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { AppError, unauthorized } from './errors.ts';
import { tokenFromRequest, userForToken } from './auth.ts';

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
  router.all(path, async (req, res, next) => {
    try {
      if (!methods.includes(req.method as 'GET' | 'POST')) {
        throw new AppError(ResultCode.BAD_REQUEST, `该接口不支持${req.method}请求`);
      }
      // No body at all reads as {}; an explicit JSON null or any non-object is malformed and fails the schema.
      const raw = req.method === 'GET' ? req.query : req.body === undefined ? {} : req.body;
      const parsed = opts.input.safeParse(raw);
      if (!parsed.success) throw new AppError(ResultCode.BAD_REQUEST, firstIssueMessage(parsed.error));
      let user: UserRow | null = null;
      if (opts.auth === 'user' || opts.auth === 'optional') {
        const token = tokenFromRequest(req);
        user = token ? await userForToken(deps.db.db, token) : null;
        if (!user && opts.auth === 'user') throw unauthorized();
      }
      const data = await handler({
        input: parsed.data,
        user: user as CallContext<z.output<S>, A>['user'],
        req,
        res,
        deps,
      });
      if (!res.headersSent) res.json(ok(data ?? null));
    } catch (err) {
      next(err);
    }
  });
}
