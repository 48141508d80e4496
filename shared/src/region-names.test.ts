import { describe, expect, it } from 'vitest';
import names from './data/gbt2260-names.json' with { type: 'json' };
import { regionName } from './region-names.ts';
import { PROVINCES } from './regions.ts';

describe('region names', () => {
  it('names every province and prefecture-level city as regions.ts does, and nothing else', () => {
    const expected: Record<string, string> = {};
    for (const p of PROVINCES) {
      expected[p.code] = p.name;
      for (const c of p.cities) expected[c.code] = c.name;
    }
    expect(names).toEqual(expected);
    expect(regionName('440300')).toBe('深圳市');
    expect(regionName('310100')).toBe('上海市');
    expect(regionName('440305')).toBeUndefined();
    expect(regionName('toString')).toBeUndefined();
  });
});
