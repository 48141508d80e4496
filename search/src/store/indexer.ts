import type { KindLock } from './content-write.ts';
import { deleteIndexRows, writeIndexRows, type IndexRow } from './dialect.ts';
import type { SearchKind } from './kinds.ts';
import { indexTokens } from '../text/segmenter.ts';
import { offlineAmong } from './visibility.ts';

/** What the index needs of a document: its id, its title and its searchable body as plain text. */
export interface IndexableDoc {
  id: number;
  title: string;
  /** Plain text (HTML already stripped); summary, body, scope: whatever should be findable. */
  body: string;
}

/**
 * Segments and indexes a batch of documents inside the content transaction that holds `lock` (see
 * content-write.ts), so the documents are searchable as soon as that transaction commits, and never
 * before. Re-indexing an id replaces its row (and counts as a reset). A document taken down or scheduled
 * (offline, visibility.ts) is not indexed: a rewrite of it, by the back office or a re-import, keeps it
 * unfindable until it goes live; its tokens are still returned for the writer's later steps.
 *
 * Usage (any writer): `writeContent(search, db, dialect, 'policy', async (trx, lock) => { ...insert rows...;
 * await indexDocuments(lock, 'policy', rows.map(r => ({ id: r.id, title: r.title, body: ... }))) })`.
 */
export async function indexDocuments(lock: KindLock, kind: SearchKind, docs: IndexableDoc[]): Promise<IndexedTokens[]> {
  lock.assertHolds(kind);
  if (docs.length === 0) return [];
  const rows = docs.map((d) => ({ id: d.id, titleTokens: indexTokens(d.title), bodyTokens: indexTokens(d.body) }));
  const offline = await offlineAmong(
    lock.db,
    kind,
    rows.map((r) => r.id),
  );
  const written = offline.size ? rows.filter((r) => !offline.has(r.id)) : rows;
  const replaced = written.length ? await writeIndexRows(lock.db, lock.dialect, kind, written) : 0;
  if (replaced > 0) await lock.markReset(kind);
  return rows;
}

/** The tokens a document was indexed under, handed back so a writer's later steps (policy pushes) need not segment again. */
export type IndexedTokens = IndexRow;

/** Drops documents from the index, for writers that delete content rows (a reset for every reader). */
export async function unindexDocuments(lock: KindLock, kind: SearchKind, ids: number[]): Promise<void> {
  lock.assertHolds(kind);
  if (ids.length === 0) return;
  await deleteIndexRows(lock.db, lock.dialect, kind, ids);
  await lock.markReset(kind);
}

/** Plain text of stored HTML for the index and for snippets: tags dropped, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
