import { sql, type Kysely } from 'kysely';
import type { NamedMigration } from './helpers.ts';

/**
 * Full-text index tables, one per searchable kind, keyed by document id (see protocols.md section 6):
 * FTS5 over jieba tokens on SQLite, a GIN-indexed tsvector on PostgreSQL. Writers fill them in the same
 * transaction as the content (modules/search/indexer.ts). The DDL is spelled out here, not imported, so that
 * this shipped migration never changes when the search module does.
 */
const KINDS = ['policy', 'project', 'company', 'news', 'interpretation'] as const;

export const search: NamedMigration = {
  name: '0003_search',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      for (const kind of KINDS) {
        const table = `fts_${kind}`;
        if (dialect === 'sqlite') {
          await sql`create virtual table ${sql.table(table)} using fts5(title, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0')`.execute(
            db,
          );
        } else {
          await sql`create table ${sql.table(table)} (doc_id integer primary key, tsv tsvector not null)`.execute(db);
          await sql`create index ${sql.raw(`${table}_tsv`)} on ${sql.table(table)} using gin (tsv)`.execute(db);
        }
      }
    },
  }),
};
