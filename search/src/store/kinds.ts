/** The kinds of documents that have a full-text index, and their index table names. */
export const SEARCH_KINDS = ['policy', 'project', 'company', 'news', 'interpretation'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One table per kind, keyed by the document id, so filters join it straight onto the content table. */
export function indexTable(kind: SearchKind): string {
  return `fts_${kind}`;
}

/**
 * Each kind's content table and, for the wide ones, the narrow covering index SQLite is told to read
 * (migrations 0006 and 0033); api/src/modules/search/listing-index.test.ts holds it to `defineKind`'s reads.
 */
const KIND_TABLES = {
  policy: { table: 'policies', listingIndex: 'policies_listing' },
  project: { table: 'projects', listingIndex: null },
  company: { table: 'companies', listingIndex: 'companies_listing' },
  news: { table: 'news', listingIndex: null },
  interpretation: { table: 'interpretations', listingIndex: null },
} as const;

export function contentTable<K extends SearchKind>(kind: K): (typeof KIND_TABLES)[K]['table'] {
  return KIND_TABLES[kind].table;
}

/** The covering index of a content table's search columns, or null where the table itself is read (narrow or small). */
export function listingIndexOfTable(table: string): string | null {
  for (const t of Object.values(KIND_TABLES)) if (t.table === table) return t.listingIndex;
  return null;
}
