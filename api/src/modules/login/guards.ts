import type { Request } from 'express';
import { LoginMessage, loginDelayMessage } from '@aikc/shared/schemas/login';
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

/** Refuses an attempt while its account-and-source delay runs, its account is stopped or its source sprays: 429. */
export async function assertNotThrottled(rt: AccountRuntime, mobile: string, ip: string): Promise<void> {
  const v = await rt.throttle.check(mobile, ip);
  if (v.ok) return;
  if (v.reason === 'account') throw tooManyRequests(LoginMessage.accountHardStop);
  if (v.reason === 'source') throw tooManyRequests(LoginMessage.lockedOut);
  throw tooManyRequests(loginDelayMessage(v.retryAfterSec));
}

export async function recordLoginFailure(rt: AccountRuntime, mobile: string, ip: string): Promise<void> {
  await rt.throttle.recordFailure(mobile, ip);
}

/** A success ends the account's consecutive failures and this source's delays (other sources keep theirs). */
export async function recordLoginSuccess(rt: AccountRuntime, mobile: string, ip: string): Promise<void> {
  await rt.throttle.recordSuccess(mobile, ip);
}
