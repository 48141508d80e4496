import type { Kysely } from 'kysely';
import { epochMs, withId, type NamedMigration } from './helpers.ts';

/**
 * user_exports: 数据导出 (issue 36), one row per export: the job (stage, progress, heartbeat) and, once done,
 * its file under DATA_DIR/exports. `charged` rows of the `export` right were spent in the transaction that
 * inserted the row, so a failed export gives them back (to the period of started_at) once (the move to failed is one
 * conditional update). user_downloads gains `export_id` for its 'export' rows (我的下载).
 */
export const exportsTable: NamedMigration = {
  name: '0020_exports',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('user_exports'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('row_kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('request_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('stored_name', 'varchar(64)')
        .addColumn('stage', 'varchar(10)', (c) => c.notNull())
        .addColumn('progress', 'integer', (c) => c.notNull())
        .addColumn('message', 'varchar(200)', (c) => c.notNull())
        .addColumn('rows', 'integer', (c) => c.notNull())
        .addColumn('charged', 'integer', (c) => c.notNull())
        .addColumn('remaining', 'integer')
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('started_at', epochMs, (c) => c.notNull())
        .addColumn('finished_at', epochMs)
        .addColumn('heartbeat_at', epochMs, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_exports_user').on('user_exports').columns(['user_id', 'stage']).execute();
      await db.schema.alterTable('user_downloads').addColumn('export_id', 'integer').execute();
    },
  }),
};
