import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateGaoxin } from './gaoxin.ts';
import { GaoxinBaseSchema, HIGH_TECH_FIELD_OPTIONS, IP_ACQUISITIONS, type GaoxinInput } from './gaoxin-input.ts';
import { evaluateCxxzx } from './cxxzx.ts';
import { evaluateZjtx2022 } from './zjtx-2022.ts';
import { IP_GRADES, PRODUCT_FIELDS, DIGITAL_LEVELS, RD_INSTITUTIONS, type ZhuanjingInput } from './zhuanjing-input.ts';
import type { AssessmentResult } from './types.ts';
import { AS_OF } from './testing/cases.ts';

const money = fc.integer({ min: 0, max: 5_000_000 }).map((c) => c / 100);
const signedMoney = fc.integer({ min: -500_000, max: 5_000_000 }).map((c) => c / 100);
const three = (m: fc.Arbitrary<number>) => fc.tuple(m, m, m);
const small = fc.integer({ min: 0, max: 60 });

const gaoxinArb: fc.Arbitrary<GaoxinInput> = fc.record(
  {
    established: fc
      .date({ min: new Date('2000-01-01'), max: new Date('2026-11-25'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    techField: fc.constantFrom(...HIGH_TECH_FIELD_OPTIONS),
    staffTotal: fc.integer({ min: 0, max: 2000 }),
    techStaff: fc.integer({ min: 0, max: 2000 }),
    sales: three(money),
    rd: three(money),
    rdDomestic: money,
    totalIncome: money,
    hiTechIncome: money,
    netAssets: three(signedMoney),
    class1Count: small,
    class2Count: small,
    acquisition: fc.constantFrom(...IP_ACQUISITIONS),
    advancePts: fc.integer({ min: 0, max: 8 }),
    corePts: fc.integer({ min: 0, max: 8 }),
    acquisitionPts: fc.integer({ min: 0, max: 6 }),
    standardPts: fc.integer({ min: 0, max: 2 }),
    conversions: three(small),
    mgmtSystem: fc.integer({ min: 0, max: 6 }),
    mgmtInstitution: fc.integer({ min: 0, max: 6 }),
    mgmtIncentive: fc.integer({ min: 0, max: 4 }),
    mgmtTalent: fc.integer({ min: 0, max: 4 }),
    noAccident: fc.boolean(),
  },
  { requiredKeys: [] },
);

function withinMaxima(r: AssessmentResult) {
  for (const p of r.parts) {
    expect(Number.isInteger(p.points)).toBe(true);
    expect(p.points).toBeGreaterThanOrEqual(0);
    expect(p.points).toBeLessThanOrEqual(p.max);
  }
  for (const c of r.criteria) if (c.points !== undefined) expect(c.points).toBeLessThanOrEqual(c.max ?? Infinity);
  if (r.score !== null) expect(r.score).toBeLessThanOrEqual(r.maxScore ?? 100);
}

const points = (r: AssessmentResult, id: string) => r.criteria.find((c) => c.id === id)?.points ?? 0;
const statusRank = (r: AssessmentResult, id: string) =>
  ({ missed: 0, unknown: 1, met: 2 })[r.criteria.find((c) => c.id === id)?.status ?? 'unknown'];

describe('高企 properties', () => {
  it('every part stays within its maximum, points are integers, partial input never throws', () => {
    fc.assert(
      fc.property(gaoxinArb, (i) => {
        expect(GaoxinBaseSchema.safeParse(i).success).toBe(true);
        withinMaxima(evaluateGaoxin(i, AS_OF));
      }),
      { numRuns: 400 },
    );
  });
  it('raising a figure never lowers a monotone score or condition', () => {
    fc.assert(
      fc.property(
        gaoxinArb,
        fc.integer({ min: 1, max: 10_000 }).map((c) => c / 100),
        fc.integer({ min: 1, max: 20 }),
        (i, d, n) => {
          const r0 = evaluateGaoxin(i, AS_OF);
          const bump = (patch: Partial<GaoxinInput>) => evaluateGaoxin({ ...i, ...patch }, AS_OF);
          const cv = i.conversions ?? [0, 0, 0];
          expect(
            points(bump({ conversions: [cv[0] ?? 0, cv[1] ?? 0, (cv[2] ?? 0) + n] }), 'conversion'),
          ).toBeGreaterThanOrEqual(points(r0, 'conversion'));
          expect(points(bump({ class1Count: (i.class1Count ?? 0) + n }), 'ip_quantity')).toBeGreaterThanOrEqual(
            points(r0, 'ip_quantity'),
          );
          expect(bump({ class1Count: (i.class1Count ?? 0) + n }).parts[0]?.points ?? 0).toBeGreaterThanOrEqual(
            r0.parts[0]?.points ?? 0,
          );
          const s = i.sales ?? [0, 0, 0];
          expect(
            points(bump({ sales: [s[0] ?? 0, s[1] ?? 0, (s[2] ?? 0) + d] }), 'growth_sales'),
          ).toBeGreaterThanOrEqual(points(r0, 'growth_sales'));
          const a = i.netAssets ?? [0, 0, 0];
          expect(
            points(bump({ netAssets: [a[0] ?? 0, a[1] ?? 0, (a[2] ?? 0) + d] }), 'growth_assets'),
          ).toBeGreaterThanOrEqual(points(r0, 'growth_assets'));
          const rd = i.rd ?? [0, 0, 0];
          if (i.rd && i.sales)
            expect(statusRank(bump({ rd: [rd[0] ?? 0, rd[1] ?? 0, (rd[2] ?? 0) + d] }), 'c5')).toBeGreaterThanOrEqual(
              statusRank(r0, 'c5'),
            );
          if (i.staffTotal != null && i.techStaff != null)
            expect(statusRank(bump({ techStaff: i.techStaff + n }), 'c4')).toBeGreaterThanOrEqual(statusRank(r0, 'c4'));
          if (i.totalIncome != null && i.hiTechIncome != null)
            expect(statusRank(bump({ hiTechIncome: (i.hiTechIncome ?? 0) + d }), 'c6')).toBeGreaterThanOrEqual(
              statusRank(r0, 'c6'),
            );
          expect(bump({ mgmtTalent: Math.min(4, (i.mgmtTalent ?? 0) + 1) }).score ?? 0).toBeGreaterThanOrEqual(
            r0.score ?? 0,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

const zjArb: fc.Arbitrary<ZhuanjingInput> = fc.record(
  {
    isSme: fc.boolean(),
    notListed: fc.boolean(),
    productsAllowed: fc.boolean(),
    noIncidents: fc.boolean(),
    sciTechAward: fc.boolean(),
    techTitle: fc.boolean(),
    provincialRdCentre: fc.boolean(),
    revenue: three(money),
    mainRevenue: three(money),
    rd: three(money),
    netProfit: signedMoney,
    liabilities: money,
    assets: money,
    equity3y: money,
    equity2y: money,
    staffTotal: fc.integer({ min: 0, max: 2000 }),
    rdStaff: fc.integer({ min: 0, max: 2000 }),
    ipGrade: fc.constantFrom(...IP_GRADES),
    class1Count: small,
    rdInstitution: fc.constantFrom(...RD_INSTITUTIONS),
    strategicEmerging: fc.boolean(),
    nicheYears: fc.integer({ min: 0, max: 50 }),
    productField: fc.constantFrom(...PRODUCT_FIELDS),
    digitalLevel: fc.constantFrom(...DIGITAL_LEVELS),
    qualityItems: fc.integer({ min: 0, max: 10 }),
    featurePts: fc.integer({ min: 0, max: 15 }),
  },
  { requiredKeys: [] },
);

describe('梯度培育 properties', () => {
  it('创新型 and 专精特新 2022 parts stay within their maxima', () => {
    fc.assert(
      fc.property(zjArb, (i) => {
        withinMaxima(evaluateCxxzx(i));
        withinMaxima(evaluateZjtx2022(i));
      }),
      { numRuns: 400 },
    );
  });
  it('more R&D never lowers the R&D items; a direct condition never turns a pass into a fail', () => {
    fc.assert(
      fc.property(
        zjArb,
        fc.integer({ min: 1, max: 100_000 }).map((c) => c / 100),
        (i, d) => {
          const rd = i.rd ?? [0, 0, 0];
          const more = { ...i, rd: [rd[0] ?? 0, rd[1] ?? 0, (rd[2] ?? 0) + d] as [number, number, number] };
          expect(points(evaluateCxxzx(more), 'rd_ratio')).toBeGreaterThanOrEqual(points(evaluateCxxzx(i), 'rd_ratio'));
          expect(points(evaluateZjtx2022(more), 'rd_spend')).toBeGreaterThanOrEqual(
            points(evaluateZjtx2022(i), 'rd_spend'),
          );
          if (evaluateCxxzx(i).verdict === 'pass')
            expect(evaluateCxxzx({ ...i, techTitle: true }).verdict).toBe('pass');
        },
      ),
      { numRuns: 300 },
    );
  });
});
