import type { BaseDeps } from './base-deps.ts';
import { MemoryEphemeralStore, type EphemeralStore } from './lib/ephemeral-store.ts';
import { RateLimiter, type WindowLimit } from './lib/rate-limit.ts';
import { RedisEphemeralStore } from './lib/redis-ephemeral-store.ts';
import { AliyunSmsProvider, DevSmsProvider, type SmsProvider } from './modules/sms/provider.ts';
import { DevEmailProvider, UnconfiguredEmailProvider, type EmailProvider } from './modules/email/provider.ts';
import { DevWechatProvider, MpWechatProvider, type WechatProvider } from './modules/wechat/provider.ts';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle } from './modules/login/login-throttle.ts';

const MIN = 60_000;

/** Every request-rate limit of the account calls, per IP or per mobile. SMS send caps are counted in the DB. */
export interface AccountLimits {
  /** Any login-area call (login, register, forget, bind, send code) per IP. */
  loginIp: WindowLimit;
  captchaIp: WindowLimit;
  /** Sends per IP per minute, on top of the daily caps. */
  smsSendIp: WindowLimit;
  /** A visitor's feedback per IP (each also spends a solved captcha). */
  visitorFeedbackIp: WindowLimit;
}

export const DEFAULT_LIMITS: AccountLimits = {
  loginIp: { name: 'login-ip', max: 60, windowMs: MIN },
  captchaIp: { name: 'captcha-ip', max: 60, windowMs: MIN },
  smsSendIp: { name: 'sms-send-ip', max: 10, windowMs: MIN },
  visitorFeedbackIp: { name: 'visitor-feedback-ip', max: 5, windowMs: 10 * MIN },
};

/**
 * What the account modules share per app instance: the clock, the ephemeral store, the rate limiter, the SMS
 * and WeChat providers. `now` is read on every use, so a test replaces it to move time (the 61st second).
 */
export interface AccountRuntime {
  now: () => number;
  store: EphemeralStore;
  limiter: RateLimiter;
  /** Failed logins, by account and source with growing delays (login-throttle.ts). */
  throttle: LoginThrottle;
  sms: SmsProvider;
  /** Replies to visitors who left an email: the dev outbox outside production (email/provider.ts). */
  email: EmailProvider;
  wechat: WechatProvider;
  limits: AccountLimits;
  close(): Promise<void>;
}

/** The account runtime of an app (composition.ts makes one per app, at route construction, i.e. start-up). */
export function createAccountRuntime(deps: BaseDeps): AccountRuntime {
  const { config, logger } = deps;
  // The config schema refuses these too; checked again here because tests and tools build configs directly.
  if (config.NODE_ENV === 'production' && (config.SMS_PROVIDER === 'dev' || config.WECHAT_PROVIDER === 'dev')) {
    throw new Error(
      'Development SMS/WeChat providers are refused when NODE_ENV=production (set SMS_PROVIDER and WECHAT_PROVIDER)',
    );
  }
  const rt = { now: () => Date.now(), limits: { ...DEFAULT_LIMITS } } as AccountRuntime;
  const clock = () => rt.now();
  rt.store = config.REDIS_URL ? new RedisEphemeralStore(config.REDIS_URL, logger) : new MemoryEphemeralStore(clock);
  rt.limiter = new RateLimiter(rt.store);
  rt.throttle = new LoginThrottle(
    DEFAULT_LOGIN_THROTTLE,
    rt.store instanceof RedisEphemeralStore ? rt.store.client : null,
  );
  rt.sms =
    config.SMS_PROVIDER === 'aliyun' ? new AliyunSmsProvider(config) : new DevSmsProvider(deps.db.db, logger, clock);
  rt.email =
    config.NODE_ENV === 'production'
      ? new UnconfiguredEmailProvider()
      : new DevEmailProvider(deps.db.db, logger, clock);
  rt.wechat =
    config.WECHAT_PROVIDER === 'mp'
      ? new MpWechatProvider(config)
      : new DevWechatProvider(config.PUBLIC_BASE_URL, rt.store);
  rt.close = () => rt.store.close();
  if (config.NODE_ENV === 'production' && !config.REDIS_URL && config.DATABASE_URL) {
    logger.warn(
      'REDIS_URL is unset: captcha challenges and rate limits are per process; run one API instance or set REDIS_URL',
    );
  }
  return rt;
}
