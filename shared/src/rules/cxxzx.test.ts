import { describe, expect, it } from 'vitest';
import { evaluateCxxzx } from './cxxzx.ts';
import { CXXZX_DIRECT } from './testing/cases.ts';
import type { ZhuanjingInput } from './zhuanjing-input.ts';
import type { AssessmentResult } from './types.ts';

const pick = (r: AssessmentResult, id: string) => r.criteria.find((c) => c.id === id);

/** 创新型: full marks but for the item under test. */
const CX_FULL: ZhuanjingInput = {
  isSme: true,
  notListed: true,
  productsAllowed: true,
  noIncidents: true,
  revenue: [1000, 1000, 1000],
  mainRevenue: [800, 800, 920],
  rd: [50, 50, 50],
  liabilities: 500,
  assets: 1000,
  ipGrade: 'highValue1',
  strategicEmerging: true,
  sciTechAward: false,
  techTitle: false,
  provincialRdCentre: false,
  equity3y: 0,
};
const cx = (patch: Partial<ZhuanjingInput>) => evaluateCxxzx({ ...CX_FULL, ...patch });

describe('创新型 (63号附件1) bands, both sides of every threshold', () => {
  it.each([
    [50, 20],
    [49.99, 15],
    [30, 15],
    [29.99, 10],
    [20, 10],
    [19.99, 5],
    [10, 5],
    [9.99, 0],
  ])('R&D %s of 1000 → %s', (rd, p) => expect(pick(cx({ rd: [0, 0, rd] }), 'rd_ratio')?.points).toBe(p));
  it.each([
    [920, 20],
    [919.99, 15],
    [880, 15],
    [879.99, 10],
    [840, 10],
    [839.99, 5],
    [800, 5],
    [799.99, 0],
  ])('main revenue 800 → %s: %s', (m, p) =>
    expect(pick(cx({ mainRevenue: [0, 800, m], revenue: [1000, 1000, 1000] }), 'growth')?.points).toBe(p),
  );
  it('growth from a base of 0 is growth above every band, not 尚缺数据', () => {
    const rising = pick(cx({ mainRevenue: [0, 0, 800], revenue: [1000, 1000, 1000] }), 'growth');
    expect(rising).toMatchObject({ status: 'met', points: 20, value: '增长率由0增至800万元' });
    expect(pick(cx({ mainRevenue: [0, 0, 0], revenue: [1000, 1000, 1000] }), 'growth')?.points).toBe(5);
  });
  it.each([
    [550, 10],
    [550.01, 5],
    [750, 5],
    [750.01, 0],
  ])('liabilities %s of 1000 → %s', (l, p) => expect(pick(cx({ liabilities: l }), 'debt')?.points).toBe(p));
  it.each([
    [700, 20],
    [699.99, 15],
    [600, 15],
    [599.99, 10],
    [550, 10],
    [549.99, 5],
    [500, 5],
    [499.99, 0],
  ])('main share %s of 1000 → %s', (m, p) =>
    expect(pick(cx({ mainRevenue: [0, m, m] }), 'main_share')?.points).toBe(p),
  );
  it.each([
    ['highValue1', 20],
    ['self1', 15],
    ['class1', 10],
    ['class2', 5],
    ['none', 0],
  ] as const)('IP %s → %s', (g, p) => expect(pick(cx({ ipGrade: g }), 'ip')?.points).toBe(p));
  it.each([
    [true, 10],
    [false, 5],
  ])('strategic %s → %s', (s, p) => expect(pick(cx({ strategicEmerging: s }), 'field')?.points).toBe(p));
});

describe('创新型 pass routes', () => {
  it('score exactly 60 with the part minima passes', () => {
    // innovation 10+10 = 20, growth 5+10 = 15, specialization 5+20 = 25 → 60
    const r = cx({
      ipGrade: 'class1',
      rd: [0, 0, 20],
      mainRevenue: [0, 800, 800],
      liabilities: 550,
      strategicEmerging: false,
    });
    expect(r.score).toBe(60);
    expect(r.verdict).toBe('pass');
  });
  it('59 fails by 1 point', () => {
    const r = cx({
      ipGrade: 'class1',
      rd: [0, 0, 20],
      mainRevenue: [0, 800, 800],
      liabilities: 550,
      strategicEmerging: false,
      revenue: [1000, 1000, 1000.01],
    });
    expect(r.verdict).toBe('fail');
    expect(pick(r, 'score')?.status).toBe('missed');
  });
  it('60+ with innovation under 20 fails on the minimum', () => {
    const r = cx({ ipGrade: 'class2', rd: [0, 0, 20] }); // innovation 5 + 10 = 15
    expect(r.score).toBeGreaterThanOrEqual(60);
    expect(r.verdict).toBe('fail');
    expect(pick(r, 'min_innovation')?.gap).toBe('还差5分');
  });
  it('a direct condition passes whatever the score', () => {
    const r = evaluateCxxzx(CXXZX_DIRECT);
    expect(pick(r, 'score')?.status).toBe('missed');
    expect(r.verdict).toBe('pass');
    expect(r.summary).toContain('直通');
  });
  it.each([
    [500, 'met'],
    [499.99, 'missed'],
  ] as const)('equity %s → %s', (e, s) =>
    expect(pick(evaluateCxxzx({ ...CXXZX_DIRECT, techTitle: false, equity3y: e }), 'd4')?.status).toBe(s),
  );
  it('a failed base requirement fails even with a direct condition', () =>
    expect(evaluateCxxzx({ ...CXXZX_DIRECT, isSme: false }).verdict).toBe('fail'));
});
