import { sql, type Kysely } from 'kysely';
import type { NamedMigration } from './helpers.ts';

/**
 * PostgreSQL only: the title lexemes of every document as their own small tsvector with its own GIN index.
 * The title relevance tier used to be `tsv @@ 'term':A`, a weighted query that GIN cannot answer alone, so
 * every document containing the term anywhere was read back and decompressed to check the weight (measured
 * 640 ms for one 4-character query on 100k policies). Existing rows are filled from the weight-A lexemes
 * they already hold. SQLite's FTS5 restricts a match to the title column natively.
 */
const KINDS = ['policy', 'project', 'company', 'news', 'interpretation'] as const;

export const pgTitleVectors: NamedMigration = {
  name: '0008_pg_title_vectors',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      for (const kind of KINDS) {
        const table = sql.table(`fts_${kind}`);
        await sql`alter table ${table} add column title_tsv tsvector`.execute(db);
        await sql`update ${table} set title_tsv = ts_filter(tsv, '{a}')`.execute(db);
        await sql`alter table ${table} alter column title_tsv set not null`.execute(db);
        await sql`create index ${sql.raw(`fts_${kind}_title_tsv`)} on ${table} using gin (title_tsv)`.execute(db);
      }
    },
  }),
};
