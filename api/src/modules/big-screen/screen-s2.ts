import type { ProjectBrief, S2Data } from '@aikc/shared/schemas/big-screen';
import { todayCst } from '../../lib/time.ts';
import {
  addDays, countAll, daysBetween, latestPolicies, levelName, monthPeriods, monthlyCounts, ranked, regionDistribution, type Db,
} from './aggregates.ts';

/** A declaration closing within this many days counts as 即将截止. */
export const CLOSING_DAYS = 7;

/** s2 科创政策产业大数据可视化平台: policies by region, level, type and month; declarations open and closing. */
export async function loadS2(db: Db, now = Date.now()): Promise<S2Data> {
  const today = todayCst(now);
  const periods = monthPeriods(today, 12);
  const closingBy = addDays(today, CLOSING_DAYS);
  const count = (n: { n: number | string }) => Number(n.n);
  const policyCount = db.selectFrom('policies').select((eb) => eb.fn.countAll<number>().as('n'));
  const projectCount = db.selectFrom('projects').select((eb) => eb.fn.countAll<number>().as('n'));
  const openProjects = db.selectFrom('projects').where('apply_start', '<=', today).where('apply_end', '>=', today);

  const [policies, thisYear, valid, interpretations, open, closing, upcoming, region, policyMonths, interpretationMonths, levels, types, agencies, openList, closingList, latest] =
    await Promise.all([
      countAll(db, 'policies'),
      policyCount.where('publish_date', '>=', `${today.slice(0, 4)}-01-01`).executeTakeFirstOrThrow().then(count),
      policyCount
        .where('effective_date', '<=', today)
        .where((eb) => eb.or([eb('expire_date', 'is', null), eb('expire_date', '>=', today)]))
        .executeTakeFirstOrThrow()
        .then(count),
      countAll(db, 'interpretations'),
      openProjects.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then(count),
      openProjects.where('apply_end', '<=', closingBy).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then(count),
      projectCount.where('apply_start', '>', today).executeTakeFirstOrThrow().then(count),
      regionDistribution(db, 'policies'),
      monthlyCounts(db, 'policies', periods),
      monthlyCounts(db, 'interpretations', periods),
      db.selectFrom('policies').select(['level as name', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('level').execute(),
      db
        .selectFrom('policies')
        .innerJoin('labels', 'labels.id', 'policies.type_id')
        .select(['labels.name as name', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('labels.name')
        .execute(),
      db
        .selectFrom('policies')
        .innerJoin('agencies', 'agencies.id', 'policies.agency_id')
        .select(['agencies.short_name as name', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('agencies.short_name')
        .execute(),
      openProjects.selectAll().orderBy('publish_date', 'desc').orderBy('id', 'desc').limit(20).execute(),
      openProjects.where('apply_end', '<=', closingBy).selectAll().orderBy('apply_end', 'asc').orderBy('id', 'asc').limit(20).execute(),
      latestPolicies(db, 20),
    ]);

  const brief = (p: { id: number; title: string; department: string; apply_end: string }): ProjectBrief => ({
    id: p.id, title: p.title, department: p.department, apply_end: p.apply_end, days_left: daysBetween(today, p.apply_end),
  });
  return {
    totals: {
      policies, policies_this_year: thisYear, valid_policies: valid, interpretations,
      open_projects: open, closing_projects: closing, upcoming_projects: upcoming,
    },
    region,
    trend: { periods, series: [{ key: 'policies', values: policyMonths }, { key: 'interpretations', values: interpretationMonths }] },
    levels: ranked(levels.map((l) => ({ name: levelName(l.name), n: l.n })), 4),
    types: ranked(types, 8),
    agencies: ranked(agencies, 10),
    open_projects: openList.map(brief),
    closing_projects: closingList.map(brief),
    latest_policies: latest,
  };
}
