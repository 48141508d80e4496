import { describe, expect, it } from 'vitest';
import { evaluateCxxzx } from './cxxzx.ts';
import { evaluateZjtx2022 } from './zjtx-2022.ts';
import { evaluateZjtx2026 } from './zjtx-2026.ts';
import { evaluateXjr2022, evaluateXjr2026 } from './xjr.ts';
import { ruleSetInForce } from './rule-sets.ts';
import { zhuanjingInputSchema, type ZhuanjingInput } from './zhuanjing-input.ts';
import { CXXZX_DIRECT } from './testing/cases.ts';
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
  it('growth over a prior year of 0 is unknown, not guessed', () =>
    expect(pick(cx({ mainRevenue: [0, 0, 500] }), 'growth')?.status).toBe('unknown'));
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
  const z = (patch: Partial<ZhuanjingInput>) => evaluateZjtx2026({ ...ZJ26, ...patch });
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
  it('a missing 发展评价 score is unknown, never invented', () => {
    const r = z({ devScore: null });
    expect(r.verdict).toBe('unknown');
    expect(pick(r, 'dev_score')?.value).toContain('梯度培育平台');
  });
});

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
  const x = (patch: Partial<ZhuanjingInput>) => evaluateXjr2026({ ...XJ26, ...patch });
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
  const x = (patch: Partial<ZhuanjingInput>) => evaluateXjr2022({ ...base, ...patch });
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

describe('rule sets by effective date', () => {
  it.each([
    ['zjtx', '2026-03-31', 'zjtx-2022'],
    ['zjtx', '2026-04-01', 'zjtx-2026'],
    ['xjr', '2026-03-31', 'xjr-2022'],
    ['xjr', '2026-04-01', 'xjr-2026'],
    ['cxxzx', '2026-11-25', 'cxxzx-2022'],
    ['gaoxin', '2026-11-25', 'gaoxin-2016'],
  ] as const)('%s on %s → %s', (kind, date, id) => expect(ruleSetInForce(kind, date).id).toBe(id));
});

describe('梯度培育 input schema', () => {
  it.each([
    [{ mainRevenue: [0, 0, 11], revenue: [0, 0, 10] }, 'mainRevenue.2', '主营业务收入不能大于营业收入'],
    [{ staffTotal: 5, rdStaff: 6 }, 'rdStaff', '研发人员数不能大于职工总数'],
    [{ devScore: 101 }, 'devScore', '专精特新发展评价得分应在0至100之间'],
    [{ nicheYears: -1 }, 'nicheYears', '从事细分市场年限不能为负数'],
  ])('%j → %s', (input, field, message) => {
    const r = zhuanjingInputSchema().safeParse(input);
    expect(r.error?.issues[0]?.path.join('.')).toBe(field);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});

describe('checkAssessmentInput', () => {
  it('asks for the first missing field on submit, not for a draft', async () => {
    const { checkAssessmentInput } = await import('./validate.ts');
    expect(checkAssessmentInput('cxxzx', { isSme: true }, '2026-11-25', { submit: true })).toEqual({
      ok: false,
      field: 'notListed',
      message: '请填写是否未被列入经营异常名录或严重失信主体名单',
    });
    expect(checkAssessmentInput('cxxzx', { isSme: true }, '2026-11-25').ok).toBe(true);
    expect(checkAssessmentInput('cxxzx', CXXZX_DIRECT, '2026-11-25', { submit: true }).ok).toBe(true);
    expect(checkAssessmentInput('zjtx', {}, '2026-11-25', { ruleSet: 'xjr-2026' })).toMatchObject({
      ok: false,
      field: 'rule_set',
    });
    expect(checkAssessmentInput('gaoxin', { sales: [1, null, 2] }, '2026-11-25', { submit: true })).toMatchObject({
      ok: false,
      field: 'established',
    });
  });
});
