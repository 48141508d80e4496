import { buildCreditCode, CREDIT_CODE_ALPHABET } from '@aikc/shared/credit-code';
import { address, businessScope, companyName, personName } from './company-names.ts';
import { companyProfile } from './company-figures.ts';
import type { SeedContext } from './context.ts';
import { addDays, fromDay, toDay } from './dates.ts';
import { drawCity, drawDistrict, provinceOf, regionColumns } from './geo.ts';
import { SECTORS, type Sector } from './industries.ts';
import { Rng, Weighted } from './rng.ts';
import type { CompanyBatchRow, CompanyIpRow } from './rows.ts';

const SECTOR_TABLE = new Weighted(SECTORS.map((s, i) => [s, [28, 10, 9, 13, 8, 5, 8, 9, 8, 4][i] ?? 4] as const));
const STATUS_YOUNG = new Weighted([
  ['存续', 88],
  ['在业', 10],
  ['注销', 2],
] as const);
const STATUS_OLD = new Weighted([
  ['存续', 70],
  ['在业', 15],
  ['注销', 8],
  ['吊销', 4],
  ['停业', 1],
  ['迁出', 2],
] as const);
const LTD_TYPES = new Weighted([
  ['有限责任公司（自然人投资或控股）', 70],
  ['有限责任公司（自然人独资）', 10],
  ['有限责任公司（法人独资）', 8],
  ['其他有限责任公司', 7],
  ['有限责任公司（台港澳法人独资）', 2],
  ['有限责任公司（外国法人独资）', 3],
] as const);
const JOINT_TYPES = new Weighted([
  ['股份有限公司（非上市、自然人投资或控股）', 70],
  ['股份有限公司（上市、自然人投资或控股）', 20],
  ['股份有限公司（非上市）', 10],
] as const);

const DESIGN_PRODUCTS = [
  '控制终端',
  '智能网关',
  '检测仪',
  '服务器机箱',
  '操作面板',
  '智能音箱',
  '充电桩',
  '手持终端',
  '包装盒',
  '显示屏',
  '机器人外壳',
  '传感器',
];

/** Maximum detail rows in company_ip per company: keeps a million-company corpus at a few million IP rows. */
export const IP_ROWS_PER_COMPANY = 4;

/**
 * The organisation-code body: distinct for distinct row numbers (a bijection of n), 8 digits for companies
 * registered before the 2015 reform, 'MA' + 6 chars of the credit-code alphabet after it.
 */
export function orgBody(n: number, seed: number, modern: boolean): string {
  if (!modern) return String((n * 48271 + (seed % 1e7)) % 1e8).padStart(8, '0');
  const m = 31 ** 6;
  let x = (n * 7919 + (seed % m)) % m;
  let s = '';
  for (let i = 0; i < 6; i++) {
    s = CREDIT_CODE_ALPHABET[x % 31] + s;
    x = Math.floor(x / 31);
  }
  return `MA${s}`;
}

/** CNIPA application-number check char: weights 2..9,2..5 over the 12 digits, mod 11, 10 -> X. */
export function patentCheck(digits12: string): string {
  const w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits12[i]) * (w[i] as number);
  const c = sum % 11;
  return c === 10 ? 'X' : String(c);
}

function ipRows(
  rng: Rng,
  companyId: number,
  firstId: number,
  sector: Sector,
  counts: Record<'invention' | 'utility' | 'design' | 'software', number>,
  founded: string,
  today: string,
): CompanyIpRow[] {
  const kinds = (['invention', 'utility', 'software', 'design'] as const).filter((k) => counts[k] > 0);
  const rows: CompanyIpRow[] = [];
  const lifeStart = toDay(founded) + 30;
  for (let i = 0; i < IP_ROWS_PER_COMPANY && kinds.length > 0; i++) {
    const kind = kinds[i % kinds.length] as (typeof kinds)[number];
    if (rows.filter((r) => r.kind === kind).length >= counts[kind]) continue;
    const lag = {
      invention: rng.int(450, 1100),
      utility: rng.int(150, 365),
      design: rng.int(90, 240),
      software: rng.int(30, 120),
    }[kind];
    const latest = toDay(today) - lag;
    if (latest <= lifeStart) continue;
    const apply = fromDay(rng.int(lifeStart, latest));
    const grant = addDays(apply, lag);
    const year = apply.slice(0, 4);
    let title: string;
    let number: string;
    if (kind === 'software') {
      title = `${rng.pick(sector.software)}V${rng.int(1, 5)}.0`;
      number = `${grant.slice(0, 4)}SR${String(rng.int(1, 2_999_999)).padStart(7, '0')}`;
    } else {
      const subject = rng.pick(sector.patents);
      if (kind === 'invention')
        title = `一种${subject}${subject.endsWith('方法') ? rng.pick(['', '及系统', '及装置']) : ''}`;
      // Utility models protect devices, not methods or compounds: keep the object, make it a device.
      else if (kind === 'utility')
        title = `一种${subject
          .replace(/及其.*$/, '')
          .replace(/^.*的/, '')
          .replace(/方法$/, '装置')}`;
      else title = `${rng.pick(DESIGN_PRODUCTS)}（${rng.pick(['一', '二', 'A型', 'B型', 'Pro', 'X1', 'S2'])}）`;
      const digits = `${year}${{ invention: 1, utility: 2, design: 3 }[kind]}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
      number = `ZL${digits}.${patentCheck(digits)}`;
    }
    rows.push({
      id: firstId + rows.length,
      company_id: companyId,
      kind,
      title,
      number,
      apply_date: apply,
      grant_date: grant,
    });
  }
  return rows;
}

export function generateCompany(ctx: SeedContext, n: number, ipIdBase: number): CompanyBatchRow {
  const rng = Rng.for(ctx.seed, 'company', n);
  const city = drawCity(rng);
  const province = provinceOf(city);
  const district = drawDistrict(rng, city);
  const sector = SECTOR_TABLE.draw(rng);
  const [industry_code, industry_name] = rng.pick(sector.codes);
  const ageDays = 120 + Math.floor(30 * 365 * rng.float() ** 2.2);
  const founded_date = addDays(ctx.today, -ageDays);
  const status = (ageDays < 730 ? STATUS_YOUNG : STATUS_OLD).draw(rng);
  const active = status === '存续' || status === '在业';
  const profile = companyProfile(rng, {
    founded: founded_date,
    active,
    sector,
    letter: industry_code.slice(0, 1),
    today: ctx.today,
  });
  const joint = profile.staff >= 100 && rng.chance(0.15);
  const modern = founded_date >= '2016-01-01' || rng.chance(0.05);
  const regCode = district && rng.chance(0.7) ? district.code : city.code;
  const credit_code = buildCreditCode('91', regCode, orgBody(n, ctx.seed, modern));
  const cols = regionColumns({
    level: district ? 'district' : 'municipal',
    province,
    city,
    ...(district ? { district } : {}),
  });
  return {
    company: {
      id: n,
      name: companyName(rng, city, province, sector, joint),
      credit_code,
      legal_person: personName(rng),
      registered_capital: profile.capital,
      founded_date,
      status,
      company_type: (joint ? JOINT_TYPES : LTD_TYPES).draw(rng),
      industry_code,
      industry_name,
      region_code: cols.region_code,
      province_code: cols.province_code,
      city_code: cols.city_code,
      address: address(rng, province, city, district),
      staff_count: profile.staff,
      business_scope: businessScope(rng, sector),
      invention_patents: profile.ip.invention,
      utility_patents: profile.ip.utility,
      design_patents: profile.ip.design,
      software_copyrights: profile.ip.software,
    },
    tags: profile.tags.map((t) => ({ company_id: n, ...t })),
    financials: profile.financials.map((f) => ({ company_id: n, ...f })),
    ip: ipRows(rng, n, ipIdBase, sector, profile.ip, founded_date, ctx.today),
  };
}
