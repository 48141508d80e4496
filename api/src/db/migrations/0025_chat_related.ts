import type { Kysely } from 'kysely';
import type { NamedMigration } from './helpers.ts';

/**
 * chat_messages.related_json: the related questions a not-found answer offers (a JSON array of strings, '[]'
 * otherwise), stored with the answer so a reload shows the same buttons the stream did.
 */
export const chatRelated: NamedMigration = {
  name: '0025_chat_related',
  build: () => ({
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('chat_messages')
        .addColumn('related_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    },
  }),
};
