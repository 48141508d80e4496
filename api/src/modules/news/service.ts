import type { Kysely } from 'kysely';
import type { NewsListBody } from '@aikc/shared/schemas/news';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { htmlToText } from '../search/indexer.ts';
import { engineOf } from '../search/engine/search-engine.ts';
import type { TextQuery } from '../search/query.ts';
import { stateOfRow, stateSelect } from '../search/state.ts';
import { INTERPRETATION_COLUMNS, interpretationFilters } from '../info/search-spec.ts';
import { NEWS_COLUMNS, newsFilters } from './search-spec.ts';

type NewsRow = Awaited<ReturnType<typeof newsPage>>['rows'][number];

/** 政策资讯 by keyword and province, on the search engine: one page of rows, the total, the parsed query. */
export async function searchNews(
  db: Kysely<Database>,
  dialect: DialectName,
  f: NewsListBody,
): Promise<{ rows: NewsRow[]; total: number; query: TextQuery | null }> {
  const res = await engineOf(db, dialect).search('news', {
    listing: {
      columns: NEWS_COLUMNS,
      keyword: f.keyword,
      filters: (cols) => newsFilters(cols, f),
      facets: () => [],
      dateColumn: 'publish_date',
      sort: f.sort,
      page: f.page,
      pageSize: f.pageSize,
    },
    scope: f.province,
    rows: { rows: (ids) => newsPage(db, ids), id: (r) => r.id, items: async (rows) => rows },
  });
  return { rows: res.items, total: res.total, query: res.query };
}

/** A page's news rows with the search state their statement read (searchPage checks its listing against it). */
async function newsPage(db: Kysely<Database>, ids: number[]) {
  const rows = await db.selectFrom('news').selectAll().select(stateSelect('news')).where('id', 'in', ids).execute();
  return { rows, state: rows[0] ? stateOfRow(rows[0]) : null };
}

/** 政策解读 by keyword and province (its policy's), on the search engine, as searchNews. */
export async function searchInterpretations(
  db: Kysely<Database>,
  dialect: DialectName,
  f: NewsListBody,
): Promise<{ rows: InterpretationRow[]; total: number; query: TextQuery | null }> {
  const res = await engineOf(db, dialect).search('interpretation', {
    listing: {
      columns: INTERPRETATION_COLUMNS,
      keyword: f.keyword,
      filters: (cols) => interpretationFilters(cols, f),
      facets: () => [],
      dateColumn: 'publish_date',
      sort: f.sort,
      page: f.page,
      pageSize: f.pageSize,
    },
    scope: f.province,
    rows: { rows: (ids) => interpretationPage(db, ids), id: (r) => r.id, items: async (rows) => rows },
  });
  return { rows: res.items, total: res.total, query: res.query };
}

type InterpretationRow = Awaited<ReturnType<typeof interpretationPage>>['rows'][number];

async function interpretationPage(db: Kysely<Database>, ids: number[]) {
  const rows = await db
    .selectFrom('interpretations')
    .selectAll()
    .select(stateSelect('interpretation'))
    .where('id', 'in', ids)
    .execute();
  return { rows, state: rows[0] ? stateOfRow(rows[0]) : null };
}

/** Summary when it shows a hit, else the body text. */
export function articleSnippetSource(summary: string, bodyHtml: string, terms: string[]): string {
  if (terms.length === 0 || terms.some((t) => summary.toLowerCase().includes(t))) return summary;
  return htmlToText(bodyHtml);
}
