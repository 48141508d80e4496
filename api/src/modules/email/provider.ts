import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Delivers one plain-text email. Throws on failure; the caller records the failure where staff see it. */
export interface EmailProvider {
  readonly name: 'dev' | 'none';
  send(msg: EmailMessage): Promise<void>;
}

/**
 * Development provider, the twin of DevSmsProvider: the message goes to the `email_outbox` table and the log;
 * nothing leaves the machine. Refused in production like the dev SMS provider (runtime.ts).
 */
export class DevEmailProvider implements EmailProvider {
  readonly name = 'dev' as const;
  constructor(
    private readonly db: Kysely<Database>,
    private readonly logger: Logger,
    private readonly now: () => number,
  ) {}

  async send(msg: EmailMessage): Promise<void> {
    await this.db
      .insertInto('email_outbox')
      .values({ to_address: msg.to, subject: msg.subject.slice(0, 200), content: msg.text, created_at: this.now() })
      .execute();
    this.logger.info({ to: msg.to, subject: msg.subject }, 'dev email outbox: message');
  }
}

/**
 * Production until a mail service is chosen and configured: every send fails, so the inbox shows 发送失败 and staff
 * answer the visitor another way, rather than the portal claiming a delivery it never made.
 */
export class UnconfiguredEmailProvider implements EmailProvider {
  readonly name = 'none' as const;
  send(): Promise<void> {
    return Promise.reject(new Error('no email provider is configured'));
  }
}
