import type { SearchKind } from '../store/kinds.ts';
import { fullFormUnits, parseTextQuery, type TextQuery } from '../text/query.ts';
import { sameState, type SearchState } from '../store/state.ts';
import { FacetColumns, nextTurn, type ColumnsSpec } from './columns.ts';
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
 * A listing (page, total, facet counts) from the match set and the facet columns, checked against the kind's
 * search state, so whatever is cached is exactly as fresh as the last committed write of any process.
 */
export interface EngineListingSpec {
  kind: SearchKind;
  columns: ColumnsSpec;
  keyword: string;
  /** Active filters, built against the columns' dictionaries. */
  filters(cols: FacetColumns): EngineFilter[];
  facets(cols: FacetColumns): EngineFacet[];
  /** Order for sort=date and listings without a keyword. */
  dateColumn: string | ((cols: FacetColumns) => PageOrder);
  sort: 'relevance' | 'date';
  page: number;
  pageSize: number;
  /** Of `ids`, those whose document number is one of `keys` (shared/doc-number.ts): ranked first. */
  numbered?(ids: readonly number[], keys: readonly string[]): Promise<number[]>;
}

/** A match set larger than this is not looked through for document numbers. */
const MAX_NUMBERED_SCAN = 2000;

export interface EngineListingResult {
  hits: Hit[];
  total: number;
  facets: Record<string, Buckets>;
  query: TextQuery | null;
  /** The search state the listing was computed at: every write committed up to it is in, none after it. */
  state: SearchState;
}

export interface ColumnStore {
  cols: FacetColumns;
  resets: number;
  /** The state the columns hold exactly, null before the first catch-up. */
  state: SearchState | null;
  catching: Promise<void> | null;
}

/** What a listing uses of a search engine (port.ts). */
export interface StateView extends MatchHost {
  readonly columns: Map<SearchKind, ColumnStore>;
  readonly counts: ListingCache<Counts>;
  readState(kind: SearchKind): Promise<SearchState>;
  remember(kind: SearchKind, state: SearchState): void;
  lastSeen(kind: SearchKind): SearchState | null;
  pageRows(kind: SearchKind, limits: PageRowLimits): PageRowCache;
}

/** The kind's facet columns at `state` or a newer one (rebuilt after a reset), and that state. */
async function columnsAt(
  engine: StateView,
  kind: SearchKind,
  spec: ColumnsSpec,
  state: SearchState,
): Promise<{ cols: FacetColumns; state: SearchState }> {
  let store = engine.columns.get(kind);
  if (!store || store.resets !== state.resets) {
    store = { cols: new FacetColumns(spec), resets: state.resets, state: null, catching: null };
    engine.columns.set(kind, store);
  }
  const s = store;
  // A catch-up already running may be for an older state: wait for it and, if it falls short, run another.
  while (!s.state || s.state.generation < state.generation) {
    if (!s.catching) {
      s.catching = s.cols
        .catchUp(engine.db, engine.dialect, state.maxId)
        .then(() => {
          if (!s.state || s.state.generation < state.generation) s.state = state;
        })
        .finally(() => {
          s.catching = null;
        });
    }
    await s.catching;
  }
  return { cols: s.cols, state: s.state };
}

export async function warmColumns(
  engine: StateView,
  kind: SearchKind,
  spec: ColumnsSpec,
): Promise<{ count: number; bytes: number }> {
  const { cols } = await columnsAt(engine, kind, spec, await engine.readState(kind));
  return { count: cols.size, bytes: cols.bytes };
}

/** MiB of each kind's index warmUnits loads: units of its 3,000 most frequent words; a rarer one is read on first use. */
const UNIT_PRELOAD_MIB: Partial<Record<SearchKind, number>> = { policy: 48, project: 8, company: 96 };

export async function warmUnits(engine: StateView, kind: SearchKind): Promise<{ count: number; bytes: number }> {
  const mib = UNIT_PRELOAD_MIB[kind];
  if (!mib) return { count: 0, bytes: 0 };
  const opts = { budgetBytes: mib * 1024 * 1024, maxTerms: 3000, extra: fullFormUnits() };
  const { units, bytes } = await preloadUnits(engine, kind, await engine.readState(kind), opts);
  return { count: units, bytes };
}

/** A listing's page of hits at a known state, its counts computed on demand. */
interface ListingParts {
  hits: Hit[];
  query: TextQuery | null;
  state: SearchState;
  counts(): Promise<Counts>;
  /** Another request caught the shared columns up past `state` while this one awaited. */
  moved(): boolean;
}

/** The shared columns grew while a request awaited: its listing is computed again. */
class ColumnsMoved extends Error {}

/**
 * The listing's parts at a known state (or the newer one the columns hold). Ids the units hold past the
 * columns' state have no slot there and drop out, so the listing is exactly that state's.
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

/** The match set's documents carrying a document number of the query, once per match set (a rewrite is a reset). */
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

/**
 * The listing at a state just read. Gaps (ids below the columns' highest that they lack) mean a write
 * bypassed content-write.ts: the columns are rebuilt on the next search rather than serve holes.
 */
async function listingAtRead(
  engine: StateView,
  spec: EngineListingSpec,
  cacheScope: string,
): Promise<EngineListingResult> {
  for (let tries = 0; ; tries++) {
    // Each try starts from a fresh state read; another fails only if yet another write landed meanwhile.
    try {
      const parts = await listingParts(engine, spec, cacheScope, await engine.readState(spec.kind));
      const counts = await parts.counts();
      if (parts.moved()) throw new ColumnsMoved();
      const store = engine.columns.get(spec.kind);
      if (counts.gaps > 0 && store) store.resets = Number.NaN;
      return listingOf(parts, counts);
    } catch (err) {
      if (!(err instanceof ColumnsMoved) || tries >= 50) throw err;
    }
  }
}

/** Where a page comes from: rows by id with the state read in their statement, then items in hit order. */
export interface PageSource<R, T> {
  rows(ids: number[]): Promise<{ rows: R[]; state: SearchState | null }>;
  id(row: R): number;
  items(rows: R[], query: TextQuery | null): Promise<T[]>;
  cache?: PageRowLimits;
}

/** The rows of `ids` in order, from `cached` (by position) or `loaded`; deleted ids are left out. */
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
 * A listing and its page's items, checked against the search state without reading it first: the listing is
 * computed at the newest state seen, and the current state is read in the page's row statement and, for a
 * kind whose rows are held, in a state read sent before the work (its round trip overlaps it). If every read
 * agrees with the state assumed, the listing holds every write committed before they began, as if the state
 * had been read first; if not, it is computed again after a fresh read (listingAtRead).
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
    // Counted after a turn of the event loop, once the row statement is out: on PostgreSQL the counting hides
    // in its round trip.
    const [loaded, counts] = await Promise.all([
      missing.length ? source.rows(missing) : null,
      nextTurn().then(() =>
        parts.counts().catch((err: unknown) => (err instanceof ColumnsMoved ? null : Promise.reject(err))),
      ),
    ]);
    // With gaps, the read-first path below rebuilds the columns.
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
