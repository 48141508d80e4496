import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisClient } from '../../lib/redis-ephemeral-store.ts';

/**
 * How failed logins are slowed (NIST SP 800-63B §5.2.2). Failures are counted per account AND source (mobile +
 * client IP), so an attacker guessing a mobile's password from one address is slowed with delays that double at
 * each failure, while the owner logging in from anywhere else is not affected. Two caps stand behind that:
 * an account stops accepting logins after `accountHardStop` consecutive failures from all sources together (the
 * owner recovers with 忘记密码, which clears it), and one source that fails against many accounts (spraying) is
 * refused for a window.
 */
export interface LoginThrottleOptions {
  /** Failures of one account from one source before the first delay. */
  freeFailures: number;
  /** The first delay; each further failure doubles it, up to `maxDelaySec`. */
  baseDelaySec: number;
  maxDelaySec: number;
  /** Consecutive failures of one account, all sources together, before logins stop (NIST: at most 100). */
  accountHardStop: number;
  /** Failures from one source across all accounts within `sourceWindowSec` before the source is refused. */
  sourceMaxFailures: number;
  sourceWindowSec: number;
  /** How long a failure is remembered when nothing clears it. */
  memorySec: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  freeFailures: 3,
  baseDelaySec: 1,
  maxDelaySec: 15 * 60,
  accountHardStop: 100,
  sourceMaxFailures: 50,
  sourceWindowSec: 15 * 60,
  memorySec: 24 * 3600,
};

export type ThrottleVerdict =
  { ok: true } | { ok: false; reason: 'delay' | 'account' | 'source'; retryAfterSec: number };

/** The delay imposed after the n-th consecutive failure of one account from one source (0: none). */
export function failureDelaySec(failures: number, o: LoginThrottleOptions): number {
  if (failures <= o.freeFailures) return 0;
  return Math.min(o.maxDelaySec, o.baseDelaySec * 2 ** (failures - o.freeFailures - 1));
}

/** Counters on rate-limiter-flexible: Redis (shared by every API instance) when a client is given, memory otherwise. */
export class LoginThrottle {
  private readonly pairFails: RateLimiterAbstract;
  private readonly pairDelay: RateLimiterAbstract;
  private readonly accountFails: RateLimiterAbstract;
  private readonly sourceFails: RateLimiterAbstract;

  constructor(
    readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
    redis: RedisClient | null = null,
    prefix = 'aikc:login',
  ) {
    const make = (name: string, points: number, duration: number): RateLimiterAbstract => {
      const opts = { keyPrefix: `${prefix}:${name}`, points, duration };
      return redis
        ? new RateLimiterRedis({ ...opts, storeClient: redis, useRedisPackage: true })
        : new RateLimiterMemory(opts);
    };
    // Counters only (never "consumed" past their points): penalty() counts, get() reads.
    this.pairFails = make('pair', Number.MAX_SAFE_INTEGER, options.memorySec);
    this.pairDelay = make('delay', 1, 1);
    this.accountFails = make('account', options.accountHardStop, options.memorySec);
    this.sourceFails = make('source', options.sourceMaxFailures, options.sourceWindowSec);
  }

  private static pair(account: string, source: string): string {
    return `${account}|${source}`;
  }

  /** Whether an attempt for `account` from `source` may be verified now. Reads only; counts nothing. */
  async check(account: string, source: string): Promise<ThrottleVerdict> {
    const [delay, acc, src] = await Promise.all([
      this.pairDelay.get(LoginThrottle.pair(account, source)),
      this.accountFails.get(account),
      this.sourceFails.get(source),
    ]);
    const secs = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
    if (acc && acc.consumedPoints >= this.options.accountHardStop)
      return { ok: false, reason: 'account', retryAfterSec: secs(acc.msBeforeNext) };
    if (src && src.consumedPoints >= this.options.sourceMaxFailures)
      return { ok: false, reason: 'source', retryAfterSec: secs(src.msBeforeNext) };
    // block() leaves more points consumed than the limiter's 1.
    if (delay && delay.consumedPoints > 1 && delay.msBeforeNext > 0)
      return { ok: false, reason: 'delay', retryAfterSec: secs(delay.msBeforeNext) };
    return { ok: true };
  }

  /** Counts a failure everywhere and starts the pair's next delay; returns that delay in seconds (0: none). */
  async recordFailure(account: string, source: string): Promise<number> {
    const key = LoginThrottle.pair(account, source);
    const [pair] = await Promise.all([
      this.pairFails.penalty(key),
      this.accountFails.penalty(account),
      this.sourceFails.penalty(source),
    ]);
    const delay = failureDelaySec(pair.consumedPoints, this.options);
    if (delay > 0) await this.pairDelay.block(key, delay);
    return delay;
  }

  /** A success ends the account's consecutive failures and the pair's delays; other sources keep theirs. */
  async recordSuccess(account: string, source: string): Promise<void> {
    const key = LoginThrottle.pair(account, source);
    await Promise.all([this.pairFails.delete(key), this.pairDelay.delete(key), this.accountFails.delete(account)]);
  }

  /** A password reset (proved by an SMS code) lifts the account's hard stop. */
  async clearAccount(account: string): Promise<void> {
    await this.accountFails.delete(account);
  }
}
