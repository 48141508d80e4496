/** The kinds of documents that have a full-text index, and their index table names. */
export const SEARCH_KINDS = ['policy', 'project', 'company', 'news', 'interpretation'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One table per kind, keyed by the document id, so filters join it straight onto the content table. */
export function indexTable(kind: SearchKind): string {
  return `fts_${kind}`;
}
