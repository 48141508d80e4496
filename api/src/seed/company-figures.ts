import { addDays, fromDay, toDay } from './dates.ts';
import type { Sector } from './industries.ts';
import { Weighted, type Rng } from './rng.ts';
import type { CompanyTagRow, FinancialRow } from './rows.ts';

/** Qualification tags as the registers name them. */
export const COMPANY_TAGS = {
  hightech: '高新技术企业',
  tsme: '科技型中小企业',
  innov: '创新型中小企业',
  zjtx: '专精特新中小企业',
  xjr: '专精特新“小巨人”企业',
  gazelle: '瞪羚企业',
  tass: '技术先进型服务企业',
  techCenter: '省级企业技术中心',
} as const;

type Size = 'micro' | 'small' | 'medium' | 'large';
const SIZE_BY_AGE: Weighted<Size>[] = [
  new Weighted<Size>([
    ['micro', 75],
    ['small', 22],
    ['medium', 3],
    ['large', 0.3],
  ]),
  new Weighted<Size>([
    ['micro', 55],
    ['small', 32],
    ['medium', 11],
    ['large', 2],
  ]),
  new Weighted<Size>([
    ['micro', 35],
    ['small', 38],
    ['medium', 21],
    ['large', 6],
  ]),
];
const STAFF: Record<Size, [number, number]> = {
  micro: [3, 20],
  small: [20, 100],
  medium: [100, 500],
  large: [500, 8000],
};
const REVENUE: Record<Size, [number, number]> = {
  micro: [30, 1000],
  small: [800, 6000],
  medium: [5000, 40000],
  large: [40000, 500000],
};
const CAPITAL: Record<Size, number[]> = {
  micro: [10, 50, 100, 100, 200, 300, 500],
  small: [100, 200, 500, 500, 1000, 2000],
  medium: [500, 1000, 2000, 3000, 5000, 10000],
  large: [5000, 10000, 20000, 50000, 100000],
};
const TAG_P: Record<Size, number> = { micro: 0.15, small: 0.45, medium: 0.6, large: 0.55 };

export interface CompanyProfile {
  staff: number;
  capital: number;
  tags: Omit<CompanyTagRow, 'company_id'>[];
  financials: Omit<FinancialRow, 'company_id'>[];
  ip: { invention: number; utility: number; design: number; software: number };
}

/** The 高企 R&D band of 国科发火〔2016〕32号 第十一条(五), by the latest year's sales (万元). */
export function hightechRdBand(sales: number): number {
  return sales <= 5000 ? 0.05 : sales <= 20000 ? 0.04 : 0.03;
}

const r2 = (x: number) => Math.round(x * 100) / 100;

function grantDate(rng: Rng, year: number, months: [number, number], earliest: string, today: string): string | null {
  const d = `${year}-${String(rng.int(months[0], months[1])).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  return toDay(d) < toDay(earliest) || toDay(d) > toDay(today) ? null : d;
}

/**
 * Size, qualification tags, IP counts and three years of figures for one company. Tags are decided first
 * and the figures are then drawn inside each tag's thresholds, so a 高新技术企业 passes the R&D, high-tech
 * revenue and staff tests of 国科发火〔2016〕32号 and a 专精特新 company passes the 2026 MIIT conditions.
 */
export function companyProfile(
  rng: Rng,
  o: { founded: string; active: boolean; sector: Sector; letter: string; today: string },
): CompanyProfile {
  const age = (toDay(o.today) - toDay(o.founded)) / 365.25;
  const size = SIZE_BY_AGE[age < 3 ? 0 : age < 10 ? 1 : 2]!.draw(rng);
  const staff = Math.round(rng.logRange(...STAFF[size]));
  const revenue = rng.logRange(...REVENUE[size]);
  const capital = rng.chance(0.85)
    ? rng.pick(CAPITAL[size])
    : Math.round(rng.logRange(CAPITAL[size][0] as number, CAPITAL[size].at(-1) as number));
  const tech = ['C', 'I', 'M', 'A'].includes(o.letter) && rng.chance(o.sector.tech);
  const can = o.active && tech;
  const hightech = can && age >= 1.5 && rng.chance(TAG_P[size]);
  const innov = can && size !== 'large' && rng.chance(hightech ? 0.5 : 0.15);
  const zjtx = innov && revenue >= 1500 && age >= 3.5 && rng.chance(0.45);
  const xjr = zjtx && revenue >= 5000 && age >= 5 && rng.chance(0.35);
  const gazelle = can && age >= 2 && age <= 12 && rng.chance(0.08);

  // Figures inside the thresholds of the chosen tags.
  const gRange: [number, number] = gazelle ? [0.25, 0.9] : xjr ? [0.06, 0.35] : tech ? [-0.1, 0.4] : [-0.15, 0.2];
  const growth = [rng.range(...gRange), rng.range(...gRange)];
  // A company founded in the latest year reports part-year sales, which can fall into a stricter band.
  let rdRatio = hightech
    ? Math.max(hightechRdBand(revenue), age < 2.5 ? 0.05 : 0) + rng.range(0.008, 0.05)
    : tech
      ? rng.range(0.005, 0.07)
      : rng.range(0, 0.015);
  if (zjtx) rdRatio = Math.max(rdRatio, 0.035 + rng.range(0, 0.03));
  const htShare = hightech ? rng.range(0.65, 0.95) : tech ? rng.range(0, 0.55) : 0;
  const mainShare = xjr ? rng.range(0.92, 1) : zjtx ? rng.range(0.82, 1) : rng.range(0.7, 1);
  const debt = xjr ? rng.range(0.2, 0.6) : zjtx ? rng.range(0.2, 0.7) : rng.range(0.15, 0.85);
  const margin = zjtx ? rng.range(0.04, 0.2) : rng.range(-0.08, 0.18);
  const rdStaff = hightech ? rng.range(0.12, 0.45) : tech ? rng.range(0.03, 0.3) : rng.range(0, 0.05);
  const assetRatio = rng.range(0.6, 1.6);

  const Y = Number(o.today.slice(0, 4));
  const foundedYear = Number(o.founded.slice(0, 4));
  const financials: Omit<FinancialRow, 'company_id'>[] = [];
  if (o.active) {
    let rev = revenue;
    for (let k = 1; k <= 3; k++) {
      const year = Y - k;
      if (year < foundedYear) break;
      // A company founded during the year only reports the months it existed.
      const part = year === foundedYear ? Math.max(0.1, (toDay(`${year}-12-31`) - toDay(o.founded)) / 365) : 1;
      const yRev = rev * part;
      const yRd = Math.max(yRev * (rdRatio + rng.range(-0.004, 0.004)), zjtx ? rng.range(105, 180) : 0);
      const assets = yRev * assetRatio * rng.range(0.95, 1.05);
      const yStaff = Math.max(3, Math.round(staff / (1 + (growth[k - 1] ?? 0) * 0.5) ** (k - 1)));
      financials.push({
        year,
        revenue: r2(yRev),
        main_revenue: r2(yRev * mainShare),
        hightech_revenue: r2(yRev * htShare),
        rd_expense: r2(xjr ? Math.max(yRd, rng.range(620, 900)) : yRd),
        net_assets: r2(assets * (1 - debt)),
        total_assets: r2(assets),
        total_liabilities: r2(assets * debt),
        net_profit: r2(yRev * margin),
        staff: yStaff,
        rd_staff: Math.max(hightech ? Math.ceil(yStaff * 0.11) : 0, Math.round(yStaff * rdStaff)),
      });
      rev = rev / (1 + (growth[k - 1] ?? 0));
    }
  }

  const ipScale = { micro: [0, 8], small: [2, 30], medium: [10, 120], large: [50, 1500] }[size] as [number, number];
  // Young companies have had little time to file; IP grows over the first four years.
  const ipTotal = Math.round(
    (tech ? rng.logRange(ipScale[0] + 1, ipScale[1] + 1) - 1 : rng.chance(0.15) ? rng.int(1, 5) : 0) *
      Math.min(1, age / 4),
  );
  const softShare = o.letter === 'I' ? rng.range(0.4, 0.8) : rng.range(0, 0.2);
  let software = Math.round(ipTotal * softShare);
  let invention = Math.round((ipTotal - software) * rng.range(0.1, 0.4));
  const design = Math.round((ipTotal - software - invention) * rng.range(0, 0.15));
  let utility = ipTotal - software - invention - design;
  if (hightech && invention < 1 && utility + software < 6) {
    if (rng.chance(0.8)) invention = rng.int(1, 3);
    else software += 6;
  }
  if (zjtx) invention = Math.max(invention, rng.int(1, 4));
  if (xjr) invention = Math.max(invention, rng.int(4, 12));
  utility = Math.max(0, utility);

  const tags: Omit<CompanyTagRow, 'company_id'>[] = [];
  const earliest = addDays(o.founded, 366);
  const add = (tag: string, d: string | null) => d && tags.push({ tag, granted_date: d });
  if (hightech)
    add(
      COMPANY_TAGS.hightech,
      grantDate(rng, rng.pick([Y - 3, Y - 2, Y - 1]), [10, 12], earliest, o.today) ??
        grantDate(rng, Y - 1, [11, 12], earliest, o.today),
    );
  if (can && size !== 'large' && rng.chance(hightech ? 0.6 : 0.35))
    add(COMPANY_TAGS.tsme, grantDate(rng, rng.pick([Y - 1, Y]), [3, 9], earliest, o.today));
  if (innov) {
    const innovDay = toDay(o.today) - rng.int(420, 1000);
    const i = fromDay(Math.max(innovDay, toDay(earliest)));
    if (toDay(i) < toDay(o.today) - 200) {
      add(COMPANY_TAGS.innov, i);
      if (zjtx) {
        const z = addDays(i, rng.int(60, 200));
        add(COMPANY_TAGS.zjtx, z);
        if (xjr && toDay(z) + 150 < toDay(o.today))
          add(COMPANY_TAGS.xjr, addDays(z, rng.int(120, Math.min(500, toDay(o.today) - toDay(z) - 10))));
      }
    }
  }
  if (gazelle) add(COMPANY_TAGS.gazelle, grantDate(rng, rng.pick([Y - 1, Y]), [5, 9], earliest, o.today));
  if (can && ['I', 'M'].includes(o.letter) && size !== 'micro' && rng.chance(0.03))
    add(COMPANY_TAGS.tass, grantDate(rng, rng.pick([Y - 3, Y - 2, Y - 1]), [4, 10], earliest, o.today));
  if (o.active && o.letter === 'C' && (size === 'medium' || size === 'large') && rng.chance(0.2))
    add(COMPANY_TAGS.techCenter, grantDate(rng, rng.int(Y - 5, Y - 1), [6, 12], earliest, o.today));

  return { staff, capital, tags, financials, ip: { invention, utility, design, software } };
}
