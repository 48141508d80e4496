/**
 * The region values a page needs before the GB/T 2260 table (regions.ts, ~28 KiB gzipped in a browser): the
 * record and option shapes and the nationwide choice. The client's first route imports these, not the table.
 */

/** A client region record (spec section 3): the province id and name. */
export interface RegionRecord {
  id: number;
  name: string;
}

export const NATIONWIDE: RegionRecord = { id: 0, name: '全国' };

/** A city option (spec section 3). For a province-wide choice, cityId equals 0 and name is the province. */
export interface CityOption {
  provinceId: number;
  cityId: number;
  name: string;
  provinceName: string;
  cityName: string;
}

export const NATIONWIDE_OPTION: CityOption = {
  provinceId: 0,
  cityId: 0,
  name: '全国',
  provinceName: '全国',
  cityName: '',
};

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isName = (v: unknown, min: number): v is string => typeof v === 'string' && v.length >= min && v.length <= 20;

/**
 * A region record read back from a cookie or an API answer, or null when it is not one. Hand-checked, not a zod
 * schema: these run on the client's first route, which carries no zod (issue 21). `id` may come as a numeric
 * string (the IP lookup's young answer).
 */
export function asRegionRecord(value: unknown): RegionRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name } = value as Record<string, unknown>;
  const n = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  return isId(n) && typeof name === 'string' ? { id: n, name } : null;
}

/** A city option read back from the city cookie, or null when it is not one (names of 1-20 characters). */
export function asCityOption(value: unknown): CityOption | null {
  if (typeof value !== 'object' || value === null) return null;
  const { provinceId, cityId, name, provinceName, cityName } = value as Record<string, unknown>;
  if (!isId(provinceId) || !isId(cityId) || !isName(name, 1) || !isName(provinceName, 0) || !isName(cityName, 0))
    return null;
  return { provinceId, cityId, name, provinceName, cityName };
}
