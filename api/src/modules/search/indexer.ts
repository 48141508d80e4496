import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { deleteIndexRows, writeIndexRows } from './dialect.ts';
import type { SearchKind } from './kinds.ts';
import { indexTokens } from './segmenter.ts';

/** What the index needs of a document: its id, its title and its searchable body as plain text. */
export interface IndexableDoc {
  id: number;
  title: string;
  /** Plain text (HTML already stripped); summary, body, scope: whatever should be findable. */
  body: string;
}

let version = 0;
/** Bumped on every index write in this process; caches of counts key on it. */
export function indexVersion(): number {
  return version;
}

/**
 * Segments and indexes a batch of documents inside the caller's transaction (or plain connection), so the
 * documents are searchable as soon as that transaction commits, and never before. Re-indexing an id
 * replaces its row.
 *
 * Usage (seed or any writer): `await indexDocuments(trx, handle.dialect, 'policy', rows.map(r => ({ id: r.id,
 * title: r.title, body: htmlToText(r.summary + r.body_html) })))`.
 */
export async function indexDocuments(db: Kysely<Database>, dialect: DialectName, kind: SearchKind, docs: IndexableDoc[]): Promise<void> {
  if (docs.length === 0) return;
  const rows = docs.map((d) => ({ id: d.id, titleTokens: indexTokens(d.title), bodyTokens: indexTokens(d.body) }));
  await writeIndexRows(db, dialect, kind, rows);
  version += 1;
}

/** Drops documents from the index, for writers that delete content rows. */
export async function unindexDocuments(db: Kysely<Database>, dialect: DialectName, kind: SearchKind, ids: number[]): Promise<void> {
  await deleteIndexRows(db, dialect, kind, ids);
  version += 1;
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
