import { describe, expect, it } from 'vitest';
import { addDays, fromDay, isValidDate, toDay } from './dates.ts';

describe('seed calendar arithmetic', () => {
  it('agrees with Date over 1900-2079, leap days included', () => {
    for (let d = -25_567; d < 40_000; d += 1) {
      const iso = new Date(d * 86_400_000).toISOString().slice(0, 10);
      if (fromDay(d) !== iso || toDay(iso) !== d) throw new Error(`mismatch at ${iso}`);
    }
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-22', -365)).toBe('2025-11-22');
  });

  it('rejects impossible dates', () => {
    expect(isValidDate('2026-02-29')).toBe(false);
    expect(isValidDate('2026-13-01')).toBe(false);
    expect(isValidDate('2028-02-29')).toBe(true);
  });
});
