import type { Kysely } from 'kysely';
import { findCity, findProvince, provinceCodeOf } from '@aikc/shared/regions';
import type { Database } from '../../db/schema.ts';

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

/** Names of labels by id (types, industries, topics). */
export async function labelNames(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('labels').select(['id', 'name']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Names of agencies by id. */
export async function agencyNames(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('agencies').select(['id', 'name']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Keeps rows in the order of `ids` (a search page's order), dropping ids without a row. */
export function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}
