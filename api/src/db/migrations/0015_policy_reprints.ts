import type { Kysely } from 'kysely';
import { withId, type NamedMigration } from './helpers.ts';

/**
 * Verbatim reprints (转发) of a policy by other agencies. A reprint carries no content of its own, so it is a
 * record of the document it reprints rather than a document: search lists the document once, with
 * 「另有 N 个地区转发」, and a reprint can never take a second place on a result page. Local implementations
 * with their own content are policies of their own.
 */
export const policyReprints: NamedMigration = {
  name: '0015_policy_reprints',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('policy_reprints'), dialect)
        .addColumn('policy_id', 'integer', (c) => c.notNull().references('policies.id').onDelete('cascade'))
        .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id'))
        .addColumn('region_code', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('doc_no', 'text', (c) => c.notNull())
        .addColumn('publish_date', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('policy_reprints_policy')
        .on('policy_reprints')
        .columns(['policy_id', 'publish_date'])
        .execute();
    },
  }),
};
