import type { Kysely } from 'kysely';
import { ImportItemSchema, type ImportItem } from '@aikc/shared/schemas/content-import';
import type { FieldSpan, ReviewKind, ReviewOrigin, ReviewStatus } from '@aikc/shared/admin/schemas/review';
import { firstIssueMessage } from '@aikc/shared/zod-locale';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';

/**
 * The review queue: where imported (when asked) and crawled items wait for a person. An item's payload is an
 * import item, so approving it publishes through the import's own writers (content-import/importer.ts: the
 * search index, reprint groups, subscription pushes) and nothing else can write content differently. This file is
 * the producers' side (imports and crawls put items in); the decision is the back office's (admin/review-decision.ts).
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

/** An item still to be decided (admin/review-decision.ts decides it). */
export const WAITING: ReviewStatus = '待审核';

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
