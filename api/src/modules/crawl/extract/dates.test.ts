import { describe, expect, it } from 'vitest';
import { findDates } from './dates.ts';

describe('dates in a page', () => {
  it('reads a signature date written in Chinese, 〇 or 零 and the tens alike', () => {
    expect(findDates('科学技术部\n二〇二四年三月五日').map((d) => d.iso)).toEqual(['2024-03-05']);
    expect(findDates('二零二六年十一月二十日').map((d) => d.iso)).toEqual(['2026-11-20']);
    expect(findDates('二〇二三年十二月三十一日').map((d) => d.iso)).toEqual(['2023-12-31']);
  });
  it('reads a scan that prints 〇 as a Latin or Cyrillic O', () => {
    expect(findDates('二O二四年一月十日').map((d) => d.iso)).toEqual(['2024-01-10']);
    expect(findDates('二О二四年一月十日').map((d) => d.iso)).toEqual(['2024-01-10']);
  });
  it('reads no date that does not exist', () => {
    expect(findDates('二〇二四年二月三十日')).toEqual([]);
    expect(findDates('2024年13月5日')).toEqual([]);
  });
  it('reads digits in every separator', () => {
    expect(findDates('2024-03-05 与 2024/3/6 与 2024年3月7日').map((d) => d.iso)).toEqual([
      '2024-03-05',
      '2024-03-06',
      '2024-03-07',
    ]);
  });
});
