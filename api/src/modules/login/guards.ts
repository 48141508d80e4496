import type { Request } from 'express';
import { LoginMessage } from '@aikc/shared/schemas/login';
import { tooManyRequests } from '../../http/errors.ts';
import type { WindowLimit } from '../../lib/rate-limit.ts';
import type { AccountRuntime } from './runtime.ts';

/** The caller's address (Express resolves X-Forwarded-For per TRUST_PROXY). */
export function clientIp(req: Request): string {
  return (req.ip ?? req.socket.remoteAddress ?? 'unknown').slice(0, 64);
}

/** Counts one request against a per-IP window; 429 with 操作过于频繁 when over it. */
export async function guardIp(rt: AccountRuntime, limit: WindowLimit, ip: string): Promise<void> {
  if (!(await rt.limiter.hit(limit, ip))) throw tooManyRequests(LoginMessage.tooFast);
}

/** Refuses a login attempt for a mobile (or from an IP) that used up its failures: 429 with the lock message. */
export async function assertNotLockedOut(rt: AccountRuntime, mobile: string, ip: string): Promise<void> {
  if ((await rt.limiter.isBlocked(rt.limits.loginFailMobile, mobile)) || (await rt.limiter.isBlocked(rt.limits.loginFailIp, ip))) {
    throw tooManyRequests(LoginMessage.lockedOut);
  }
}

export async function recordLoginFailure(rt: AccountRuntime, mobile: string, ip: string): Promise<void> {
  await rt.limiter.hit(rt.limits.loginFailMobile, mobile);
  await rt.limiter.hit(rt.limits.loginFailIp, ip);
}

/** A success clears the mobile's failures so that a typo earlier in the window does not count later. */
export async function clearLoginFailures(rt: AccountRuntime, mobile: string): Promise<void> {
  await rt.limiter.reset(rt.limits.loginFailMobile, mobile);
}
