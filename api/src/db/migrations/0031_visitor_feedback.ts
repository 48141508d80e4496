import { sql, type Kysely } from 'kysely';
import { epochMs, withId, type NamedMigration } from './helpers.ts';

/**
 * Issue 33 (the rest of the back office).
 * - feedbacks.user_id becomes nullable: a visitor (not signed in) may send 意见反馈 or 商务合作 with a mobile or an
 *   email to be answered at. SQLite cannot drop NOT NULL in place, so its table is rebuilt with the same rows.
 * - feedback_deliveries: each reply sent to a visitor's contact (channel, address, whether the provider took it),
 *   what the inbox shows.
 * - email_outbox: what the development email provider "sends" (no real sending outside production).
 */
export const visitorFeedback: NamedMigration = {
  name: '0031_visitor_feedback',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`alter table feedbacks alter column user_id drop not null`.execute(db);
      } else {
        await withId(db.schema.createTable('feedbacks_0031'), dialect)
          .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
          .addColumn('type', 'varchar(16)', (c) => c.notNull())
          .addColumn('content', 'varchar(500)', (c) => c.notNull())
          .addColumn('contact', 'varchar(50)', (c) => c.notNull())
          .addColumn('images', 'text', (c) => c.notNull())
          .addColumn('status', 'varchar(10)', (c) => c.notNull())
          .addColumn('reply', 'text')
          .addColumn('replied_at', epochMs)
          .addColumn('created_at', epochMs, (c) => c.notNull())
          .addColumn('inbox_status', 'varchar(8)', (c) => c.notNull().defaultTo('待处理'))
          .addColumn('assignee_id', 'integer')
          .addColumn('replied_by', 'integer')
          .addColumn('closed_at', epochMs)
          .execute();
        const cols = sql.raw(
          'id, user_id, type, content, contact, images, status, reply, replied_at, created_at, inbox_status, assignee_id, replied_by, closed_at',
        );
        await sql`insert into feedbacks_0031 (${cols}) select ${cols} from feedbacks`.execute(db);
        await sql`drop table feedbacks`.execute(db);
        await sql`alter table feedbacks_0031 rename to feedbacks`.execute(db);
        await db.schema.createIndex('feedbacks_user').on('feedbacks').columns(['user_id', 'id']).execute();
      }

      await withId(db.schema.createTable('feedback_deliveries'), dialect)
        .addColumn('feedback_id', 'integer', (c) => c.notNull().references('feedbacks.id').onDelete('cascade'))
        .addColumn('channel', 'varchar(8)', (c) => c.notNull())
        .addColumn('address', 'varchar(50)', (c) => c.notNull())
        .addColumn('status', 'varchar(8)', (c) => c.notNull())
        .addColumn('error', 'varchar(200)')
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('feedback_deliveries_feedback')
        .on('feedback_deliveries')
        .columns(['feedback_id', 'id'])
        .execute();

      await withId(db.schema.createTable('email_outbox'), dialect)
        .addColumn('to_address', 'varchar(100)', (c) => c.notNull())
        .addColumn('subject', 'varchar(200)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .execute();
    },
  }),
};
