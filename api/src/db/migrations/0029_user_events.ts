import type { Kysely } from 'kysely';
import { epochMs, type NamedMigration } from './helpers.ts';

/**
 * user_events: the change feed of per-user events the realtime gateway follows (issue 35). One row per change
 * (unread count moved, order paid, report ready, push arrived), written in the transaction of the change; `seq`
 * is the cursor, `at` (epoch ms) what the age pruning reads. payload_json is a small JSON object.
 */
export const userEvents: NamedMigration = {
  name: '0029_user_events',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_events')
        .addColumn('seq', 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('payload_json', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('at', epochMs, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_events_at').on('user_events').column('at').execute();
      // One row: the highest seq pruned so far. A cursor below it missed rows and must re-read counts.
      await db.schema
        .createTable('user_events_horizon')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('pruned_through', 'integer', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('user_events_horizon').execute();
      await db.schema.dropTable('user_events').execute();
    },
  }),
};
