import type { Matrix, S3Data } from '@aikc/shared/schemas/big-screen';
import { todayCst } from '../../lib/time.ts';
import {
  countAll, financeByYear, foundingTrend, ipTotals, qualificationCounts, ranked, regionDistribution, tagCount, topCompanies, type Db,
} from './aggregates.ts';
import { foldRegions } from './regions.ts';
import { HIGHTECH_TAG } from './screen-s1.ts';

/** s3 科创企业产业大数据可视化平台: companies by industry, qualification, region and founding year. */
export async function loadS3(db: Db, now = Date.now()): Promise<S3Data> {
  const today = todayCst(now);
  const [companies, hightech, specialized, capital, ip, region, industries, qualifications, founding, matrix, finance, top] = await Promise.all([
    countAll(db, 'companies'),
    tagCount(db, HIGHTECH_TAG),
    tagCount(db, '%专精特新%'),
    db.selectFrom('companies').select((eb) => eb.fn.sum<number>('registered_capital').as('n')).executeTakeFirstOrThrow(),
    ipTotals(db),
    regionDistribution(db, 'companies'),
    db.selectFrom('companies').select(['industry_name as name', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('industry_name').execute(),
    qualificationCounts(db),
    foundingTrend(db, today, 15),
    provinceIndustryMatrix(db),
    financeByYear(db),
    topCompanies(db, 20),
  ]);
  return {
    totals: {
      companies, hightech, specialized,
      patents: ip.invention + ip.utility + ip.design,
      software_copyrights: ip.software,
      // 万元 -> 亿元, two decimals
      registered_capital: Math.round(Number(capital.n ?? 0) / 100) / 100,
    },
    region,
    industries: ranked(industries, 10),
    qualifications,
    founding,
    matrix,
    ip,
    finance,
    top_companies: top,
  };
}

/** GB/T 4754 sections (门类) shown in the 3D bar, by their first letter. */
const SECTION_NAMES: Record<string, string> = {
  A: '农林牧渔', B: '采矿业', C: '制造业', D: '能源供应', E: '建筑业', F: '批发零售', G: '交通物流', H: '住宿餐饮',
  I: '信息技术', J: '金融业', K: '房地产', L: '商务服务', M: '科研技术', N: '公共设施', O: '居民服务', P: '教育',
  Q: '卫生', R: '文体娱乐', S: '公共管理', T: '国际组织',
};

/** Companies per province (top 8) x industry section (top 6), the cube of the 3D bar. */
async function provinceIndustryMatrix(db: Db): Promise<Matrix> {
  const section = (code: string) => code.trim().slice(0, 1).toUpperCase();
  const rows = await db
    .selectFrom('companies')
    .select(['region_code', 'industry_code', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['region_code', 'industry_code'])
    .execute();
  const cells = new Map<string, Map<string, number>>();
  const sectionTotals = new Map<string, number>();
  for (const r of rows) {
    const folded = foldRegions([{ region_code: r.region_code, n: r.n }]).provinces[0];
    const s = section(r.industry_code);
    if (!folded || !SECTION_NAMES[s]) continue;
    const byProvince = cells.get(folded.name) ?? new Map<string, number>();
    byProvince.set(s, (byProvince.get(s) ?? 0) + folded.value);
    cells.set(folded.name, byProvince);
    sectionTotals.set(s, (sectionTotals.get(s) ?? 0) + folded.value);
  }
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const provinces = [...cells].sort((a, b) => total(b[1]) - total(a[1]) || a[0].localeCompare(b[0])).slice(0, 8).map(([name]) => name);
  const sections = [...sectionTotals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 6).map(([s]) => s);
  return {
    rows: provinces,
    columns: sections.map((s) => SECTION_NAMES[s] as string),
    cells: provinces.flatMap((p, i) => sections.map((s, j): [number, number, number] => [i, j, cells.get(p)?.get(s) ?? 0])),
  };
}
