import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskMobile } from './mask.ts';

describe('maskMobile', () => {
  it('keeps the first 3 and last 4 digits of a mobile', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
  });

  it('never reveals more than 7 characters, and only the first 3 and last 4', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1\d{10}$/), (m) => {
        const masked = maskMobile(m);
        expect(masked).toHaveLength(m.length);
        expect(masked.slice(0, 3)).toBe(m.slice(0, 3));
        expect(masked.slice(-4)).toBe(m.slice(-4));
        expect(masked.slice(3, -4)).toMatch(/^\*+$/);
      }),
    );
  });

  it('stars short input entirely', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), (s) => {
        expect(maskMobile(s)).toMatch(/^\**$/);
      }),
    );
  });
});
