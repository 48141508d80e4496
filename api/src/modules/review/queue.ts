import type { Kysely } from 'kysely';
import { ImportItemSchema, type ImportItem } from '@aikc/shared/schemas/content-import';
import type { FieldSpan, ReviewKind, ReviewOrigin, ReviewStatus } from '@aikc/shared/admin/schemas/review';
import { firstIssueMessage } from '@aikc/shared/zod-locale';
import type { Db } from '../../db/database.ts';
import type { Database, ReviewItemRow } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { appendAudit, type Actor } from '../admin/audit.ts';
import { importContent } from '../content-import/importer.ts';
import { settleApprovedCrawl } from '../crawl/settle.ts';

/**
 * The review queue: where imported (when asked) and crawled items wait for a person. An item's payload is an
 * import item, so approving it publishes through the import's own writers (content-import/importer.ts: the
 * search index, reprint groups, subscription pushes) and nothing else can write content differently.
 */
export interface NewReviewItem {
  /** An import item (validated here with ImportItemSchema). */
  payload: unknown;
  origin: ReviewOrigin;
  /** The import file or the crawl source's name. */
  source_name: string;
  /** The producer's own key (crawled URL hash, import source_id). The same key again updates a waiting item. */
  item_key?: string;
  /** The extractor's overall confidence in [0,1]; null for imports. */
  confidence?: number | null;
  spans?: FieldSpan[];
}

export interface EnqueueResult {
  id: number;
  /** false when an item with the same key was there already (a waiting one is updated, a decided one kept). */
  created: boolean;
}

const WAITING: ReviewStatus = '待审核';

function titleOf(item: ImportItem): string {
  return item.kind === 'qa' ? item.question : item.title;
}

/** Puts one item in the queue as 待审核. Throws a 400 AppError when the payload is not a valid import item. */
export async function enqueueReview(
  db: Kysely<Database>,
  input: NewReviewItem,
  now = Date.now(),
): Promise<EnqueueResult> {
  const parsed = ImportItemSchema.safeParse(input.payload);
  if (!parsed.success) throw badRequest(firstIssueMessage(parsed.error));
  const item = parsed.data;
  const row = {
    kind: item.kind as ReviewKind,
    title: titleOf(item).slice(0, 300),
    payload_json: JSON.stringify(input.payload),
    origin: input.origin,
    source_name: input.source_name.slice(0, 100),
    item_key: input.item_key ?? null,
    confidence: input.confidence ?? null,
    spans_json: JSON.stringify(input.spans ?? []),
    updated_at: now,
  };
  if (input.item_key) {
    const existing = await db
      .selectFrom('review_items')
      .select(['id', 'status'])
      .where('item_key', '=', input.item_key)
      .executeTakeFirst();
    if (existing) {
      if (existing.status === WAITING)
        await db
          .updateTable('review_items')
          .set(row)
          .where('id', '=', existing.id)
          .where('status', '=', WAITING)
          .execute();
      return { id: existing.id, created: false };
    }
  }
  // Two producers racing on one key: the unique index lets one insert, the other reads the winner's row.
  const inserted = await db
    .insertInto('review_items')
    .values({ ...row, status: WAITING, created_at: now })
    .onConflict((oc) => oc.column('item_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const winner = await db
    .selectFrom('review_items')
    .select('id')
    .where('item_key', '=', input.item_key ?? '')
    .executeTakeFirstOrThrow();
  return { id: winner.id, created: false };
}

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
    const report = await importContent(handle, [{ line: 1, raw: payload }], undefined, now);
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
