import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { epochMs, withId, type NamedMigration } from './helpers.ts';

/**
 * Policy subscriptions and pushes, and the source ids that make imports idempotent.
 * - source_id / source_hash on policies, interpretations, news and projects: the importer's key (unique) and a
 *   hash of the imported line, so an unchanged line is skipped and a changed one rewrites the row.
 * - subscriptions: a user's named set of conditions (JSON), paused or not.
 * - subscription_state: one row whose version every subscription write bumps in its transaction; the push
 *   engine's in-memory inverted lists (push/matcher.ts) are rebuilt when it moves.
 * - user_companies: the companies a user linked (我的企业), one of them the default.
 * - pushes: one per (user, policy), unique, so an updated or re-imported policy never pushes twice; linked to
 *   the message that carries it to the badge.
 */
export const subscriptions: NamedMigration = {
  name: '0017_subscriptions',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      for (const table of ['policies', 'interpretations', 'news', 'projects']) {
        await db.schema.alterTable(table).addColumn('source_id', 'varchar(100)').execute();
        await db.schema.alterTable(table).addColumn('source_hash', 'varchar(64)').execute();
        await db.schema.createIndex(`${table}_source_id`).on(table).column('source_id').unique().execute();
      }

      await withId(db.schema.createTable('subscriptions'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('conditions', 'text', (c) => c.notNull())
        .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .addColumn('updated_at', epochMs, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('subscriptions_user').on('subscriptions').columns(['user_id', 'id']).execute();

      await db.schema
        .createTable('subscription_state')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('instance', 'varchar(40)', (c) => c.notNull())
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
      // The instance tells databases apart, so an index cached for one is never used for another (tests open many).
      await sql`insert into subscription_state (id, instance, version) values (1, ${crypto.randomUUID()}, 0)`.execute(
        db,
      );

      await withId(db.schema.createTable('pushes'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('subscription_id', 'integer', (c) => c.references('subscriptions.id').onDelete('set null'))
        .addColumn('policy_id', 'integer', (c) => c.notNull())
        .addColumn('message_id', 'integer')
        .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .addUniqueConstraint('pushes_user_policy', ['user_id', 'policy_id'])
        .execute();
      await db.schema.createIndex('pushes_user_time').on('pushes').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('pushes_policy').on('pushes').column('policy_id').execute();

      // The personal centre's companies (我的企业): linked by credit code or picked from the company database;
      // at most one default per user (matching, evaluations and assessments read it: defaultCompanyOf).
      await withId(db.schema.createTable('user_companies'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('credit_code', 'varchar(18)', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .addColumn('updated_at', epochMs, (c) => c.notNull())
        .addUniqueConstraint('user_companies_code', ['user_id', 'credit_code'])
        .execute();

      // 意见反馈: what a user sent (type, text, contact, up to 3 uploaded images as JSON) and the staff's reply.
      await withId(db.schema.createTable('feedbacks'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'varchar(16)', (c) => c.notNull())
        .addColumn('content', 'varchar(500)', (c) => c.notNull())
        .addColumn('contact', 'varchar(50)', (c) => c.notNull())
        .addColumn('images', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('reply', 'text')
        .addColumn('replied_at', epochMs)
        .addColumn('created_at', epochMs, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('feedbacks_user').on('feedbacks').columns(['user_id', 'id']).execute();
    },
  }),
};
