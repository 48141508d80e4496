import type { Db } from '../src/db/database.ts';
import { runSeed } from '../src/seed/run-seed.ts';
import { buildCompany, buildLabel, buildPolicies, buildProject } from './content-builders.ts';

/** The day the oracle corpus is dated against (the services are asked with this day's noon in China). */
export const TODAY = '2026-11-22';

/**
 * A small random corpus of every kind for the oracle property (src/modules/search/kinds-oracle.test.ts): the
 * seed's generated documents, plus the boundaries a random corpus may miss. Policies expiring and published
 * on the edges of the days tests use; project windows starting or ending today, yesterday and tomorrow, one
 * ending before it starts, amounts on each bucket edge, an industry and a topic label; companies with
 * capital on each bucket edge, short and long industry codes, shared founding dates, a rare tag.
 */
export async function seedOracleCorpus(h: Db): Promise<void> {
  await runSeed(h, {
    seed: 29,
    today: TODAY,
    sizes: { policies: 160, interpretations: 90, news: 120, projects: 120, companies: 180 },
    progress: null,
  });
  await buildPolicies(h, [
    { title: '关于高新技术企业补贴的通知', expire_date: TODAY, publish_date: TODAY },
    { title: '人才补贴实施细则', expire_date: '2026-11-21', publish_date: '2026-06-30' },
    { title: '研发费用加计扣除操作指引', expire_date: '2026-11-23', publish_date: '2024-01-01' },
    // A copy of the first (same region, title and year, spaces aside): folded out of every listing.
    { title: '关于高新技术企业 补贴的通知', expire_date: null, publish_date: TODAY },
  ]);
  const industry = await buildLabel(h, { kind: 'industry', name: '测试产业' });
  const topic = await buildLabel(h, { kind: 'topic', name: '测试专题' });
  const windows: [string, string][] = [
    [TODAY, TODAY],
    ['2026-11-21', '2026-11-21'],
    ['2026-11-23', '2026-11-23'],
    ['2026-11-01', TODAY],
    [TODAY, '2026-12-31'],
    ['2026-11-23', '2026-11-20'],
    ['2026-10-01', '2026-11-21'],
    ['2026-11-01', '2026-12-31'],
  ];
  for (const [i, [apply_start, apply_end]] of windows.entries()) {
    await buildProject(h, {
      title: `关于组织申报数字化转型专项资金边界项目${i}的通知`,
      apply_start,
      apply_end,
      support_max: [49.99, 50, 100, 499.5, 500, 0, 100, 50][i],
      labelIds: i % 3 === 0 ? [industry] : i % 3 === 1 ? [industry, topic] : [],
    });
  }
  for (const [i, capital] of [99.99, 100, 500, 999.5, 1000, 5000, 0].entries()) {
    await buildCompany(h, {
      name: `智能软件边界科技有限公司${i}`,
      registered_capital: capital,
      founded_date: i % 2 ? '2015-01-01' : '2019-12-31',
      industry_code: i % 2 ? 'C3973' : 'I65',
    });
  }
  await buildCompany(h, {
    name: '深圳智能制造装备有限公司',
    industry_code: 'C',
    status: '吊销',
    tags: [
      { tag: '测试独有资质', granted_date: '2024-01-01' },
      { tag: '高新技术企业', granted_date: '2023-01-01' },
    ],
  });
}
