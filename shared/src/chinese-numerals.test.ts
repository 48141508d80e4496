import { describe, expect, it } from 'vitest';
import { CHINESE_NUMERAL_CHARS, chineseDigits, chineseNumber } from './chinese-numerals.ts';

describe('Chinese numerals', () => {
  it.each([
    ['三', 3],
    ['十', 10],
    ['十二', 12],
    ['二十', 20],
    ['三十一', 31],
    ['两百八十', 280],
    ['一千五百', 1500],
    ['一千零五', 1005],
    // A digit after 百 or 千 with no 零 between counts the next unit down, as people say it.
    ['一千二', 1200],
    ['两百五', 250],
    ['一百零五', 105],
    ['零', 0],
  ])('reads %s as %i', (s, n) => expect(chineseNumber(s)).toBe(n));

  it('reads no number from a range, an empty text or another character', () => {
    expect(chineseNumber('三四')).toBeNull();
    expect(chineseNumber('')).toBeNull();
    expect(chineseNumber('三万')).toBeNull();
  });

  it('reads a year digit by digit, 〇 and 零 alike', () => {
    expect(chineseDigits('二〇二四')).toBe(2024);
    expect(chineseDigits('二零二六')).toBe(2026);
    expect(chineseDigits('二十')).toBeNull();
  });

  it('lists every character it reads', () => {
    for (const ch of CHINESE_NUMERAL_CHARS) expect(chineseNumber(ch)).not.toBeNull();
  });
});
