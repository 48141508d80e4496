import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { UPLOAD_LIMITS, UploadMessages, type UploadArea } from './limits.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

interface Usage {
  files: number;
  bytes: number;
}

async function usage(db: Kysely<Database>, userId: number, since: number | null): Promise<Usage> {
  let q = db
    .selectFrom('upload_ledger')
    .select((eb) => [eb.fn.countAll<number>().as('files'), eb.fn.sum<number>('size_bytes').as('bytes')])
    .where('user_id', '=', userId);
  q = since === null ? q.where('removed_at', 'is', null) : q.where('created_at', '>', since);
  const r = await q.executeTakeFirstOrThrow();
  return { files: Number(r.files), bytes: Number(r.bytes ?? 0) };
}

async function assessmentUsage(db: Kysely<Database>, assessmentId: number): Promise<Usage> {
  const r = await db
    .selectFrom('assessment_files')
    .select((eb) => [eb.fn.countAll<number>().as('files'), eb.fn.sum<number>('size_bytes').as('bytes')])
    .where('assessment_id', '=', assessmentId)
    .executeTakeFirstOrThrow();
  return { files: Number(r.files), bytes: Number(r.bytes ?? 0) };
}

const over = (u: Usage, limit: Usage, size: number) => u.files + 1 > limit.files || u.bytes + size > limit.bytes;

/**
 * Throws 429 with the limit's message if one more file of `size` bytes would pass any of the user's limits
 * (size 0: checked from the headers, before the body is read, so a user at a limit is refused at once).
 */
export async function checkUploadQuota(
  db: Kysely<Database>,
  userId: number,
  size: number,
  now: number,
  assessmentId?: number,
): Promise<void> {
  if (over(await usage(db, userId, now - MINUTE), UPLOAD_LIMITS.perMinute, size))
    throw tooManyRequests(UploadMessages.perMinute);
  if (over(await usage(db, userId, now - DAY), UPLOAD_LIMITS.perDay, size))
    throw tooManyRequests(UploadMessages.perDay);
  if (over(await usage(db, userId, null), UPLOAD_LIMITS.total, size)) throw tooManyRequests(UploadMessages.total);
  if (assessmentId !== undefined && over(await assessmentUsage(db, assessmentId), UPLOAD_LIMITS.perAssessment, size))
    throw tooManyRequests(UploadMessages.perAssessment);
}

/**
 * Checks the limits for a file of `size` bytes and records it in the ledger, in one transaction: on PostgreSQL
 * the user's row is locked first, so two concurrent uploads cannot both fit under a limit (SQLite transactions
 * are serialized already). Call before the file is written; `removeUpload` if the write then fails.
 */
export async function reserveUpload(
  db: Kysely<Database>,
  dialect: DialectName,
  u: { userId: number; area: UploadArea; storedName: string; size: number; assessmentId?: number },
  now = Date.now(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (dialect === 'postgres')
      await trx.selectFrom('users').select('id').where('id', '=', u.userId).forUpdate().execute();
    await checkUploadQuota(trx, u.userId, u.size, now, u.assessmentId);
    await trx
      .insertInto('upload_ledger')
      .values({
        user_id: u.userId,
        area: u.area,
        stored_name: u.storedName,
        size_bytes: u.size,
        created_at: now,
        removed_at: null,
      })
      .execute();
  });
}

/** Marks a stored file as gone (deleted by its owner, failed to write, or swept): it stops counting in the total. */
export async function removeUpload(
  db: Kysely<Database>,
  area: UploadArea,
  storedName: string,
  now = Date.now(),
): Promise<void> {
  await db
    .updateTable('upload_ledger')
    .set({ removed_at: now })
    .where('area', '=', area)
    .where('stored_name', '=', storedName)
    .where('removed_at', 'is', null)
    .execute();
}
