import type { Kysely } from 'kysely';
import { epochMs, withId, type NamedMigration } from './helpers.ts';

export const accountsAndMessages: NamedMigration = {
  name: '0001_accounts_and_messages',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('users'), dialect)
        .addColumn('mobile', 'varchar(11)', (c) => c.unique())
        .addColumn('password_hash', 'text')
        .addColumn('username', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('avatar', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('vip_level', 'varchar(16)', (c) => c.notNull().defaultTo('normal'))
        .addColumn('vip_end_time', epochMs)
        .addColumn('next_vip_level', 'varchar(16)')
        .addColumn('next_vip_end_time', epochMs)
        .addColumn('wx_openid', 'varchar(64)', (c) => c.unique())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .addColumn('updated_at', epochMs, (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('user_tokens'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
        .addColumn('platform', 'varchar(32)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .addColumn('expires_at', epochMs, (c) => c.notNull())
        .addColumn('revoked_at', epochMs)
        .execute();
      await db.schema.createIndex('user_tokens_user_id').on('user_tokens').column('user_id').execute();

      await withId(db.schema.createTable('messages'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('type', 'varchar(32)', (c) => c.notNull().defaultTo('system'))
        .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .execute();
      // The unread count is the hottest query of the gateway's poll: (user_id, is_read) answers it from the index.
      await db.schema.createIndex('messages_user_unread').on('messages').columns(['user_id', 'is_read']).execute();
    },
  }),
};
