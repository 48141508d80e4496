import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';
import { ListingCache } from './listing-cache.ts';

/**
 * Label and agency names, held whole: facets name their buckets on every request and the tables change
 * rarely. A write here empties them (SearchEngine.onWrite), the TTL bounds another process's, and an id not
 * held is read fresh.
 */
const TABLE_TTL_MS = 60_000;
/** The tables have one version: emptying them (clear) is what makes them read again at once. */
const TABLE_VERSION = 0;
const tableCache = <V>(max: number) => new ListingCache<V>(max, TABLE_TTL_MS, Infinity, { refreshExpired: true });

/** What the lookups use of an engine. */
export interface LookupHost {
  readonly db: Kysely<Database>;
  readonly lookups: LookupTables;
}

export class LookupTables {
  readonly names = tableCache<Map<number, string>>(4);
  readonly labels = tableCache<Map<number, { name: string; sort: number }>>(1);
  readonly industry = tableCache<Set<string>>(1);

  clear(): void {
    this.names.clear();
    this.labels.clear();
    this.industry.clear();
  }
}

/** A whole table held (`read(null)`); when an id is missing from it, those ids are read fresh instead. */
async function heldTable<V>(
  cache: ListingCache<Map<number, V>>,
  key: string,
  ids: number[],
  read: (only: number[] | null) => Promise<Map<number, V>>,
): Promise<Map<number, V>> {
  const all = await cache.get(key, TABLE_VERSION, () => read(null));
  return ids.every((id) => all.has(id)) ? all : read([...new Set(ids)]);
}

async function names(engine: LookupHost, table: 'labels' | 'agencies', ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  return heldTable(engine.lookups.names, table, ids, async (only) => {
    const query = engine.db.selectFrom(table).select(['id', 'name']);
    const rows = await (only ? query.where('id', 'in', only) : query).execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  });
}

/** Names of labels by id (types, industries, topics). */
export function labelNames(engine: LookupHost, ids: number[]): Promise<Map<number, string>> {
  return names(engine, 'labels', ids);
}

/** Names of agencies by id. */
export function agencyNames(engine: LookupHost, ids: number[]): Promise<Map<number, string>> {
  return names(engine, 'agencies', ids);
}

/** Labels by id with their display order, cached like the name tables (a label not yet cached is read fresh). */
export function labelTable(engine: LookupHost, ids: number[]): Promise<Map<number, { name: string; sort: number }>> {
  return heldTable(engine.lookups.labels, 'labels', ids, async (only) => {
    const query = engine.db.selectFrom('labels').select(['id', 'name', 'sort']);
    const rows = await (only ? query.where('id', 'in', only) : query).execute();
    return new Map(rows.map((r) => [r.id, { name: r.name, sort: r.sort }]));
  });
}

/** Ids (as text, like facet values) of the industry labels, which are the only ones the label facets show. */
export function industryLabelIds(engine: LookupHost): Promise<Set<string>> {
  return engine.lookups.industry.get('industry', TABLE_VERSION, async () => {
    const rows = await engine.db.selectFrom('labels').select('id').where('kind', '=', 'industry').execute();
    return new Set(rows.map((r) => String(r.id)));
  });
}
