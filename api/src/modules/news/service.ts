import type { Kysely } from 'kysely';
import type { NewsListBody } from '@aikc/shared/schemas/news';
import type { Database } from '../../db/schema.ts';
import {
  type Kind,
  type Search,
  kindContext,
  type SearchState,
  stateOfRow,
  stateSelect,
  type TextQuery,
} from '@aikc/search';
import { INTERPRETATION_KIND } from './interpretation-search-spec.ts';
import { NEWS_KIND } from './search-spec.ts';
import { htmlToText } from '../../lib/html-text.ts';

type NewsRow = Awaited<ReturnType<typeof newsPage>>['rows'][number];
type InterpretationRow = Awaited<ReturnType<typeof interpretationPage>>['rows'][number];
/** Article filters do not depend on the day. */
const NO_DAY = kindContext('1970-01-01');

type Found<R> = { rows: R[]; total: number; query: TextQuery | null };

/** 政策资讯 by keyword and province, on the search engine: one page of rows, the total, the parsed query. */
export function searchNews(search: Search, db: Kysely<Database>, f: NewsListBody): Promise<Found<NewsRow>> {
  return searchArticles(search, NEWS_KIND, f, (ids) => newsPage(db, ids));
}

/** 政策解读 by keyword and province (its policy's), on the search engine, as searchNews. */
export function searchInterpretations(
  search: Search,
  db: Kysely<Database>,
  f: NewsListBody,
): Promise<Found<InterpretationRow>> {
  return searchArticles(search, INTERPRETATION_KIND, f, (ids) => interpretationPage(db, ids));
}

/** The one listing of both article kinds: no facets, by publish date or relevance, scoped by province. */
async function searchArticles<R extends { id: number }>(
  search: Search,
  kind: Kind<NewsListBody>,
  f: NewsListBody,
  page: (ids: number[]) => Promise<{ rows: R[]; state: SearchState | null }>,
): Promise<Found<R>> {
  const res = await search.search(kind.kind, {
    listing: {
      columns: kind.columns,
      keyword: f.keyword,
      filters: (cols) => kind.filters(cols, f, NO_DAY),
      facets: () => [],
      dateColumn: kind.order(f, NO_DAY),
      sort: f.sort,
      page: f.page,
      pageSize: f.pageSize,
    },
    scope: f.province,
    rows: { rows: page, id: (r) => r.id, items: async (rows) => rows },
  });
  return { rows: res.items, total: res.total, query: res.query };
}

/** A page's news rows with the search state their statement read (searchPage checks its listing against it). */
async function newsPage(db: Kysely<Database>, ids: number[]) {
  const rows = await db
    .selectFrom('news')
    .selectAll()
    .select(stateSelect('news'))
    .where('id', 'in', ids)
    .where('offline', '=', 0)
    .execute();
  return { rows, state: rows[0] ? stateOfRow(rows[0]) : null };
}

async function interpretationPage(db: Kysely<Database>, ids: number[]) {
  const rows = await db
    .selectFrom('interpretations')
    .selectAll()
    .select(stateSelect('interpretation'))
    .where('id', 'in', ids)
    .where('offline', '=', 0)
    .execute();
  return { rows, state: rows[0] ? stateOfRow(rows[0]) : null };
}

/** Summary when it shows a hit, else the body text. */
export function articleSnippetSource(summary: string, bodyHtml: string, terms: string[]): string {
  if (terms.length === 0 || terms.some((t) => summary.toLowerCase().includes(t))) return summary;
  return htmlToText(bodyHtml);
}
