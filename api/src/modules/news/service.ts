import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { NewsListBody } from '@aikc/shared/schemas/news';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { htmlToText } from '../search/indexer.ts';
import { engineOf } from '../search/engine/search-engine.ts';
import { runListing, type ListingResult } from '../search/listing.ts';
import { inOrder } from '../search/lookups.ts';
import type { TextQuery } from '../search/query.ts';
import { stateOfRow, stateSelect } from '../search/state.ts';
import { NEWS_COLUMNS, newsFilters } from './search-spec.ts';

export type NewsRow = Awaited<ReturnType<typeof loadNewsRows>>[number];

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

/**
 * 政策解读 by keyword and province, on the SQL listing: an interpretation takes its province from its policy,
 * which a policy rewrite changes without an interpretation write, so facet columns of interpretations
 * (current with their own search state only) would keep the old province.
 */
export async function searchInterpretations(
  db: Kysely<Database>,
  dialect: DialectName,
  f: NewsListBody,
): Promise<ListingResult> {
  const province: RawBuilder<SqlBool> | null = f.province
    ? sql<SqlBool>`exists (select 1 from policies ip where ip.id = n.policy_id and ip.province_code = ${f.province})`
    : null;
  return runListing(
    db,
    dialect,
    {
      kind: 'interpretation',
      table: 'interpretations',
      alias: 'n',
      keyword: f.keyword,
      conditions: { province },
      facets: [],
      dateOrder: sql`n.publish_date desc, n.id desc`,
      sort: f.sort,
      page: f.page,
      pageSize: f.pageSize,
    },
    f.province,
  );
}

/** The rows of a page of hits, in hit order. */
export async function loadNewsRows(db: Kysely<Database>, ids: number[]) {
  return ids.length ? inOrder(ids, await db.selectFrom('news').selectAll().where('id', 'in', ids).execute()) : [];
}

export async function loadInterpretationRows(db: Kysely<Database>, ids: number[]) {
  return ids.length
    ? inOrder(ids, await db.selectFrom('interpretations').selectAll().where('id', 'in', ids).execute())
    : [];
}

/** Summary when it shows a hit, else the body text. */
export function articleSnippetSource(summary: string, bodyHtml: string, terms: string[]): string {
  if (terms.length === 0 || terms.some((t) => summary.toLowerCase().includes(t))) return summary;
  return htmlToText(bodyHtml);
}
