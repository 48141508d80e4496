import type { Kysely } from 'kysely';
import type { NamedMigration } from './helpers.ts';

/**
 * The demo marker: 1 on every row the seed generates (policies, interpretations, news, projects, companies),
 * so detail pages can say 示例数据 and an operator can tell them from real rows. The default is 0: imported
 * rows and the reference documents are real, and rows written before this migration by an importer stay so.
 * A database seeded before it holds demo rows marked 0; `npm run seed -- --reset` marks them.
 */
export const DEMO_TABLES = ['policies', 'interpretations', 'news', 'projects', 'companies'] as const;

export const demoMarker: NamedMigration = {
  name: '0023_demo_marker',
  build: () => ({
    async up(db: Kysely<unknown>) {
      for (const table of DEMO_TABLES) {
        await db.schema
          .alterTable(table)
          .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      }
    },
  }),
};
