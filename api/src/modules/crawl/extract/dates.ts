/**
 * Dates as Chinese government pages write them: 2024-03-05, 2024/3/5, 2024.03.05, 2024年3月5日 and the
 * signature block's 二〇二四年三月五日 (〇 or 零, 十 and 二十 for the tens). Every finder returns ISO dates and the
 * text they came from, so a field can show its span.
 */
export interface FoundDate {
  iso: string;
  index: number;
  text: string;
}

const CN_DIGIT: Record<string, number> = {
  〇: 0,
  零: 0,
  О: 0,
  O: 0,
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const CN = '〇零ОO一二三四五六七八九十';

function cnYear(s: string): number {
  return Number([...s].map((c) => CN_DIGIT[c] ?? '').join(''));
}

/** 三 → 3, 十 → 10, 十二 → 12, 二十 → 20, 三十一 → 31. */
function cnSmall(s: string): number {
  if (!s.includes('十')) return CN_DIGIT[s] ?? NaN;
  const [tens, ones] = s.split('十') as [string, string];
  return (tens === '' ? 1 : (CN_DIGIT[tens] ?? NaN)) * 10 + (ones === '' ? 0 : (CN_DIGIT[ones] ?? NaN));
}

function iso(y: number, m: number, d: number): string | null {
  if (!(y >= 1949 && y <= 2100 && m >= 1 && m <= 12 && d >= 1 && d <= 31)) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const ARABIC = /((?:19|20)\d{2})\s*(?:年|-|\/|\.)\s*(\d{1,2})\s*(?:月|-|\/|\.)\s*(\d{1,2})\s*日?/gu;
const CHINESE = new RegExp(`([${CN}]{4})\\s*年\\s*([${CN}]{1,3})\\s*月\\s*([${CN}]{1,3})\\s*日`, 'gu');

/** Every date in `text`, in order of position. */
export function findDates(text: string): FoundDate[] {
  const out: FoundDate[] = [];
  for (const m of text.matchAll(ARABIC)) {
    const v = iso(Number(m[1]), Number(m[2]), Number(m[3]));
    if (v) out.push({ iso: v, index: m.index, text: m[0].trim() });
  }
  for (const m of text.matchAll(CHINESE)) {
    const v = iso(cnYear(m[1] as string), cnSmall(m[2] as string), cnSmall(m[3] as string));
    if (v) out.push({ iso: v, index: m.index, text: m[0] });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** The first date of a short value (a metadata cell), or null. */
export function parseDate(text: string): string | null {
  return findDates(text)[0]?.iso ?? null;
}

/** A date with month and day but no year (…至4月30日), completed with a year from its context. */
export function monthDay(text: string, year: number): string | null {
  const m = /(\d{1,2})\s*月\s*(\d{1,2})\s*日/u.exec(text);
  return m ? iso(year, Number(m[1]), Number(m[2])) : null;
}
