import { describe, expect, it } from 'vitest';
import { evaluateGaoxin } from './gaoxin.ts';
import { rdBandPct } from './gaoxin-conditions.ts';
import { ipQuantityPoints } from './gaoxin-scoring.ts';
import { growthOf, growthPoints } from './gaoxin-growth.ts';
import { gaoxinInputSchema, type GaoxinInput } from './gaoxin-input.ts';
import { AS_OF, GAOXIN_FAIL_90, GAOXIN_PASS_71 } from './testing/cases.ts';

const run = (patch: Partial<GaoxinInput>) => evaluateGaoxin({ ...GAOXIN_PASS_71, ...patch }, AS_OF);
const crit = (patch: Partial<GaoxinInput>, id: string) => run(patch).criteria.find((c) => c.id === id);

describe('高企: the two fixed cases', () => {
  it('passes at exactly 71 with every base condition at its boundary', () => {
    const r = run({});
    expect(r.score).toBe(71);
    expect(r.verdict).toBe('pass');
    expect(r.parts.map((p) => p.points)).toEqual([26, 13, 20, 12]);
    expect(r.criteria.filter((c) => c.part === 'base').every((c) => c.status === 'met')).toBe(true);
  });
  it('fails on 科技人员 alone with 90 points, saying by how much', () => {
    const r = evaluateGaoxin(GAOXIN_FAIL_90, AS_OF);
    expect(r.score).toBe(90);
    expect(r.verdict).toBe('fail');
    expect(r.failed).toEqual(['c4']);
    expect(r.criteria.find((c) => c.id === 'c4')?.gap).toBe('还差1名科技人员');
  });
  it('70 points fails condition 7 by 1 point', () => {
    const r = run({ mgmtTalent: 3 });
    expect(r.score).toBe(70);
    expect(r.failed).toEqual(['c7']);
    expect(r.criteria.find((c) => c.id === 'c7')?.gap).toBe('还差1分');
  });
});

describe('高企: R&D band by the latest year sales (≤5000万 5 %, 5000万–2亿 inclusive 4 %, >2亿 3 %)', () => {
  it.each([
    [4999.99, 5],
    [5000, 5],
    [5000.01, 4],
    [19999.99, 4],
    [20000, 4],
    [20000.01, 3],
    [0, 5],
  ])('latest sales %s万 → %s %%', (s, pct) => expect(rdBandPct(s)).toBe(pct));
  it.each([
    // sales over three years, rd over three years, met?
    [[4000, 4000, 5000], [260, 260, 130], true], // 650 / 13000 = 5 %
    [[4000, 4000, 5000], [260, 260, 129.99], false],
    [[4000, 4000, 5000.01], [208, 208, 104.01], true], // 4 % of 13000.01 = 520.0004 → 520.01
    [[4000, 4000, 5000.01], [208, 208, 104], false],
    [[20000, 20000, 20000], [800, 800, 800], true], // 2亿 inclusive: 4 %
    [[20000, 20000, 20000], [800, 800, 799.99], false],
    [[20000, 20000, 20000.01], [600, 600, 600.01], true], // above 2亿: 3 %
    [[20000, 20000, 20000.01], [600, 600, 600], false],
    [[0, 0, 0], [0, 0, 0], false],
  ] as const)('sales %j rd %j → %s', (sales, rd, met) => {
    expect(crit({ sales: [...sales], rd: [...rd], rdDomestic: 0 }, 'c5')?.status).toBe(met ? 'met' : 'missed');
  });
  it.each([
    [372, true],
    [371.99, false],
  ])('境内 %s of 620 → %s', (d, met) => expect(crit({ rdDomestic: d }, 'c5b')?.status).toBe(met ? 'met' : 'missed'));
});

describe('高企: base ratios on both sides', () => {
  it.each([
    [100, 10, true],
    [100, 9, false],
    [101, 10, false],
    [101, 11, true],
    [0, 0, false],
  ])('staff %s tech %s → %s', (s, t, met) =>
    expect(crit({ staffTotal: s, techStaff: t }, 'c4')?.status).toBe(met ? 'met' : 'missed'),
  );
  it.each([
    [4500, 2700, true],
    [4500, 2699.99, false],
    [0, 0, false],
  ])('income %s hi-tech %s → %s', (t, h, met) =>
    expect(crit({ totalIncome: t, hiTechIncome: h }, 'c6')?.status).toBe(met ? 'met' : 'missed'),
  );
  it.each([
    ['2025-11-25', true],
    ['2025-11-26', false],
  ])('registered %s → %s on %s', (d, met) =>
    expect(crit({ established: d }, 'c1')?.status).toBe(met ? 'met' : 'missed'),
  );
  // 工作指引: 一年以上 is 365 calendar days or more, whatever leap day falls inside.
  it.each([
    ['2024-02-29', '2025-02-28', 'met'],
    ['2023-03-01', '2024-02-29', 'met'],
    ['2023-03-02', '2024-02-29', 'missed'],
  ] as const)('registered %s, assessed %s → %s', (from, asOf, s) =>
    expect(
      evaluateGaoxin({ ...GAOXIN_PASS_71, established: from }, asOf).criteria.find((c) => c.id === 'c1')?.status,
    ).toBe(s),
  );
  it.each([
    ['电子信息', 'met'],
    ['none', 'missed'],
    [null, 'unknown'],
  ] as const)('field %s → %s', (f, s) => expect(crit({ techField: f }, 'c3')?.status).toBe(s));
  it.each([
    [true, 'met'],
    [false, 'missed'],
  ] as const)('no accident %s → %s', (a, s) => expect(crit({ noAccident: a }, 'c8')?.status).toBe(s));
});

describe('高企: growth bands and special cases', () => {
  const pts = (y: [number, number, number], years = 5) => growthPoints(growthOf(y, years)).points;
  it.each([
    [[100, 100, 170], 9],
    [[100, 100, 169.99], 7],
    [[100, 100, 150], 7],
    [[100, 100, 149.99], 5],
    [[100, 100, 130], 5],
    [[100, 100, 129.99], 3],
    [[100, 100, 110], 3],
    [[100, 100, 109.99], 1],
    [[100, 100, 100.01], 1],
    [[100, 100, 100], 0],
    [[100, 80, 60], 0],
    [[100, 100, -50], 0],
  ] as const)('formula %j → %s points', (y, p) => expect(pts([...y])).toBe(p));
  it('y1 = 0 uses the later two years only', () => {
    expect(growthOf([0, 100, 135], 5).case).toBe('laterTwo');
    expect(pts([0, 100, 135])).toBe(9);
    expect(pts([0, 100, 134.99])).toBe(7);
  });
  it('y2 = 0 scores 0', () => expect(pts([100, 0, 500])).toBe(0));
  it('one year of operation scores 0', () => {
    expect(pts([0, 0, 500], 1)).toBe(0);
    expect(growthOf([100, 100, 200], 1).case).toBe('oneYear');
    expect(crit({ established: '2025-06-01' }, 'growth_sales')?.points).toBe(0);
  });
  it('negative growth scores 0', () => expect(pts([100, 90, 80])).toBe(0));
});

describe('高企: IP quantity, cap and bonus', () => {
  it.each([
    [0, 0, 0],
    [0, 1, 1],
    [0, 2, 2],
    [0, 3, 3],
    [0, 4, 4],
    [0, 5, 5],
    [0, 6, 6],
    [0, 40, 6],
    [1, 0, 7],
    [1, 9, 7],
    [2, 0, 8],
  ])('Ⅰ类 %s Ⅱ类 %s → %s', (a, b, p) => expect(ipQuantityPoints(a, b).points).toBe(p));
  it.each([
    [{ advancePts: 8, corePts: 8, class1Count: 2, acquisitionPts: 6, standardPts: 2 }, 30],
    [{ advancePts: 8, corePts: 8, class1Count: 2, acquisitionPts: 6, standardPts: 0 }, 30],
    [{ advancePts: 8, corePts: 8, class1Count: 1, acquisitionPts: 6, standardPts: 2 }, 30],
    [{ advancePts: 7, corePts: 7, class1Count: 1, acquisitionPts: 5, standardPts: 2 }, 28],
    [{ advancePts: 7, corePts: 7, class1Count: 1, acquisitionPts: 6, standardPts: 2 }, 29],
  ])('%j → IP part %s (bonus inside the cap of 30)', (patch, p) => expect(run(patch).parts[0]?.points).toBe(p));
  it('transferred IP is held to 3 points for 获得方式', () =>
    expect(crit({ acquisition: 'transfer', acquisitionPts: 6 }, 'ip_acquisition')?.points).toBe(3));
});

describe('高企: conversions by yearly average', () => {
  it.each([
    [15, 25],
    [14, 19],
    [12, 19],
    [11, 13],
    [9, 13],
    [8, 7],
    [6, 7],
    [5, 1],
    [3, 1],
    [2, 0],
    [0, 0],
  ])('%s over 3 years → %s', (n, p) => expect(crit({ conversions: [n, 0, 0] }, 'conversion')?.points).toBe(p));
  it('a company of 1 year divides by 1', () =>
    expect(crit({ established: '2025-06-01', conversions: [0, 0, 5] }, 'conversion')?.points).toBe(25));
});

describe('高企: missing data is unknown, never guessed', () => {
  it('an empty input decides nothing', () => {
    const r = evaluateGaoxin({}, AS_OF);
    expect(r.verdict).toBe('unknown');
    expect(r.criteria.every((c) => c.status === 'unknown')).toBe(true);
    expect(r.score).toBe(0);
  });
  it('a missed condition fails even when others are unknown', () => {
    expect(evaluateGaoxin({ staffTotal: 100, techStaff: 1 }, AS_OF).verdict).toBe('fail');
  });
});

describe('高企: the input schema messages', () => {
  const schema = gaoxinInputSchema(AS_OF);
  it.each([
    [{ staffTotal: -1 }, 'staffTotal', '职工总数不能为负数'],
    [{ staffTotal: 1.5 }, 'staffTotal', '职工总数须为整数'],
    [{ staffTotal: 10, techStaff: 11 }, 'techStaff', '科技人员数不能大于职工总数'],
    [{ established: '2026-11-26' }, 'established', '注册成立日期不能晚于今天'],
    [{ totalIncome: 10, hiTechIncome: 11 }, 'hiTechIncome', '高新技术产品（服务）收入不能大于总收入'],
    [{ rd: [1, 1, 1], rdDomestic: 4 }, 'rdDomestic', '境内研发费用不能大于近三年研发费用合计'],
    [{ sales: [1.001, 0, 0] }, 'sales.0', '销售收入最多保留两位小数'],
  ])('%j → %s: %s', (input, field, message) => {
    const r = schema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path.join('.')).toBe(field);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
  it('accepts the fixtures', () => {
    expect(schema.safeParse(GAOXIN_PASS_71).success).toBe(true);
    expect(schema.safeParse(GAOXIN_FAIL_90).success).toBe(true);
  });
});
