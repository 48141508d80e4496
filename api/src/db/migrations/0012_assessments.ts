import type { Kysely } from 'kysely';
import { epochMs, withId, type NamedMigration } from './helpers.ts';

/**
 * Self-assessments: one row per submitted assessment (the input, and the result the API computed from it under
 * the named rule set; the row is also the countable use for quotas), one draft per user and kind, and the
 * supporting documents uploaded to an assessment (stored under DATA_DIR, never under the web root).
 * Also the generated reports (PDFs of the one renderer, modules/pdf) and their place in the download list:
 * user_downloads rows gain a kind ('attachment' | 'report') and the report they name.
 */
export const assessments: NamedMigration = {
  name: '0012_assessments',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('assessments'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('rule_set', 'varchar(32)', (c) => c.notNull())
        .addColumn('company_id', 'integer')
        .addColumn('company_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('as_of', 'varchar(10)', (c) => c.notNull())
        .addColumn('input_json', 'text', (c) => c.notNull())
        .addColumn('result_json', 'text', (c) => c.notNull())
        .addColumn('score', 'integer')
        .addColumn('verdict', 'varchar(8)', (c) => c.notNull())
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('assessments_user_time')
        .on('assessments')
        .columns(['user_id', 'created_at'])
        .execute();

      await withId(db.schema.createTable('assessment_drafts'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('rule_set', 'varchar(32)')
        .addColumn('input_json', 'text', (c) => c.notNull())
        .addColumn('updated_at', epochMs, (c) => c.notNull())
        .addUniqueConstraint('assessment_drafts_unique', ['user_id', 'kind'])
        .execute();

      await withId(db.schema.createTable('assessment_files'), dialect)
        .addColumn('assessment_id', 'integer', (c) => c.notNull().references('assessments.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(120)', (c) => c.notNull())
        .addColumn('stored_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('ext', 'varchar(8)', (c) => c.notNull())
        .addColumn('mime', 'varchar(100)', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('assessment_files_assessment')
        .on('assessment_files')
        .columns(['assessment_id'])
        .execute();

      await withId(db.schema.createTable('user_reports'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('source_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('stored_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('user_downloads')
        .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('attachment'))
        .execute();
      await db.schema.alterTable('user_downloads').addColumn('report_id', 'integer').execute();
    },
  }),
};
