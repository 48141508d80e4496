import { describe, expect, it } from 'vitest';
import { evaluateXjr2022, evaluateXjr2026 } from './xjr.ts';
import type { ZhuanjingInput } from './zhuanjing-input.ts';
import type { AssessmentResult } from './types.ts';

const pick = (r: AssessmentResult, id: string) => r.criteria.find((c) => c.id === id);

const XJ26: ZhuanjingInput = {
  isZjtx: true,
  nicheYears: 3,
  revenue: [5000, 5200, 5512.5],
  mainRevenue: [4500, 4700, 4961.25],
  rd: [600, 600, 600],
  liabilities: 750,
  assets: 1000,
  class1Count: 4,
  nationalAwardTop3: false,
  marketTop: true,
  sixBases: true,
  devScore: 60,
};
describe('小巨人 2026 (2号附件2)', () => {
  const x = (patch: Partial<ZhuanjingInput>) => evaluateXjr2026({ ...XJ26, ...patch }, '2025-06-01');
  it('passes at the boundaries (compound growth exactly 5 %, debt 75 %, 90 % main share, R&D 1200万)', () =>
    expect(x({}).verdict).toBe('pass'));
  it.each([
    [{ revenue: [5000, 5200, 5512.49] }, 'growth'],
    [{ mainRevenue: [0, 0, 4961.24] }, 'main_share'],
    [{ liabilities: 750.01 }, 'debt'],
    [{ rd: [0, 600, 599.99] }, 'rd'],
    [{ class1Count: 3 }, 'ip'],
    [{ devScore: 59 }, 'dev_score'],
    [{ revenue: [4000, 4500, 4999.99], mainRevenue: [0, 0, 4500] }, 'revenue'],
  ] as const)('%j fails %s', (patch, id) => expect(x(patch as Partial<ZhuanjingInput>).failed).toContain(id));
  it('a national award top 3 waives the IP count', () =>
    expect(x({ class1Count: 0, nationalAwardTop3: true }).verdict).toBe('pass'));
});

describe('小巨人 2022 (63号附件3, as cited)', () => {
  const base: ZhuanjingInput = {
    nicheYears: 3,
    revenue: [10000, 10000, 10000],
    mainRevenue: [7000, 7000, 7700],
    rd: [300, 300, 300],
    liabilities: 700,
    assets: 1000,
    marketShare10: true,
    class1Count: 2,
  };
  const x = (patch: Partial<ZhuanjingInput>) => evaluateXjr2022({ ...base, ...patch }, '2025-06-01');
  it('passes at the boundaries', () => expect(x({}).verdict).toBe('pass'));
  it.each([
    [{ rd: [300, 300, 299.99] }, 'rd'],
    [{ revenue: [9999.99, 9999.99, 9999.99], rd: [0, 599.99, 600] }, 'rd'],
    [{ mainRevenue: [7000, 7000, 7699.99] }, 'growth'],
    [{ liabilities: 700.01 }, 'debt'],
    [{ class1Count: 1 }, 'ip'],
    [{ mainRevenue: [7000, 7000, 6999.99], revenue: [10000, 10000, 10000] }, 'main_share'],
  ] as const)('%j fails %s', (patch, id) => expect(x(patch as Partial<ZhuanjingInput>).failed).toContain(id));
  it('under 5000万 needs equity, R&D and R&D staff', () => {
    const small = {
      revenue: [4000, 4000, 4000],
      mainRevenue: [3000, 3000, 3308],
      rd: [0, 1500, 1500],
      equity2y: 8000,
      staffTotal: 100,
      rdStaff: 50,
    } as Partial<ZhuanjingInput>;
    expect(pick(x(small), 'rd')?.status).toBe('met');
    expect(pick(x({ ...small, rdStaff: 49 }), 'rd')?.status).toBe('missed');
    expect(pick(x({ ...small, equity2y: 7999.99 }), 'rd')?.status).toBe('missed');
  });
});
