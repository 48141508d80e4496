import { evaluateAssessment, ruleSetInForce, KIND_TITLES, type RuleSetId } from './rules/rule-sets.ts';
import type { AssessmentKind, AssessmentResult } from './rules/types.ts';
import type { GaoxinInput } from './rules/gaoxin-input.ts';
import type { ZhuanjingInput } from './rules/zhuanjing-input.ts';
import { fiscalYearsOf } from './rules/fields.ts';

/** What the portal knows about a company, as the evaluation reads it. Amounts in 万元; years oldest first. */
export interface CompanyFacts {
  name: string;
  status: string;
  founded: string;
  industry: string;
  region: string;
  capital: number;
  staffCount: number;
  invention: number;
  utility: number;
  design: number;
  software: number;
  tags: string[];
  years: {
    year: number;
    revenue: number;
    mainRevenue: number;
    hightechRevenue: number;
    rd: number;
    netAssets: number;
    totalAssets: number;
    totalLiabilities: number;
    netProfit: number;
    staff: number;
    rdStaff: number;
  }[];
}

export const DIMENSIONS = ['创新能力', '知识产权', '研发投入', '成长性', '资质荣誉', '经营风险'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export interface DimensionScore {
  name: Dimension;
  /** 0–100, or null when the data it needs is missing (never guessed). */
  score: number | null;
  formula: string;
  /** The figures it used, in words. */
  basis: string;
}

const clamp = (v: number) => Math.max(0, Math.min(100, Math.round(v)));
const pct = (num: number, den: number) => (den > 0 ? (num / den) * 100 : null);
const f1 = (v: number) => (Math.round(v * 10) / 10).toFixed(1);

/** Points per qualification the registers name (资质荣誉). */
const TAG_POINTS: Record<string, number> = {
  高新技术企业: 30,
  '专精特新“小巨人”企业': 30,
  专精特新中小企业: 20,
  创新型中小企业: 10,
  科技型中小企业: 10,
  瞪羚企业: 10,
  技术先进型服务企业: 10,
  省级企业技术中心: 10,
};

/** The six dimensions, each scored 0–100 from the company's own figures by the formula it states. */
export function scoreDimensions(c: CompanyFacts): DimensionScore[] {
  const last = c.years.at(-1);
  const staff = last?.staff ?? c.staffCount;
  const rdShare = last ? pct(last.rdStaff, staff) : null;
  const htShare = last ? pct(last.hightechRevenue, last.revenue) : null;
  const rdRatio = last ? pct(last.rd, last.revenue) : null;
  const first = c.years.length >= 3 ? c.years.at(-3) : undefined;
  const growth = first && last && first.revenue > 0 ? ((last.revenue / first.revenue) ** 0.5 - 1) * 100 : null;
  const debt = last ? pct(last.totalLiabilities, last.totalAssets) : null;
  const tagPoints = c.tags.reduce((a, t) => a + (TAG_POINTS[t] ?? 0), 0);
  const active = c.status === '存续' || c.status === '在业';
  return [
    {
      name: '创新能力',
      score: rdShare === null || htShare === null ? null : clamp(rdShare * 2 + htShare * 0.6),
      formula: '研发人员占比(%)×2 + 高新技术产品收入占比(%)×0.6，上限100',
      basis:
        rdShare === null || htShare === null || !last
          ? '缺少职工或收入数据'
          : `研发人员${last.rdStaff}/${staff}人（${f1(rdShare)}%），高新收入占比${f1(htShare)}%`,
    },
    {
      name: '知识产权',
      score: clamp(c.invention * 10 + c.utility * 3 + c.design + c.software * 2),
      formula: '发明专利×10 + 实用新型×3 + 外观设计×1 + 软件著作权×2，上限100',
      basis: `发明专利${c.invention}件，实用新型${c.utility}件，外观设计${c.design}件，软件著作权${c.software}件`,
    },
    {
      name: '研发投入',
      score: rdRatio === null ? null : clamp(rdRatio * 10),
      formula: '最近一年研发费用占营业收入比例(%)×10，上限100',
      basis:
        rdRatio === null || !last
          ? '缺少研发费用或营业收入数据'
          : `${last.year}年研发费用${last.rd}万元，营业收入${last.revenue}万元（${f1(rdRatio)}%）`,
    },
    {
      name: '成长性',
      score: growth === null ? null : clamp(50 + growth * 1.5),
      formula: '50 + 近两年营业收入年均增长率(%)×1.5，取0–100',
      basis:
        growth === null || !first || !last
          ? '营业收入不足三个年度'
          : `${first.year}年${first.revenue}万元 → ${last.year}年${last.revenue}万元，年均增长${f1(growth)}%`,
    },
    {
      name: '资质荣誉',
      score: clamp(tagPoints),
      formula: '高企30、小巨人30、专精特新20、其他资质各10分，上限100',
      basis: c.tags.length > 0 ? c.tags.join('、') : '暂无资质记录',
    },
    {
      name: '经营风险',
      score:
        debt === null || !last ? null : clamp(100 - debt * 0.8 - (last.netProfit < 0 ? 20 : 0) - (active ? 0 : 50)),
      formula: '100 − 资产负债率(%)×0.8 − 亏损20 − 非存续50（分数越高风险越低）',
      basis:
        debt === null || !last
          ? '缺少资产负债数据'
          : `资产负债率${f1(debt)}%，净利润${last.netProfit}万元，登记状态${c.status}`,
    },
  ];
}

type Year = CompanyFacts['years'][number];

/**
 * The company's figures for the three fiscal years the rule sets ask about on `asOf` (oldest first), each the row
 * of that very year: a year before the company was founded is 0 (it did not operate), a year the platform holds
 * no figures for is null (待补充). Taking "the last three rows" instead shifted a company with a missing year.
 */
function fiscalRows(c: CompanyFacts, asOf: string) {
  const founded = Number(c.founded.slice(0, 4)) || 0;
  const years = fiscalYearsOf(asOf);
  const rows = years.map((y) => c.years.find((r) => r.year === y));
  const pick = (f: (r: Year) => number): [number | null, number | null, number | null] =>
    rows.map((r, i) => (r ? f(r) : (years[i] as number) < founded ? 0 : null)) as [
      number | null,
      number | null,
      number | null,
    ];
  return { last: rows[2], pick };
}

/** Titles the company holds, by the names the registers (and the company page's 资质荣誉) use. */
const TITLE = {
  hightech: '高新技术企业',
  tsme: '科技型中小企业',
  innov: '创新型中小企业',
  zjtx: '专精特新中小企业',
} as const;

/**
 * The figures the rule sets read, from the company's data alone (the same data as its page). Anything the portal
 * does not hold (ratings, how IP was acquired, accidents, market share, equity financing …) stays null, so those
 * criteria come out 'unknown'. A title a condition names is read from the company's registered titles: one it
 * does not hold is false (the platform's title list is the record), not unknown. Two bounds are used where they decide soundly:
 * 研发人员 are part of 科技人员, so a 研发人员 share that already meets the 科技人员 test is given as the figure (a
 * lower share is left unknown); granted invention patents are Ⅰ类 知识产权, so their count is a lower bound of
 * Ⅰ类 and given only when it is at least 1.
 */
export function ruleInputs(c: CompanyFacts, asOf: string): { gaoxin: GaoxinInput; zhuanjing: ZhuanjingInput } {
  const { last, pick } = fiscalRows(c, asOf);
  const staff = last?.staff || c.staffCount;
  const techOk = last && staff > 0 && last.rdStaff / staff >= 0.1;
  const has = (t: string) => c.tags.includes(t);
  return {
    gaoxin: {
      established: c.founded || null,
      staffTotal: staff || null,
      techStaff: techOk ? last.rdStaff : null,
      sales: pick((v) => v.revenue),
      rd: pick((v) => v.rd),
      totalIncome: last?.revenue ?? null,
      hiTechIncome: last?.hightechRevenue ?? null,
      netAssets: pick((v) => v.netAssets),
      class1Count: c.invention > 0 ? c.invention : null,
    },
    zhuanjing: {
      revenue: pick((v) => v.revenue),
      mainRevenue: pick((v) => v.mainRevenue),
      rd: pick((v) => v.rd),
      netProfit: last?.netProfit ?? null,
      liabilities: last?.totalLiabilities ?? null,
      assets: last?.totalAssets ?? null,
      staffTotal: staff || null,
      rdStaff: last?.rdStaff ?? null,
      class1Count: c.invention > 0 ? c.invention : null,
      // The 2026 standard accepts either title (科技型 or 创新型中小企业) for this condition.
      hasInnovativeTitle: has(TITLE.innov) || has(TITLE.tsme),
      isZjtx: has(TITLE.zjtx),
      // 创新型's direct route names 高新技术企业 "等荣誉": without that title another honour may still count.
      techTitle: has(TITLE.hightech) ? true : null,
    },
  };
}

export const READINESS_KINDS: readonly AssessmentKind[] = ['gaoxin', 'cxxzx', 'zjtx', 'xjr'];

/** Readiness for 高企, 创新型, 专精特新 and 小巨人 under the rule set in force on `asOf` (shared/rules). */
export function readiness(
  c: CompanyFacts,
  asOf: string,
): { kind: AssessmentKind; title: string; result: AssessmentResult }[] {
  const inputs = ruleInputs(c, asOf);
  return READINESS_KINDS.map((kind) => {
    const set = ruleSetInForce(kind, asOf);
    const input = kind === 'gaoxin' ? inputs.gaoxin : inputs.zhuanjing;
    return { kind, title: KIND_TITLES[kind], result: evaluateAssessment(set.id as RuleSetId, input, asOf) };
  });
}
