import type { S1Data } from '@aikc/shared/schemas/big-screen';
import { todayCst } from '../../lib/time.ts';
import {
  countAll, financeByYear, ipTotals, latestPolicies, monthPeriods, monthlyCounts, qualificationCounts, regionDistribution,
  tagCount, type Db,
} from './aggregates.ts';

/** Pattern for the 高新技术企业 qualification (tags are free text from the corpus; this matches 国家高新技术企业 too). */
export const HIGHTECH_TAG = '%高新技术企业%';

/** s1 全要素科创数据智慧平台: every element at a glance (policies, projects, companies, IP, finance). */
export async function loadS1(db: Db, now = Date.now()): Promise<S1Data> {
  const today = todayCst(now);
  const periods = monthPeriods(today, 12);
  const [policies, projects, companies, news, interpretations, hightech, ip, region, policyMonths, projectMonths, policyRegions, qualifications, finance, latest] =
    await Promise.all([
      countAll(db, 'policies'),
      countAll(db, 'projects'),
      countAll(db, 'companies'),
      countAll(db, 'news'),
      countAll(db, 'interpretations'),
      tagCount(db, HIGHTECH_TAG),
      ipTotals(db),
      regionDistribution(db, 'companies'),
      monthlyCounts(db, 'policies', periods),
      monthlyCounts(db, 'projects', periods),
      regionDistribution(db, 'policies'),
      qualificationCounts(db),
      financeByYear(db),
      latestPolicies(db, 20),
    ]);
  return {
    totals: {
      policies, projects, companies, hightech, news, interpretations,
      patents: ip.invention + ip.utility + ip.design,
      software_copyrights: ip.software,
    },
    region,
    trend: { periods, series: [{ key: 'policies', values: policyMonths }, { key: 'projects', values: projectMonths }] },
    top_provinces: policyRegions.provinces.slice(0, 10).map((p) => ({ name: p.name, value: p.value })),
    qualifications,
    ip,
    finance,
    latest_policies: latest,
  };
}
