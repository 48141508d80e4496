import { ImportItemSchema } from '@aikc/shared/schemas/content-import';
import type { ReviewStatus } from '@aikc/shared/admin/schemas/review';
import { firstIssueMessage } from '@aikc/shared/zod-locale';
import type { Db } from '../../db/database.ts';
import type { ContentWrites } from '../../content-writes.ts';
import type { ReviewItemRow } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { importContent } from '../content-import/importer.ts';
import { settleApprovedCrawl } from '../crawl/settle.ts';
import { WAITING } from '../review/queue.ts';
import { appendAudit, type Actor } from './audit.ts';

export type ReviewDecision =
  { id: number; approve: true; edits?: Record<string, unknown> } | { id: number; approve: false; reason: string };

const TABLES = {
  policy: 'policies',
  interpretation: 'interpretations',
  news: 'news',
  project: 'projects',
  qa: 'qa_entries',
} as const;

/**
 * Approves (publishing through the importer, with the staff's edits merged over the payload) or rejects a
 * waiting item, and records the decision with its audit row in one transaction. Publishing first is safe to
 * repeat: the importer keys items by source_id and skips an unchanged one, so a decision interrupted after
 * publishing is completed by approving again, and of two staff approving at once one wins, the other gets 409.
 */
export async function decideReview(
  handle: Db,
  writes: ContentWrites,
  actor: Actor,
  decision: ReviewDecision,
  now = Date.now(),
): Promise<ReviewItemRow> {
  const row = await handle.db.selectFrom('review_items').selectAll().where('id', '=', decision.id).executeTakeFirst();
  if (!row) throw notFound('待审核条目不存在');
  if (row.status !== WAITING) throw conflict(`该条目${row.status}，不能再次审核`);
  let published: { kind: string; id: number } | null = null;
  let payload = JSON.parse(row.payload_json) as Record<string, unknown>;
  if (decision.approve) {
    payload = { ...payload, ...(decision.edits ?? {}), kind: payload.kind, source_id: payload.source_id };
    const parsed = ImportItemSchema.safeParse(payload);
    if (!parsed.success) throw badRequest(firstIssueMessage(parsed.error));
    const report = await importContent(handle, writes, [{ line: 1, raw: payload }], undefined, now);
    if (report.failed[0]) throw badRequest(report.failed[0].reason);
    const table = TABLES[parsed.data.kind];
    const target = await handle.db
      .selectFrom(table)
      .select('id')
      .where('source_id', '=', parsed.data.source_id)
      .executeTakeFirstOrThrow();
    published = { kind: parsed.data.kind, id: target.id };
    // A crawled notice brings its attachments, citations and folded reprints along (crawl/settle.ts).
    if (row.origin === 'crawl' && row.item_key && published.kind === 'policy')
      await settleApprovedCrawl(handle.db, row.item_key, published.id);
  }
  const status: ReviewStatus = decision.approve ? '已通过' : '已驳回';
  const reason = decision.approve ? null : decision.reason;
  return handle.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('review_items')
      .set({
        status,
        decided_by: actor.staffId,
        decided_at: now,
        reason,
        payload_json: JSON.stringify(payload),
        published_kind: published?.kind ?? null,
        published_id: published?.id ?? null,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .where('status', '=', WAITING)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw conflict('该条目已被他人审核');
    await appendAudit(
      trx,
      actor,
      {
        action: decision.approve ? 'review.approve' : 'review.reject',
        entity: 'review_item',
        entityId: row.id,
        before: { status: row.status, payload: JSON.parse(row.payload_json) },
        after: { status, payload, reason, published },
      },
      now,
    );
    return updated;
  });
}
