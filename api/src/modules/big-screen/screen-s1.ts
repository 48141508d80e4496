import type { S1Data } from '@aikc/shared/schemas/big-screen';
import { monthPeriods, ranked } from './aggregates.ts';
import { foldRegions } from './regions.ts';
import { financeByYear, ipTotals, policyBriefs, series, type ScreenContext } from './screen-context.ts';

/** s1 全要素科创数据智慧平台: every element at a glance (policies, projects, companies, IP, finance). */
export async function buildS1(ctx: ScreenContext): Promise<S1Data> {
  const { facts, today } = ctx;
  const periods = monthPeriods(today, 12);
  const ip = ipTotals(facts.ip);
  const count = (k: 'policy' | 'project' | 'company' | 'news' | 'interpretation') => facts.counts.get(k) ?? 0;
  const policyRegions = foldRegions([...facts.policyRegions].map(([region_code, n]) => ({ region_code, n })));
  return {
    totals: {
      policies: count('policy'),
      projects: count('project'),
      companies: count('company'),
      hightech: facts.hightech,
      news: count('news'),
      interpretations: count('interpretation'),
      patents: ip.invention + ip.utility + ip.design,
      software_copyrights: ip.software,
    },
    region: foldRegions([...facts.companyRegions].map(([region_code, n]) => ({ region_code, n }))),
    trend: {
      periods,
      series: [
        { key: 'policies', values: series(facts.policyMonths, periods) },
        { key: 'projects', values: series(facts.projectMonths, periods) },
      ],
    },
    top_provinces: policyRegions.provinces.slice(0, 10).map((p) => ({ name: p.name, value: p.value })),
    qualifications: ranked(
      [...facts.tags].map(([name, n]) => ({ name, n })),
      8,
    ),
    ip,
    finance: financeByYear(facts),
    latest_policies: await policyBriefs(
      ctx,
      facts.latestPolicies.items.map((x) => x.id),
    ),
  };
}
