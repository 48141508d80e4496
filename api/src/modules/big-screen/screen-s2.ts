import type { ProjectBrief, S2Data } from '@aikc/shared/schemas/big-screen';
import { addDays, daysBetween, levelName, monthPeriods, ranked } from './aggregates.ts';
import { dayNumber, type ProjectFact } from './facts.ts';
import { foldRegions } from './regions.ts';
import { policyBriefs, series, type ScreenContext } from './screen-context.ts';

/** A declaration closing within this many days counts as 即将截止. */
export const CLOSING_DAYS = 7;

/** s2 科创政策产业大数据可视化平台: policies by region, level, type and month; declarations open and closing. */
export async function buildS2(ctx: ScreenContext): Promise<S2Data> {
  const { facts, today, db } = ctx;
  const periods = monthPeriods(today, 12);
  const closingBy = addDays(today, CLOSING_DAYS);
  const day = dayNumber(today) as number;

  // Valid: in force today (effective on or before it, not expired before it). Counted over every policy
  // once a day, then over the policies written since.
  const v = facts.validity.day === day ? facts.validity : { day, upTo: 0, count: 0 };
  for (let i = v.upTo; i < facts.policyEffective.length; i++) {
    const from = facts.policyEffective[i];
    const until = facts.policyExpires[i];
    if (from !== null && from !== undefined && from <= day && (until === null || (until as number) >= day)) v.count++;
  }
  v.upTo = facts.policyEffective.length;
  facts.validity = v;
  const valid = v.count;
  const year = today.slice(0, 4);
  let thisYear = 0;
  for (const [month, n] of facts.policyMonths) if (month >= `${year}-01`) thisYear += n;

  const open = facts.projects.filter((p) => p.start <= today && p.end >= today);
  const closing = open.filter((p) => p.end <= closingBy);
  const upcoming = facts.projects.filter((p) => p.start > today).length;
  const brief = (p: ProjectFact): ProjectBrief => ({
    id: p.id,
    title: p.title,
    department: p.department,
    apply_end: p.end,
    days_left: daysBetween(today, p.end),
  });
  const openList = [...open]
    .sort((a, b) => (a.publish < b.publish ? 1 : a.publish > b.publish ? -1 : b.id - a.id))
    .slice(0, 20);
  const closingList = [...closing].sort((a, b) => (a.end < b.end ? -1 : a.end > b.end ? 1 : a.id - b.id)).slice(0, 20);

  // Types and agencies are grouped by name, as the SQL grouped them (two agencies may share a short name).
  const [labels, agencies] = await Promise.all([
    facts.policyTypes.size
      ? db
          .selectFrom('labels')
          .select(['id', 'name'])
          .where('id', 'in', [...facts.policyTypes.keys()])
          .execute()
      : [],
    facts.policyAgencies.size
      ? db
          .selectFrom('agencies')
          .select(['id', 'short_name'])
          .where('id', 'in', [...facts.policyAgencies.keys()])
          .execute()
      : [],
  ]);
  const byName = (counts: Map<number, number>, names: Map<number, string>) => {
    const out = new Map<string, number>();
    for (const [id, n] of counts) {
      const name = names.get(id);
      if (name !== undefined) out.set(name, (out.get(name) ?? 0) + n);
    }
    return [...out].map(([name, n]) => ({ name, n }));
  };

  return {
    totals: {
      policies: facts.counts.get('policy') ?? 0,
      policies_this_year: thisYear,
      valid_policies: valid,
      interpretations: facts.counts.get('interpretation') ?? 0,
      open_projects: open.length,
      closing_projects: closing.length,
      upcoming_projects: upcoming,
    },
    region: foldRegions([...facts.policyRegions].map(([region_code, n]) => ({ region_code, n }))),
    trend: {
      periods,
      series: [
        { key: 'policies', values: series(facts.policyMonths, periods) },
        { key: 'interpretations', values: series(facts.interpretationMonths, periods) },
      ],
    },
    levels: ranked(
      [...facts.policyLevels].map(([name, n]) => ({ name: levelName(name), n })),
      4,
    ),
    types: ranked(byName(facts.policyTypes, new Map(labels.map((l) => [l.id, l.name]))), 8),
    agencies: ranked(byName(facts.policyAgencies, new Map(agencies.map((a) => [a.id, a.short_name]))), 10),
    open_projects: openList.map(brief),
    closing_projects: closingList.map(brief),
    latest_policies: await policyBriefs(
      ctx,
      facts.latestPolicies.items.map((x) => x.id),
    ),
  };
}
