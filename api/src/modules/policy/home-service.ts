import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type CountedTable = 'policies' | 'projects' | 'companies' | 'news' | 'interpretations';

/** Content taken down or scheduled is not counted (search/visibility.ts); companies have no such state. */
async function countRows(db: Kysely<Database>, table: CountedTable): Promise<number> {
  let q = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (table !== 'companies') q = (q as typeof q).where('offline' as never, '=', 0 as never);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** The home page's counts: every content table, and the projects open for application on `today`. */
export async function siteCounts(db: Kysely<Database>, today: string) {
  const [policies, projects, companies, news, interpretations, open] = await Promise.all([
    countRows(db, 'policies'),
    countRows(db, 'projects'),
    countRows(db, 'companies'),
    countRows(db, 'news'),
    countRows(db, 'interpretations'),
    db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('apply_start', '<=', today)
      .where('apply_end', '>=', today)
      .where('offline', '=', 0)
      .executeTakeFirstOrThrow(),
  ]);
  return { policies, projects, companies, news, interpretations, openProjects: Number(open.n) };
}

/** Ids of the `limit` newest policies (publish date, then id, descending). */
export async function latestPolicyIds(db: Kysely<Database>, limit: number): Promise<number[]> {
  return (
    await db
      .selectFrom('policies')
      .select('id')
      .where('offline', '=', 0)
      .orderBy('publish_date', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
  ).map((x) => x.id);
}

/** The `limit` newest items of each content list the sitemap shows. */
export async function latestTitles(db: Kysely<Database>, limit: number) {
  const newest = (table: 'policies' | 'news' | 'interpretations' | 'projects') =>
    db
      .selectFrom(table)
      .select(['id', 'title', 'publish_date'])
      .where('offline', '=', 0)
      .orderBy('publish_date', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  const [policies, news, interpretations, projects] = await Promise.all([
    newest('policies'),
    newest('news'),
    newest('interpretations'),
    newest('projects'),
  ]);
  return { policies, news, interpretations, projects };
}

export type SiteCounts = Awaited<ReturnType<typeof siteCounts>>;
export type LatestTitles = Awaited<ReturnType<typeof latestTitles>>;
