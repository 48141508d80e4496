import type { Kysely } from 'kysely';
import type { ProjectFilter } from '@aikc/shared/filters';
import { POLICY_LEVEL_NAMES, type PolicyLevelValue } from '@aikc/shared/schemas/policy';
import { PROJECT_STATUS_NAMES, type ProjectStatus } from '@aikc/shared/schemas/project';
import type { Facets } from '@aikc/shared/schemas/search';
import type { Database } from '../../db/schema.ts';
import { todayCst } from '../../lib/time.ts';
import { kindContext, type Search, stateOfRow, stateSelect, type TextQuery } from '@aikc/search';
import { regionFullName } from '@aikc/shared/regions';
import { AMOUNT_BUCKETS, PROJECT_KIND } from './search-spec.ts';
import { withFields } from '../../db/rows.ts';
import { inOrder } from '../../db/page-query.ts';
import { htmlToText } from '../../lib/html-text.ts';

export async function loadProjects(db: Kysely<Database>, ids: number[]) {
  return (await loadProjectPage(db, ids)).rows;
}

/**
 * loadProjects with the search state its row query read (null without ids: no query ran); rows and labels
 * in parallel. The rows keep the two state columns, as in company/service.ts.
 */
async function loadProjectPage(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return { rows: [], state: null };
  const [rows, labels] = await Promise.all([
    db
      .selectFrom('projects as x')
      .innerJoin('labels as t', 't.id', 'x.type_id')
      .innerJoin('agencies as a', 'a.id', 'x.agency_id')
      .selectAll('x')
      .select(['t.name as type_name', 'a.name as agency_name', ...stateSelect('project')])
      .where('x.id', 'in', ids)
      .where('x.offline', '=', 0) // taken down or scheduled: as missing (search/visibility.ts)
      .execute(),
    db
      .selectFrom('project_labels as pl')
      .innerJoin('labels as l', 'l.id', 'pl.label_id')
      .select(['pl.project_id', 'l.id', 'l.name'])
      .where('pl.project_id', 'in', ids)
      .execute(),
  ]);
  const by = new Map<number, { id: number; name: string }[]>();
  for (const l of labels) by.set(l.project_id, [...(by.get(l.project_id) ?? []), { id: l.id, name: l.name }]);
  const page = inOrder(
    ids,
    rows.map((r) => withFields(r, { labels: by.get(r.id) ?? [] })),
  );
  return { rows: page, state: rows[0] ? stateOfRow(rows[0]) : null };
}
export type ProjectRowFull = Awaited<ReturnType<typeof loadProjects>>[number];

export interface ProjectSearchResult {
  rows: (ProjectRowFull & { snippetSource: string })[];
  total: number;
  facets: Facets;
  query: TextQuery | null;
}

/** The project library search; open windows first when sorting by date (deadline soonest first). */
export async function searchProjects(
  search: Search,
  db: Kysely<Database>,
  f: ProjectFilter,
  now = Date.now(),
): Promise<ProjectSearchResult> {
  const today = todayCst(now);
  const { page: _p, pageSize: _s, sort: _o, ...scope } = f;
  const ctx = kindContext(today, await search.names.industryIds());
  const res = await search.search('project', {
    listing: {
      columns: PROJECT_KIND.columns,
      keyword: f.keyword,
      filters: (cols) => PROJECT_KIND.filters(cols, f, ctx),
      facets: (cols) => PROJECT_KIND.facets(cols, f, ctx),
      dateColumn: PROJECT_KIND.order(f, ctx),
      sort: f.sort,
      page: f.page,
      pageSize: f.pageSize,
    },
    scope: `${today}|${JSON.stringify(scope)}`,
    rows: { rows: (ids) => loadProjectPage(db, ids), id: (r) => r.id, items: async (rows) => rows },
  });
  const rows = res.items;
  const terms = res.query?.terms ?? [];
  const withSnippet = rows.map((r) => {
    const text = `${r.support_text}。${htmlToText(r.conditions_html)}${htmlToText(r.body_html)}`;
    return withFields(r, { snippetSource: terms.length ? text : r.support_text });
  });
  return { rows: withSnippet, total: res.total, facets: await nameFacets(search, res.facets), query: res.query };
}

async function nameFacets(engine: Search, raw: Record<string, { value: string; count: number }[]>): Promise<Facets> {
  const labels = await engine.names.labels([...(raw.type ?? []), ...(raw.label ?? [])].map((b) => Number(b.value)));
  const amountNames = new Map<string, string>(AMOUNT_BUCKETS.map((b) => [b.value, b.label]));
  const out: Facets = {};
  for (const [key, buckets] of Object.entries(raw)) {
    out[key] = buckets.map((b) => ({
      value: b.value,
      count: b.count,
      label:
        key === 'region'
          ? regionFullName(b.value)
          : key === 'level'
            ? (POLICY_LEVEL_NAMES[b.value as PolicyLevelValue] ?? b.value)
            : key === 'type' || key === 'label'
              ? (labels.get(Number(b.value))?.name ?? b.value)
              : key === 'status'
                ? (PROJECT_STATUS_NAMES[b.value as ProjectStatus] ?? b.value)
                : key === 'amount'
                  ? (amountNames.get(b.value) ?? b.value)
                  : b.value,
    }));
  }
  return out;
}
