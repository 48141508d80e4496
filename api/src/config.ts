import { z } from 'zod';

/**
 * The API's configuration, parsed once at start-up. A bad value stops the process with a message naming
 * the variable (see `loadConfig`).
 */
const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    API_HOST: z.string().default('127.0.0.1'),
    API_PORT: z.coerce.number().int().min(0).max(65535).default(8081),
    /** PostgreSQL URL; when unset the embedded SQLite file under DATA_DIR is used. */
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./data'),
    /** Uploads are refused (not database writes) while DATA_DIR's file system has less than this many MB free. */
    UPLOAD_MIN_FREE_MB: z.coerce.number().int().min(0).max(1_000_000).default(512),
    /** SQLite file name inside DATA_DIR. */
    SQLITE_FILE: z.string().default('aikc.sqlite'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Trust X-Forwarded-For from this many proxies (the edge in front of us counts as one). */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(1),
    /** Seed the default demo corpus at start-up when the policies table is empty ('false' to skip). */
    SEED_ON_START: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    /**
     * Generate the demo corpus (示例数据: local documents, interpretations, news, projects, companies) when seeding
     * at start-up; 'false' for an operator who loads real data (labels and agencies are still written).
     */
    SEED_DEMO: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    /** Shared ephemeral state (captcha challenges, rate-limit counters); memory of this process when unset. */
    REDIS_URL: z.string().url().optional(),
    /** Where users reach the portal; used for links the API hands out (the dev WeChat simulator QR). */
    PUBLIC_BASE_URL: z.string().url().default('http://127.0.0.1:8080'),
    /**
     * The crawler's contact in its User-Agent (an e-mail address or a URL) for site operators; the portal's own
     * URL (PUBLIC_BASE_URL) when unset. Printable ASCII without parentheses or semicolons (it sits in a header).
     */
    CRAWL_CONTACT: z
      .string()
      .regex(/^[\x21-\x27\x2a-\x3a\x3c-\x7e]{3,200}$/u, 'CRAWL_CONTACT: an e-mail address or URL in printable ASCII')
      .optional(),
    /** SMS delivery: `dev` writes codes to the outbox at /api/dev/sms-outbox; `aliyun` calls Dysmsapi SendSms. */
    SMS_PROVIDER: z.enum(['dev', 'aliyun']).default('dev'),
    SMS_ALIYUN_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com/'),
    SMS_ALIYUN_ACCESS_KEY_ID: z.string().optional(),
    SMS_ALIYUN_ACCESS_KEY_SECRET: z.string().optional(),
    SMS_ALIYUN_SIGN_NAME: z.string().optional(),
    SMS_ALIYUN_TEMPLATE_CODE: z.string().optional(),
    /** A notice template with one variable `content` (replies to visitors' feedback); absent: such SMS fail. */
    SMS_ALIYUN_NOTICE_TEMPLATE_CODE: z.string().optional(),
    /** WeChat: `dev` is the local simulator; `mp` is a real Official Account (service account) plus Open Platform app. */
    WECHAT_PROVIDER: z.enum(['dev', 'mp']).default('dev'),
    WECHAT_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
    WECHAT_MP_BASE: z.string().url().default('https://mp.weixin.qq.com'),
    WECHAT_APP_ID: z.string().optional(),
    WECHAT_APP_SECRET: z.string().optional(),
    /** The server-config token WeChat signs event pushes with (sha1 of sorted token, timestamp, nonce). */
    WECHAT_TOKEN: z.string().min(3).max(32).default('aikc-dev-wechat-token'),
    WECHAT_OPEN_APP_ID: z.string().optional(),
    WECHAT_OPEN_APP_SECRET: z.string().optional(),
    /**
     * Payments: `dev` is the local simulator (WeChat Pay v3 and Alipay notifications signed with keys generated at
     * start-up and trusted only by this process); `live` uses the channels configured below (at least one).
     */
    PAY_PROVIDER: z.enum(['dev', 'live']).default('dev'),
    /** Where providers send notifications (our public origin); PUBLIC_BASE_URL when unset. */
    PAY_NOTIFY_BASE_URL: z.string().url().optional(),
    WECHATPAY_API_BASE: z.string().url().default('https://api.mch.weixin.qq.com'),
    WECHATPAY_MCHID: z
      .string()
      .regex(/^\d{8,12}$/, 'WECHATPAY_MCHID must be the 商户号 (digits)')
      .optional(),
    WECHATPAY_APPID: z.string().optional(),
    /** The merchant API certificate's serial number (sent in every request's Authorization). */
    WECHATPAY_SERIAL_NO: z.string().optional(),
    /** PEM file of the merchant API private key (apiclient_key.pem). */
    WECHATPAY_PRIVATE_KEY_FILE: z.string().optional(),
    /** The APIv3 key (32 characters) that notifications' resources are encrypted with. */
    WECHATPAY_APIV3_KEY: z.string().length(32, 'WECHATPAY_APIV3_KEY must have 32 characters').optional(),
    /** PEM file of the WeChat Pay public key (微信支付公钥) or platform certificate that signs notifications. */
    WECHATPAY_PLATFORM_KEY_FILE: z.string().optional(),
    /** Its id (PUB_KEY_ID_…) or certificate serial, matched against the Wechatpay-Serial header. */
    WECHATPAY_PLATFORM_SERIAL: z.string().optional(),
    ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
    ALIPAY_APP_ID: z.string().optional(),
    /** PEM file of the application private key (RSA2). */
    ALIPAY_PRIVATE_KEY_FILE: z.string().optional(),
    /** PEM file of the Alipay public key (支付宝公钥) that signs notifications. */
    ALIPAY_PUBLIC_KEY_FILE: z.string().optional(),
    /** The merchant's 支付宝账号ID (PID, 2088…): a notification's seller_id must match it when set. */
    ALIPAY_SELLER_ID: z.string().optional(),
    /** The AI assistant's answers: 'retrieval' (offline 检索式回答, the default) or 'openai' (an OpenAI-compatible model). */
    CHAT_PROVIDER: z.enum(['retrieval', 'openai']).default('retrieval'),
    /** OpenAI-compatible endpoint, e.g. https://api.deepseek.com/v1 (README: 接入大模型). */
    LLM_BASE_URL: z.string().url().optional(),
    LLM_API_KEY: z.string().optional(),
    LLM_MODEL: z.string().optional(),
    /** No token from the model for this long ends the answer with a timeout error. */
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /** The offline provider streams its composed answer in pieces this far apart (reading pace). */
    CHAT_OFFLINE_CHUNK_MS: z.coerce.number().int().min(0).max(1000).default(30),
    /**
     * Open API: the AES-256-GCM key (64 hex characters = 32 bytes) under which key secrets are stored; HMAC
     * verification needs the secret itself, so it is encrypted rather than hashed. Required in production; in
     * development and tests a fixed development key is used (secrets are then only as safe as this repository).
     */
    OPENAPI_SECRET_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'OPENAPI_SECRET_KEY must be 64 hex characters (32 bytes)')
      .optional(),
    /** Open API: requests per second allowed per key (new keys get this). */
    OPENAPI_RATE_PER_SEC: z.coerce.number().int().min(1).max(1000).default(3),
    /** The service token of the admin content API (Authorization: Bearer …); unset disables that API. */
    ADMIN_TOKEN: z.string().min(24, 'ADMIN_TOKEN must have at least 24 characters').optional(),
    /**
     * The realtime gateway's service token for the internal change-feed calls (InternalApi); `npm start` makes
     * one per run and hands it to both. Unset disables those calls.
     */
    GATEWAY_TOKEN: z.string().min(24, 'GATEWAY_TOKEN must have at least 24 characters').optional(),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && !c.OPENAPI_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAPI_SECRET_KEY'],
        message: 'OPENAPI_SECRET_KEY (64 hex characters) is required when NODE_ENV=production',
      });
    }
    // Development providers hand out codes and logins to anyone who asks: never in production.
    if (c.NODE_ENV === 'production' && c.SMS_PROVIDER === 'dev') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'the dev SMS provider is refused when NODE_ENV=production',
      });
    }
    if (c.NODE_ENV === 'production' && c.WECHAT_PROVIDER === 'dev') {
      ctx.addIssue({
        code: 'custom',
        path: ['WECHAT_PROVIDER'],
        message: 'the dev WeChat simulator is refused when NODE_ENV=production',
      });
    }
    if (c.NODE_ENV === 'production' && c.PAY_PROVIDER === 'dev') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAY_PROVIDER'],
        message: 'the dev payment simulator is refused when NODE_ENV=production',
      });
    }
    const wechatPay = [
      c.WECHATPAY_MCHID,
      c.WECHATPAY_APPID,
      c.WECHATPAY_SERIAL_NO,
      c.WECHATPAY_PRIVATE_KEY_FILE,
      c.WECHATPAY_APIV3_KEY,
      c.WECHATPAY_PLATFORM_KEY_FILE,
      c.WECHATPAY_PLATFORM_SERIAL,
    ];
    const alipay = [c.ALIPAY_APP_ID, c.ALIPAY_PRIVATE_KEY_FILE, c.ALIPAY_PUBLIC_KEY_FILE];
    if (wechatPay.some(Boolean) && !wechatPay.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['WECHATPAY_MCHID'],
        message:
          'WeChat Pay needs all of WECHATPAY_MCHID, _APPID, _SERIAL_NO, _PRIVATE_KEY_FILE, _APIV3_KEY, _PLATFORM_KEY_FILE, _PLATFORM_SERIAL',
      });
    }
    if (alipay.some(Boolean) && !alipay.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ALIPAY_APP_ID'],
        message: 'Alipay needs all of ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY_FILE, ALIPAY_PUBLIC_KEY_FILE',
      });
    }
    if (c.PAY_PROVIDER === 'live' && !wechatPay.every(Boolean) && !alipay.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAY_PROVIDER'],
        message: 'PAY_PROVIDER=live needs WeChat Pay or Alipay configured',
      });
    }
    if (
      c.SMS_PROVIDER === 'aliyun' &&
      !(
        c.SMS_ALIYUN_ACCESS_KEY_ID &&
        c.SMS_ALIYUN_ACCESS_KEY_SECRET &&
        c.SMS_ALIYUN_SIGN_NAME &&
        c.SMS_ALIYUN_TEMPLATE_CODE
      )
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'SMS_PROVIDER=aliyun needs SMS_ALIYUN_ACCESS_KEY_ID, _SECRET, _SIGN_NAME and _TEMPLATE_CODE',
      });
    }
    if (c.WECHAT_PROVIDER === 'mp' && !(c.WECHAT_APP_ID && c.WECHAT_APP_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['WECHAT_PROVIDER'],
        message: 'WECHAT_PROVIDER=mp needs WECHAT_APP_ID and WECHAT_APP_SECRET',
      });
    }
    if (c.CHAT_PROVIDER === 'openai' && !(c.LLM_BASE_URL && c.LLM_MODEL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['CHAT_PROVIDER'],
        message: 'CHAT_PROVIDER=openai needs LLM_BASE_URL and LLM_MODEL (LLM_API_KEY unless the server needs none)',
      });
    }
    if (c.WECHAT_PROVIDER === 'mp' && c.WECHAT_TOKEN === 'aikc-dev-wechat-token') {
      ctx.addIssue({
        code: 'custom',
        path: ['WECHAT_TOKEN'],
        message: 'WECHAT_PROVIDER=mp needs its own WECHAT_TOKEN',
      });
    }
  });

export type Config = z.infer<typeof ConfigSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
