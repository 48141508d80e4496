import type { Kysely } from 'kysely';
import type { CentreCounts } from '@aikc/shared/schemas/subscription';
import type { Database } from '../../db/schema.ts';
import type { PreviewRow } from './preview.ts';

/** The dashboard's counts of what exists for the user (assessments join when that feature lands). */
export async function centreCounts(db: Kysely<Database>, userId: number): Promise<CentreCounts> {
  const n = async (q: Promise<{ n: number | string } | undefined>) => Number((await q)?.n ?? 0);
  const [collections, subscriptions, unread_pushes, unread_messages, orders, downloads] = await Promise.all([
    n(
      db
        .selectFrom('user_collects')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ),
    n(
      db
        .selectFrom('subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ),
    n(
      db
        .selectFrom('pushes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('is_read', '=', 0)
        .executeTakeFirst(),
    ),
    n(
      db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('is_read', '=', 0)
        .executeTakeFirst(),
    ),
    n(
      db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('status', '=', 'paid')
        .executeTakeFirst(),
    ),
    n(
      db
        .selectFrom('user_downloads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ),
  ]);
  return { collections, subscriptions, unread_pushes, unread_messages, orders, downloads };
}

/** The newest policies pushed to the user, and the newest of the reader's province (national ones included). */
export async function centreArticles(
  db: Kysely<Database>,
  userId: number,
  province: string,
): Promise<{ pushed: (PreviewRow & { push_id: number; is_read: number })[]; regional: PreviewRow[] }> {
  const cols = ['p.id', 'p.title', 'p.doc_no', 'a.name as agency_name', 'p.region_code', 'p.publish_date'] as const;
  const regions = province && province !== '000000' ? [province, '000000'] : ['000000'];
  const [pushed, regional] = await Promise.all([
    db
      .selectFrom('pushes as pu')
      .innerJoin('policies as p', 'p.id', 'pu.policy_id')
      .leftJoin('agencies as a', 'a.id', 'p.agency_id')
      .select([...cols, 'pu.id as push_id', 'pu.is_read'])
      .where('pu.user_id', '=', userId)
      .orderBy('pu.id', 'desc')
      .limit(5)
      .execute(),
    db
      .selectFrom('policies as p')
      .leftJoin('agencies as a', 'a.id', 'p.agency_id')
      .select([...cols])
      .where('p.province_code', 'in', regions)
      .orderBy('p.publish_date', 'desc')
      .orderBy('p.id', 'desc')
      .limit(8)
      .execute(),
  ]);
  return { pushed, regional };
}
