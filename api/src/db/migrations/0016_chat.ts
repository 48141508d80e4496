import type { Kysely } from 'kysely';
import { epochMs, withId, type NamedMigration } from './helpers.ts';

/**
 * The AI assistant's conversations.
 * - chat_sessions: one per user, mode and conversation; title from the first question (renamable);
 *   `company_id` for qypj / zcpp sessions about one company; `updated_at` orders the list.
 * - chat_messages: questions and answers in order. An answer row is written when its question is asked
 *   (status 'streaming', empty content) and completed once at its end: done, stopped (the partial text) or
 *   error. `sources_json` holds the cited documents as the answer numbers them.
 */
export const chat: NamedMigration = {
  name: '0016_chat',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('chat_sessions'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('mode', 'varchar(8)', (c) => c.notNull())
        .addColumn('title', 'varchar(80)', (c) => c.notNull())
        .addColumn('company_id', 'integer')
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .addColumn('updated_at', epochMs, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('chat_sessions_user_mode')
        .on('chat_sessions')
        .columns(['user_id', 'mode', 'updated_at'])
        .execute();

      await withId(db.schema.createTable('chat_messages'), dialect)
        .addColumn('session_id', 'integer', (c) => c.notNull().references('chat_sessions.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'varchar(10)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('error_msg', 'varchar(200)', (c) => c.notNull())
        .addColumn('provider', 'varchar(10)')
        .addColumn('sources_json', 'text', (c) => c.notNull())
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('chat_messages_session').on('chat_messages').columns(['session_id', 'id']).execute();
    },
  }),
};
