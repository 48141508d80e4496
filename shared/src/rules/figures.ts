/**
 * Exact arithmetic for the rules: amounts in 万元 with at most two decimals become integer hundredths (BigInt),
 * so that "≥ 4 %" at the boundary is decided exactly, not by a float that lands a hair below.
 */

/** An amount in 万元 as integer hundredths of 万元. */
export function units(wan: number): bigint {
  return BigInt(Math.round(wan * 100));
}

/** num / den ≥ pct / 100 (den > 0). */
export function ratioAtLeast(num: number, den: number, pct: number): boolean {
  return units(num) * 100n >= BigInt(pct) * units(den);
}

/** num / den > pct / 100 (den > 0). */
export function ratioAbove(num: number, den: number, pct: number): boolean {
  return units(num) * 100n > BigInt(pct) * units(den);
}

/** A ratio for display: "4.12%". */
export function percent(num: number, den: number): string {
  if (den === 0) return '—';
  return `${((num / den) * 100).toFixed(2)}%`;
}

/** An amount for display: "1,234.5万元". */
export function wan(v: number): string {
  return `${v.toLocaleString('zh-CN', { maximumFractionDigits: 2 })}万元`;
}

/** The smallest amount (万元, two decimals) that makes amount / den reach pct %. */
export function neededFor(den: number, pct: number): number {
  const need = (BigInt(pct) * units(den) + 99n) / 100n;
  return Number(need) / 100;
}

/** Rounds a 万元 difference up to two decimals for a "还差" message. */
export function shortBy(need: number, have: number): number {
  return Number(units(need) - units(have)) / 100;
}

/** Picks the first band whose test passes; bands run best first. */
export function band<B extends { points: number }>(bands: readonly B[], test: (b: B) => boolean): B | undefined {
  return bands.find(test);
}

/** num / den ≤ pct / 100 (den > 0). */
export function ratioAtMost(num: number, den: number, pct: number): boolean {
  return units(num) * 100n <= BigInt(pct) * units(den);
}

/** A growth rate decided exactly against percentages. */
export interface Rate {
  rate: number;
  /** The rate as the result shows it: "12.50%", or how a zero base was read. */
  text: string;
  atLeast: (pct: number) => boolean;
}

const pctText = (rate: number) => `${(rate * 100).toFixed(2)}%`;

/**
 * Growth from a base of 0 (the 工作指引's special case for a year of 0, read the same way for every rule set):
 * rising from 0 is growth above every band, staying at 0 is 0 %, falling below 0 is negative.
 */
function fromZero(last: bigint, lastWan: number): Rate {
  if (last > 0n) return { rate: Infinity, text: `由0增至${wan(lastWan)}`, atLeast: () => true };
  return {
    rate: last === 0n ? 0 : -1,
    text: last === 0n ? '0.00%（两年均为0）' : '由0降为负值',
    atLeast: (pct) => last === 0n && pct <= 0,
  };
}

/** (last − prev) / prev; a base of 0 reads as {@link fromZero}; null when prev < 0 (no meaningful rate). */
export function yearGrowth(prev: number, last: number): Rate | null {
  const a = units(prev);
  const b = units(last);
  if (a < 0n) return null;
  if (a === 0n) return fromZero(b, last);
  const rate = last / prev - 1;
  return { rate, text: pctText(rate), atLeast: (pct) => 100n * b >= BigInt(100 + pct) * a };
}

/**
 * The two-year average growth ½(y1/y0 + y2/y1) − 1. As the 工作指引 defines it for the same formula: a first year of
 * 0 uses the later two years only (y2/y1 − 1), a second year of 0 is growth 0 (scores nothing above 0). Null when a
 * year is negative.
 */
export function averageGrowth(y0: number, y1: number, y2: number): Rate | null {
  const [a, b, c] = [units(y0), units(y1), units(y2)];
  if (a < 0n || b < 0n) return null;
  if (b === 0n) return { rate: 0, text: '前一年为0，按增长率0计', atLeast: (pct) => pct <= 0 };
  if (a === 0n) {
    const later = yearGrowth(y1, y2) as Rate;
    return { ...later, text: `按后两年计算，${later.text}` };
  }
  const rate = (y1 / y0 + y2 / y1) / 2 - 1;
  return {
    rate,
    text: pctText(rate),
    atLeast: (pct) => 100n * (b * b + a * c) >= BigInt(2 * (100 + pct)) * a * b,
  };
}

/**
 * The two-year compound growth √(y2/y0) − 1 (rate ≥ p % ⇔ 10000·y2 ≥ (100 + p)²·y0); a base of 0 reads as
 * {@link fromZero}; null when y0 < 0.
 */
export function compoundGrowth(y0: number, y2: number): Rate | null {
  const [a, c] = [units(y0), units(y2)];
  if (a < 0n) return null;
  if (a === 0n) return fromZero(c, y2);
  const rate = Math.sqrt(y2 / y0) - 1;
  return {
    rate,
    text: pctText(rate),
    atLeast: (pct) => c >= 0n && 10000n * c >= BigInt((100 + pct) ** 2) * a,
  };
}
