import { PROVINCES, cityCodeOf, findCity, findProvince, provinceCodeOf } from '@aikc/shared/regions';
import type { RegionDistribution } from '@aikc/shared/schemas/big-screen';

/** Municipalities: their map files show districts, so their drill-down counts are by district. */
const MUNICIPALITIES = new Set(['110000', '120000', '310000', '500000']);

const districtNames = new Map(
  PROVINCES.flatMap((p) => p.cities.flatMap((c) => c.districts.map((d) => [d.code, d.name] as const))),
);

const byValueThenCode = (a: { value: number; code: string }, b: { value: number; code: string }) =>
  b.value - a.value || a.code.localeCompare(b.code);

/**
 * Folds counts per region code (district level, as stored) into provinces and, per province, cities (or the
 * districts of a municipality). Unknown codes are dropped rather than shown as numbers on a wall.
 */
export function foldRegions(rows: { region_code: string; n: number | string }[]): RegionDistribution {
  const provinces = new Map<string, number>();
  const cities = new Map<string, { province: string; value: number }>();
  for (const row of rows) {
    const code = String(row.region_code).trim();
    const n = Number(row.n);
    if (!/^\d{6}$/.test(code) || n <= 0) continue;
    const province = provinceCodeOf(code);
    if (!findProvince(province)) continue;
    provinces.set(province, (provinces.get(province) ?? 0) + n);
    const child = MUNICIPALITIES.has(province) ? code : cityCodeOf(code);
    if (child === province) continue;
    const prev = cities.get(child);
    cities.set(child, { province, value: (prev?.value ?? 0) + n });
  }
  return {
    provinces: [...provinces]
      .map(([code, value]) => ({ code, name: findProvince(code)?.shortName ?? code, value }))
      .sort(byValueThenCode),
    cities: [...cities]
      .map(([code, c]) => ({
        code,
        province_code: c.province,
        value: c.value,
        name: childName(code, MUNICIPALITIES.has(c.province)),
      }))
      .filter((c): c is typeof c & { name: string } => c.name !== undefined)
      .sort(byValueThenCode),
  };
}

function childName(code: string, municipality: boolean): string | undefined {
  return municipality ? districtNames.get(code) : findCity(code)?.name;
}
