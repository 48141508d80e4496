import type { Kysely } from 'kysely';
import { findCity, findProvince, provinceCodeOf } from '@aikc/shared/regions';
import type { Database } from '../../db/schema.ts';
import { indexVersion } from './indexer.ts';
import { ListingCache, perHandle } from './listing-cache.ts';

/** Display name of a GB/T 2260 code: 全国, a province, 省+市, or 市+区县. */
export function regionName(code: string): string {
  if (!code || /^0+$/.test(code)) return '全国';
  const province = findProvince(provinceCodeOf(code));
  if (!province) return '全国';
  if (code === province.code) return province.name;
  const city = findCity(`${code.slice(0, 4)}00`);
  if (!city) return province.name;
  const cityPart = city.name === province.name ? province.name : `${province.shortName}${city.name}`;
  if (code === city.code) return cityPart;
  const district = city.districts.find((d) => d.code === code);
  return district ? `${city.name}${district.name}` : cityPart;
}

/**
 * Every label or agency name, cached per handle: facets name their buckets on every list request, and these
 * small tables change rarely (the index version and the TTL bound staleness; an id not yet cached is read
 * fresh). Past the TTL a table is served while it is read again in the background, so no request waits on it.
 */
const TABLE_TTL_MS = 60_000;
const tableCache = <V>(max: number) => new ListingCache<V>(max, TABLE_TTL_MS, Infinity, { refreshExpired: true });
const nameTables = perHandle(() => tableCache<Map<number, string>>(4));

async function names(db: Kysely<Database>, table: 'labels' | 'agencies', ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const all = await nameTables.of(db).get(table, indexVersion(), async () => {
    const rows = await db.selectFrom(table).select(['id', 'name']).execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  });
  if (ids.every((id) => all.has(id))) return all;
  const unique = [...new Set(ids)];
  const rows = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Names of labels by id (types, industries, topics). */
export function labelNames(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  return names(db, 'labels', ids);
}

/** Names of agencies by id. */
export function agencyNames(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  return names(db, 'agencies', ids);
}

/** Keeps rows in the order of `ids` (a search page's order), dropping ids without a row. */
export function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}

const labelTables = perHandle(() => tableCache<Map<number, { name: string; sort: number }>>(1));

/** Labels by id with their display order, cached like the name tables (a label not yet cached is read fresh). */
export async function labelTable(
  db: Kysely<Database>,
  ids: number[],
): Promise<Map<number, { name: string; sort: number }>> {
  const all = await labelTables.of(db).get('labels', indexVersion(), async () => {
    const rows = await db.selectFrom('labels').select(['id', 'name', 'sort']).execute();
    return new Map(rows.map((r) => [r.id, { name: r.name, sort: r.sort }]));
  });
  if (ids.every((id) => all.has(id))) return all;
  const rows = await db
    .selectFrom('labels')
    .select(['id', 'name', 'sort'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, sort: r.sort }]));
}

const industryIds = perHandle(() => tableCache<Set<string>>(1));

/** Ids (as text, like facet values) of the industry labels, which are the only ones the label facets show. */
export function industryLabelIds(db: Kysely<Database>): Promise<Set<string>> {
  return industryIds.of(db).get('industry', indexVersion(), async () => {
    const rows = await db.selectFrom('labels').select('id').where('kind', '=', 'industry').execute();
    return new Set(rows.map((r) => String(r.id)));
  });
}
