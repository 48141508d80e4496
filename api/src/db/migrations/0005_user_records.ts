import type { Kysely } from 'kysely';
import { epochMs, withId, type NamedMigration } from './helpers.ts';

/**
 * A user's own records: collections (收藏), viewed items (浏览记录) and attachment downloads (下载记录).
 * `type` is one of policy, project, news, interpretation, company.
 */
export const userRecords: NamedMigration = {
  name: '0005_user_records',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('user_collects'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'varchar(16)', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .addUniqueConstraint('user_collects_unique', ['user_id', 'type', 'target_id'])
        .execute();
      await db.schema
        .createIndex('user_collects_user_time')
        .on('user_collects')
        .columns(['user_id', 'created_at'])
        .execute();

      await withId(db.schema.createTable('user_history'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'varchar(16)', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('viewed_at', epochMs, (c) => c.notNull())
        .addUniqueConstraint('user_history_unique', ['user_id', 'type', 'target_id'])
        .execute();
      await db.schema
        .createIndex('user_history_user_time')
        .on('user_history')
        .columns(['user_id', 'viewed_at'])
        .execute();

      await withId(db.schema.createTable('user_downloads'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('policy_id', 'integer', (c) => c.notNull())
        .addColumn('attachment_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('user_downloads_user_time')
        .on('user_downloads')
        .columns(['user_id', 'created_at'])
        .execute();
    },
  }),
};
