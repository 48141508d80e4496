import type { Request } from 'express';
import { LoginMessage } from '@aikc/shared/schemas/login';
import type { RateLimiter, WindowLimit } from '../lib/rate-limit.ts';
import { tooManyRequests } from './errors.ts';

/** The caller's address (Express resolves X-Forwarded-For per TRUST_PROXY). */
export function clientIp(req: Request): string {
  return (req.ip ?? req.socket.remoteAddress ?? 'unknown').slice(0, 64);
}

/** Counts one request against a per-IP window; 429 with 操作过于频繁 when over it. */
export async function guardIp(rt: { limiter: RateLimiter }, limit: WindowLimit, ip: string): Promise<void> {
  if (!(await rt.limiter.hit(limit, ip))) throw tooManyRequests(LoginMessage.tooFast);
}
