import type { Kysely } from 'kysely';
import { epochMs, withId, type NamedMigration } from './helpers.ts';

/**
 * The open API.
 * - api_keys: a user's keys. `key_id` is public (sent in X-Aikc-Key); the secret is stored AES-256-GCM
 *   encrypted under OPENAPI_SECRET_KEY (`secret_enc`), because verifying an HMAC needs the secret itself, not a
 *   hash of it. `status` active | disabled | deleted (deleted keys stay for the usage history, answer as unknown).
 * - api_packages: calls × validity bought through the orders table (an order with level 'api', period = the
 *   package code); one row per paid order, granted by the payment notification in the same transaction.
 *   `used` is spent with a conditional update (used < calls), so concurrent calls cannot overdraw it.
 * - api_usage_daily: billed calls per key per China day, written in the call's quota transaction.
 */
export const openApi: NamedMigration = {
  name: '0018_open_api',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('api_keys'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('key_id', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(30)', (c) => c.notNull())
        .addColumn('secret_enc', 'varchar(200)', (c) => c.notNull())
        .addColumn('secret_hint', 'varchar(8)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('rate_per_sec', 'integer', (c) => c.notNull())
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .addColumn('last_used_at', epochMs)
        .addColumn('deleted_at', epochMs)
        .execute();
      await db.schema.createIndex('api_keys_user').on('api_keys').columns(['user_id', 'status']).execute();

      await withId(db.schema.createTable('api_packages'), dialect)
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code', 'varchar(16)', (c) => c.notNull())
        .addColumn('calls', 'integer', (c) => c.notNull())
        .addColumn('used', 'integer', (c) => c.notNull())
        .addColumn('starts_at', epochMs, (c) => c.notNull())
        .addColumn('expires_at', epochMs, (c) => c.notNull())
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('api_packages_user').on('api_packages').columns(['user_id', 'expires_at']).execute();

      await db.schema
        .createTable('api_usage_daily')
        .addColumn('key_ref', 'integer', (c) => c.notNull().references('api_keys.id').onDelete('cascade'))
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('calls', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('api_usage_daily_pk', ['key_ref', 'day'])
        .execute();
    },
  }),
};
