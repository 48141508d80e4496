import type { SeedContext } from './context.ts';
import { fromDay, toDay } from './dates.ts';
import { isWorkingDay } from './workdays.ts';

/**
 * Publication dates of the corpus's documents, on working days only, spread the way a portal's intake is:
 * the rate falls linearly to 40 % of today's over three years, and 6 % of documents reach back three more.
 * Rows take evenly spaced quantiles of that distribution in a shuffled order (a stride through the rows), so
 * no day gets more than its share: at the default size a handful a day at most, none in the future.
 */
const RECENT_DAYS = 1095;
const TAIL_SHARE = 0.06;
/** Density falls from 1 to 1 - SLOPE over the recent span. */
const SLOPE = 0.6;

function workingDays(today: string, from: number, to: number): string[] {
  const out: string[] = [];
  for (let d = toDay(today) - from; d > toDay(today) - to; d--) if (isWorkingDay(fromDay(d))) out.push(fromDay(d));
  return out;
}

/** A stride coprime with n, derived from the seed: row i takes quantile (i * stride) mod n. */
function stride(seed: number, n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let s = Math.floor(n * 0.618) + (seed % 97) + 1;
  while (n > 1 && gcd(s, n) !== 1) s++;
  return s;
}

export function publishDates(ctx: SeedContext): string[] {
  const n = ctx.sizes.policies;
  const recent = workingDays(ctx.today, 0, RECENT_DAYS);
  const tail = workingDays(ctx.today, RECENT_DAYS, RECENT_DAYS * 2);
  const step = stride(ctx.seed, n);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const q = (((i * step) % n) + 0.5) / n;
    if (q < TAIL_SHARE) {
      out.push(tail[Math.floor((q / TAIL_SHARE) * tail.length)] as string);
      continue;
    }
    // Inverse of the linear density's distribution function over the recent span (x = 0 is today).
    const v = (q - TAIL_SHARE) / (1 - TAIL_SHARE);
    const x = (1 - Math.sqrt(1 - 2 * SLOPE * v * (1 - SLOPE / 2))) / SLOPE;
    out.push(recent[Math.min(recent.length - 1, Math.floor(x * recent.length))] as string);
  }
  return out;
}
