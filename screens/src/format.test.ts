import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatCompact,
  formatDaysLeft,
  formatInt,
  formatMonth,
  formatPercent,
  formatWanYuan,
} from './format.ts';

describe('formatters', () => {
  it('shows the clock in CST whatever the host zone', () => {
    // 2026-11-21T18:30:05Z is Sunday 02:30:05 in Beijing.
    expect(formatClock(Date.UTC(2026, 10, 21, 18, 30, 5))).toEqual({ date: '2026年11月22日 星期日', time: '02:30:05' });
  });

  it('groups thousands and guards non-numbers', () => {
    expect(formatInt(1234567)).toBe('1,234,567');
    expect(formatInt(999)).toBe('999');
    expect(formatInt(-12345.6)).toBe('-12,346');
    expect(formatInt(Number.NaN)).toBe('--');
  });

  it('compacts into 万 and 亿', () => {
    expect(formatCompact(9999)).toBe('9999');
    expect(formatCompact(12345)).toBe('1.23万');
    expect(formatCompact(20000)).toBe('2万');
    expect(formatCompact(123456789)).toBe('1.23亿');
    expect(formatCompact(2.25)).toBe('2.3');
  });

  it('turns 万元 into 亿元 when large', () => {
    expect(formatWanYuan(123456)).toBe('12.35亿元');
    expect(formatWanYuan(5000)).toBe('5,000万元');
  });

  it('labels months, deadlines and shares', () => {
    expect(formatMonth('2026-11')).toBe('11月');
    expect(formatMonth('2026-01')).toBe('26年1月');
    expect(formatDaysLeft(0)).toBe('今日截止');
    expect(formatDaysLeft(3)).toBe('剩3天');
    expect(formatPercent(1, 3)).toBe('33.3%');
    expect(formatPercent(1, 0)).toBe('0%');
  });
});
