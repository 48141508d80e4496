import type { Request } from 'express';
import type { Kysely } from 'kysely';
import { LoginMessage, loginDelayMessage } from '@aikc/shared/schemas/login';
import type { Database } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { tooManyRequests } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';
import { clientIp, guardIp } from '../../http/ip-guard.ts';
import type { AccountRuntime } from '../../account-runtime.ts';
import { platformOf } from './tokens.ts';

/** Who is logging in, from where, and with what: what every login call works with. */
export interface LoginContext {
  db: Kysely<Database>;
  rt: AccountRuntime;
  logger: Logger;
  ip: string;
  platform: string;
}

/** The context of a login-area call (login, register, WeChat sign-in), once counted against the per-IP login window. */
export async function loginContext(deps: AppDeps, req: Request): Promise<LoginContext> {
  const rt = deps.accounts;
  const ip = clientIp(req);
  await guardIp(rt, rt.limits.loginIp, ip);
  return { db: deps.db.db, rt, logger: deps.logger, ip, platform: platformOf(req) };
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
