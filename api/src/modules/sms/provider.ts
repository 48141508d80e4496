import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SmsPurpose } from '@aikc/shared/schemas/login';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';

export interface SmsMessage {
  mobile: string;
  purpose: SmsPurpose;
  code: string;
}

/** Delivers a verification code. Throws on failure; the caller answers 503 without revealing the reason. */
export interface SmsProvider {
  readonly name: 'dev' | 'aliyun';
  send(msg: SmsMessage): Promise<void>;
  /** A notice (a staff reply to a visitor's feedback): plain text, no code. Throws on failure. */
  notify(mobile: string, text: string): Promise<void>;
}

const PURPOSE_TEXT: Record<SmsPurpose, string> = { register: '登录/注册', forget: '找回密码' };

export function smsText(msg: SmsMessage): string {
  return `【AI科策云】您的${PURPOSE_TEXT[msg.purpose]}验证码为${msg.code}，5分钟内有效。如非本人操作，请忽略本短信。`;
}

/**
 * Development provider: the message goes to the `sms_outbox` table (read at /api/dev/sms-outbox) and to the log
 * at info level with the code. This is the one place in the code base where a verification code may be
 * logged, and it exists only outside production (the config refuses SMS_PROVIDER=dev there).
 */
export class DevSmsProvider implements SmsProvider {
  readonly name = 'dev' as const;
  constructor(
    private readonly db: Kysely<Database>,
    private readonly logger: Logger,
    private readonly now: () => number,
  ) {}

  async send(msg: SmsMessage): Promise<void> {
    await this.db
      .insertInto('sms_outbox')
      .values({
        mobile: msg.mobile,
        purpose: msg.purpose,
        code: msg.code,
        content: smsText(msg),
        created_at: this.now(),
      })
      .execute();
    // Field named devCode on purpose: the logger redacts `code`-like secrets elsewhere, this one is meant to show.
    this.logger.info(
      { mobile: msg.mobile, purpose: msg.purpose, devCode: msg.code },
      'dev sms outbox: verification code',
    );
  }

  async notify(mobile: string, text: string): Promise<void> {
    await this.db
      .insertInto('sms_outbox')
      .values({ mobile, purpose: 'notice', code: '', content: text, created_at: this.now() })
      .execute();
    this.logger.info({ mobile }, 'dev sms outbox: notice');
  }
}

/** RFC 3986 encoding as Aliyun's RPC signature (v1) requires. */
function pct(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const aliyunTimestamp = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Aliyun Dysmsapi SendSms (RPC style, signature v1 HMAC-SHA1). Template parameter `code`. Unreachable from this
 * machine, but the request is the real one (its signing is tested against an independent computation).
 */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun' as const;
  constructor(
    private readonly cfg: Pick<
      Config,
      | 'SMS_ALIYUN_ENDPOINT'
      | 'SMS_ALIYUN_ACCESS_KEY_ID'
      | 'SMS_ALIYUN_ACCESS_KEY_SECRET'
      | 'SMS_ALIYUN_SIGN_NAME'
      | 'SMS_ALIYUN_TEMPLATE_CODE'
      | 'SMS_ALIYUN_NOTICE_TEMPLATE_CODE'
    >,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  /** The signed query string for one message (exported for the signature test). */
  signedQuery(msg: SmsMessage, timestamp: string, nonce: string): string {
    return this.signed(msg.mobile, this.cfg.SMS_ALIYUN_TEMPLATE_CODE ?? '', { code: msg.code }, timestamp, nonce);
  }

  private signed(
    mobile: string,
    template: string,
    templateParam: Record<string, string>,
    timestamp: string,
    nonce: string,
  ): string {
    const params: Record<string, string> = {
      AccessKeyId: this.cfg.SMS_ALIYUN_ACCESS_KEY_ID ?? '',
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: mobile,
      RegionId: 'cn-hangzhou',
      SignName: this.cfg.SMS_ALIYUN_SIGN_NAME ?? '',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: nonce,
      SignatureVersion: '1.0',
      TemplateCode: template,
      TemplateParam: JSON.stringify(templateParam),
      Timestamp: timestamp,
      Version: '2017-05-25',
    };
    const canonical = Object.keys(params)
      .sort()
      .map((k) => `${pct(k)}=${pct(params[k] as string)}`)
      .join('&');
    const toSign = `GET&${pct('/')}&${pct(canonical)}`;
    const signature = crypto
      .createHmac('sha1', `${this.cfg.SMS_ALIYUN_ACCESS_KEY_SECRET ?? ''}&`)
      .update(toSign)
      .digest('base64');
    return `Signature=${pct(signature)}&${canonical}`;
  }

  async send(msg: SmsMessage): Promise<void> {
    await this.call(this.signedQuery(msg, aliyunTimestamp(), crypto.randomUUID()));
  }

  /** Needs a notice template (SMS_ALIYUN_NOTICE_TEMPLATE_CODE) whose one variable is `content`. */
  async notify(mobile: string, text: string): Promise<void> {
    const template = this.cfg.SMS_ALIYUN_NOTICE_TEMPLATE_CODE;
    if (!template) throw new Error('SMS_ALIYUN_NOTICE_TEMPLATE_CODE is not configured');
    await this.call(this.signed(mobile, template, { content: text }, aliyunTimestamp(), crypto.randomUUID()));
  }

  private async call(query: string): Promise<void> {
    const url = `${this.cfg.SMS_ALIYUN_ENDPOINT}?${query}`;
    const res = await this.fetchFn(url, { signal: AbortSignal.timeout(5000) });
    const body = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string };
    if (!res.ok || body.Code !== 'OK') throw new Error(`aliyun SendSms failed: ${body.Code ?? res.status}`);
  }
}
