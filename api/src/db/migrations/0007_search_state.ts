import { sql, type Kysely } from 'kysely';
import type { NamedMigration } from './helpers.ts';

/**
 * One row per searchable kind, bumped in the transaction of every index write: `generation` on any write,
 * `resets` when documents leave the index. Every process reads it before a search, so cached match sets and
 * in-memory facet columns are exact across processes (another API instance, the seed CLI) instead of
 * merely expiring. The kinds are spelled out: a migration must not change when the code does.
 */
export const searchState: NamedMigration = {
  name: '0007_search_state',
  build: () => ({
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('search_state')
        .addColumn('kind', 'varchar(16)', (c) => c.primaryKey())
        .addColumn('generation', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('resets', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      for (const kind of ['policy', 'project', 'company', 'news', 'interpretation']) {
        await sql`insert into search_state (kind, generation, resets) values (${kind}, 0, 0)`.execute(db);
      }
    },
  }),
};
