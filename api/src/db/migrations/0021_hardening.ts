import type { Kysely } from 'kysely';
import { epochMs, withId, type NamedMigration } from './helpers.ts';

/**
 * Issue 32 (hardening).
 * - openapi_nonces: the open API's used nonces when there is no Redis, so that a replay is refused across a restart
 *   and between API processes. The primary key makes "first use wins" one atomic insert; rows live until
 *   `expires_at` (the signing window) and are pruned after it.
 * - upload_ledger: every file a user stored (assessment documents, avatars, feedback images), with its size, for
 *   the upload quotas (per minute, per day, in total). `removed_at` is set when the file is deleted (by its owner
 *   or by the clean-up job); the row stays so that deleting does not give back the day's allowance.
 */
export const hardening: NamedMigration = {
  name: '0021_hardening',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('openapi_nonces')
        .addColumn('key_id', 'varchar(40)', (c) => c.notNull())
        .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
        .addColumn('expires_at', epochMs, (c) => c.notNull())
        .addPrimaryKeyConstraint('openapi_nonces_pk', ['key_id', 'nonce'])
        .execute();
      await db.schema.createIndex('openapi_nonces_expiry').on('openapi_nonces').column('expires_at').execute();

      await withId(db.schema.createTable('upload_ledger'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('area', 'varchar(12)', (c) => c.notNull())
        .addColumn('stored_name', 'varchar(80)', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .addColumn('removed_at', epochMs)
        .execute();
      await db.schema
        .createIndex('upload_ledger_user')
        .on('upload_ledger')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema.createIndex('upload_ledger_file').on('upload_ledger').columns(['area', 'stored_name']).execute();
    },
  }),
};
