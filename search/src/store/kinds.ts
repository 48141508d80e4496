/** The kinds of documents that have a full-text index, and their index table names. */
export const SEARCH_KINDS = ['policy', 'project', 'company', 'news', 'interpretation'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One table per kind, keyed by the document id, so filters join it straight onto the content table. */
export function indexTable(kind: SearchKind): string {
  return `fts_${kind}`;
}

const CONTENT_TABLES = {
  policy: 'policies',
  project: 'projects',
  company: 'companies',
  news: 'news',
  interpretation: 'interpretations',
} as const;

/** The content table whose rows a kind's index holds (their ids are the index's document ids). */
export function contentTable(kind: SearchKind): (typeof CONTENT_TABLES)[SearchKind] {
  return CONTENT_TABLES[kind];
}
