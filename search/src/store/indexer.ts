import type { KindLock } from './content-write.ts';
import { deleteIndexRows, writeIndexRows, type IndexedTokens } from './dialect.ts';
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
 * Segments and indexes documents in the content transaction that holds `lock` (content-write.ts), so they are
 * searchable exactly when it commits. Re-indexing an id replaces its row (a reset). An offline document
 * (visibility.ts) is not indexed, so a rewrite keeps it unfindable until it goes live. Every document's
 * tokens are returned, so a writer's later steps (policy pushes) need not segment again.
 */
export async function indexDocuments(lock: KindLock, kind: SearchKind, docs: IndexableDoc[]): Promise<IndexedTokens[]> {
  lock.assertHolds(kind);
  const rows = docs.map((d) => ({ id: d.id, titleTokens: indexTokens(d.title), bodyTokens: indexTokens(d.body) }));
  const offline = await offlineAmong(
    lock.db,
    kind,
    rows.map((r) => r.id),
  );
  const written = rows.filter((r) => !offline.has(r.id));
  if ((await writeIndexRows(lock.db, lock.dialect, kind, written)) > 0) await lock.markReset(kind);
  return rows;
}

/** Drops documents from the index, for writers that delete content rows (a reset for every reader). */
export async function unindexDocuments(lock: KindLock, kind: SearchKind, ids: number[]): Promise<void> {
  lock.assertHolds(kind);
  if (ids.length === 0) return;
  await deleteIndexRows(lock.db, lock.dialect, kind, ids);
  await lock.markReset(kind);
}

const ENTITIES: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' };

/** Plain text of stored HTML for the index and for snippets: tags dropped, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (_, name: string) => ENTITIES[name] as string)
    .replace(/\s+/g, ' ')
    .trim();
}
