import type { Matrix, S3Data, Trend } from '@aikc/shared/schemas/big-screen';
import { ranked } from './aggregates.ts';
import type { ScreenFacts } from './facts.ts';
import { foldRegions } from './regions.ts';
import { companyBriefs, financeByYear, ipTotals, type ScreenContext } from './screen-context.ts';

/** s3 科创企业产业大数据可视化平台: companies by industry, qualification, region and founding year. */
export async function buildS3(ctx: ScreenContext): Promise<S3Data> {
  const { facts, today } = ctx;
  const ip = ipTotals(facts.ip);
  return {
    totals: {
      companies: facts.counts.get('company') ?? 0,
      hightech: facts.hightech,
      specialized: facts.specialized,
      patents: ip.invention + ip.utility + ip.design,
      software_copyrights: ip.software,
      // 万元 -> 亿元, two decimals
      registered_capital: Math.round(facts.capital / 100) / 100,
    },
    region: foldRegions([...facts.companyRegions].map(([region_code, n]) => ({ region_code, n }))),
    industries: ranked(
      [...facts.industries].map(([name, n]) => ({ name, n })),
      10,
    ),
    qualifications: ranked(
      [...facts.tags].map(([name, n]) => ({ name, n })),
      8,
    ),
    founding: foundingTrend(facts.founded, today, 15),
    matrix: provinceIndustryMatrix(facts),
    ip,
    finance: financeByYear(facts),
    top_companies: await companyBriefs(ctx, facts.topByPatents),
  };
}

/** Founding years: companies per year over the last `span` years up to `today`'s year. */
export function foundingTrend(byYear: Map<string, number>, today: string, span: number): Trend {
  const last = Number(today.slice(0, 4));
  const periods = Array.from({ length: span }, (_, i) => String(last - span + 1 + i));
  return { periods, series: [{ key: 'companies', values: periods.map((p) => byYear.get(p) ?? 0) }] };
}

/** GB/T 4754 sections (门类) shown in the 3D bar, by their first letter. */
const SECTION_NAMES: Record<string, string> = {
  A: '农林牧渔',
  B: '采矿业',
  C: '制造业',
  D: '能源供应',
  E: '建筑业',
  F: '批发零售',
  G: '交通物流',
  H: '住宿餐饮',
  I: '信息技术',
  J: '金融业',
  K: '房地产',
  L: '商务服务',
  M: '科研技术',
  N: '公共设施',
  O: '居民服务',
  P: '教育',
  Q: '卫生',
  R: '文体娱乐',
  S: '公共管理',
  T: '国际组织',
};

/** Companies per province (top 8) x industry section (top 6), the cube of the 3D bar. */
function provinceIndustryMatrix(facts: ScreenFacts): Matrix {
  const cells = new Map<string, Map<string, number>>();
  const sectionTotals = new Map<string, number>();
  for (const [province, sections] of facts.provinceSections) {
    for (const [s, n] of sections) {
      if (!SECTION_NAMES[s]) continue;
      const byProvince = cells.get(province) ?? new Map<string, number>();
      byProvince.set(s, n);
      cells.set(province, byProvince);
      sectionTotals.set(s, (sectionTotals.get(s) ?? 0) + n);
    }
  }
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const provinces = [...cells]
    .sort((a, b) => total(b[1]) - total(a[1]) || a[0].localeCompare(b[0]))
    .slice(0, 8)
    .map(([name]) => name);
  const sections = [...sectionTotals]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 6)
    .map(([s]) => s);
  return {
    rows: provinces,
    columns: sections.map((s) => SECTION_NAMES[s] as string),
    cells: provinces.flatMap((p, i) =>
      sections.map((s, j): [number, number, number] => [i, j, cells.get(p)?.get(s) ?? 0]),
    ),
  };
}
