import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';

export function findUserByMobile(db: Kysely<Database>, mobile: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

export function findUserByOpenid(db: Kysely<Database>, openid: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('wx_openid', '=', openid).executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRow> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A new normal-level account. Callers have already proved the mobile (SMS code). */
export async function createUser(
  db: Kysely<Database>,
  fields: { mobile: string; passwordHash?: string | null; openid?: string | null },
  now: number,
): Promise<UserRow> {
  const row = await db
    .insertInto('users')
    .values({
      mobile: fields.mobile,
      password_hash: fields.passwordHash ?? null,
      username: '',
      avatar: '',
      vip_level: 'normal',
      vip_end_time: null,
      next_vip_level: null,
      next_vip_end_time: null,
      wx_openid: fields.openid ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return findUserById(db, row.id);
}
