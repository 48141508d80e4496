import type { InterpretationDetail, NewsDetail } from '@aikc/shared/schemas/news';
import type { PolicyRef } from '@aikc/shared/schemas/policy';
import type { Selectable } from 'kysely';
import type { InterpretationsTable, NewsTable } from '../../db/schema.ts';
import { sanitizeBody } from '../../lib/sanitize-body.ts';
import { regionFullName } from '@aikc/shared/regions';

type Neighbour = { id: number; title: string } | null;

/** A news article's detail page; `view_count` includes the view being served. */
export function presentNewsDetail(n: Selectable<NewsTable>, prev: Neighbour, next: Neighbour): NewsDetail {
  return {
    id: n.id,
    title: n.title,
    source: n.source,
    region_name: regionFullName(n.region_code),
    publish_date: n.publish_date,
    summary: n.summary,
    body_html: sanitizeBody(n.body_html),
    view_count: n.view_count + 1,
    demo: n.is_demo === 1,
    prev,
    next,
  };
}

/** An interpretation's detail page, with its policy and the policy's other interpretations. */
export function presentInterpretationDetail(
  n: Selectable<InterpretationsTable>,
  policy: PolicyRef,
  siblings: { id: number; title: string }[],
): InterpretationDetail {
  return {
    id: n.id,
    title: n.title,
    source: n.source,
    publish_date: n.publish_date,
    summary: n.summary,
    body_html: sanitizeBody(n.body_html),
    view_count: n.view_count + 1,
    demo: n.is_demo === 1,
    policy,
    siblings,
  };
}
