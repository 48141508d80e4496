import { fromDay, toDay } from './dates.ts';

/**
 * China's working days, for publication dates: weekends are out, and so are the public holidays that fall
 * on the same dates every year (元旦, 劳动节 1-3 May, 国庆节 1-7 October) and the Spring Festival weeks of the
 * years a corpus spans. Make-up working weekends (调休) are treated as weekends: no document lands on them,
 * which loses nothing a reader would notice.
 */
const SPRING_FESTIVAL: [string, string][] = [
  ['2021-02-11', '2021-02-17'],
  ['2022-01-31', '2022-02-06'],
  ['2023-01-21', '2023-01-27'],
  ['2024-02-10', '2024-02-17'],
  ['2025-01-28', '2025-02-04'],
  ['2026-02-15', '2026-02-23'],
];

function fixedHoliday(md: string): boolean {
  return md === '01-01' || (md >= '05-01' && md <= '05-03') || (md >= '10-01' && md <= '10-07');
}

export function isWorkingDay(date: string): boolean {
  const dow = (((toDay(date) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday; 0 = Sunday
  if (dow === 0 || dow === 6) return false;
  if (fixedHoliday(date.slice(5))) return false;
  return !SPRING_FESTIVAL.some(([a, b]) => date >= a && date <= b);
}

/** The working day on or before `date`. */
export function workingDayOnOrBefore(date: string): string {
  let d = toDay(date);
  while (!isWorkingDay(fromDay(d))) d--;
  return fromDay(d);
}

/** The working day on or after `date`. */
export function workingDayOnOrAfter(date: string): string {
  let d = toDay(date);
  while (!isWorkingDay(fromDay(d))) d++;
  return fromDay(d);
}
