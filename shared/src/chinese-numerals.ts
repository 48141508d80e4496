/**
 * Numbers written in Chinese characters, in one place: the 知识库 assistant reads them in questions (两百八十人,
 * 百分之五十, 满两年) and the crawler in signature dates (二〇二四年三月五日). Below 10 000 only: 万 and 亿 are
 * units the callers keep as units (三千万 is 3000万).
 */

/** Each digit character and its value; 两 is the 二 of counting (两百人), 〇 the 零 of dates. */
export const CHINESE_DIGITS: Readonly<Record<string, number>> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

const SMALL_UNITS: Readonly<Record<string, number>> = { 十: 10, 百: 100, 千: 1000 };

/** Every character a Chinese number below 10 000 is written with, for a regular expression's class. */
export const CHINESE_NUMERAL_CHARS = '零〇一二两三四五六七八九十百千';

/**
 * A number below 10 000 written in Chinese (三, 十二, 二十, 三十一, 两百八十, 一千零五), or null when the text is not
 * one: 三四 is a range, not a number, and any other character makes it no number.
 */
export function chineseNumber(s: string): number | null {
  if (s === '') return null;
  let total = 0;
  let digit: number | null = null;
  // The last unit written and whether a 零 came after it: 一千二 is 1200 (the digit counts the next unit down), 一千零二 1002.
  let lastUnit = 0;
  let zero = false;
  for (const ch of s) {
    const d = CHINESE_DIGITS[ch];
    const unit = SMALL_UNITS[ch];
    if (d !== undefined) {
      if (digit !== null && digit !== 0) return null;
      if (d === 0) zero = true;
      digit = d;
    } else if (unit !== undefined) {
      total += (digit ?? 1) * unit;
      digit = null;
      lastUnit = unit;
      zero = false;
    } else return null;
  }
  const trailing = digit ?? 0;
  return total + (lastUnit >= 100 && !zero ? (trailing * lastUnit) / 10 : trailing);
}

/** Digits read one by one, as a year is written (二〇二四 → 2024), or null when a character is no digit. */
export function chineseDigits(s: string): number | null {
  if (s === '') return null;
  let out = '';
  for (const ch of s) {
    const d = CHINESE_DIGITS[ch];
    if (d === undefined) return null;
    out += String(d);
  }
  return Number(out);
}
