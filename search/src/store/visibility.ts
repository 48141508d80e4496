import { sql, type Kysely } from 'kysely';
import { arrayRows, OFF_THREAD } from '@aikc/server-kit/db/array-rows';
import type { ColumnsSpec } from '../engine/columns.ts';
import type { SearchKind } from './kinds.ts';
import type { DialectName, SearchTables } from './tables.ts';

/**
 * Content the back office took down (下线) or scheduled (定时发布) has `offline = 1`. The invariant, kept here:
 *
 *   An offline document has no full-text index row and no slot in the engine's facet columns.
 *
 * So every reader through the engine or the index leaves it out without a condition of its own. The indexer
 * skips offline ids, the column loaders are wrapped in `visibleLoader`, and the publication door
 * (admin/content-publish.ts) unindexes and reindexes documents, both as resets. Readers that load rows by id
 * straight from a table (detail pages, sitemaps) add `offline = 0` themselves.
 */
export const PUBLISHABLE_TABLES = {
  policy: 'policies',
  interpretation: 'interpretations',
  news: 'news',
  project: 'projects',
} as const;
export type PublishableKind = keyof typeof PUBLISHABLE_TABLES;

export function isPublishable(kind: SearchKind): kind is PublishableKind {
  return Object.hasOwn(PUBLISHABLE_TABLES, kind);
}

/** The ids among `ids` that are offline (read through the partial index of migration 0030). */
export async function offlineAmong(db: Kysely<SearchTables>, kind: SearchKind, ids: readonly number[]) {
  if (!isPublishable(kind) || ids.length === 0) return new Set();
  const out = new Set<number>();
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500);
    const rows = await db
      .selectFrom(PUBLISHABLE_TABLES[kind])
      .select('id')
      .where('offline', '=', 1)
      .where('id', 'in', part)
      .execute();
    for (const r of rows) out.add(r.id);
  }
  return out;
}

/** A column loader without offline rows: it reads on to `limit` visible rows, as fewer mean the end. */
export function visibleLoader(kind: PublishableKind, load: ColumnsSpec['loadRows']): ColumnsSpec['loadRows'] {
  const table = PUBLISHABLE_TABLES[kind];
  return async (db, dialect: DialectName, afterId, limit) => {
    const out: unknown[][] = [];
    for (let from = afterId; ;) {
      const want = limit - out.length;
      const rows = await load(db, dialect, from, want);
      if (rows.length === 0) return out;
      const first = Number(rows[0]?.[0]);
      const last = Number(rows[rows.length - 1]?.[0]);
      const hidden = await arrayRows(
        db,
        sql`select id from ${sql.table(table)} where offline = 1 and id >= ${first} and id <= ${last}`,
        OFF_THREAD,
      );
      const skip = new Set(hidden.map((r) => Number(r[0])));
      for (const r of rows) if (!skip.has(Number(r[0]))) out.push(r);
      if (rows.length < want || out.length >= limit) return out;
      from = last;
    }
  };
}
