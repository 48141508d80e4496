import type { Kysely } from 'kysely';
import { epochMs, withId, type NamedMigration } from './helpers.ts';

/**
 * Membership orders, their payment notifications, invoices, and the per-period usage of rights.
 * - orders: one row per purchase; `status` pending → paid | closed, paid or a late payment → refunded.
 *   `order_no` is what providers see (out_trade_no).
 * - pay_events: every verified notification by (channel, event_id); the unique key makes a replay a no-op.
 * - invoices: at most one per order.
 * - right_usage: how much of a right a user used in one period bucket (a China day, a month, or 'all');
 *   the rights guard updates it with one conditional upsert.
 */
export const membership: NamedMigration = {
  name: '0011_membership',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('orders'), dialect)
        .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('level', 'varchar(8)', (c) => c.notNull())
        .addColumn('period', 'varchar(8)', (c) => c.notNull())
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('rule', 'varchar(200)', (c) => c.notNull())
        .addColumn('price_fen', 'integer', (c) => c.notNull())
        .addColumn('credit_fen', 'integer', (c) => c.notNull())
        .addColumn('amount_fen', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .addColumn('expires_at', epochMs, (c) => c.notNull())
        .addColumn('paid_at', epochMs)
        .addColumn('closed_at', epochMs)
        .addColumn('pay_channel', 'varchar(8)')
        .addColumn('provider_txn_id', 'varchar(64)')
        .addColumn('starts_at', epochMs)
        .addColumn('ends_at', epochMs)
        .addColumn('refund_reason', 'varchar(200)')
        .execute();
      await db.schema.createIndex('orders_user_time').on('orders').columns(['user_id', 'created_at']).execute();

      await withId(db.schema.createTable('pay_events'), dialect)
        .addColumn('channel', 'varchar(8)', (c) => c.notNull())
        .addColumn('event_id', 'varchar(128)', (c) => c.notNull())
        .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
        .addColumn('txn_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('amount_fen', 'integer', (c) => c.notNull())
        .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .addUniqueConstraint('pay_events_unique', ['channel', 'event_id'])
        .execute();

      await withId(db.schema.createTable('invoices'), dialect)
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title_type', 'varchar(10)', (c) => c.notNull())
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('tax_no', 'varchar(18)', (c) => c.notNull())
        .addColumn('email', 'varchar(100)', (c) => c.notNull())
        .addColumn('amount_fen', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('right_usage')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('right_key', 'varchar(16)', (c) => c.notNull())
        .addColumn('period_key', 'varchar(10)', (c) => c.notNull())
        .addColumn('used', 'integer', (c) => c.notNull())
        .addColumn('updated_at', epochMs, (c) => c.notNull())
        .addPrimaryKeyConstraint('right_usage_pk', ['user_id', 'right_key', 'period_key'])
        .execute();
    },
  }),
};
