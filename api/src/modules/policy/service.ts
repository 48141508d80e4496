import { sql, type Kysely, type Selectable } from 'kysely';
import { policiesNumbered } from './numbered.ts';
import type { PolicyFilter } from '@aikc/shared/filters';
import { POLICY_LEVEL_NAMES, type PolicyLevelValue } from '@aikc/shared/schemas/policy';
import type { Facets } from '@aikc/shared/schemas/search';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { todayCst } from '../../lib/time.ts';
import {
  kindContext,
  type Search,
  type SearchState,
  SNIPPET_WIDTH,
  stateSelect,
  type StateColumns,
  stateOfRow,
  type TextQuery,
} from '@aikc/search';
import { regionFullName } from '@aikc/shared/regions';
import { preparedRows } from '@aikc/server-kit/db/array-rows';
import { POLICY_KIND } from './search-spec.ts';
import { inOrder } from '../../db/page-query.ts';

export type PolicyListRow = Awaited<ReturnType<typeof loadPolicyItems>>[number];

/**
 * What a list item needs: every column but the HTML body (5-10 KB; a page of 15 pulled 100+ KB) and the view
 * count (detail views change it without an index write, and page rows are held until one: page-rows.ts).
 */
const LIST_COLUMNS = [
  'id',
  'title',
  'doc_no',
  'agency_id',
  'level',
  'region_code',
  'province_code',
  'city_code',
  'type_id',
  'publish_date',
  'effective_date',
  'expire_date',
  'summary',
  'source_url',
  'created_at',
  'updated_at',
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
  engine: Search,
  rows: readonly { id: number; agency_id: number; type_id: number }[],
  links: readonly { policy_id: number; label_id: number }[],
): Promise<(r: { id: number; agency_id: number; type_id: number }) => Names> {
  const [labels, agencies] = await Promise.all([
    engine.names.labels([...links.map((l) => l.label_id), ...rows.map((r) => r.type_id)]),
    engine.names.agencies(rows.map((r) => r.agency_id)),
  ]);
  // Display order: the label table's sort, then id.
  const precedes = (a: { id: number }, b: { id: number }) => {
    const sa = labels.get(a.id)?.sort ?? 0;
    const sb = labels.get(b.id)?.sort ?? 0;
    return sa < sb || (sa === sb && a.id < b.id);
  };
  const byPolicy = new Map<number, { id: number; name: string }[]>();
  for (const l of links) {
    const label = labels.get(l.label_id);
    if (!label) continue;
    let list = byPolicy.get(l.policy_id);
    if (!list) byPolicy.set(l.policy_id, (list = []));
    // Inserted in order (a policy has a few labels): Array#sort's scratch copies were a tenth of a search's garbage.
    const item = { id: l.label_id, name: label.name };
    let at = list.length;
    list.push(item);
    for (; at > 0 && precedes(item, list[at - 1] as { id: number }); at--)
      list[at] = list[at - 1] as { id: number; name: string };
    list[at] = item;
  }
  return (r) => ({
    agency_name: agencies.get(r.agency_id) ?? '',
    type_name: labels.get(r.type_id)?.name ?? '',
    labels: byPolicy.get(r.id) ?? [],
  });
}

function labelLinks(db: Kysely<Database>, ids: number[]) {
  return db.selectFrom('policy_labels').select(['policy_id', 'label_id']).where('policy_id', 'in', ids).execute();
}

/** Whole policies (body included) by id with their names, in the given order: for detail pages. */
export async function loadPolicies(search: Search, db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  const [rows, links, reprintRows] = await Promise.all([
    // Taken down or scheduled: not found, as a missing document (search/visibility.ts).
    db.selectFrom('policies').selectAll().where('id', 'in', ids).where('offline', '=', 0).execute(),
    labelLinks(db, ids),
    db
      .selectFrom('policy_reprints')
      .select(['policy_id', 'agency_id', 'region_code', 'doc_no', 'publish_date'])
      .where('policy_id', 'in', ids)
      .orderBy('publish_date')
      .orderBy('id')
      .execute(),
  ]);
  const [names, reprints] = await Promise.all([
    namesOf(search, rows, links),
    nameReprints(
      search,
      rows.map((r) => reprintRows.filter((x) => x.policy_id === r.id)),
    ),
  ]);
  return inOrder(
    ids,
    rows.map((r, i) => ({ ...r, ...names(r), reprints: reprints[i] as ReprintItem[] })),
  );
}

/**
 * Characters of body text kept around the first hit: the snippet (SNIPPET_WIDTH, a third before the hit)
 * with room on both sides, so it starts and ends with an ellipsis when the body goes on.
 */
const WINDOW_BEFORE = SNIPPET_WIDTH / 2;
const WINDOW_LENGTH = 2 * SNIPPET_WIDTH;
const MAX_WINDOW_TERMS = 8;

/**
 * The list page's rows: the columns without the HTML body, each one's label ids and its body as plain text
 * (for a snippet around the first hit), and the policy search state read in the same snapshot (searchPage
 * checks its listing against it). One statement, so a page costs one round trip on PostgreSQL; its text does
 * not vary with the ids there, so it stays prepared (preparedRows).
 */
function pageQuery(dialect: DialectName, ids: number[]) {
  const cols = sql.join([
    ...LIST_COLUMNS.map((c) => sql.ref(`p.${c}`)),
    sql.ref('p.body_text'),
    ...stateSelect('policy'),
  ]);
  if (dialect === 'sqlite') {
    const labels = sql`(select group_concat(l.label_id) from policy_labels l where l.policy_id = p.id)`;
    const reprints = sql`(select group_concat(r.agency_id || '|' || r.region_code || '|' || r.doc_no || '|' || r.publish_date, ';') from policy_reprints r where r.policy_id = p.id)`;
    return sql<PageRow>`select ${cols}, ${labels} as label_ids, ${reprints} as reprints from policies p where p.id in (${sql.join(ids)})`;
  }
  const labels = sql`(select string_agg(l.label_id::text, ',') from policy_labels l where l.policy_id = p.id)`;
  const reprints = sql`(select string_agg(r.agency_id::text || '|' || r.region_code || '|' || r.doc_no || '|' || r.publish_date, ';') from policy_reprints r where r.policy_id = p.id)`;
  return sql<PageRow>`select ${cols}, ${labels} as label_ids, ${reprints} as reprints from policies p where p.id = any(${ids}::int[])`;
}

type PageRow = Pick<Selectable<Database['policies']>, (typeof LIST_COLUMNS)[number] | 'body_text'> &
  StateColumns & { label_ids: string | null; reprints: string | null };

/** A policy's verbatim reprints (policy_reprints), as list items and the detail page carry them. */
export interface ReprintItem {
  agency_name: string;
  region_code: string;
  doc_no: string;
  publish_date: string;
}

interface RawReprint {
  agency_id: number;
  region_code: string;
  doc_no: string;
  publish_date: string;
}

/** Reprints aggregated by the page statement ('agency|region|doc no|date' joined by ';'), oldest first. */
function parseReprints(cell: string | null): RawReprint[] {
  if (!cell) return [];
  return cell
    .split(';')
    .map((part) => {
      const [agency, region_code = '', doc_no = '', publish_date = ''] = part.split('|');
      return { agency_id: Number(agency), region_code, doc_no, publish_date };
    })
    .sort((a, b) => (a.publish_date < b.publish_date ? -1 : a.publish_date > b.publish_date ? 1 : 0));
}

/** Reprints with their agencies named; a page without reprints reads nothing. */
async function nameReprints(engine: Search, raw: RawReprint[][]): Promise<ReprintItem[][]> {
  const ids = raw.flatMap((list) => list.map((r) => r.agency_id));
  if (ids.length === 0) return raw.map(() => []);
  const names = await engine.names.agencies(ids);
  return raw.map((list) =>
    list.map((r) => ({
      agency_name: names.get(r.agency_id) ?? '',
      region_code: r.region_code,
      doc_no: r.doc_no,
      publish_date: r.publish_date,
    })),
  );
}

/** The rows of a list page and the state their statement read (null without ids: no statement ran). */
async function loadPageRows(
  db: Kysely<Database>,
  dialect: DialectName,
  ids: number[],
): Promise<{ rows: PageRow[]; state: SearchState | null }> {
  if (ids.length === 0) return { rows: [], state: null };
  const rows = await preparedRows(db, pageQuery(dialect, ids).compile(db));
  // Every row carries the same state; with no row (ids all deleted) there is none, and searchPage reads it.
  return { rows, state: rows[0] ? stateOfRow(rows[0]) : null };
}

/**
 * The text around the first of `terms` in a body whose summary shows none of them (the summary is the
 * snippet then), or null. Terms come lower-cased; a term of characters without case (Chinese, digits) is
 * found at the same places in a text as in its lower case, so such a body is searched as it is.
 */
function bodyWindow(row: PageRow, terms: readonly string[]): string | null {
  const words = terms.slice(0, MAX_WINDOW_TERMS);
  if (words.length === 0 || containsAny(row.summary, words)) return null;
  const text = words.every((t) => t === t.toUpperCase()) ? row.body_text : row.body_text.toLowerCase();
  let first = -1;
  for (const t of words) {
    const at = text.indexOf(t);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  if (first < 0) return null;
  const start = Math.max(0, first - WINDOW_BEFORE);
  return row.body_text.slice(start, start + WINDOW_LENGTH);
}

/**
 * The list items of rows, with their names; each one's snippet source is the summary when it shows a hit,
 * else the body text around the first hit. Each item is built field by field, leaving the (cached) rows as
 * they are: spreading a driver row into a new object took V8's slow clone path, whose garbage made every
 * minor GC of a busy list 3-8 ms long (measured: 16 scavenges and 64 ms of pauses per 2,000 pages, against 4
 * and 3 ms built this way).
 */
async function policyItems(engine: Search, rows: readonly PageRow[], terms: readonly string[]) {
  const links: { policy_id: number; label_id: number }[] = [];
  for (const r of rows)
    if (r.label_ids)
      for (const l of r.label_ids.split(',')) links.push({ policy_id: Number(r.id), label_id: Number(l) });
  const [names, reprints] = await Promise.all([
    namesOf(engine, rows, links),
    nameReprints(
      engine,
      rows.map((r) => parseReprints(r.reprints)),
    ),
  ]);
  return rows.map((r, i) => {
    const n = names(r);
    return {
      id: Number(r.id),
      title: r.title,
      doc_no: r.doc_no,
      agency_id: r.agency_id,
      level: r.level,
      region_code: r.region_code,
      province_code: r.province_code,
      city_code: r.city_code,
      type_id: r.type_id,
      publish_date: r.publish_date,
      effective_date: r.effective_date,
      expire_date: r.expire_date,
      summary: r.summary,
      source_url: r.source_url,
      created_at: r.created_at,
      updated_at: r.updated_at,
      agency_name: n.agency_name,
      type_name: n.type_name,
      labels: n.labels,
      snippetSource: bodyWindow(r, terms) ?? r.summary,
      reprints: reprints[i] as ReprintItem[],
    };
  });
}

/** Policies without their HTML bodies by id with their names, in the given order: for lists. */
export async function loadPolicyItems(
  search: Search,
  db: Kysely<Database>,
  dialect: DialectName,
  ids: number[],
  terms: readonly string[] = [],
) {
  const { rows } = await loadPageRows(db, dialect, ids);
  return inOrder(ids, await policyItems(search, rows, terms));
}

/**
 * Page rows kept across searches (page-rows.ts): every column of them changes only through the policy
 * writer, which bumps the search state. Bodies run to about a thousand characters in the seed
 * corpus and far longer in real documents, so the text held is bounded too (about 8 MB of strings).
 */
const POLICY_PAGE_ROWS = {
  maxRows: 4000,
  maxWeight: 4_000_000,
  weight: (r: unknown) => 200 + (r as PageRow).body_text.length + (r as PageRow).summary.length,
};

export interface PolicySearchResult {
  rows: PolicyListRow[];
  total: number;
  facets: Facets;
  query: TextQuery | null;
  /** The search state the answer was computed at (the concurrency tests compare it with the SQL listing). */
  state: SearchState;
}

/** The policy library search: filters, facets with counts, relevance or date order. */
export async function searchPolicies(
  search: Search,
  db: Kysely<Database>,
  dialect: DialectName,
  f: PolicyFilter,
  now = Date.now(),
): Promise<PolicySearchResult> {
  const today = todayCst(now);
  const { page: _p, pageSize: _s, sort: _o, ...scope } = f;
  const ctx = kindContext(today, await search.names.industryIds());
  const res = await search.search('policy', {
    listing: {
      columns: POLICY_KIND.columns,
      keyword: f.keyword,
      filters: (cols) => POLICY_KIND.filters(cols, f, ctx),
      facets: (cols) => POLICY_KIND.facets(cols, f, ctx),
      dateColumn: POLICY_KIND.order(f, ctx),
      sort: f.sort,
      page: f.page,
      pageSize: f.pageSize,
      numbered: (ids, keys) => policiesNumbered(db, ids, keys),
    },
    scope: `${today}|${JSON.stringify(scope)}`,
    rows: {
      rows: (ids) => loadPageRows(db, dialect, ids),
      id: (r) => Number(r.id),
      items: (rows, query) => policyItems(search, rows, query?.terms ?? []),
      cache: POLICY_PAGE_ROWS,
    },
  });
  return {
    rows: res.items,
    total: res.total,
    facets: await nameFacets(search, res.facets),
    query: res.query,
    state: res.state,
  };
}

function containsAny(text: string, terms: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return terms.some((t) => lower.includes(t));
}

async function nameFacets(engine: Search, raw: Record<string, { value: string; count: number }[]>): Promise<Facets> {
  const labelIds = [...(raw.type ?? []), ...(raw.label ?? [])].map((b) => Number(b.value));
  const [labels, agencies] = await Promise.all([
    engine.names.labels(labelIds),
    engine.names.agencies((raw.agency ?? []).map((b) => Number(b.value))),
  ]);
  const validityNames: Record<string, string> = { valid: '有效', expired: '已失效' };
  const named: Facets = {};
  for (const [key, buckets] of Object.entries(raw)) {
    named[key] = buckets.map((b) => {
      const id = Number(b.value);
      const label =
        key === 'region'
          ? regionFullName(b.value)
          : key === 'level'
            ? (POLICY_LEVEL_NAMES[b.value as PolicyLevelValue] ?? b.value)
            : key === 'agency'
              ? (agencies.get(id) ?? b.value)
              : key === 'type' || key === 'label'
                ? (labels.get(id)?.name ?? b.value)
                : key === 'validity'
                  ? (validityNames[b.value] ?? b.value)
                  : b.value;
      return { value: b.value, label, count: b.count };
    });
  }
  return named;
}
