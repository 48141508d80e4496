import type { Generated, Kysely, Transaction } from 'kysely';

/**
 * The tables search reads and writes through the query builder, as narrow as it uses them. The API opens
 * Kysely with its full schema; a Kysely of it is assignable here, so search never imports the API's schema.
 */
export type DialectName = 'sqlite' | 'postgres';

export interface SearchTables {
  search_state: { kind: string; generation: number | string; resets: number | string };
  labels: { id: Generated<number>; kind: string; name: string; sort: Generated<number> };
  agencies: { id: Generated<number>; name: string };
  // The publishable kinds' tables, as far as the offline rule (visibility.ts) reads them.
  policies: Publishable;
  interpretations: Publishable;
  news: Publishable;
  projects: Publishable;
}

interface Publishable {
  id: Generated<number>;
  offline?: Generated<number>;
}

/** The name the moved files use for the tables they see. */
export type Database = SearchTables;

/**
 * A handle of any schema that holds search's tables, as search sees it. It is one (see above), but TypeScript
 * cannot prove it through a type parameter, so generic writers (writeContent) pass their handle through here.
 */
export function searchDb<DB extends SearchTables>(db: Kysely<DB> | Transaction<DB>): Kysely<SearchTables> {
  return db as unknown as Kysely<SearchTables>;
}
