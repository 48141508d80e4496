import type { Kysely } from 'kysely';
import { epochMs, withId, type NamedMigration } from './helpers.ts';

/**
 * The reference layer (real national documents as facts) and the 问答库.
 * - policies.source: 'reference' for the reference layer, 'import' for imported rows that say so, '' otherwise.
 * - policies.doc_status (现行有效 / 已修订 / 已废止, '' when not stated), written_date (成文日期) and replaced_by
 *   (the source_id of the replacing document, resolved when read so the order of writing does not matter).
 * - policy_facts: a document's key provisions, one row per fact, keyed by a stable fact id the 问答库 cites.
 *   No foreign key: a re-seed empties policies by truncation, and the facts writer replaces a document's
 *   facts by id whenever it is written.
 * - qa_entries / qa_citations: question, phrasings (JSON array), answer, theme, region and period; each answer
 *   cites the fact ids it rests on.
 */
export const referenceAndQa: NamedMigration = {
  name: '0022_reference_and_qa',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('policies')
        .addColumn('source', 'varchar(16)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('policies')
        .addColumn('doc_status', 'varchar(8)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('policies').addColumn('written_date', 'varchar(10)').execute();
      await db.schema.alterTable('policies').addColumn('replaced_by', 'varchar(100)').execute();
      await db.schema.createIndex('policies_source').on('policies').column('source').execute();

      await withId(db.schema.createTable('policy_facts'), dialect)
        .addColumn('policy_id', 'integer', (c) => c.notNull())
        .addColumn('fact_id', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('article', 'varchar(60)', (c) => c.notNull())
        .addColumn('topic', 'varchar(8)', (c) => c.notNull())
        .addColumn('text', 'varchar(1000)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('policy_facts_policy').on('policy_facts').columns(['policy_id', 'sort']).execute();

      await withId(db.schema.createTable('qa_entries'), dialect)
        .addColumn('source_id', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('source_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('question', 'varchar(200)', (c) => c.notNull())
        .addColumn('phrasings', 'text', (c) => c.notNull())
        .addColumn('answer', 'varchar(1000)', (c) => c.notNull())
        .addColumn('theme', 'varchar(50)', (c) => c.notNull())
        .addColumn('region_code', 'varchar(6)', (c) => c.notNull())
        .addColumn('valid_from', 'varchar(10)')
        .addColumn('valid_to', 'varchar(10)')
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .addColumn('updated_at', epochMs, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('qa_entries_theme').on('qa_entries').columns(['theme', 'region_code']).execute();

      await db.schema
        .createTable('qa_citations')
        .addColumn('qa_id', 'integer', (c) => c.notNull().references('qa_entries.id').onDelete('cascade'))
        .addColumn('fact_id', 'varchar(100)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('qa_citations_pk', ['qa_id', 'fact_id'])
        .execute();
      await db.schema.createIndex('qa_citations_fact').on('qa_citations').column('fact_id').execute();
    },
  }),
};
