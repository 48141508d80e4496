import type { SelectQueryBuilder } from 'kysely';
import type { AdminList, AdminPageQuery } from '@aikc/shared/admin/schemas/common';
import { pageAndCount } from '../../db/page-query.ts';

/**
 * The one paged list of the back office. The caller builds the filtered query once (table, joins, where);
 * `shape` adds the page's columns and order; the page and the count of the same filter run side by side
 * (db/page-query.ts), then `present` turns rows into the answer's items.
 */
export async function pagedList<DB, TB extends keyof DB, O, SDB, STB extends keyof SDB, Row, Item>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  page: AdminPageQuery,
  shape: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<SDB, STB, Row>,
  present: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<AdminList<Item>> {
  const { rows, total } = await pageAndCount(filtered, page.page, page.pageSize, shape);
  return { items: await present(rows), total, page: page.page, pageSize: page.pageSize };
}
