import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import type { EmailProvider } from '../email/provider.ts';
import type { SmsProvider } from '../sms/provider.ts';

/** The providers a reply to a visitor goes through (the account runtime's: dev outboxes outside production). */
export interface Outbound {
  sms: SmsProvider;
  email: EmailProvider;
  logger: Logger;
}

export interface PendingDelivery {
  id: number;
  channel: 'sms' | 'email';
  address: string;
}

const TYPE_WORD: Record<string, string> = { cooperation: '商务合作', feedback: '反馈', bug: '反馈', data: '反馈' };

/** The words a visitor receives: what they wrote (shortened) and the reply. */
export function replyText(type: string, content: string, reply: string): { subject: string; text: string } {
  const word = TYPE_WORD[type] ?? '反馈';
  return {
    subject: `AI科策云：您提交的${word}已回复`,
    text: `【AI科策云】您提交的${word}「${content.slice(0, 40)}」已回复：${reply}`,
  };
}

/**
 * Hands a committed reply to the provider, outside the reply's transaction (a slow provider must not hold the
 * database), then records whether it was taken. A failure is kept for the inbox (发送失败), never thrown: the reply
 * itself stands, and staff can answer again.
 */
export async function deliver(
  db: Kysely<Database>,
  out: Outbound,
  d: PendingDelivery,
  msg: { subject: string; text: string },
): Promise<'sent' | 'failed'> {
  let error: string | null = null;
  try {
    if (d.channel === 'sms') await out.sms.notify(d.address, msg.text);
    else await out.email.send({ to: d.address, subject: msg.subject, text: msg.text });
  } catch (err) {
    error = (err instanceof Error ? err.message : String(err)).slice(0, 200);
    out.logger.warn({ err: error, channel: d.channel, delivery: d.id }, 'feedback reply delivery failed');
  }
  const status = error === null ? 'sent' : 'failed';
  await db.updateTable('feedback_deliveries').set({ status, error }).where('id', '=', d.id).execute();
  return status;
}
