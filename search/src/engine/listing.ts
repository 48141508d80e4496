import type { SearchKind } from '../store/kinds.ts';
import { fullFormUnits, parseTextQuery, type TextQuery } from '../text/query.ts';
import { sameState, type SearchState } from '../store/state.ts';
import { FacetColumns, type ColumnsSpec } from './columns.ts';
import { countListing, type Buckets, type Counts, type EngineFacet } from './counting.ts';
import type { ListingCache } from './listing-cache.ts';
import { pageOfHits, type Hit, type PageOrder } from './pages.ts';
import type { EngineFilter } from './filters.ts';
import { sizeOf, toIds } from './id-sets.ts';
import { matchSet, type MatchHost, type MatchSet } from './match-sets.ts';
import type { PageRowCache, PageRowLimits } from './page-rows.ts';
import { preloadUnits } from './units.ts';
import { layerSwitches } from '@aikc/server-kit/layer-switches';

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
  /**
   * Of `ids` (a match set's documents), those whose document number has one of `keys` (canonical,
   * shared/doc-number.ts): a kind with document numbers ranks them first when the query holds one.
   */
  numbered?(ids: readonly number[], keys: readonly string[]): Promise<number[]>;
}

/** A match set larger than this is no document number's: it is not looked through for one. */
const MAX_NUMBERED_SCAN = 2000;

export interface EngineListingResult {
  hits: Hit[];
  total: number;
  facets: Record<string, Buckets>;
  query: TextQuery | null;
  /** The search state the listing was computed at: every write committed up to it is in, none after it. */
  state: SearchState;
}

/** A kind's facet columns as a search engine holds them (SearchEngine.columns). */
export interface ColumnStore {
  cols: FacetColumns;
  resets: number;
  /** The state the columns hold exactly (every document up to its maxId), null before the first catch-up. */
  state: SearchState | null;
  catching: Promise<void> | null;
}

/**
 * What a listing uses of a search engine (port.ts, SearchEngine, passes itself): its caches and its
 * view of the search state (the newest state read, and reading it), not the whole engine.
 */
export interface StateView extends MatchHost {
  readonly columns: Map<SearchKind, ColumnStore>;
  readonly counts: ListingCache<Counts>;
  readState(kind: SearchKind): Promise<SearchState>;
  remember(kind: SearchKind, state: SearchState): void;
  lastSeen(kind: SearchKind): SearchState | null;
  pageRows(kind: SearchKind, limits: PageRowLimits): PageRowCache;
}

/**
 * The kind's facet columns holding exactly the documents of `state` or of a newer state (rebuilt after a
 * reset), and that state: a listing is computed at the columns' state, and reports it.
 */
async function columnsAt(
  engine: StateView,
  kind: SearchKind,
  spec: ColumnsSpec,
  state: SearchState,
): Promise<{ cols: FacetColumns; state: SearchState }> {
  const byKind = engine.columns;
  let store = byKind.get(kind);
  if (!store || store.resets !== state.resets) {
    store = { cols: new FacetColumns(spec), resets: state.resets, state: null, catching: null };
    byKind.set(kind, store);
  }
  const s = store;
  // Generations only grow. A catch-up already running may be for an older state: wait for it and, if it
  // still falls short, run another. Counts are cached under the columns' generation.
  while (!s.state || s.state.generation < state.generation) {
    if (!s.catching) {
      const target = state;
      s.catching = s.cols
        .catchUp(engine.db, engine.dialect, target.maxId)
        .then(() => {
          if (!s.state || s.state.generation < target.generation) s.state = target;
        })
        .finally(() => {
          s.catching = null;
        });
    }
    await s.catching;
  }
  return { cols: s.cols, state: s.state };
}

/**
 * Loads a kind's facet columns ahead of the first search (the API calls this at start; 100k policies take
 * about half a second), so no visitor waits for it.
 */
export async function warmColumns(
  engine: StateView,
  kind: SearchKind,
  spec: ColumnsSpec,
): Promise<{ count: number; bytes: number }> {
  const { cols } = await columnsAt(engine, kind, spec, await engine.readState(kind));
  return { count: cols.size, bytes: cols.bytes };
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
export async function warmUnits(engine: StateView, kind: SearchKind): Promise<{ count: number; bytes: number }> {
  const opts = UNIT_PRELOAD[kind];
  if (!opts) return { count: 0, bytes: 0 };
  const { units, bytes } = await preloadUnits(engine, kind, await engine.readState(kind), {
    ...opts,
    extra: fullFormUnits(),
  });
  return { count: units, bytes };
}

/** A listing's page of hits at a known state, with its counts computed on demand (and cached). */
interface ListingParts {
  hits: Hit[];
  query: TextQuery | null;
  state: SearchState;
  counts(): Promise<Counts>;
  /** Whether another request caught the shared columns up past `state` while this one awaited. */
  moved(): boolean;
}

/**
 * The columns are shared and grow in place: a request that awaited (a unit read, a row statement) while
 * another caught them up to a newer state would count and page the newer documents under the older state.
 * Such a listing is computed again (never cached).
 */
class ColumnsMoved extends Error {}

/**
 * The listing's parts at a known state (or the newer one the columns hold): reads nothing but what that
 * state's caches lack. The columns come first and fix the state; the match set is then current with it.
 * Its units may hold ids past the state (read later): those have no slot in the columns and drop out, so
 * the listing is exactly the state's.
 */
async function listingParts(
  engine: StateView,
  spec: EngineListingSpec,
  cacheScope: string,
  asked: SearchState,
): Promise<ListingParts> {
  const query = spec.keyword.trim() ? parseTextQuery(spec.keyword) : null;
  const { cols, state } = await columnsAt(engine, spec.kind, spec.columns, asked);
  const size = cols.size;
  const match = query ? await matchSet(engine, spec.kind, query, state, size) : null;
  const pinned = match && query ? await numberedDocs(spec, match, query) : [];
  const filters = spec.filters(cols);
  const key = `${spec.kind}|${cacheScope}|${query ? JSON.stringify(query.clauses) : ''}`;
  const order = typeof spec.dateColumn === 'string' ? spec.dateColumn : spec.dateColumn(cols);
  const hits = await pageOfHits(
    cols,
    match,
    filters,
    query ? spec.sort : 'date',
    order,
    (spec.page - 1) * spec.pageSize,
    spec.pageSize,
    pinned,
  );
  const moved = () => cols.size !== size;
  const counts = () =>
    engine.counts.get(key, state.generation, async () => {
      if (moved()) throw new ColumnsMoved();
      return countListing(cols, match, filters, spec.facets(cols));
    });
  return { hits, query, state, counts, moved };
}

/**
 * The documents of the match set carrying a document number the query holds (EngineListingSpec.numbered),
 * looked up once per match set: the set is current with the state, and a document's number changes only by
 * a rewrite, which is a reset.
 */
function numberedDocs(spec: EngineListingSpec, match: MatchSet, query: TextQuery): Promise<readonly number[]> {
  const lookup = spec.numbered;
  if (!lookup || query.docNumbers.length === 0 || sizeOf(match.all) > MAX_NUMBERED_SCAN) return Promise.resolve([]);
  match.pinned ??= lookup([...toIds(match.all)], query.docNumbers).catch((err: unknown) => {
    match.pinned = undefined;
    throw err;
  });
  return match.pinned;
}

function listingOf(parts: ListingParts, counts: Counts): EngineListingResult {
  return { hits: parts.hits, total: counts.total, facets: counts.facets, query: parts.query, state: parts.state };
}

/** Resolves on the event loop's next turn, after every callback and microtask already queued has run. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The listing at a state just read. Gaps (index ids at or below the columns' highest id that the columns
 * lack) cannot happen while every writer goes through content-write.ts; if a write bypassed it, the
 * columns are rebuilt on the next search rather than serve a listing with holes.
 */
async function listingAtRead(
  engine: StateView,
  spec: EngineListingSpec,
  cacheScope: string,
): Promise<EngineListingResult> {
  // Each try starts from a fresh state read; another fails only if yet another write landed meanwhile.
  for (let tries = 0; ; tries++) {
    try {
      const parts = await listingParts(engine, spec, cacheScope, await engine.readState(spec.kind));
      const counts = await parts.counts();
      if (parts.moved()) throw new ColumnsMoved();
      if (counts.gaps > 0) {
        // Rebuilt on the next search.
        const store = engine.columns.get(spec.kind);
        if (store) store.resets = Number.NaN;
      }
      return listingOf(parts, counts);
    } catch (err) {
      if (!(err instanceof ColumnsMoved) || tries >= 50) throw err;
    }
  }
}

/**
 * Where a listing's page comes from: rows by id (read with the kind's search state in the same statement,
 * stateColumns), then the items the page shows for the query. With `cache`, rows are kept across requests
 * (page-rows.ts): only for kinds whose list rows change through index writes alone.
 */
export interface PageSource<R, T> {
  /** Rows of `ids` in any order (deleted ids have none); state null when no statement ran (no ids). */
  rows(ids: number[]): Promise<{ rows: R[]; state: SearchState | null }>;
  id(row: R): number;
  /** The page's items, from its rows in hit order. */
  items(rows: R[], query: TextQuery | null): Promise<T[]>;
  cache?: PageRowLimits;
}

/** The rows of `ids` in that order: from `cached` (by position) or `loaded`; deleted ids are left out. */
function pageRowsInOrder<R>(
  ids: readonly number[],
  cached: readonly unknown[],
  loaded: readonly R[],
  idOf: (row: R) => number,
): R[] {
  const byId = new Map<number, R>();
  for (const r of loaded) byId.set(idOf(r), r);
  const out: R[] = [];
  ids.forEach((id, i) => {
    const r = (cached[i] as R | undefined) ?? byId.get(id);
    if (r !== undefined) out.push(r);
  });
  return out;
}

/**
 * A listing and its page's items, checked against the kind's search state without reading it before the
 * work: the listing is computed at the newest state this process has seen, and the request reads the
 * current state in the page's row statement (stateColumns) and, for a kind whose rows are held
 * (page-rows.ts), in a read of the state alone, asked for before the listing is computed so that its round
 * trip runs during that work (on PostgreSQL it goes out at once: db/pipelined-reads.ts). If every read
 * agrees with the state assumed, every write committed before those statements began was already in the
 * listing, which is the guarantee of reading the state first. If not (another
 * process or this one wrote since), the listing is computed again after a fresh read (listingAtRead).
 */
export async function searchPage<R, T>(
  engine: StateView,
  spec: EngineListingSpec,
  cacheScope: string,
  source: PageSource<R, T>,
): Promise<EngineListingResult & { items: T[] }> {
  const seen = engine.lastSeen(spec.kind);
  if (seen) {
    const cache = source.cache && layerSwitches.pageRows ? engine.pageRows(spec.kind, source.cache) : null;
    const stateRead = cache ? engine.readState(spec.kind) : null;
    // Its failure is reported by the await below; until then it must not count as unhandled.
    stateRead?.catch(() => undefined);
    const parts = await listingParts(engine, spec, cacheScope, seen);
    // The state the listing was computed at: `seen`, or a newer one another request caught the columns up to.
    const at = parts.state;
    const ids = parts.hits.map((h) => h.id);
    const { found, missing } = cache ? cache.lookup(at, ids) : { found: [], missing: ids };
    // The row statement goes out first and the counts are computed while it runs, after a turn of the event
    // loop (the pool hands out its connection on a later tick): on PostgreSQL the counting (0.4-0.6 ms of a
    // new query text's 1.5 ms) hides in the round trip. On SQLite the statement runs on this thread anyway.
    const [loaded, counts] = await Promise.all([
      missing.length ? source.rows(missing) : null,
      nextTurn().then(() =>
        parts.counts().catch((err: unknown) => (err instanceof ColumnsMoved ? null : Promise.reject(err))),
      ),
    ]);
    // Gaps (matches below the columns' highest id that the columns lack) break the writers' invariant; the
    // read-first path below then rebuilds the columns.
    if (loaded?.state) engine.remember(spec.kind, loaded.state);
    if (counts && counts.gaps === 0 && !parts.moved()) {
      const reads = [loaded?.state ?? null, stateRead ? await stateRead : null].filter(
        (x): x is SearchState => x !== null,
      );
      if (reads.length === 0) reads.push(await engine.readState(spec.kind));
      if (reads.every((now) => sameState(now, at))) {
        if (cache && loaded) cache.store(at, loaded.rows, source.id as (row: unknown) => number);
        const rows = pageRowsInOrder(ids, found, loaded?.rows ?? [], source.id);
        return { ...listingOf(parts, counts), items: await source.items(rows, parts.query) };
      }
    }
  }
  const res = await listingAtRead(engine, spec, cacheScope);
  const ids = res.hits.map((h) => h.id);
  const loaded = ids.length ? await source.rows(ids) : { rows: [], state: null };
  if (loaded.state) engine.remember(spec.kind, loaded.state);
  return { ...res, items: await source.items(pageRowsInOrder(ids, [], loaded.rows, source.id), res.query) };
}
