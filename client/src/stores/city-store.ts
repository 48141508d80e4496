import { makeAutoObservable, runInAction } from 'mobx';
import { CITY_COOKIE, CITY_COOKIE_HOURS, IP_REGION_COOKIE, IP_REGION_COOKIE_HOURS } from '@aikc/shared/constants';
import {
  NATIONWIDE_OPTION,
  asCityOption,
  asRegionRecord,
  type CityOption,
  type RegionRecord,
} from '@aikc/shared/region-option';
import { readJsonCookie, writeCookie } from '../lib/cookies.ts';

/** Where the current city came from. */
export type CitySource = 'default' | 'cookie' | 'ip' | 'user';

export interface CityStoreDeps {
  fetchIpRegion(): Promise<RegionRecord | null>;
  /** The request's cookies when the page is rendered on the server (the document's otherwise). */
  cookies?: string;
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
    const saved = asCityOption(readJsonCookie(CITY_COOKIE, deps.cookies));
    if (saved) {
      this.city = saved;
      this.source = 'cookie';
    }
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
    let region: RegionRecord | null = asRegionRecord(readJsonCookie(IP_REGION_COOKIE));
    if (!region) {
      region = await this.deps.fetchIpRegion();
      if (region)
        writeCookie(IP_REGION_COOKIE, JSON.stringify({ id: region.id, name: region.name }), IP_REGION_COOKIE_HOURS);
    }
    if (!region) return;
    // A province (the usual answer) is named by the selector's short list; only a city id fetches the GB/T 2260
    // table. Both come with this lookup, after the first paint, not with the first route.
    const { provinceRegionOption } = await import('@aikc/shared/selector-provinces');
    const option = provinceRegionOption(region) ?? (await import('./city-catalogue.ts')).optionForRegion(region);
    runInAction(() => {
      if (this.source !== 'default') return; // the user chose while the lookup ran
      this.city = option;
      this.source = 'ip';
    });
  }
}
