import { sql, type SelectQueryBuilder } from 'kysely';
import type { AdminList, AdminPageQuery } from '@aikc/shared/admin/schemas/common';

/**
 * The one paged list of the back office. The caller builds the filtered query once (table, joins, where);
 * `shape` adds the page's columns and order; this runs that page (limit/offset from the request) and the count
 * of the same filter side by side, then `present` turns rows into the answer's items. The count is `count(*)`
 * read with Number(): PostgreSQL answers bigint as a string, SQLite as a number.
 */
export async function pagedList<DB, TB extends keyof DB, O, SDB, STB extends keyof SDB, Row, Item>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  page: AdminPageQuery,
  shape: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<SDB, STB, Row>,
  present: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<AdminList<Item>> {
  const [rows, count] = await Promise.all([
    shape(filtered)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    filtered
      .clearSelect()
      .select(sql<number | string>`count(*)`.as('n'))
      // The builder's row type is generic here; the count's own shape is known.
      .$castTo<{ n: number | string }>()
      .executeTakeFirst(),
  ]);
  return {
    items: await present(rows),
    total: Number(count?.n ?? 0),
    page: page.page,
    pageSize: page.pageSize,
  };
}
