import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { SECTORS } from '../../seed/industries.ts';

/**
 * The industry label tree's sectors (新一代信息技术, 生物医药 …) against GB/T 4754-2017 classes: the vocabulary
 * (seed/industries.ts) that labels projects and policies is also the one owner of which classes belong to which
 * sector. A company's sector is the one its class belongs to, or the one its industry name is a label of.
 */
const SECTOR_BY_CODE = new Map<string, string>(SECTORS.flatMap((s) => s.codes.map(([code]) => [code, s.name])));
const SECTOR_BY_NAME = new Map<string, string>(
  SECTORS.flatMap((s) => [[s.name, s.name] as const, ...s.children.map((c) => [c, s.name] as const)]),
);

export function sectorOfCompany(industryCode: string, industryName: string): string | null {
  return SECTOR_BY_CODE.get(industryCode) ?? SECTOR_BY_NAME.get(industryName) ?? null;
}

/** A project's industry labels: the sectors they belong to, and how to name them (新一代信息技术（人工智能）). */
export interface ProjectIndustries {
  sectors: Set<string>;
  label: string;
}

/** The industry labels of these projects, each with its sector (its parent, or itself when it is one). */
export async function projectIndustries(
  db: Kysely<Database>,
  projectIds: number[],
): Promise<Map<number, ProjectIndustries>> {
  const out = new Map<number, ProjectIndustries>();
  if (projectIds.length === 0) return out;
  const rows = await db
    .selectFrom('project_labels as pl')
    .innerJoin('labels as l', 'l.id', 'pl.label_id')
    .leftJoin('labels as p', 'p.id', 'l.parent_id')
    .select(['pl.project_id', 'l.name', 'p.name as parent'])
    .where('l.kind', '=', 'industry')
    .where('pl.project_id', 'in', projectIds)
    .orderBy('l.id')
    .execute();
  const bySector = new Map<number, Map<string, string[]>>();
  for (const r of rows) {
    const id = Number(r.project_id);
    const sectors = bySector.get(id) ?? new Map<string, string[]>();
    const sector = r.parent ?? r.name;
    const children = sectors.get(sector) ?? [];
    if (r.parent) children.push(r.name);
    sectors.set(sector, children);
    bySector.set(id, sectors);
  }
  for (const [id, sectors] of bySector)
    out.set(id, {
      sectors: new Set(sectors.keys()),
      label: [...sectors].map(([s, ch]) => (ch.length ? `${s}（${ch.join('、')}）` : s)).join('、'),
    });
  return out;
}
