import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ProjectFilter } from '@aikc/shared/filters';
import { POLICY_LEVEL_NAMES, type PolicyLevelValue } from '@aikc/shared/schemas/policy';
import { PROJECT_STATUS_NAMES, type ProjectStatus } from '@aikc/shared/schemas/project';
import type { Facets } from '@aikc/shared/schemas/search';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { todayCst } from '../../lib/time.ts';
import { htmlToText } from '../search/indexer.ts';
import { inList, runListing } from '../search/listing.ts';
import { inOrder, labelNames, regionName } from '../search/lookups.ts';
import type { TextQuery } from '../search/query.ts';
import { statusCondition, statusExpression } from './status.ts';

/** Support-amount buckets (万元) for the facet; the client turns a bucket into amountMin/amountMax. */
export const AMOUNT_BUCKETS = [
  { value: '0-50', label: '50万元以下', min: 0, max: 50 },
  { value: '50-100', label: '50-100万元', min: 50, max: 100 },
  { value: '100-500', label: '100-500万元', min: 100, max: 500 },
  { value: '500-', label: '500万元以上', min: 500, max: null },
] as const;

export async function loadProjects(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('projects as x')
    .innerJoin('labels as t', 't.id', 'x.type_id')
    .innerJoin('agencies as a', 'a.id', 'x.agency_id')
    .selectAll('x')
    .select(['t.name as type_name', 'a.name as agency_name'])
    .where('x.id', 'in', ids)
    .execute();
  const labels = await db
    .selectFrom('project_labels as pl')
    .innerJoin('labels as l', 'l.id', 'pl.label_id')
    .select(['pl.project_id', 'l.id', 'l.name'])
    .where('pl.project_id', 'in', ids)
    .execute();
  const by = new Map<number, { id: number; name: string }[]>();
  for (const l of labels) by.set(l.project_id, [...(by.get(l.project_id) ?? []), { id: l.id, name: l.name }]);
  return inOrder(ids, rows.map((r) => ({ ...r, labels: by.get(r.id) ?? [] })));
}
export type ProjectRowFull = Awaited<ReturnType<typeof loadProjects>>[number];

function projectConditions(f: ProjectFilter, today: string): Record<string, RawBuilder<SqlBool> | null> {
  return {
    province: f.province ? sql<SqlBool>`x.province_code = ${f.province}` : null,
    city: f.city ? sql<SqlBool>`x.city_code = ${f.city}` : null,
    level: inList('x.level', f.levels),
    type: inList('x.type_id', f.types),
    label: f.labels.length ? sql<SqlBool>`exists (select 1 from project_labels fl where fl.project_id = x.id and fl.label_id in (${sql.join(f.labels)}))` : null,
    status: f.status === 'all' ? null : statusCondition('x', f.status, today),
    amountMin: f.amountMin !== null ? sql<SqlBool>`x.support_max >= ${f.amountMin}` : null,
    amountMax: f.amountMax !== null ? sql<SqlBool>`x.support_max <= ${f.amountMax}` : null,
  };
}

export interface ProjectSearchResult {
  rows: (ProjectRowFull & { snippetSource: string })[];
  total: number;
  facets: Facets;
  query: TextQuery | null;
}

/** The project library search; open windows first when sorting by date (deadline soonest first). */
export async function searchProjects(db: Kysely<Database>, dialect: DialectName, f: ProjectFilter, now = Date.now()): Promise<ProjectSearchResult> {
  const today = todayCst(now);
  const regionFacet = f.province
    ? { key: 'region', group: sql`x.city_code`, exclude: ['city'] }
    : { key: 'region', group: sql`x.province_code`, exclude: ['province', 'city'] };
  const amountCase = sql`case when x.support_max < 50 then '0-50' when x.support_max < 100 then '50-100' when x.support_max < 500 then '100-500' else '500-' end`;
  const { page: _p, pageSize: _s, sort: _o, ...scope } = f;
  const res = await runListing(
    db,
    dialect,
    {
      kind: 'project',
      table: 'projects',
      alias: 'x',
      keyword: f.keyword,
      conditions: projectConditions(f, today),
      facets: [
        regionFacet,
        { key: 'level', group: sql`x.level`, exclude: ['level'] },
        { key: 'type', group: sql`x.type_id`, exclude: ['type'] },
        { key: 'label', group: sql`il.label_id`, exclude: ['label'], join: sql`join project_labels il on il.project_id = x.id join labels ill on ill.id = il.label_id and ill.kind = 'industry'`, limit: 50 },
        { key: 'status', group: statusExpression('x', today), exclude: ['status'] },
        { key: 'amount', group: amountCase, exclude: ['amountMin', 'amountMax'] },
      ],
      dateOrder: sql`case when x.apply_end >= ${today} then 0 else 1 end, x.apply_end asc, x.id desc`,
      sort: f.sort,
      page: f.page,
      pageSize: f.pageSize,
    },
    `${today}|${JSON.stringify(scope)}`,
  );
  const rows = await loadProjects(db, res.hits.map((h) => h.id));
  const terms = res.query?.terms ?? [];
  const withSnippet = rows.map((r) => {
    const text = `${r.support_text}。${htmlToText(r.conditions_html)}${htmlToText(r.body_html)}`;
    return { ...r, snippetSource: terms.length ? text : r.support_text };
  });
  return { rows: withSnippet, total: res.total, facets: await nameFacets(db, res.facets), query: res.query };
}

async function nameFacets(db: Kysely<Database>, raw: Record<string, { value: string; count: number }[]>): Promise<Facets> {
  const labels = await labelNames(db, [...(raw.type ?? []), ...(raw.label ?? [])].map((b) => Number(b.value)));
  const amountNames = new Map<string, string>(AMOUNT_BUCKETS.map((b) => [b.value, b.label]));
  const out: Facets = {};
  for (const [key, buckets] of Object.entries(raw)) {
    out[key] = buckets.map((b) => ({
      value: b.value,
      count: b.count,
      label:
        key === 'region' ? regionName(b.value)
        : key === 'level' ? (POLICY_LEVEL_NAMES[b.value as PolicyLevelValue] ?? b.value)
        : key === 'type' || key === 'label' ? (labels.get(Number(b.value)) ?? b.value)
        : key === 'status' ? (PROJECT_STATUS_NAMES[b.value as ProjectStatus] ?? b.value)
        : key === 'amount' ? (amountNames.get(b.value) ?? b.value)
        : b.value,
    }));
  }
  return out;
}

