import { sql, type Kysely } from 'kysely';
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
 * Policies without their bodies by id with their names, in the given order: for lists. Each item is built
 * field by field: spreading a driver row into a new object took V8's slow clone path, whose garbage made
 * every minor GC of a busy list 3-8 ms long (measured: 16 scavenges and 64 ms of pauses per 2,000 pages,
 * against 4 and 3 ms built this way).
 */
export async function loadPolicyItems(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  // Rows and their labels in one round trip (two connections on PostgreSQL).
  const [rows, links] = await Promise.all([db.selectFrom('policies').select(LIST_COLUMNS).where('id', 'in', ids).execute(), labelLinks(db, ids)]);
  const names = await namesOf(db, rows, links);
  return inOrder(
    ids,
    rows.map((r) => {
      const n = names(r);
      return {
        id: r.id, title: r.title, doc_no: r.doc_no, agency_id: r.agency_id, level: r.level, region_code: r.region_code, province_code: r.province_code,
        city_code: r.city_code, type_id: r.type_id, publish_date: r.publish_date, effective_date: r.effective_date, expire_date: r.expire_date,
        summary: r.summary, source_url: r.source_url, view_count: r.view_count, created_at: r.created_at, updated_at: r.updated_at,
        agency_name: n.agency_name, type_name: n.type_name, labels: n.labels, snippetSource: r.summary,
      };
    }),
  );
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
  const res = await runEngineListing(
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
  );
  const ids = res.hits.map((h) => h.id);
  // The summary when it shows a hit (or there is no query), else the part of the body around the first hit;
  // read beside the rows, so a page costs one round trip after the search.
  const [rows, windows] = await Promise.all([loadPolicyItems(db, ids), bodyWindows(db, dialect, ids, res.query?.terms ?? [])]);
  for (const r of rows) r.snippetSource = windows.get(r.id) ?? r.summary;
  return { rows, total: res.total, facets: await nameFacets(db, res.facets), query: res.query };
}

function containsAny(text: string, terms: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return terms.some((t) => lower.includes(t));
}

/** Characters of body HTML read around the first hit: enough text for a snippet after the tags are dropped. */
const WINDOW_BEFORE = 300;
const WINDOW_LENGTH = 1200;
const MAX_WINDOW_TERMS = 8;

/**
 * Plain text around the first hit of any term in the body of each policy whose summary has none of the terms
 * (others are absent: their summary is the snippet). The database finds the hit and cuts the window, so a
 * list page reads a kilobyte per row instead of the whole body; a tag or entity cut at either edge is dropped.
 */
export async function bodyWindows(db: Kysely<Database>, dialect: DialectName, ids: number[], terms: readonly string[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const words = terms.slice(0, MAX_WINDOW_TERMS);
  if (ids.length === 0 || words.length === 0) return out;
  const find = dialect === 'sqlite' ? (col: string, t: string) => sql<number>`instr(lower(${sql.ref(col)}), ${t})` : (col: string, t: string) => sql<number>`strpos(lower(${sql.ref(col)}), ${t})`;
  const positions = words.map((t) => sql<number>`coalesce(nullif(${find('body_html', t)}, 0), 1000000000)`);
  const summaryMisses = sql.join(words.map((t) => sql`${find('summary', t)} = 0`), sql` and `);
  // SQLite's scalar min needs two arguments (one is the aggregate); PostgreSQL calls it least.
  const first = dialect === 'sqlite' ? (positions.length === 1 ? positions[0] : sql`min(${sql.join(positions)})`) : sql`least(${sql.join(positions)})`;
  const rows = await sql<{ id: number; w: string }>`select id, substr(body_html, ${sql.raw(dialect === 'sqlite' ? 'max' : 'greatest')}(1, p - ${WINDOW_BEFORE}), ${WINDOW_LENGTH}) as w from (select id, body_html, ${first} as p from policies where id in (${sql.join(ids)}) and ${summaryMisses}) x where p < 1000000000`.execute(db);
  for (const r of rows.rows) {
    const text = htmlToText(trimCutMarkup(r.w));
    if (containsAny(text, words)) out.set(Number(r.id), text);
  }
  return out;
}

/** Drops a tag or entity cut in half at either end of an HTML window. */
export function trimCutMarkup(w: string): string {
  let s = w;
  const close = s.indexOf('>');
  const open = s.indexOf('<');
  if (close >= 0 && (open < 0 || close < open)) s = s.slice(close + 1);
  const lastOpen = s.lastIndexOf('<');
  if (lastOpen >= 0 && s.indexOf('>', lastOpen) < 0) s = s.slice(0, lastOpen);
  return s.replace(/&[#a-zA-Z0-9]{0,8}$/, '');
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
