import type { Kysely } from 'kysely';
import type { NamedMigration } from './helpers.ts';

/**
 * pushes.backfill marks the matches of the last 30 days pushed once when a subscription is saved
 * (subscription/backfill.ts), apart from those pushed as a policy is published.
 *
 * invoices.tax_no takes the older 20-char 纳税人识别号 (身份证号 + 2 digits, individual businesses) beside the 18-char
 * 统一社会信用代码 (shared/src/taxpayer-no.ts). SQLite does not enforce varchar lengths, so only PostgreSQL changes.
 */
export const issue31: NamedMigration = {
  name: '0024_issue31',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('pushes')
        .addColumn('backfill', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      if (dialect === 'postgres')
        await db.schema
          .alterTable('invoices')
          .alterColumn('tax_no', (c) => c.setDataType('varchar(20)'))
          .execute();
    },
  }),
};
