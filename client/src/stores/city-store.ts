import { makeAutoObservable, runInAction } from 'mobx';
import { z } from 'zod';
import { CITY_COOKIE, CITY_COOKIE_HOURS, IP_REGION_COOKIE, IP_REGION_COOKIE_HOURS } from '@aikc/shared/constants';
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
import { readJsonCookie, writeCookie } from '../lib/cookies.ts';

const CityOptionSchema = z.object({
  provinceId: z.number().int().nonnegative(),
  cityId: z.number().int().nonnegative(),
  name: z.string().min(1).max(20),
  provinceName: z.string().max(20),
  cityName: z.string().max(20),
});
const RegionRecordSchema = z.object({ id: z.number().int().nonnegative(), name: z.string() });

/** Where the current city came from. */
export type CitySource = 'default' | 'cookie' | 'ip' | 'user';

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

export interface CityStoreDeps {
  fetchIpRegion(): Promise<RegionRecord | null>;
}

/**
 * The header's city choice: kept in a cookie for 1 h (spec section 9). Without a choice, the visitor's IP region
 * preselects it; that lookup is kept in its own cookie for half a day so it runs at most twice a day.
 */
export class CityStore {
  city: CityOption = NATIONWIDE_OPTION;
  source: CitySource = 'default';
  private readonly deps: CityStoreDeps;

  constructor(deps: CityStoreDeps) {
    this.deps = deps;
    makeAutoObservable<CityStore, 'deps'>(this, { deps: false });
    const saved = CityOptionSchema.safeParse(readJsonCookie(CITY_COOKIE));
    if (saved.success) {
      this.city = saved.data;
      this.source = 'cookie';
    }
  }

  get hotCities(): readonly CityOption[] {
    return HOT_CITIES;
  }

  get provinces(): readonly RegionRecord[] {
    return SELECTOR_PROVINCES;
  }

  citiesOf(provinceId: number): CityOption[] {
    return cityOptionsOf(provinceId);
  }

  /** The user's choice: remembered for an hour. */
  select(option: CityOption): void {
    this.city = option;
    this.source = 'user';
    writeCookie(CITY_COOKIE, JSON.stringify(option), CITY_COOKIE_HOURS);
  }

  /** On a visit without a saved choice, preselect the IP region (cookie first, then `other/get_ip_address`). */
  async preselectFromIp(): Promise<void> {
    if (this.source === 'cookie' || this.source === 'user') return;
    const cached = RegionRecordSchema.safeParse(readJsonCookie(IP_REGION_COOKIE));
    let region: RegionRecord | null = cached.success ? cached.data : null;
    if (!region) {
      region = await this.deps.fetchIpRegion();
      if (region) writeCookie(IP_REGION_COOKIE, JSON.stringify({ id: region.id, name: region.name }), IP_REGION_COOKIE_HOURS);
    }
    if (!region) return;
    const option = optionForRegion(region);
    runInAction(() => {
      if (this.source !== 'default') return; // the user chose while the lookup ran
      this.city = option;
      this.source = 'ip';
    });
  }
}
