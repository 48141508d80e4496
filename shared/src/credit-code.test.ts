import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildCreditCode,
  creditCodeCheckChar,
  CREDIT_CODE_ALPHABET,
  isValidCreditCode,
  orgCodeCheckChar,
} from './credit-code.ts';

describe('credit code (GB 32100 / GB 11714)', () => {
  it('accepts published codes of real companies', () => {
    // Codes copied from public business-registration records.
    for (const code of ['91350100M000100Y43', '91110000802100433B', '91440300708461136T']) {
      expect(isValidCreditCode(code)).toBe(true);
    }
  });

  it('computes the organisation code check char, including X and 0', () => {
    expect(orgCodeCheckChar('M000100Y')).toBe('4');
    expect(orgCodeCheckChar('80210043')).toBe('3');
  });

  it('rejects a changed char, a bad char and a wrong length', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('91350100M0001O0Y43')).toBe(false);
    expect(isValidCreditCode('9135010OM000100Y43')).toBe(false);
    expect(isValidCreditCode('')).toBe(false);
  });

  it('builds codes that validate, and any single-char change is caught', () => {
    const alpha = fc.constantFrom(...CREDIT_CODE_ALPHABET.split(''));
    fc.assert(
      fc.property(
        fc.constantFrom('91', '92', '93'),
        fc.stringMatching(/^\d{6}$/),
        fc.array(alpha, { minLength: 8, maxLength: 8 }),
        fc.nat(16),
        alpha,
        (prefix, region, body, pos, ch) => {
          const code = buildCreditCode(prefix, region, body.join(''));
          expect(isValidCreditCode(code)).toBe(true);
          const changed = code.slice(0, pos) + ch + code.slice(pos + 1);
          if (changed !== code) expect(creditCodeCheckChar(changed.slice(0, 17)) === changed[17]).toBe(false);
        },
      ),
    );
  });
});
