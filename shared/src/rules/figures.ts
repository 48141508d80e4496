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
  atLeast: (pct: number) => boolean;
}

/** (last − prev) / prev, or null when prev ≤ 0 (no meaningful rate). */
export function yearGrowth(prev: number, last: number): Rate | null {
  const a = units(prev);
  const b = units(last);
  if (a <= 0n) return null;
  return { rate: last / prev - 1, atLeast: (pct) => 100n * b >= BigInt(100 + pct) * a };
}

/** The two-year average growth ½(y1/y0 + y2/y1) − 1, or null when y0 or y1 ≤ 0. */
export function averageGrowth(y0: number, y1: number, y2: number): Rate | null {
  const [a, b, c] = [units(y0), units(y1), units(y2)];
  if (a <= 0n || b <= 0n) return null;
  return {
    rate: (y1 / y0 + y2 / y1) / 2 - 1,
    atLeast: (pct) => 100n * (b * b + a * c) >= BigInt(2 * (100 + pct)) * a * b,
  };
}

/** The two-year compound growth √(y2/y0) − 1, or null when y0 ≤ 0: rate ≥ p % ⇔ 10000·y2 ≥ (100 + p)²·y0. */
export function compoundGrowth(y0: number, y2: number): Rate | null {
  const [a, c] = [units(y0), units(y2)];
  if (a <= 0n) return null;
  return { rate: Math.sqrt(y2 / y0) - 1, atLeast: (pct) => c >= 0n && 10000n * c >= BigInt((100 + pct) ** 2) * a };
}
