import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { PolicyFilter } from '@aikc/shared/filters';
import { POLICY_LEVEL_NAMES, type PolicyLevelValue } from '@aikc/shared/schemas/policy';
import type { Facets } from '@aikc/shared/schemas/search';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { todayCst } from '../../lib/time.ts';
import { SNIPPET_WIDTH } from '../search/highlight.ts';
import { preparedRows } from '../../db/array-rows.ts';
import { searchPage } from '../search/engine/listing.ts';
import { stateColumns, stateOfRow, type StateColumns } from '../search/state.ts';
import { agencyNames, industryLabelIds, inOrder, labelNames, labelTable, regionName } from '../search/lookups.ts';
import { POLICY_COLUMNS, policyFacets, policyFilters } from './search-spec.ts';
import type { TextQuery } from '../search/query.ts';

export type PolicyListRow = Awaited<ReturnType<typeof loadPolicyItems>>[number];

/** Every column but the body: what a list item shows (a body is 5-10 KB; a page of 15 pulled 100+ KB). */
const LIST_COLUMNS = [
  'id', 'title', 'doc_no', 'agency_id', 'level', 'region_code', 'province_code', 'city_code', 'type_id', 'publish_date', 'effective_date',
  'expire_date', 'summary', 'source_url', 'view_count', 'created_at', 'updated_at',
] as const;

interface Names {
  agency_name: string;
  type_name: string;
  labels: { id: number; name: string }[];
}

/**
 * Agency name, type name and labels of policies: one lookup of their labels, the names from the cached label
 * and agency tables (a join planned a scan of all agencies per page).
 */
async function namesOf(
  db: Kysely<Database>,
  rows: readonly { id: number; agency_id: number; type_id: number }[],
  links: readonly { policy_id: number; label_id: number }[],
): Promise<(r: { id: number; agency_id: number; type_id: number }) => Names> {
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
  return (r) => ({
    agency_name: agencies.get(r.agency_id) ?? '',
    type_name: labels.get(r.type_id)?.name ?? '',
    labels: (byPolicy.get(r.id) ?? []).sort((a, b) => a.sort - b.sort || a.id - b.id).map(({ id, name }) => ({ id, name })),
  });
}

function labelLinks(db: Kysely<Database>, ids: number[]) {
  return db.selectFrom('policy_labels').select(['policy_id', 'label_id']).where('policy_id', 'in', ids).execute();
}

/** Whole policies (body included) by id with their names, in the given order: for detail pages. */
export async function loadPolicies(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  const [rows, links] = await Promise.all([db.selectFrom('policies').selectAll().where('id', 'in', ids).execute(), labelLinks(db, ids)]);
  const names = await namesOf(db, rows, links);
  return inOrder(ids, rows.map((r) => ({ ...r, ...names(r) })));
}

/**
 * Characters of body text read around the first hit: the snippet (SNIPPET_WIDTH, a third before the hit)
 * with room on both sides, so it starts and ends with an ellipsis when the body goes on.
 */
const WINDOW_BEFORE = SNIPPET_WIDTH / 2;
const WINDOW_LENGTH = 2 * SNIPPET_WIDTH;
const MAX_WINDOW_TERMS = 8;
/** Stands for "no hit" in the position arithmetic. */
const NO_HIT = 1000000000;

/**
 * The list page's query: the rows without bodies, each one's label ids, and, for a row whose summary holds
 * none of `terms`, the body text around the first hit (null without one). One statement, so a page costs
 * one round trip on PostgreSQL (it took three in parallel) and one statement on SQLite. Only the rows that
 * need a window have their body searched: on PostgreSQL the position is a CASE in a LATERAL subquery kept
 * apart by OFFSET 0 (as a WHERE there, the planner made it a join filter and searched every row's body;
 * pulled up, it would be computed twice). Each row also carries the policy search state, read in the same
 * snapshot (searchPage checks its listing against it).
 */
const PAGE_COLUMNS = sql.join([...LIST_COLUMNS.map((c) => sql.ref(`p.${c}`)), stateColumns('policy')]);

/**
 * Terms come lower-cased; a term of characters without case (Chinese, digits) is found at the same places
 * in a text as in its lower case, so the text is searched as it is: lowering a 10 KB body was half the cost
 * of a window on PostgreSQL (both lower() keep the number of characters, so positions agree).
 */
function folded(text: RawBuilder<unknown>, words: readonly string[]): RawBuilder<unknown> {
  return words.every((t) => t === t.toUpperCase()) ? text : sql`lower(${text})`;
}

function pageQuery(dialect: DialectName, ids: number[], terms: readonly string[]) {
  const cols = PAGE_COLUMNS;
  const words = terms.slice(0, MAX_WINDOW_TERMS);
  if (dialect === 'sqlite') {
    const labels = sql`(select group_concat(l.label_id) from policy_labels l where l.policy_id = p.id)`;
    if (words.length === 0) return sql<PageRow>`select ${cols}, ${labels} as label_ids, null as w from policies p where p.id in (${sql.join(ids)})`;
    const body = folded(sql.ref('b.body_text'), words);
    const positions = words.map((t) => sql`coalesce(nullif(instr(${body}, ${t}), 0), ${NO_HIT})`);
    const first = positions.length === 1 ? positions[0] : sql`min(${sql.join(positions)})`;
    const summary = folded(sql.ref('b.summary'), words);
    const misses = sql.join(words.map((t) => sql`instr(${summary}, ${t}) = 0`), sql` and `);
    // Materialized, so each position is computed once (searching a 10 KB body is the costly part); a CTE
    // SQLite flattened into the join would compute it again for the cut.
    return sql<PageRow>`with h as materialized (select b.id, ${first} as pos from policies b where b.id in (${sql.join(ids)}) and ${misses})
      select ${cols}, ${labels} as label_ids, case when h.pos < ${NO_HIT} then substr(p.body_text, max(1, h.pos - ${WINDOW_BEFORE}), ${WINDOW_LENGTH}) end as w
      from policies p left join h on h.id = p.id where p.id in (${sql.join(ids)})`;
  }
  // One text per number of terms, whatever the ids: the statement stays prepared (preparedRows).
  const labels = sql`(select string_agg(l.label_id::text, ',') from policy_labels l where l.policy_id = p.id)`;
  const byId = sql`p.id = any(${ids}::int[])`;
  if (words.length === 0) return sql<PageRow>`select ${cols}, ${labels} as label_ids, null as w from policies p where ${byId}`;
  const summary = folded(sql.ref('p.summary'), words);
  const body = folded(sql.ref('p.body_text'), words);
  const misses = sql.join(words.map((t) => sql`strpos(${summary}, ${t}) = 0`), sql` and `);
  const first = sql`least(${sql.join(words.map((t) => sql`coalesce(nullif(strpos(${body}, ${t}), 0), ${NO_HIT})`))})`;
  return sql<PageRow>`select ${cols}, ${labels} as label_ids, case when h.pos < ${NO_HIT} then substr(p.body_text, greatest(1, h.pos - ${WINDOW_BEFORE}), ${WINDOW_LENGTH}) end as w
    from policies p left join lateral (select case when ${misses} then ${first} end as pos offset 0) h on true where ${byId}`;
}

type PageRow = Pick<Selectable<Database['policies']>, (typeof LIST_COLUMNS)[number]> & StateColumns & { label_ids: string | null; w: string | null };

/**
 * Policies without their bodies by id with their names, in the given order: for lists. With `terms`, each
 * item's snippet source is the summary when it shows a hit, else the text of the body around the first hit.
 */
export async function loadPolicyItems(db: Kysely<Database>, dialect: DialectName, ids: number[], terms: readonly string[] = []) {
  return (await loadPolicyPage(db, dialect, ids, terms)).items;
}

/**
 * loadPolicyItems with the search state its statement read (null without ids: no statement ran).
 * Each item is built field by field: spreading a driver row into a new object took V8's slow clone path,
 * whose garbage made every minor GC of a busy list 3-8 ms long (measured: 16 scavenges and 64 ms of pauses
 * per 2,000 pages, against 4 and 3 ms built this way).
 */
async function loadPolicyPage(db: Kysely<Database>, dialect: DialectName, ids: number[], terms: readonly string[]) {
  if (ids.length === 0) return { items: [], state: null };
  const rows = await preparedRows(db, pageQuery(dialect, ids, terms).compile(db));
  const links: { policy_id: number; label_id: number }[] = [];
  for (const r of rows) if (r.label_ids) for (const l of r.label_ids.split(',')) links.push({ policy_id: Number(r.id), label_id: Number(l) });
  const names = await namesOf(db, rows, links);
  const words = terms.slice(0, MAX_WINDOW_TERMS);
  const items = inOrder(
    ids,
    rows.map((r) => {
      const n = names(r);
      return {
        id: Number(r.id), title: r.title, doc_no: r.doc_no, agency_id: r.agency_id, level: r.level, region_code: r.region_code, province_code: r.province_code,
        city_code: r.city_code, type_id: r.type_id, publish_date: r.publish_date, effective_date: r.effective_date, expire_date: r.expire_date,
        summary: r.summary, source_url: r.source_url, view_count: r.view_count, created_at: r.created_at, updated_at: r.updated_at,
        agency_name: n.agency_name, type_name: n.type_name, labels: n.labels,
        snippetSource: r.w !== null && containsAny(r.w, words) ? r.w : r.summary,
      };
    }),
  );
  // Every row carries the same state; with no row (ids all deleted) there is none, and searchPage reads it.
  return { items, state: rows[0] ? stateOfRow(db, 'policy', rows[0]) : null };
}

export interface PolicySearchResult {
  rows: PolicyListRow[];
  total: number;
  facets: Facets;
  query: TextQuery | null;
}

/** The policy library search: filters, facets with counts, relevance or date order. */
export async function searchPolicies(db: Kysely<Database>, dialect: DialectName, f: PolicyFilter, now = Date.now()): Promise<PolicySearchResult> {
  const today = todayCst(now);
  const { page: _p, pageSize: _s, sort: _o, ...scope } = f;
  const industry = await industryLabelIds(db);
  const res = await searchPage(
    db,
    dialect,
    {
      kind: 'policy',
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
    (hits, query) => loadPolicyPage(db, dialect, hits.map((h) => h.id), query?.terms ?? []),
  );
  return { rows: res.items, total: res.total, facets: await nameFacets(db, res.facets), query: res.query };
}

function containsAny(text: string, terms: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return terms.some((t) => lower.includes(t));
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
