import type { NameValue } from '@aikc/shared/schemas/big-screen';

/**
 * Date and ranking helpers shared by the four screens. Every list has a total order, so that equal data
 * always gives an identical snapshot and so an identical version.
 */

const LEVEL_NAMES: Record<string, string> = {
  national: '国家级',
  provincial: '省级',
  municipal: '市级',
  district: '区县级',
};
export function levelName(level: string): string {
  return LEVEL_NAMES[level] ?? level;
}

/** 'YYYY-MM' of the last `n` months ending with the month of `today` ('YYYY-MM-DD'). */
export function monthPeriods(today: string, n: number): string[] {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7)) - 1;
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(y, m - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

/** The date `days` after `date` ('YYYY-MM-DD'), calendar arithmetic in UTC so no zone shifts it. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Sorts name/value pairs by value (desc) then name, and keeps the first `limit`. */
export function ranked(rows: { name: string | null; n: number | string | null }[], limit: number): NameValue[] {
  return rows
    .map((r) => ({ name: String(r.name ?? ''), value: Number(r.n ?? 0) }))
    .filter((r) => r.name !== '' && r.value > 0)
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name))
    .slice(0, limit);
}
