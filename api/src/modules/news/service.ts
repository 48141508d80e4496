import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { NewsListBody } from '@aikc/shared/schemas/news';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { htmlToText } from '../search/indexer.ts';
import { runListing, type ListingResult } from '../search/listing.ts';
import { inOrder } from '../search/lookups.ts';

/**
 * 政策资讯 and 政策解读 share one listing shape: keyword, province, paging, no facets. Interpretations take
 * their province from their policy.
 */
export async function searchArticles(
  db: Kysely<Database>,
  dialect: DialectName,
  kind: 'news' | 'interpretation',
  f: NewsListBody,
): Promise<ListingResult> {
  const province: RawBuilder<SqlBool> | null = !f.province
    ? null
    : kind === 'news'
      ? sql<SqlBool>`n.province_code = ${f.province}`
      : sql<SqlBool>`exists (select 1 from policies ip where ip.id = n.policy_id and ip.province_code = ${f.province})`;
  return runListing(
    db,
    dialect,
    {
      kind,
      table: kind === 'news' ? 'news' : 'interpretations',
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
