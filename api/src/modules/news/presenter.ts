import type { InterpretationListItem, NewsListItem } from '@aikc/shared/schemas/news';
import type { InterpretationsTable, NewsTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';
import { highlight, snippet } from '@aikc/search';
import { regionFullName } from '@aikc/shared/regions';
import { articleSnippetSource } from './service.ts';

/** The fields news and interpretations share in a result list, with the query's terms highlighted. */
function articleHit(
  a: { id: number; title: string; summary: string; body_html: string; source: string; publish_date: string },
  terms: string[],
) {
  return {
    id: a.id,
    title: a.title,
    title_html: highlight(a.title, terms),
    snippet_html: snippet(articleSnippetSource(a.summary, a.body_html, terms), terms),
    source: a.source,
    publish_date: a.publish_date,
    summary: a.summary,
  };
}

export function presentNewsListItem(n: Selectable<NewsTable>, terms: string[]): NewsListItem {
  return { ...articleHit(n, terms), region_name: regionFullName(n.region_code) };
}

export function presentInterpretationListItem(
  n: Selectable<InterpretationsTable>,
  terms: string[],
): InterpretationListItem {
  return { ...articleHit(n, terms), policy_id: n.policy_id };
}
