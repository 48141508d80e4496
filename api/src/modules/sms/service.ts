import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  LoginMessage,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_SECONDS,
  SMS_DAILY_CAP_PER_IP,
  SMS_DAILY_CAP_PER_MOBILE,
  SMS_SEND_INTERVAL_SECONDS,
  type SendMobileCodeResult,
  type SmsPurpose,
} from '@aikc/shared/schemas/login';
import { ResultCode } from '@aikc/shared/result-codes';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, tooManyRequests } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';
import { consumeVerification } from '../captcha/service.ts';
import type { AppDeps } from '../../deps.ts';

const CST_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** Midnight (China Standard Time) of the day containing `now`: the daily caps reset then. */
export function cstDayStart(now: number): number {
  return Math.floor((now + CST_OFFSET_MS) / DAY_MS) * DAY_MS - CST_OFFSET_MS;
}

function codeHash(purpose: SmsPurpose, mobile: string, code: string): string {
  return crypto.createHash('sha256').update(`${purpose}:${mobile}:${code}`).digest('hex');
}

async function countSince(
  db: Kysely<Database>,
  column: 'mobile' | 'ip',
  value: string,
  since: number,
): Promise<number> {
  const row = await db
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', value)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface SmsContext {
  db: Kysely<Database>;
  rt: AppDeps['accounts'];
  logger: Logger;
}

/**
 * send_mobile_code. Order matters: the captcha's second stage is spent first (so probing the limits costs a
 * solved slider each time), then the 60 s gap and the daily caps, then delivery. The answer is the same for a
 * registered and an unregistered mobile: a `forget` code for an unknown mobile is recorded (it counts toward the
 * limits) but not delivered, and a `register` code for a known mobile is delivered (register then says the
 * mobile is taken, but only to someone who holds the phone).
 */
export async function sendCode(
  ctx: SmsContext,
  mobile: string,
  purpose: SmsPurpose,
  captchaVerification: string,
  ip: string,
): Promise<SendMobileCodeResult> {
  const { db, rt } = ctx;
  if (!(await consumeVerification(rt.store, captchaVerification))) throw badRequest(LoginMessage.captchaRequired);
  const now = rt.now();
  const last = await db
    .selectFrom('sms_codes')
    .select('created_at')
    .where('mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  // The store gate makes two simultaneous sends impossible; the table keeps the rule across restarts.
  const gate = await rt.store.incr(`sms-gap:${mobile}`, SMS_SEND_INTERVAL_SECONDS * 1000);
  if (gate > 1 || (last && now - last.created_at < SMS_SEND_INTERVAL_SECONDS * 1000))
    throw tooManyRequests(LoginMessage.sendTooOften);
  const dayStart = cstDayStart(now);
  if ((await countSince(db, 'mobile', mobile, dayStart)) >= SMS_DAILY_CAP_PER_MOBILE)
    throw tooManyRequests(LoginMessage.dailyCap);
  if ((await countSince(db, 'ip', ip, dayStart)) >= SMS_DAILY_CAP_PER_IP) throw tooManyRequests(LoginMessage.dailyCap);

  const registered =
    (await db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst()) !== undefined;
  const deliver = purpose === 'register' || registered;
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  // Only the newest code of a mobile and purpose is valid: an older one cannot be tried after a resend.
  await db
    .updateTable('sms_codes')
    .set({ consumed_at: now })
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .execute();
  await db
    .insertInto('sms_codes')
    .values({
      mobile,
      purpose,
      code_hash: codeHash(purpose, mobile, code),
      ip,
      delivered: deliver ? 1 : 0,
      created_at: now,
      expires_at: now + SMS_CODE_TTL_SECONDS * 1000,
    })
    .execute();
  if (deliver) {
    try {
      await rt.sms.send({ mobile, purpose, code });
    } catch (err) {
      ctx.logger.warn(
        { err: err instanceof Error ? err.message : String(err), provider: rt.sms.name },
        'sms delivery failed',
      );
      throw new AppError(ResultCode.UPSTREAM_UNAVAILABLE, '短信发送失败，请稍后再试');
    }
  }
  return { countdown: SMS_SEND_INTERVAL_SECONDS, expires_in: SMS_CODE_TTL_SECONDS };
}

/**
 * Spends a code: the newest unconsumed one of the mobile and purpose, within 5 minutes, with fewer than 5 wrong
 * tries. A wrong code counts a try; the 5th wrong try kills the code. Throws 400 with the reason otherwise.
 */
export async function verifyCode(
  ctx: Pick<SmsContext, 'db' | 'rt'>,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
): Promise<void> {
  const { db, rt } = ctx;
  const now = rt.now();
  const row = await db
    .selectFrom('sms_codes')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.expires_at <= now) throw badRequest(LoginMessage.codeExpired);
  if (row.attempts >= SMS_CODE_MAX_ATTEMPTS) throw badRequest(LoginMessage.codeTooManyTries);
  const given = Buffer.from(codeHash(purpose, mobile, code), 'hex');
  if (!crypto.timingSafeEqual(given, Buffer.from(row.code_hash, 'hex'))) {
    await db
      .updateTable('sms_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('attempts', '<', SMS_CODE_MAX_ATTEMPTS)
      .execute();
    throw badRequest(
      row.attempts + 1 >= SMS_CODE_MAX_ATTEMPTS ? LoginMessage.codeTooManyTries : LoginMessage.codeWrong,
    );
  }
  const spent = await db
    .updateTable('sms_codes')
    .set({ consumed_at: now })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', SMS_CODE_MAX_ATTEMPTS)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw badRequest(LoginMessage.codeExpired);
}
