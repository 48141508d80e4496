import type { Kysely } from 'kysely';
import type { NamedMigration } from './helpers.ts';

/**
 * qa_entries.seeded: 1 on the 问答库 entries the seed writes (seed/qa, through ensureReference), so an entry the seed
 * no longer holds is removed on the next start instead of answering on (it used to linger: the upsert is by key and
 * never saw a key disappear). The default is 0: entries imported or written in the back office are the operator's,
 * and the seed never touches them. ensureReference marks the seed's current entries on its first run after this.
 */
export const qaSeeded: NamedMigration = {
  name: '0034_qa_seeded',
  build: () => ({
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('qa_entries')
        .addColumn('seeded', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  }),
};
