import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyFilterCodec, policyFilterCodec, projectFilterCodec, type PolicyFilter } from './filters.ts';

const utf8Base64 = (s: string) => btoa(String.fromCharCode(...new TextEncoder().encode(s)));

const policyFilterArb: fc.Arbitrary<Partial<PolicyFilter>> = fc.record(
  {
    keyword: fc.string({ maxLength: 30 }),
    province: fc.constantFrom('', '440000', '110000'),
    city: fc.constantFrom('', '440300'),
    levels: fc.subarray(['national', 'provincial', 'municipal', 'district'] as const),
    agencies: fc.array(fc.nat({ max: 5000 }), { maxLength: 5 }),
    labels: fc.array(fc.nat({ max: 5000 }), { maxLength: 5 }),
    validity: fc.constantFrom('all', 'valid', 'expired'),
    sort: fc.constantFrom('relevance', 'date'),
    page: fc.integer({ min: 1, max: 10_000 }),
    pageSize: fc.constantFrom(10, 15, 30, 50),
  },
  { requiredKeys: [] },
);

describe('the :s search-filter codec', () => {
  it('round-trips any valid filter, Chinese keywords included', () => {
    fc.assert(
      fc.property(policyFilterArb, (f) => {
        const decoded = policyFilterCodec.decode(policyFilterCodec.encode(f));
        expect(decoded).toEqual({ ...policyFilterCodec.defaults, ...f });
      }),
    );
  });

  it('produces URL-safe segments', () => {
    fc.assert(
      fc.property(policyFilterArb, (f) => {
        expect(policyFilterCodec.encode(f)).toMatch(/^[A-Za-z0-9_-]*$/);
      }),
    );
  });

  it('encodes the defaults as an empty segment', () => {
    expect(policyFilterCodec.encode({})).toBe('');
    expect(policyFilterCodec.decode('')).toEqual(policyFilterCodec.defaults);
  });

  it('decodes any string without throwing, to a value the schema accepts', () => {
    for (const codec of [policyFilterCodec, projectFilterCodec, companyFilterCodec]) {
      fc.assert(
        fc.property(fc.string({ maxLength: 200 }), (s) => {
          const v = codec.decode(s);
          expect(Object.keys(v).sort()).toEqual(Object.keys(codec.defaults).sort());
        }),
      );
    }
  });

  it('falls back field by field for a foreign value', () => {
    const seg = utf8Base64(JSON.stringify({ keyword: '人才', page: -3, levels: ['galactic'] })).replace(/=+$/, '');
    const v = policyFilterCodec.decode(seg);
    expect(v.keyword).toBe('人才');
    expect(v.page).toBe(1);
    expect(v.levels).toEqual([]);
  });

  it('treats base64 of non-objects and broken UTF-8 as the defaults', () => {
    for (const raw of ['[]', '"x"', '42', 'null']) {
      expect(policyFilterCodec.decode(btoa(raw).replace(/=+$/, ''))).toEqual(policyFilterCodec.defaults);
    }
    expect(policyFilterCodec.decode('_-_-')).toEqual(policyFilterCodec.defaults);
  });
});
