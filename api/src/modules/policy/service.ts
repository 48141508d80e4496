import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { PolicyFilter } from '@aikc/shared/filters';
import { POLICY_LEVEL_NAMES, type PolicyLevelValue } from '@aikc/shared/schemas/policy';
import type { Facets } from '@aikc/shared/schemas/search';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { todayCst } from '../../lib/time.ts';
import { htmlToText } from '../search/indexer.ts';
import { inList, runListing } from '../search/listing.ts';
import { agencyNames, inOrder, labelNames, regionName } from '../search/lookups.ts';
import type { TextQuery } from '../search/query.ts';

export type PolicyRowFull = Awaited<ReturnType<typeof loadPolicies>>[number];

/** Policies by id with agency name, type name and labels, in the given order. */
export async function loadPolicies(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('policies as p')
    .innerJoin('agencies as a', 'a.id', 'p.agency_id')
    .innerJoin('labels as t', 't.id', 'p.type_id')
    .selectAll('p')
    .select(['a.name as agency_name', 't.name as type_name'])
    .where('p.id', 'in', ids)
    .execute();
  const labels = await db
    .selectFrom('policy_labels as pl')
    .innerJoin('labels as l', 'l.id', 'pl.label_id')
    .select(['pl.policy_id', 'l.id', 'l.name'])
    .where('pl.policy_id', 'in', ids)
    .orderBy('l.sort')
    .execute();
  const byPolicy = new Map<number, { id: number; name: string }[]>();
  for (const l of labels) {
    const list = byPolicy.get(l.policy_id) ?? [];
    list.push({ id: l.id, name: l.name });
    byPolicy.set(l.policy_id, list);
  }
  return inOrder(ids, rows.map((r) => ({ ...r, labels: byPolicy.get(r.id) ?? [] })));
}

/** Filter conditions by facet dimension; `today` decides validity. */
function policyConditions(f: PolicyFilter, today: string) {
  const validity: Record<string, RawBuilder<SqlBool> | null> = {
    all: null,
    valid: sql<SqlBool>`(p.expire_date is null or p.expire_date >= ${today})`,
    expired: sql<SqlBool>`(p.expire_date is not null and p.expire_date < ${today})`,
  };
  return {
    province: f.province ? sql<SqlBool>`p.province_code = ${f.province}` : null,
    city: f.city ? sql<SqlBool>`p.city_code = ${f.city}` : null,
    level: inList('p.level', f.levels),
    agency: inList('p.agency_id', f.agencies),
    type: inList('p.type_id', f.types),
    label: f.labels.length
      ? sql<SqlBool>`exists (select 1 from policy_labels fl where fl.policy_id = p.id and fl.label_id in (${sql.join(f.labels)}))`
      : null,
    validity: validity[f.validity] ?? null,
    from: f.from ? sql<SqlBool>`p.publish_date >= ${f.from}` : null,
    to: f.to ? sql<SqlBool>`p.publish_date <= ${f.to}` : null,
  };
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
  const regionFacet = f.province
    ? { key: 'region', group: sql`p.city_code`, exclude: ['city'] }
    : { key: 'region', group: sql`p.province_code`, exclude: ['province', 'city'] };
  const { page: _p, pageSize: _s, sort: _o, ...scope } = f;
  const res = await runListing(
    db,
    dialect,
    {
      kind: 'policy',
      table: 'policies',
      alias: 'p',
      keyword: f.keyword,
      conditions: policyConditions(f, today),
      facets: [
        regionFacet,
        { key: 'level', group: sql`p.level`, exclude: ['level'] },
        { key: 'agency', group: sql`p.agency_id`, exclude: ['agency'], limit: 30 },
        { key: 'type', group: sql`p.type_id`, exclude: ['type'] },
        {
          key: 'label',
          group: sql`il.label_id`,
          exclude: ['label'],
          // The industry ids as one constant subquery: a join to labels per matched row cost a lookup each.
          join: sql`join policy_labels il on il.policy_id = p.id and il.label_id in (select id from labels where kind = 'industry')`,
          limit: 50,
        },
        {
          key: 'validity',
          group: sql`case when p.expire_date is not null and p.expire_date < ${today} then 'expired' else 'valid' end`,
          exclude: ['validity'],
        },
      ],
      dateOrder: sql`p.publish_date desc, p.id desc`,
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
