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
 * Indexes documents in the transaction holding `lock`, so they are searchable exactly when it commits;
 * re-indexing an id is a reset, an offline document (visibility.ts) is left out. Returns every document's
 * tokens, so a writer's later steps (policy pushes) need not segment again.
 */
export async function indexDocuments(lock: KindLock, kind: SearchKind, docs: IndexableDoc[]): Promise<IndexedTokens[]> {
  lock.assertHolds(kind);
  const rows = docs.map((d) => ({ id: d.id, titleTokens: indexTokens(d.title), bodyTokens: indexTokens(d.body) }));
  const ids = rows.map((r) => r.id);
  const offline = await offlineAmong(lock.db, kind, ids);
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
