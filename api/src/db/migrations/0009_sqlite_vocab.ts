import { sql, type Kysely } from 'kysely';
import type { NamedMigration } from './helpers.ts';

/**
 * SQLite only: an fts5vocab table over each kind's index (`fts_<kind>_vocab`: term, doc, cnt), so the search
 * engine can ask which terms most documents hold and load those ahead of the first search. A vocab table
 * stores nothing of its own; it reads the index it names. PostgreSQL ranks terms with ts_stat instead.
 */
const KINDS = ['policy', 'project', 'company', 'news', 'interpretation'] as const;

export const sqliteVocab: NamedMigration = {
  name: '0009_sqlite_vocab',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      if (dialect !== 'sqlite') return;
      for (const kind of KINDS) {
        await sql`create virtual table ${sql.table(`fts_${kind}_vocab`)} using fts5vocab(${sql.raw(`fts_${kind}`)}, 'row')`.execute(
          db,
        );
      }
    },
  }),
};
