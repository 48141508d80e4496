import type { Kysely } from 'kysely';
import type { DevSmsOutboxItem } from '@aikc/shared/schemas/login';
import type { Database } from '../../db/schema.ts';

/** The last 50 codes the development SMS provider sent, newest first (one mobile's, if given). */
export async function smsOutbox(db: Kysely<Database>, mobile?: string): Promise<DevSmsOutboxItem[]> {
  let q = db.selectFrom('sms_outbox').select(['mobile', 'purpose', 'code', 'content', 'created_at']);
  if (mobile) q = q.where('mobile', '=', mobile);
  return q.orderBy('id', 'desc').limit(50).execute();
}

/** WeChat users the simulator can scan as (bound to a mobile), most recent first. */
export async function boundOpenids(db: Kysely<Database>): Promise<{ openid: string; mobile: string }[]> {
  const rows = await db
    .selectFrom('users')
    .select(['wx_openid', 'mobile'])
    .where('wx_openid', 'is not', null)
    .orderBy('updated_at', 'desc')
    .limit(20)
    .execute();
  return rows.map((u) => ({ openid: u.wx_openid as string, mobile: u.mobile ?? '' }));
}

/** A QR scene by the string in its QR (the simulator's page shows its state). */
export function sceneByQrString(db: Kysely<Database>, sceneStr: string) {
  return db
    .selectFrom('wx_scenes')
    .select(['status', 'expires_at'])
    .where('scene_str', '=', sceneStr)
    .executeTakeFirst();
}
