/**
 * Dates as Chinese government pages write them: 2024-03-05, 2024/3/5, 2024.03.05, 2024年3月5日 and the
 * signature block's 二〇二四年三月五日 (〇 or 零, 十 and 二十 for the tens). Every finder returns ISO dates and the
 * text they came from, so a field can show its span.
 */
import { CHINESE_NUMERAL_CHARS, chineseDigits, chineseNumber } from '@aikc/shared/chinese-numerals';

export interface FoundDate {
  iso: string;
  index: number;
  text: string;
}

/** Scans print 〇 as a Cyrillic or Latin O: in a signature date's year it is a zero. */
const LOOKALIKE_ZERO = /[ОO]/g;
const CN = `${CHINESE_NUMERAL_CHARS}ОO`;

function cnYear(s: string): number {
  return chineseDigits(s.replace(LOOKALIKE_ZERO, '〇')) ?? NaN;
}

/** 三 → 3, 十 → 10, 十二 → 12, 二十 → 20, 三十一 → 31. */
function cnSmall(s: string): number {
  return chineseNumber(s.replace(LOOKALIKE_ZERO, '〇')) ?? NaN;
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
