import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * One page of a filtered list and the count of the same filter, run side by side: the one way a list is paged
 * (the portal's `Page` answers and the back office's `pagedList`). The caller builds the filtered query once
 * (table, joins, where); `shape` adds the page's columns and order. The count is `count(*)` read with Number():
 * PostgreSQL answers bigint as a string, SQLite as a number.
 */
export async function pageAndCount<DB, TB extends keyof DB, O, SDB, STB extends keyof SDB, Row>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  page: number,
  pageSize: number,
  shape: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<SDB, STB, Row>,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, count] = await Promise.all([
    shape(filtered)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered
      .clearSelect()
      .select(sql<number | string>`count(*)`.as('n'))
      // The builder's row type is generic here; the count's own shape is known.
      .$castTo<{ n: number | string }>()
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Keeps rows in the order of `ids` (a search page's order), dropping ids without a row. */
export function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}
