import type { Kysely } from 'kysely';
import { epochMs, type NamedMigration } from './helpers.ts';

/**
 * report_jobs: the chat's 下载报告 jobs (chat/report-jobs.ts), kept in the database so that a job outlives the
 * process that renders it: another API process (the standby that takes over, or a second instance) answers its
 * polls, and a job whose renderer died (no heartbeat for 30 s) is failed and its report right given back, once.
 * `charged` = a report right was spent for it; finished rows are removed after 10 minutes.
 */
export const reportJobs: NamedMigration = {
  name: '0019_report_jobs',
  build: () => ({
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('report_jobs')
        .addColumn('job_id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('stage', 'varchar(10)', (c) => c.notNull())
        .addColumn('queue_ahead', 'integer', (c) => c.notNull())
        .addColumn('message', 'varchar(200)', (c) => c.notNull())
        .addColumn('report_id', 'integer')
        .addColumn('charged', 'integer', (c) => c.notNull())
        .addColumn('remaining', 'integer')
        .addColumn('started_at', epochMs, (c) => c.notNull())
        .addColumn('finished_at', epochMs)
        .addColumn('heartbeat_at', epochMs, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('report_jobs_user').on('report_jobs').columns(['user_id', 'stage']).execute();
      await db.schema.createIndex('report_jobs_finished').on('report_jobs').column('finished_at').execute();
    },
  }),
};
