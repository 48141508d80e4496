import type { Generated, Kysely, Transaction } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/**
 * The tables search reads and writes through the query builder, as narrow as it uses them: the API's Kysely
 * of its full schema is assignable here, so search never imports the API's schema.
 */
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

type Publishable = { id: Generated<number>; offline?: Generated<number> };

/** A handle of any schema holding search's tables, as search sees it (TypeScript cannot prove it generically). */
export function searchDb<DB extends SearchTables>(db: Kysely<DB> | Transaction<DB>): Kysely<SearchTables> {
  return db as unknown as Kysely<SearchTables>;
}
