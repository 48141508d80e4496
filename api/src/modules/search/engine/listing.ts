import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import type { SearchKind } from '../kinds.ts';
import { ListingCache, perHandle } from '../listing-cache.ts';
import { fullFormUnits, parseTextQuery, type TextQuery } from '../query.ts';
import { lastSeenState, readSearchState, sameState, type SearchState } from '../state.ts';
import { FacetColumns, type ColumnsSpec } from './columns.ts';
import { countListing, type Buckets, type Counts, type EngineFacet } from './counting.ts';
import { pageOfHits, type Hit, type PageOrder } from './pages.ts';
import type { EngineFilter } from './filters.ts';
import { matchSet } from './match-sets.ts';
import { preloadUnits } from './units.ts';

/**
 * A listing (search page, total, facet counts) answered from the full-text index's match set plus in-memory
 * facet columns. Every request is checked against the kind's search state (read first, or in the page
 * query's own statement: searchPage), so whatever is cached (columns, match sets, counts) is exactly as
 * fresh as the last committed write of any process.
 */
export interface EngineListingSpec {
  kind: SearchKind;
  columns: ColumnsSpec;
  keyword: string;
  /** Active filters, built against the columns' dictionaries. */
  filters(cols: FacetColumns): EngineFilter[];
  facets(cols: FacetColumns): EngineFacet[];
  /**
   * Date column for sort=date and for listings without a keyword (newest first, then highest id), or a
   * derived order key built against the columns (an order that is not one column descending).
   */
  dateColumn: string | ((cols: FacetColumns) => PageOrder);
  sort: 'relevance' | 'date';
  page: number;
  pageSize: number;
}

export interface EngineListingResult {
  hits: Hit[];
  total: number;
  facets: Record<string, Buckets>;
  query: TextQuery | null;
}

interface Store {
  cols: FacetColumns;
  resets: number;
  generation: number;
  catching: Promise<void> | null;
}

const stores = perHandle(() => new Map<SearchKind, Store>());
const countCaches = perHandle(() => new ListingCache<Counts>(2000));

/** Forgets cached counts (benchmarks measure a new filter combination separately). */
export function clearEngineCounts(): void {
  countCaches.clearAll();
}

/** Forgets the facet columns too (benchmarks: a process that has served nothing yet). */
export function clearEngineColumns(): void {
  stores.clearAll();
}

/** The kind's facet columns, caught up to `state` (rebuilt after a reset). */
async function columnsAt(db: Kysely<Database>, dialect: DialectName, kind: SearchKind, spec: ColumnsSpec, state: SearchState): Promise<FacetColumns> {
  const byKind = stores.of(db);
  let store = byKind.get(kind);
  if (!store || store.resets !== state.resets) {
    store = { cols: new FacetColumns(spec), resets: state.resets, generation: -1, catching: null };
    byKind.set(kind, store);
  }
  const s = store;
  // Generations only grow. A catch-up already running may have started before `state`'s write committed,
  // so wait for it and, if it still falls short, run another: counts are cached under this generation.
  while (s.generation < state.generation) {
    if (!s.catching) {
      const target = state.generation;
      s.catching = s.cols
        .catchUp(db, dialect)
        .then(() => {
          s.generation = Math.max(s.generation, target);
        })
        .finally(() => {
          s.catching = null;
        });
    }
    await s.catching;
  }
  return s.cols;
}

/**
 * Loads a kind's facet columns ahead of the first search (the API calls this at start; 100k policies take
 * about half a second), so no visitor waits for it.
 */
export async function warmColumns(db: Kysely<Database>, dialect: DialectName, kind: SearchKind, spec: ColumnsSpec): Promise<{ docs: number; bytes: number }> {
  const cols = await columnsAt(db, dialect, kind, spec, await readSearchState(db, kind));
  return { docs: cols.size, bytes: cols.bytes };
}

/**
 * How much of each kind's index the process loads ahead of the first search (units.ts): the words most
 * documents hold, until the budget is taken. Dense words are bitsets (12.5 KB per 100k documents), so the
 * budgets hold hundreds of words; a rarer word is a small read on first use.
 */
const UNIT_PRELOAD: Partial<Record<SearchKind, { budgetBytes: number; maxTerms: number }>> = {
  policy: { budgetBytes: 48 * 1024 * 1024, maxTerms: 3000 },
  project: { budgetBytes: 8 * 1024 * 1024, maxTerms: 3000 },
  company: { budgetBytes: 96 * 1024 * 1024, maxTerms: 3000 },
};

/** Loads the units of a kind's most frequent words (after its columns: see warmColumns). */
export async function warmUnits(db: Kysely<Database>, dialect: DialectName, kind: SearchKind): Promise<{ units: number; bytes: number }> {
  const opts = UNIT_PRELOAD[kind];
  if (!opts) return { units: 0, bytes: 0 };
  return preloadUnits(db, dialect, kind, await readSearchState(db, kind), { ...opts, extra: fullFormUnits() });
}

/** A listing's page of hits at a known state, with its counts computed on demand (and cached). */
interface ListingParts {
  hits: Hit[];
  query: TextQuery | null;
  counts(): Promise<Counts>;
}

/** The listing's parts at a known state: reads nothing but what that state's caches lack. */
async function listingParts(db: Kysely<Database>, dialect: DialectName, spec: EngineListingSpec, cacheScope: string, state: SearchState): Promise<ListingParts> {
  const query = spec.keyword.trim() ? parseTextQuery(spec.keyword) : null;
  const [cols, match] = await Promise.all([
    columnsAt(db, dialect, spec.kind, spec.columns, state),
    query ? matchSet(db, dialect, spec.kind, query, state) : null,
  ]);
  const filters = spec.filters(cols);
  const key = `${spec.kind}|${cacheScope}|${query ? JSON.stringify(query.clauses) : ''}`;
  const order = typeof spec.dateColumn === 'string' ? spec.dateColumn : spec.dateColumn(cols);
  const hits = await pageOfHits(cols, match, filters, query ? spec.sort : 'date', order, (spec.page - 1) * spec.pageSize, spec.pageSize);
  return { hits, query, counts: () => countCaches.of(db).get(key, state.generation, async () => countListing(cols, match, filters, spec.facets(cols))) };
}

/** `gaps`: the index held documents the columns lack (see Counts.gaps). */
function listingOf(parts: ListingParts, counts: Counts): EngineListingResult & { gaps: boolean } {
  return { hits: parts.hits, total: counts.total, facets: counts.facets, query: parts.query, gaps: counts.gaps > 0 };
}

async function listingAt(db: Kysely<Database>, dialect: DialectName, spec: EngineListingSpec, cacheScope: string, state: SearchState): Promise<EngineListingResult & { gaps: boolean }> {
  const parts = await listingParts(db, dialect, spec, cacheScope, state);
  return listingOf(parts, await parts.counts());
}

/** Resolves on the event loop's next turn, after every callback and microtask already queued has run. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The listing at a state just read; gaps mean the columns missed a write (committed out of id order). */
async function listingAtRead(db: Kysely<Database>, dialect: DialectName, spec: EngineListingSpec, cacheScope: string): Promise<EngineListingResult> {
  const { gaps, ...res } = await listingAt(db, dialect, spec, cacheScope, await readSearchState(db, spec.kind));
  if (gaps) {
    // Rebuilt on the next search.
    const store = stores.of(db).get(spec.kind);
    if (store) store.resets = Number.NaN;
  }
  return res;
}

/** A listing checked against the search state read first (one more query before the work). */
export async function runEngineListing(db: Kysely<Database>, dialect: DialectName, spec: EngineListingSpec, cacheScope: string): Promise<EngineListingResult> {
  return listingAtRead(db, dialect, spec, cacheScope);
}

/**
 * Loads a page's items by id and reads the kind's search state in the same statement (stateColumns), or
 * returns state null when it ran no statement (no hits).
 */
export type PageLoader<T> = (hits: Hit[], query: TextQuery | null) => Promise<{ items: T[]; state: SearchState | null }>;

/**
 * A listing and its page's items in one database round trip when nothing moved: the listing is computed at
 * the newest state this process has seen, and the page query reads the current state in its own snapshot.
 * If they agree, every write committed before that statement began was already in the listing, which is
 * the guarantee runEngineListing gives by reading the state first. If not (another process or this one
 * wrote since), the listing is computed again after a fresh read, as runEngineListing does.
 */
export async function searchPage<T>(
  db: Kysely<Database>,
  dialect: DialectName,
  spec: EngineListingSpec,
  cacheScope: string,
  load: PageLoader<T>,
): Promise<EngineListingResult & { items: T[] }> {
  const seen = lastSeenState(db, spec.kind);
  if (seen) {
    const parts = await listingParts(db, dialect, spec, cacheScope, seen);
    // The page statement goes out first and the counts are computed while it runs, after a turn of the event
    // loop (the pool hands out its connection on a later tick): on PostgreSQL the counting (0.4-0.6 ms of a
    // new query text's 1.5 ms) hides in the round trip. On SQLite the statement runs on this thread anyway.
    const [page, counts] = await Promise.all([load(parts.hits, parts.query), nextTurn().then(() => parts.counts())]);
    // Gaps here may only mean a unit read for the first time saw a write newer than `seen`: check afresh.
    if (counts.gaps === 0) {
      const now = page.state ?? (await readSearchState(db, spec.kind));
      if (sameState(now, seen)) {
        const { gaps: _, ...res } = listingOf(parts, counts);
        return { ...res, items: page.items };
      }
    }
  }
  const res = await listingAtRead(db, dialect, spec, cacheScope);
  return { ...res, items: (await load(res.hits, res.query)).items };
}
