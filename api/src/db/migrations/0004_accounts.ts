import type { Kysely } from 'kysely';
import { epochMs, withId, type NamedMigration } from './helpers.ts';

/**
 * Account state that must survive a restart and be shared by every API instance: SMS codes (with their
 * attempt counters and send history, which the 60 s and daily limits count), the development SMS outbox,
 * WeChat QR login scenes and the WeChat event dedupe keys.
 */
export const accounts: NamedMigration = {
  name: '0004_accounts',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('sms_codes'), dialect)
        .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
        // sha256 of purpose:mobile:code; the code itself is never stored.
        .addColumn('code_hash', 'char(64)', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        // 0 when the code was recorded for the limits only and never delivered (forget on an unknown mobile).
        .addColumn('delivered', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .addColumn('expires_at', epochMs, (c) => c.notNull())
        .addColumn('consumed_at', epochMs)
        .execute();
      await db.schema.createIndex('sms_codes_mobile_time').on('sms_codes').columns(['mobile', 'created_at']).execute();
      await db.schema.createIndex('sms_codes_ip_time').on('sms_codes').columns(['ip', 'created_at']).execute();

      await withId(db.schema.createTable('sms_outbox'), dialect)
        .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
        .addColumn('code', 'varchar(8)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sms_outbox_mobile_time')
        .on('sms_outbox')
        .columns(['mobile', 'created_at'])
        .execute();

      await withId(db.schema.createTable('wx_scenes'), dialect)
        // The page's private handle for status polls; never inside the QR.
        .addColumn('poll_key', 'varchar(64)', (c) => c.notNull().unique())
        // The scene_str given to WeChat (inside the QR ticket); 'open:<random>' for Open Platform grants.
        .addColumn('scene_str', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('source', 'varchar(8)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('openid', 'varchar(64)')
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .addColumn('expires_at', epochMs, (c) => c.notNull())
        .addColumn('scanned_at', epochMs)
        .addColumn('delivered_at', epochMs)
        .execute();
      await db.schema.createIndex('wx_scenes_openid').on('wx_scenes').column('openid').execute();

      await db.schema
        .createTable('wx_events')
        .addColumn('from_user', 'varchar(64)', (c) => c.notNull())
        .addColumn('create_time', epochMs, (c) => c.notNull())
        .addColumn('received_at', epochMs, (c) => c.notNull())
        .addPrimaryKeyConstraint('wx_events_pk', ['from_user', 'create_time'])
        .execute();
    },
  }),
};
