import { PROVINCES, type City, type District, type Province } from '@aikc/shared/regions';
import { Weighted, type Rng } from './rng.ts';

/**
 * Where the corpus happens: provinces and cities weighted by economic and innovation activity
 * (roughly 2024 GDP, with the innovation hubs lifted), so 广东/江苏/浙江/北京/上海 dominate and 西藏/青海
 * stay thin, as on any real portal.
 */
const PROVINCE_WEIGHT: Record<string, number> = {
  '440000': 15,
  '320000': 13.7,
  '370000': 9.9,
  '330000': 9.6,
  '510000': 6.5,
  '410000': 6.4,
  '420000': 6.0,
  '350000': 5.8,
  '430000': 5.3,
  '310000': 7.0,
  '340000': 5.3,
  '110000': 8.0,
  '130000': 4.8,
  '610000': 3.6,
  '360000': 3.4,
  '500000': 3.2,
  '210000': 3.2,
  '530000': 3.1,
  '450000': 2.8,
  '140000': 2.5,
  '150000': 2.5,
  '520000': 2.3,
  '650000': 2.0,
  '120000': 2.0,
  '230000': 1.6,
  '220000': 1.4,
  '620000': 1.3,
  '460000': 0.8,
  '640000': 0.55,
  '630000': 0.39,
  '540000': 0.28,
};

/** Weight of a city inside its province; unlisted capitals get 3, other cities 1. */
const CITY_WEIGHT: Record<string, number> = {
  '440300': 10,
  '440100': 9,
  '440600': 4,
  '441900': 4,
  '441300': 1.8,
  '440400': 1.6,
  '442000': 1.3,
  '320500': 8,
  '320100': 6.5,
  '320200': 5,
  '320400': 3.5,
  '320600': 3.5,
  '330100': 8,
  '330200': 6,
  '330300': 3,
  '330400': 2.5,
  '330600': 2.5,
  '330700': 2,
  '370200': 6,
  '370100': 5.5,
  '370600': 3,
  '370700': 2.5,
  '370300': 2,
  '510100': 15,
  '420100': 12,
  '430100': 8,
  '410100': 8,
  '340100': 8,
  '350200': 4,
  '350100': 4,
  '350500': 4,
  '610100': 12,
  '210100': 4,
  '210200': 4,
  '130100': 3,
  '130200': 3,
  '360100': 5,
  '450100': 4,
  '530100': 6,
  '520100': 5,
  '140100': 4,
  '150100': 3,
  '150200': 3,
  '220100': 6,
  '230100': 6,
  '460100': 3,
  '460200': 1.5,
  '620100': 5,
  '630100': 5,
  '640100': 5,
  '650100': 5,
  '540100': 5,
};

export const NATIONAL_CODE = '000000';

export interface Place {
  level: 'national' | 'provincial' | 'municipal' | 'district';
  province?: Province;
  city?: City;
  district?: District;
}

/**
 * County-level districts with proper 6-digit codes. Cities without counties (东莞, 中山, 儋州, 嘉峪关) list
 * 9-digit township codes in the data set; a row there is registered to the city itself.
 */
const districtsCache = new Map<string, District[]>();
export function countyDistricts(city: City): District[] {
  let ds = districtsCache.get(city.code);
  if (!ds) {
    ds = city.districts.filter((d) => /^\d{6}$/.test(d.code));
    districtsCache.set(city.code, ds);
  }
  return ds;
}

function cityWeight(p: Province, c: City, i: number): number {
  return CITY_WEIGHT[c.code] ?? (i === 0 ? 3 : 1);
}

const provinceTable = new Weighted(PROVINCES.map((p) => [p, PROVINCE_WEIGHT[p.code] ?? 1] as const));
const cityTable = new Weighted(
  PROVINCES.flatMap((p) => {
    const sum = p.cities.reduce((s, c, i) => s + cityWeight(p, c, i), 0);
    return p.cities.map((c, i) => [c, ((PROVINCE_WEIGHT[p.code] ?? 1) * cityWeight(p, c, i)) / sum] as const);
  }),
);
const citiesByProvince = new Map(
  PROVINCES.map((p) => [p.code, new Weighted(p.cities.map((c, i) => [c, cityWeight(p, c, i)] as const))]),
);

/** Cities big enough to have district-level agencies of their own in the corpus. */
export const DISTRICT_CITIES: readonly City[] = PROVINCES.flatMap((p) =>
  p.cities.filter((c, i) => cityWeight(p, c, i) >= 3 && countyDistricts(c).length > 0),
);
const districtCityTable = new Weighted(
  DISTRICT_CITIES.map((c) => {
    const p = PROVINCES.find((x) => x.code === c.provinceCode) as Province;
    return [c, (PROVINCE_WEIGHT[p.code] ?? 1) * (CITY_WEIGHT[c.code] ?? 3)] as const;
  }),
);

export function provinceOf(city: City): Province {
  return PROVINCES.find((p) => p.code === city.provinceCode) as Province;
}

export function drawProvince(rng: Rng): Province {
  return provinceTable.draw(rng);
}

export function drawCity(rng: Rng, province?: Province): City {
  if (province) return (citiesByProvince.get(province.code) as Weighted<City>).draw(rng);
  return cityTable.draw(rng);
}

/** A district of the city; urban districts (listed first in GB/T 2260) are drawn twice as often. */
export function drawDistrict(rng: Rng, city: City): District | undefined {
  const ds = countyDistricts(city);
  if (ds.length === 0) return undefined;
  const urban = Math.max(1, Math.ceil(ds.length / 3));
  return rng.chance(0.67) ? ds[rng.int(0, urban - 1)] : ds[rng.int(0, ds.length - 1)];
}

export function drawDistrictCity(rng: Rng): City {
  return districtCityTable.draw(rng);
}

/** The region columns of a row: region_code, province_code, city_code ('000000' when not bound). */
export function regionColumns(place: Place): { region_code: string; province_code: string; city_code: string } {
  const province_code = place.province?.code ?? NATIONAL_CODE;
  const city_code = place.city?.code ?? NATIONAL_CODE;
  const region_code = place.district?.code ?? place.city?.code ?? place.province?.code ?? NATIONAL_CODE;
  return { region_code, province_code, city_code };
}

/** The short form used inside company names and titles: 深圳市 -> 深圳, 北京市 -> 北京. */
export function cityShort(city: City): string {
  return city.name
    .replace(/(市|地区|盟|自治州)$/, '')
    .replace(
      /^(.{2,}?)(藏族|蒙古族|回族|彝族|苗族|土家族|哈尼族|壮族|傣族|白族|景颇族|傈僳族|布依族|侗族|朝鲜族|哈萨克|柯尔克孜|羌族).*$/,
      '$1',
    );
}

/** Whether the city is a municipality's pseudo-city (北京/上海/天津/重庆), whose name equals the province's. */
export function isMunicipality(city: City): boolean {
  return ['11', '12', '31', '50'].includes(city.code.slice(0, 2));
}
