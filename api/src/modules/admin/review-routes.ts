import { Router } from 'express';
import { z } from 'zod';
import { AdminIdSchema } from '@aikc/shared/admin/schemas/common';
import type { AdminList } from '@aikc/shared/admin/schemas/common';
import {
  ReviewApproveBodySchema,
  ReviewListQuerySchema,
  ReviewRejectBodySchema,
  type FieldSpan,
  type ReviewDetail,
  type ReviewRow,
} from '@aikc/shared/admin/schemas/review';
import type { AppDeps } from '../../deps.ts';
import type { ReviewItemRow } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { formatDateTime } from '../../lib/time.ts';
import { decideReview } from './review-decision.ts';
import { adminCall } from './guard.ts';
import { pagedList } from './paged-list.ts';

function reviewRow(r: ReviewItemRow, staffNames: Map<number, string>): ReviewRow {
  return {
    id: r.id,
    kind: r.kind as ReviewRow['kind'],
    title: r.title,
    origin: r.origin as ReviewRow['origin'],
    source_name: r.source_name,
    confidence: r.confidence === null ? null : Number(r.confidence),
    status: r.status as ReviewRow['status'],
    created_at: formatDateTime(r.created_at),
    decided_by: r.decided_by ? (staffNames.get(r.decided_by) ?? '') : '',
    decided_at: r.decided_at ? formatDateTime(r.decided_at) : '',
    reason: r.reason ?? '',
  };
}

/** The review queue: list with filters, one item with its spans and confidence, approve (with edits) or reject. */
export function adminReviewRoutes(deps: AppDeps): Router {
  const r = Router();
  const db = deps.db.db;
  const names = async (ids: (number | null)[]) => {
    const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
    if (wanted.length === 0) return new Map<number, string>();
    const rows = await db.selectFrom('staff').select(['id', 'name']).where('id', 'in', wanted).execute();
    return new Map(rows.map((s) => [s.id, s.name]));
  };

  adminCall(r, deps, 'reviewList', ReviewListQuerySchema, async ({ input }): Promise<AdminList<ReviewRow>> => {
    let sel = db.selectFrom('review_items');
    if (input.status) sel = sel.where('status', '=', input.status);
    if (input.origin) sel = sel.where('origin', '=', input.origin);
    if (input.source) sel = sel.where('source_name', '=', input.source);
    if (input.kind) sel = sel.where('kind', '=', input.kind);
    return pagedList(
      sel,
      input,
      (q) => q.selectAll().orderBy('id', 'desc'),
      async (rows) => {
        const staff = await names(rows.map((x) => x.decided_by));
        return rows.map((x) => reviewRow(x, staff));
      },
    );
  });

  adminCall(r, deps, 'reviewGet', z.object({ id: AdminIdSchema }), async ({ input }): Promise<ReviewDetail> => {
    const row = await db.selectFrom('review_items').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!row) throw notFound('待审核条目不存在');
    return {
      ...reviewRow(row, await names([row.decided_by])),
      payload: JSON.parse(row.payload_json) as Record<string, unknown>,
      spans: JSON.parse(row.spans_json) as FieldSpan[],
      published: row.published_kind && row.published_id ? { kind: row.published_kind, id: row.published_id } : null,
    };
  });

  adminCall(r, deps, 'reviewApprove', ReviewApproveBodySchema, async ({ input, actor }) => {
    const row = await decideReview(deps.db, deps, actor, {
      id: input.id,
      approve: true,
      ...(input.edits ? { edits: input.edits } : {}),
    });
    return reviewRow(row, await names([row.decided_by]));
  });

  adminCall(r, deps, 'reviewReject', ReviewRejectBodySchema, async ({ input, actor }) => {
    const row = await decideReview(deps.db, deps, actor, { id: input.id, approve: false, reason: input.reason });
    return reviewRow(row, await names([row.decided_by]));
  });

  return r;
}
