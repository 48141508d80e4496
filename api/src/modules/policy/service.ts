import type { Kysely } from 'kysely';
import type { PolicyFilter } from '@aikc/shared/filters';
import { POLICY_LEVEL_NAMES, type PolicyLevelValue } from '@aikc/shared/schemas/policy';
import type { Facets } from '@aikc/shared/schemas/search';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { todayCst } from '../../lib/time.ts';
import { htmlToText } from '../search/indexer.ts';
import { runEngineListing } from '../search/engine/listing.ts';
import { agencyNames, industryLabelIds, inOrder, labelNames, labelTable, regionName } from '../search/lookups.ts';
import { POLICY_COLUMNS, policyFacets, policyFilters } from './search-spec.ts';
import type { TextQuery } from '../search/query.ts';

export type PolicyRowFull = Awaited<ReturnType<typeof loadPolicies>>[number];

/**
 * Policies by id with agency name, type name and labels, in the given order. Two index lookups and no joins:
 * the names come from the cached label and agency tables (a join planned a scan of all agencies per page).
 */
export async function loadPolicies(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  const [rows, links] = await Promise.all([
    db.selectFrom('policies').selectAll().where('id', 'in', ids).execute(),
    db.selectFrom('policy_labels').select(['policy_id', 'label_id']).where('policy_id', 'in', ids).execute(),
  ]);
  const [labels, agencies] = await Promise.all([
    labelTable(db, [...links.map((l) => l.label_id), ...rows.map((r) => r.type_id)]),
    agencyNames(db, rows.map((r) => r.agency_id)),
  ]);
  const byPolicy = new Map<number, { id: number; name: string; sort: number }[]>();
  for (const l of links) {
    const label = labels.get(l.label_id);
    if (!label) continue;
    let list = byPolicy.get(l.policy_id);
    if (!list) byPolicy.set(l.policy_id, (list = []));
    list.push({ id: l.label_id, name: label.name, sort: label.sort });
  }
  return inOrder(
    ids,
    rows.map((r) => ({
      ...r,
      agency_name: agencies.get(r.agency_id) ?? '',
      type_name: labels.get(r.type_id)?.name ?? '',
      labels: (byPolicy.get(r.id) ?? []).sort((a, b) => a.sort - b.sort || a.id - b.id).map(({ id, name }) => ({ id, name })),
    })),
  );
}

export interface PolicySearchResult {
  rows: (PolicyRowFull & { snippetSource: string })[];
  total: number;
  facets: Facets;
  query: TextQuery | null;
}

/** The policy library search: filters, facets with counts, relevance or date order. */
export async function searchPolicies(db: Kysely<Database>, dialect: DialectName, f: PolicyFilter, now = Date.now()): Promise<PolicySearchResult> {
  const today = todayCst(now);
  const { page: _p, pageSize: _s, sort: _o, ...scope } = f;
  const industry = await industryLabelIds(db);
  const res = await runEngineListing(
    db,
    dialect,
    {
      kind: 'policy',
      table: 'policies',
      columns: POLICY_COLUMNS,
      keyword: f.keyword,
      filters: (cols) => policyFilters(cols, f, today),
      facets: (cols) => policyFacets(cols, f, today, industry),
      dateColumn: 'publish_date',
      sort: f.sort,
      page: f.page,
      pageSize: f.pageSize,
    },
    `${today}|${JSON.stringify(scope)}`,
  );
  const rows = await loadPolicies(db, res.hits.map((h) => h.id));
  const withSnippet = rows.map((r) => ({ ...r, snippetSource: pickSnippetSource(r.summary, r.body_html, res.query) }));
  return { rows: withSnippet, total: res.total, facets: await nameFacets(db, res.facets), query: res.query };
}

/** The summary when it shows a hit (or there is no query), else the body text. */
export function pickSnippetSource(summary: string, bodyHtml: string, q: TextQuery | null): string {
  if (!q || q.terms.some((t) => summary.toLowerCase().includes(t))) return summary;
  const body = htmlToText(bodyHtml);
  return q.terms.some((t) => body.toLowerCase().includes(t)) ? body : summary;
}

async function nameFacets(db: Kysely<Database>, raw: Record<string, { value: string; count: number }[]>): Promise<Facets> {
  const labelIds = [...(raw.type ?? []), ...(raw.label ?? [])].map((b) => Number(b.value));
  const [labels, agencies] = await Promise.all([labelNames(db, labelIds), agencyNames(db, (raw.agency ?? []).map((b) => Number(b.value)))]);
  const validityNames: Record<string, string> = { valid: '有效', expired: '已失效' };
  const named: Facets = {};
  for (const [key, buckets] of Object.entries(raw)) {
    named[key] = buckets.map((b) => {
      const id = Number(b.value);
      const label =
        key === 'region' ? regionName(b.value)
        : key === 'level' ? (POLICY_LEVEL_NAMES[b.value as PolicyLevelValue] ?? b.value)
        : key === 'agency' ? (agencies.get(id) ?? b.value)
        : key === 'type' || key === 'label' ? (labels.get(id) ?? b.value)
        : key === 'validity' ? (validityNames[b.value] ?? b.value)
        : b.value;
      return { value: b.value, label, count: b.count };
    });
  }
  return named;
}
