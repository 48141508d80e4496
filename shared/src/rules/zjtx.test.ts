import { describe, expect, it } from 'vitest';
import { evaluateZjtx2022 } from './zjtx-2022.ts';
import { evaluateZjtx2026 } from './zjtx-2026.ts';
import type { ZhuanjingInput } from './zhuanjing-input.ts';
import type { AssessmentResult } from './types.ts';

const pick = (r: AssessmentResult, id: string) => r.criteria.find((c) => c.id === id);

const ZJ22: ZhuanjingInput = {
  nicheYears: 10,
  revenue: [1000, 1000, 1000],
  mainRevenue: [800, 880, 968],
  rd: [100, 100, 100],
  equity2y: 0,
  netProfit: 100,
  liabilities: 400,
  assets: 1000,
  staffTotal: 100,
  rdStaff: 20,
  productField: 'key',
  digitalLevel: '3',
  qualityItems: 2,
  featurePts: 15,
  ipGrade: 'highValue1',
  rdInstitution: 'national',
};
const zj = (patch: Partial<ZhuanjingInput>) => evaluateZjtx2022({ ...ZJ22, ...patch });

describe('专精特新 2022 (63号附件2)', () => {
  it('full marks pass', () => expect([zj({}).score, zj({}).verdict]).toEqual([100, 'pass']));
  it.each([
    [2, 'met'],
    [1, 'missed'],
  ] as const)('niche %s years → %s', (y, s) => expect(pick(zj({ nicheYears: y }), 'b1')?.status).toBe(s));
  it.each([
    [[0, 0, 100], [0, 0, 3333.33], 'met'],
    [[0, 0, 99.99], [0, 0, 1000], 'missed'],
    [[0, 0, 100], [0, 0, 3333.34], 'missed'],
  ] as const)('R&D %j revenue %j → %s', (rd, rev, s) =>
    expect(pick(zj({ rd: [...rd], revenue: [...rev], mainRevenue: [0, 0, 0] }), 'b2')?.status).toBe(s),
  );
  it.each([
    [1000, 0, 'met'],
    [999.99, 1999.99, 'missed'],
    [999.99, 2000, 'met'],
  ] as const)('revenue %s equity %s → %s', (r, e, s) =>
    expect(pick(zj({ revenue: [0, 0, r], mainRevenue: [0, 0, 0], equity2y: e }), 'b3')?.status).toBe(s),
  );
  it.each([
    [800, 5],
    [799.99, 3],
    [700, 3],
    [699.99, 1],
    [600, 1],
    [599.99, 0],
  ])('main share %s → %s', (m, p) => expect(pick(zj({ mainRevenue: [800, 880, m] }), 'main_share')?.points).toBe(p));
  it.each([
    [968, 10],
    [967.99, 8],
  ])('avg growth with y2 %s → %s', (m, p) =>
    expect(pick(zj({ mainRevenue: [800, 880, m] }), 'growth')?.points).toBe(p),
  );
  it.each([
    [[100, 100, 100], 2],
    [[100, 100, 99.99], 0],
    [[100, 100, 116], 8],
    [[100, 100, 115.99], 6],
    // A year of 0, as the 工作指引 reads the same formula: a first year of 0 uses the later two, a second is growth 0.
    [[0, 100, 110], 10],
    [[0, 100, 107.99], 6],
    [[0, 0, 800], 2],
  ] as const)('avg growth %j → %s', (m, p) =>
    expect(pick(zj({ mainRevenue: [...m], revenue: [1000, 1000, 1000] }), 'growth')?.points).toBe(p),
  );
  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [3, 1],
    [9, 4],
    [10, 5],
    [30, 5],
  ])('niche %s years → %s', (y, p) => expect(pick(zj({ nicheYears: y }), 'niche_years')?.points).toBe(p));
  it.each([
    [0, 0],
    [1, 3],
    [2, 5],
    [5, 5],
  ])('quality %s items → %s', (n, p) => expect(pick(zj({ qualityItems: n }), 'quality')?.points).toBe(p));
  it.each([
    [100, 10],
    [99.99, 8],
    [80, 8],
    [79.99, 6],
    [60, 6],
    [40, 4],
    [20, 2],
    [19.99, 0],
    [-50, 0],
  ])('net profit %s of 1000 → %s', (n, p) => expect(pick(zj({ netProfit: n }), 'margin')?.points).toBe(p));
  it.each([
    [499.99, 5],
    [500, 3],
    [600, 3],
    [600.01, 1],
    [700, 1],
    [700.01, 0],
  ])('debt %s of 1000 → %s', (l, p) => expect(pick(zj({ liabilities: l }), 'debt')?.points).toBe(p));
  it.each([
    [500, 100000, 10],
    [499.99, 100000, 8],
    [100, 100000, 2],
    [99.99, 100000, 0],
    [30, 300, 10],
    [29.99, 300, 8],
    [9, 300, 2],
    [8.99, 300, 0],
  ])('R&D %s revenue %s → %s', (rd, rev, p) =>
    expect(pick(zj({ rd: [0, 0, rd], revenue: [0, 0, rev], mainRevenue: [0, 0, 0] }), 'rd_spend')?.points).toBe(p),
  );
  it.each([
    [20, 5],
    [19, 3],
    [10, 3],
    [9, 1],
    [5, 1],
    [4, 0],
  ])('R&D staff %s of 100 → %s', (n, p) => expect(pick(zj({ rdStaff: n }), 'rd_staff')?.points).toBe(p));
  it('exactly 60 passes and 59 fails', () => {
    const at60 = { featurePts: 0, rdInstitution: 'none', ipGrade: 'none', digitalLevel: '1' } as const;
    expect([zj(at60).score, zj(at60).verdict]).toEqual([60, 'pass']);
    const r = zj({ ...at60, nicheYears: 9 });
    expect([r.score, r.verdict, pick(r, 'score')?.gap]).toEqual([59, 'fail', '还差1分']);
  });
});

const ZJ26: ZhuanjingInput = {
  hasInnovativeTitle: true,
  nicheYears: 3,
  revenue: [1500, 1500, 1500],
  mainRevenue: [1200, 1200, 1200],
  rd: [100, 100, 100],
  equity2y: 0,
  liabilities: 800,
  assets: 1000,
  class1Count: 1,
  awardTop3: false,
  rdInstitution: 'none',
  leadingShare: true,
  devScore: 50,
};
describe('专精特新 2026 (2号): every condition at its boundary', () => {
  const z = (patch: Partial<ZhuanjingInput>) => evaluateZjtx2026({ ...ZJ26, ...patch }, '2025-06-01');
  it('passes at the boundaries', () => expect(z({}).verdict).toBe('pass'));
  it.each([
    [{ nicheYears: 2 }, 'niche'],
    [{ revenue: [1500, 1500, 1499.99], mainRevenue: [0, 0, 1200] }, 'revenue'],
    [{ mainRevenue: [1200, 1200, 1199.99] }, 'main_share'],
    [{ liabilities: 800.01 }, 'debt'],
    [{ rd: [100, 99.99, 100] }, 'rd'],
    [{ revenue: [1500, 3333.34, 1500] }, 'rd'],
    [{ class1Count: 0 }, 'ip'],
    [{ devScore: 49.9 }, 'dev_score'],
    [{ hasInnovativeTitle: false }, 'title'],
  ] as const)('%j fails %s', (patch, id) => expect(z(patch as Partial<ZhuanjingInput>).failed).toEqual([id]));
  it('equity of 2000万 replaces revenue', () =>
    expect(
      z({ revenue: [1500, 1500, 100], mainRevenue: [0, 0, 80], rd: [0, 100, 3], equity2y: 2000 }).criteria.find(
        (c) => c.id === 'revenue',
      )?.status,
    ).toBe('met'));
  it('an award top 3 waives the Ⅰ类 IP', () => expect(z({ class1Count: 0, awardTop3: true }).verdict).toBe('pass'));
  it('names the fiscal years of its R&D row (2023年, 2024年 assessed in 2025) and cites its standard', () => {
    const rd = z({ rd: [100, 99.99, 100] }).criteria.find((c) => c.id === 'rd');
    expect(rd?.value).toMatch(/^2023年99\.99万元.*，2024年100(\.00)?万元/);
    expect(rd?.gap).toMatch(/^2023年还差/);
    expect(`${rd?.value}${rd?.gap}`).not.toMatch(/前一年|上一年/);
    expect(rd?.source).toContain('专精特新中小企业认定标准');
  });
  it('a missing 发展评价 score is unknown, never invented', () => {
    const r = z({ devScore: null });
    expect(r.verdict).toBe('unknown');
    expect(pick(r, 'dev_score')?.value).toContain('梯度培育平台');
  });
});
