import type { Kysely } from 'kysely';
import { createIndexTableSql } from '../../modules/search/dialect.ts';
import { SEARCH_KINDS } from '../../modules/search/kinds.ts';
import type { NamedMigration } from './helpers.ts';

/**
 * Full-text index tables, one per searchable kind, keyed by document id (see protocols.md section 6):
 * FTS5 over jieba tokens on SQLite, a GIN-indexed tsvector on PostgreSQL. Writers fill them in the same
 * transaction as the content (modules/search/indexer.ts).
 */
export const search: NamedMigration = {
  name: '0003_search',
  build: (dialect) => ({
    async up(db: Kysely<unknown>) {
      for (const kind of SEARCH_KINDS) {
        for (const stmt of createIndexTableSql(dialect, kind)) await stmt.execute(db);
      }
    },
  }),
};
