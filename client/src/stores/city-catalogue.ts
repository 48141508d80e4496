import {
  HOT_CITIES,
  NATIONWIDE_OPTION,
  SELECTOR_PROVINCES,
  cityOptionsOf,
  findCity,
  provinceCodeOf,
  provinceOption,
  type CityOption,
  type RegionRecord,
} from '@aikc/shared/regions';

/**
 * What the city selector offers, from the GB/T 2260 table: fetched with the selector's panel or the IP
 * preselection, never with the first route (city-store.ts keeps only the choice).
 */
export const cityCatalogue = {
  hotCities: HOT_CITIES,
  provinces: SELECTOR_PROVINCES,
  citiesOf(provinceId: number): CityOption[] {
    return cityOptionsOf(provinceId);
  },
};

/** Turns an IP region record (a province id, or defensively a city id) into a selector option. */
export function optionForRegion(region: RegionRecord): CityOption {
  if (region.id === 0) return NATIONWIDE_OPTION;
  const code = String(region.id);
  if (code.length !== 6) return NATIONWIDE_OPTION;
  if (code.endsWith('0000')) {
    return SELECTOR_PROVINCES.some((p) => p.id === region.id) ? provinceOption(region.id) : NATIONWIDE_OPTION;
  }
  const city = findCity(`${code.slice(0, 4)}00`);
  if (!city) return NATIONWIDE_OPTION;
  return cityOptionsOf(Number(provinceCodeOf(code))).find((c) => c.cityId === Number(city.code)) ?? NATIONWIDE_OPTION;
}
