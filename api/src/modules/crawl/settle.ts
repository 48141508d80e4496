import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StoredAttachment } from './attachments.ts';
import { addReprint, linkCitations, saveAttachments, type Citations, type PendingReprint } from './links.ts';

/**
 * A crawled policy approved in the review queue (review/queue.ts calls this after publishing it): it gets what
 * an automatically published one got at once — its attachments (kept in its crawl_seen fields with their stored
 * file and text), its citations, the reprints that were folded into it while it waited — and its crawl_seen row
 * points at the policy, so later reprints fold into the published document. Safe to repeat.
 */
export async function settleApprovedCrawl(db: Kysely<Database>, itemKey: string, policyId: number): Promise<void> {
  const seen = await db
    .selectFrom('crawl_seen')
    .select(['url', 'fields_json'])
    .where('item_source_id', '=', itemKey)
    .where('folded_into', '=', '')
    .executeTakeFirst();
  if (!seen) return;
  const fields = JSON.parse(seen.fields_json) as {
    attachments?: (Omit<StoredAttachment, 'text'> & { text?: string })[];
    citations?: Citations;
  };
  await saveAttachments(
    db,
    policyId,
    (fields.attachments ?? []).map((a) => ({ ...a, text: a.text ?? '', stored: a.stored ?? null })),
  );
  if (fields.citations) await linkCitations(db, policyId, fields.citations);
  const folded = await db
    .selectFrom('crawl_seen')
    .select(['reprint_json'])
    .where('folded_into', '=', itemKey)
    .orderBy('fetched_at')
    .execute();
  for (const f of folded)
    if (f.reprint_json) await addReprint(db, policyId, JSON.parse(f.reprint_json) as PendingReprint);
  await db.updateTable('crawl_seen').set({ policy_id: policyId }).where('url', '=', seen.url).execute();
}
