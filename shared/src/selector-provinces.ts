import { NATIONWIDE_OPTION, type CityOption, type RegionRecord } from './region-option.ts';

/**
 * The 26 provinces of the city selector (spec section 9), by GB/T 2260 code, with their short names. regions.ts
 * builds the selector from these codes, and its test checks the names against the table; they are here so that an
 * IP region (a province, as a rule) becomes the header's choice without fetching the table (~28 KiB gzipped).
 */
export const SELECTOR_PROVINCE_NAMES: ReadonlyMap<number, string> = new Map([
  [110000, '北京'],
  [120000, '天津'],
  [130000, '河北'],
  [140000, '山西'],
  [150000, '内蒙古'],
  [210000, '辽宁'],
  [220000, '吉林'],
  [230000, '黑龙江'],
  [310000, '上海'],
  [320000, '江苏'],
  [330000, '浙江'],
  [340000, '安徽'],
  [350000, '福建'],
  [360000, '江西'],
  [370000, '山东'],
  [410000, '河南'],
  [420000, '湖北'],
  [430000, '湖南'],
  [440000, '广东'],
  [450000, '广西'],
  [460000, '海南'],
  [500000, '重庆'],
  [510000, '四川'],
  [520000, '贵州'],
  [530000, '云南'],
  [610000, '陕西'],
]);

/**
 * The selector option of an IP region that is 全国 or a province, without the table: the province when the
 * selector offers it, else nationwide. null for a city id, which only the table can name (city-catalogue.ts).
 */
export function provinceRegionOption(region: RegionRecord): CityOption | null {
  if (region.id === 0) return NATIONWIDE_OPTION;
  const code = String(region.id);
  if (code.length !== 6) return NATIONWIDE_OPTION;
  if (!code.endsWith('0000')) return null;
  const name = SELECTOR_PROVINCE_NAMES.get(region.id);
  return name ? { provinceId: region.id, cityId: 0, name, provinceName: name, cityName: '' } : NATIONWIDE_OPTION;
}
