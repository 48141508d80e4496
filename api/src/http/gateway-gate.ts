import type { RequestHandler } from 'express';
import { isAdminRequest } from './bearer.ts';
import { forbidden, unauthorized } from './errors.ts';

/**
 * The realtime gateway's internal calls (`InternalApi`) answer only `Authorization: Bearer <GATEWAY_TOKEN>`
 * (constant-time compare); unset, they are off. The edge never forwards /api/internal.
 */
export function gatewayGate(token: string | undefined): RequestHandler {
  return (req, _res, next) => {
    if (!token) return next(forbidden('内部接口未启用'));
    if (!isAdminRequest(req, token)) return next(unauthorized('内部接口令牌无效'));
    next();
  };
}
