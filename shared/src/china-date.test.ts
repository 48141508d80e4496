import { describe, expect, it } from 'vitest';
import { chinaToday, chineseDate, daysBetween, deadlineText } from './china-date.ts';

describe('China dates', () => {
  it('is already tomorrow in China at 17:00 UTC, and still today at 15:59 UTC', () => {
    expect(chinaToday(new Date('2026-11-25T16:00:00Z'))).toBe('2026-11-26');
    expect(chinaToday(new Date('2026-11-25T15:59:59Z'))).toBe('2026-11-25');
  });
  it('counts days across a month and a leap day', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2024-03-01', '2024-02-28')).toBe(-2);
  });
  it.each([
    ['2026-11-25', '已截止'],
    ['2026-11-26', '今日截止'],
    ['2026-12-26', '剩30天'],
  ])('deadline %s on 2026-11-26 → %s', (end, text) => expect(deadlineText(end, '2026-11-26')).toBe(text));
  it('writes a date the Chinese way, without leading zeros', () => {
    expect(chineseDate('2026-03-05')).toBe('2026年3月5日');
    expect(chineseDate('2026-12-31')).toBe('2026年12月31日');
  });
});
