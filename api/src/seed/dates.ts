/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings as day numbers since 1970-01-01 (proleptic Gregorian, no time
 * zone). Plain integer arithmetic (H. Hinnant's civil-date algorithms): the generator calls these millions
 * of times, and Date parsing/formatting dominated the profile.
 */
export function toDay(date: string): number {
  let y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

export function fromDay(day: number): string {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y}-${pad2(m)}-${pad2(d)}`;
}

export function addDays(date: string, n: number): string {
  return fromDay(toDay(date) + n);
}

/** 2026-03-05 -> 2026年3月5日, as dates are written in official documents. */
export function chineseDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
}

/** Epoch ms of 09:00 Beijing time on the date, for created_at/updated_at columns. */
export function morningMs(date: string, minuteOffset = 0): number {
  return Date.parse(`${date}T01:00:00Z`) + minuteOffset * 60_000;
}

export function isValidDate(s: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && fromDay(toDay(s)) === s;
}
