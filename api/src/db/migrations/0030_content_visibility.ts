import { sql, type Kysely } from 'kysely';
import type { NamedMigration } from './helpers.ts';

const TABLES = ['policies', 'interpretations', 'news', 'projects'] as const;

/**
 * Content taken down or scheduled (issue 33): a partial index per content table over the few rows with
 * `offline = 1`. The search engine's column loader and indexer ask "which of these ids are offline" on every
 * batch (search/visibility.ts), and the publication scheduler asks "which are due"; without the index each
 * question would read the wide rows (bodies) of the whole id range.
 */
export const contentVisibility: NamedMigration = {
  name: '0030_content_visibility',
  build: () => ({
    async up(db: Kysely<unknown>) {
      for (const t of TABLES) {
        await db.schema
          .createIndex(`${t}_offline`)
          .on(t)
          .columns(['id', 'publish_at'])
          .where(sql.ref('offline'), '=', 1)
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const t of TABLES) await db.schema.dropIndex(`${t}_offline`).execute();
    },
  }),
};
