import { PROVINCES, type City, type Province } from '@aikc/shared/regions';
import type { PolicyLevel } from '../db/schema.ts';
import { cityShort, countyDistricts, DISTRICT_CITIES, isMunicipality, NATIONAL_CODE, provinceOf } from './geo.ts';

/** What an agency mostly issues; policy types prefer matching agencies. */
export type AgencyKind = 'gov' | 'sci' | 'ind' | 'fin' | 'tax' | 'dev' | 'hr' | 'ip';

export interface SeedAgency {
  id: number;
  name: string;
  short_name: string;
  level: PolicyLevel;
  region_code: string;
  /** Every document-number prefix the agency uses; the first is stored in agencies.doc_prefix. */
  prefixes: string[];
  kind: AgencyKind;
  province?: Province;
  city?: City;
  /** For district agencies: the district's GB/T 2260 code and name. */
  district?: { code: string; name: string };
}

const NATIONAL: Omit<SeedAgency, 'id' | 'level' | 'region_code'>[] = [
  { name: '国务院', short_name: '国务院', prefixes: ['国发'], kind: 'gov' },
  { name: '国务院办公厅', short_name: '国务院办公厅', prefixes: ['国办发', '国办函'], kind: 'gov' },
  {
    name: '科学技术部',
    short_name: '科技部',
    prefixes: ['国科发火', '国科发区', '国科发政', '国科发资', '国科发规', '国科发高'],
    kind: 'sci',
  },
  {
    name: '工业和信息化部',
    short_name: '工信部',
    prefixes: ['工信部企业', '工信部联企业', '工信部科', '工信部规', '工信部信发'],
    kind: 'ind',
  },
  { name: '财政部', short_name: '财政部', prefixes: ['财税', '财教', '财建', '财政部 税务总局公告'], kind: 'fin' },
  { name: '国家税务总局', short_name: '税务总局', prefixes: ['国家税务总局公告', '税总发'], kind: 'tax' },
  {
    name: '国家发展和改革委员会',
    short_name: '国家发展改革委',
    prefixes: ['发改高技', '发改产业', '发改环资'],
    kind: 'dev',
  },
  { name: '人力资源和社会保障部', short_name: '人社部', prefixes: ['人社部发', '人社部规'], kind: 'hr' },
  { name: '国家知识产权局', short_name: '国家知识产权局', prefixes: ['国知发保字', '国知发运字'], kind: 'ip' },
  { name: '中国人民银行', short_name: '人民银行', prefixes: ['银发'], kind: 'fin' },
];

const ABBR: Record<string, string> = {
  '110000': '京',
  '120000': '津',
  '130000': '冀',
  '140000': '晋',
  '150000': '内',
  '210000': '辽',
  '220000': '吉',
  '230000': '黑',
  '310000': '沪',
  '320000': '苏',
  '330000': '浙',
  '340000': '皖',
  '350000': '闽',
  '360000': '赣',
  '370000': '鲁',
  '410000': '豫',
  '420000': '鄂',
  '430000': '湘',
  '440000': '粤',
  '450000': '桂',
  '460000': '琼',
  '500000': '渝',
  '510000': '川',
  '520000': '黔',
  '530000': '云',
  '540000': '藏',
  '610000': '陕',
  '620000': '甘',
  '630000': '青',
  '640000': '宁',
  '650000': '新',
};

/** Real names and prefixes where the generic pattern would be wrong. */
const PROVINCIAL_SCI: Record<string, [string, string, string[]]> = {
  '110000': ['北京市科学技术委员会、中关村科技园区管理委员会', '北京市科委、中关村管委会', ['京科发', '京科规']],
  '310000': ['上海市科学技术委员会', '上海市科委', ['沪科规', '沪科']],
  '120000': ['天津市科学技术局', '天津市科技局', ['津科规', '津科发']],
  '500000': ['重庆市科学技术局', '重庆市科技局', ['渝科局发', '渝科规']],
  '440000': ['广东省科学技术厅', '广东省科技厅', ['粤科规范字', '粤科高字', '粤科函区字']],
  '320000': ['江苏省科学技术厅', '江苏省科技厅', ['苏科规', '苏科高', '苏科计']],
  '330000': ['浙江省科学技术厅', '浙江省科技厅', ['浙科发', '浙科发高', '浙科发规']],
  '370000': ['山东省科学技术厅', '山东省科技厅', ['鲁科字', '鲁科规']],
  '420000': ['湖北省科学技术厅', '湖北省科技厅', ['鄂科技规', '鄂科技发']],
};
const PROVINCIAL_IND: Record<string, [string, string, string[]]> = {
  '110000': ['北京市经济和信息化局', '北京市经信局', ['京经信发', '京经信规']],
  '310000': ['上海市经济和信息化委员会', '上海市经信委', ['沪经信规', '沪经信中']],
  '120000': ['天津市工业和信息化局', '天津市工信局', ['津工信规', '津工信中小']],
  '500000': ['重庆市经济和信息化委员会', '重庆市经信委', ['渝经信发', '渝经信规']],
  '330000': ['浙江省经济和信息化厅', '浙江省经信厅', ['浙经信', '浙经信企业']],
  '440000': ['广东省工业和信息化厅', '广东省工信厅', ['粤工信规字', '粤工信融资函']],
};
const GOV_PREFIX: Record<string, string[]> = {
  '440000': ['粤府', '粤府办'],
  '310000': ['沪府发', '沪府办规'],
  '110000': ['京政发', '京政办发'],
};

const CITY_ABBR: Record<string, string> = {
  '440100': '穗',
  '440300': '深',
  '330100': '杭',
  '320100': '宁',
  '320500': '苏',
  '510100': '成',
  '420100': '武',
  '610100': '市',
  '340100': '合',
  '330200': '甬',
  '350200': '厦',
  '370200': '青',
  '370100': '济',
  '430100': '长',
  '410100': '郑',
  '320200': '锡',
  '440600': '佛',
  '441900': '东',
  '350100': '榕',
  '210100': '沈',
  '210200': '大',
};
const CITY_SCI: Record<string, [string, string[]]> = {
  '440300': ['深圳市科技创新局', ['深科技创新规', '深科技创新']],
  '440100': ['广州市科学技术局', ['穗科规', '穗科']],
  '330100': ['杭州市科学技术局', ['杭科高', '杭科计']],
  '510100': ['成都市科学技术局', ['成科字', '成科规']],
  '420100': ['武汉市科学技术局', ['武科规', '武科']],
};

function provinceAgencies(p: Province): Omit<SeedAgency, 'id'>[] {
  const a = ABBR[p.code] as string;
  const muni = ['110000', '120000', '310000', '500000'].includes(p.code);
  const base = { level: 'provincial' as const, region_code: p.code, province: p };
  const sci = PROVINCIAL_SCI[p.code] ?? [`${p.name}科学技术厅`, `${p.name}科技厅`, [`${a}科发`, `${a}科规`]];
  const ind = PROVINCIAL_IND[p.code] ?? [`${p.name}工业和信息化厅`, `${p.name}工信厅`, [`${a}工信规`, `${a}工信发`]];
  const dept = muni ? '局' : '厅';
  return [
    {
      ...base,
      name: `${p.name}人民政府`,
      short_name: `${p.name}政府`,
      prefixes: GOV_PREFIX[p.code] ?? [`${a}政发`, `${a}政办发`],
      kind: 'gov',
    },
    { ...base, name: sci[0], short_name: sci[1], prefixes: sci[2], kind: 'sci' },
    { ...base, name: ind[0], short_name: ind[1], prefixes: ind[2], kind: 'ind' },
    {
      ...base,
      name: `${p.name}财政${dept}`,
      short_name: `${p.name}财政${dept}`,
      prefixes: [`${a}财教`, `${a}财工`],
      kind: 'fin',
    },
    {
      ...base,
      name: `${p.name}发展和改革委员会`,
      short_name: `${p.name}发展改革委`,
      prefixes: [`${a}发改高技`, `${a}发改产业`],
      kind: 'dev',
    },
    {
      ...base,
      name: `${p.name}人力资源和社会保障${dept}`,
      short_name: `${p.name}人社${dept}`,
      prefixes: [`${a}人社发`, `${a}人社规`],
      kind: 'hr',
    },
    {
      ...base,
      name: `${p.name}市场监督管理局（知识产权局）`,
      short_name: `${p.name}知识产权局`,
      prefixes: [`${a}市监知`],
      kind: 'ip',
    },
    // The tax service is a vertical system: its provincial bureau issues the province's tax notices.
    {
      ...base,
      name: `国家税务总局${p.name}税务局`,
      short_name: `${p.shortName}税务局`,
      prefixes: [`${a}税发`, `${a}税函`],
      kind: 'tax',
    },
  ];
}

function cityAgencies(c: City): Omit<SeedAgency, 'id'>[] {
  const a = CITY_ABBR[c.code] ?? cityShort(c).slice(0, 1);
  const base = { level: 'municipal' as const, region_code: c.code, province: provinceOf(c), city: c };
  const sci = CITY_SCI[c.code] ?? [`${c.name}科学技术局`, [`${a}科`, `${a}科规`]];
  return [
    { ...base, name: `${c.name}人民政府`, short_name: `${c.name}政府`, prefixes: [`${a}府`, `${a}府办`], kind: 'gov' },
    { ...base, name: sci[0], short_name: sci[0].replace('科学技术局', '科技局'), prefixes: sci[1], kind: 'sci' },
    {
      ...base,
      name: `${c.name}工业和信息化局`,
      short_name: `${c.name}工信局`,
      prefixes: [`${a}工信`, `${a}工信规`],
      kind: 'ind',
    },
    {
      ...base,
      name: `${c.name}市场监督管理局（知识产权局）`,
      short_name: `${c.name}知识产权局`,
      prefixes: [`${a}市监知`],
      kind: 'ip',
    },
  ];
}

function districtAgencies(c: City): Omit<SeedAgency, 'id'>[] {
  const muni = isMunicipality(c);
  return countyDistricts(c).map((d) => ({
    level: 'district' as const,
    region_code: d.code,
    province: provinceOf(c),
    city: c,
    district: d,
    name: muni ? `${c.name}${d.name}科学技术和信息化局` : `${c.name}${d.name}科学技术局`,
    short_name: `${d.name}科技局`,
    prefixes: [`${d.name.slice(0, 1)}科发`, `${d.name.slice(0, 1)}科规`],
    kind: 'sci' as const,
  }));
}

/** Every agency of the corpus, in a fixed order (ids 1..n). */
export function buildAgencies(): SeedAgency[] {
  const all: Omit<SeedAgency, 'id'>[] = [
    ...NATIONAL.map((n) => ({ ...n, level: 'national' as const, region_code: NATIONAL_CODE })),
    ...PROVINCES.flatMap(provinceAgencies),
    ...PROVINCES.flatMap((p) => p.cities.filter((c) => !isMunicipality(c)).flatMap(cityAgencies)),
    ...DISTRICT_CITIES.flatMap(districtAgencies),
  ];
  return all.map((a, i) => ({ ...a, id: i + 1 }));
}

/**
 * A document number in the agency's real format: 国科发火〔2016〕32号, or for announcements
 * 国家税务总局公告2026年第5号 / 财政部 税务总局公告2023年第7号.
 */
export function docNumber(prefix: string, year: number, n: number): string {
  return prefix.endsWith('公告') ? `${prefix}${year}年第${n}号` : `${prefix}〔${year}〕${n}号`;
}
