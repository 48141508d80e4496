import { sql, type Kysely } from 'kysely';
import { epochMs, withId, type NamedMigration } from './helpers.ts';

/**
 * Issue 33 (the back office).
 * - staff: back-office accounts, apart from portal users: argon2id password hash and TOTP secret, both required.
 * - staff_sessions: bearer tokens by sha256; `last_seen` moves on each call, 30 minutes idle ends a session.
 * - audit_log: every staff write, in the write's own transaction; triggers make it append-only in both dialects.
 * - review_items: the review queue (imports when asked, the crawler); `item_key` lets a producer enqueue the same
 *   item twice and get one row.
 * - refunds: one per refund asked; `idempotency_key` (the UI's) and `out_refund_no` (the provider's) are unique,
 *   and the pending → success step is one conditional update, so a replayed or doubled notification refunds once.
 * - search_log: one row per portal search (query, kind, whether it found anything) for the figures.
 * - columns: feedback inbox status and assignee; invoice number, PDF and rejection reason; refunded amount of an
 *   order; content taken offline or scheduled.
 */
export const backOffice: NamedMigration = {
  name: '0026_back_office',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('staff'), dialect)
        .addColumn('mobile', 'varchar(11)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('role', 'varchar(10)', (c) => c.notNull())
        .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
        .addColumn('totp_secret', 'varchar(64)', (c) => c.notNull())
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .addColumn('updated_at', epochMs, (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('staff_sessions'), dialect)
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .addColumn('last_seen', epochMs, (c) => c.notNull())
        .addColumn('ended_at', epochMs)
        .execute();

      await withId(db.schema.createTable('audit_log'), dialect)
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
        .addColumn('at', epochMs, (c) => c.notNull())
        .addColumn('ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('action', 'varchar(64)', (c) => c.notNull())
        .addColumn('entity', 'varchar(32)', (c) => c.notNull())
        .addColumn('entity_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
      await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id']).execute();
      if (dialect === 'postgres') {
        await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
          begin raise exception 'audit_log is append-only'; end $$`.execute(db);
        await sql`create trigger audit_log_no_change before update or delete on audit_log
          for each row execute function audit_log_append_only()`.execute(db);
      } else {
        await sql`create trigger audit_log_no_update before update on audit_log
          begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
        await sql`create trigger audit_log_no_delete before delete on audit_log
          begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
      }

      await withId(db.schema.createTable('review_items'), dialect)
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('title', 'varchar(300)', (c) => c.notNull())
        .addColumn('payload_json', 'text', (c) => c.notNull())
        .addColumn('origin', 'varchar(8)', (c) => c.notNull())
        .addColumn('source_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('item_key', 'varchar(200)', (c) => c.unique())
        .addColumn('confidence', 'double precision')
        .addColumn('spans_json', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(8)', (c) => c.notNull())
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .addColumn('updated_at', epochMs, (c) => c.notNull())
        .addColumn('decided_by', 'integer', (c) => c.references('staff.id'))
        .addColumn('decided_at', epochMs)
        .addColumn('reason', 'varchar(200)')
        .addColumn('published_kind', 'varchar(16)')
        .addColumn('published_id', 'integer')
        .execute();
      await db.schema.createIndex('review_items_status').on('review_items').columns(['status', 'id']).execute();

      await withId(db.schema.createTable('refunds'), dialect)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('out_refund_no', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('amount_fen', 'integer', (c) => c.notNull())
        .addColumn('reason', 'varchar(200)', (c) => c.notNull())
        .addColumn('status', 'varchar(8)', (c) => c.notNull())
        .addColumn('channel_refund_id', 'varchar(64)')
        .addColumn('idempotency_key', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .addColumn('finished_at', epochMs)
        .execute();
      await db.schema.createIndex('refunds_order').on('refunds').column('order_id').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('refunded_fen', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withId(db.schema.createTable('search_log'), dialect)
        .addColumn('at', epochMs, (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('query', 'varchar(100)', (c) => c.notNull())
        .addColumn('found', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .execute();
      await db.schema.createIndex('search_log_at').on('search_log').column('at').execute();

      for (const [column, type] of [
        ['inbox_status', 'varchar(8)'],
        ['assignee_id', 'integer'],
        ['replied_by', 'integer'],
        ['closed_at', epochMs],
      ] as const) {
        await db.schema
          .alterTable('feedbacks')
          .addColumn(column, type, (c) => (column === 'inbox_status' ? c.notNull().defaultTo('待处理') : c))
          .execute();
      }
      await sql`update feedbacks set inbox_status = '已回复' where status = 'replied'`.execute(db);

      for (const [column, type] of [
        ['invoice_no', 'varchar(20)'],
        ['pdf_file', 'varchar(40)'],
        ['reject_reason', 'varchar(200)'],
        ['issued_at', epochMs],
        ['decided_by', 'integer'],
      ] as const) {
        await db.schema.alterTable('invoices').addColumn(column, type).execute();
      }

      for (const table of ['policies', 'interpretations', 'news', 'projects']) {
        await db.schema
          .alterTable(table)
          .addColumn('offline', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.alterTable(table).addColumn('publish_at', epochMs).execute();
      }
    },
  }),
};
