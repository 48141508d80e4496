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
