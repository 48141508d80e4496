import type { Kysely } from 'kysely';
import type { ColumnsSpec } from './engine/columns.ts';
import type { Counts } from './engine/counting.ts';
import { ListingCache } from './engine/listing-cache.ts';
import {
  searchPage,
  warmColumns,
  warmUnits,
  type ColumnStore,
  type EngineListingResult,
  type EngineListingSpec,
  type PageSource,
} from './engine/listing.ts';
import { NameTables, type SearchNames } from './engine/lookups.ts';
import { matchSetCache } from './engine/match-sets.ts';
import { PageRowCache, type PageRowLimits } from './engine/page-rows.ts';
import { UnitStore } from './engine/units.ts';
import type { SearchKind } from './store/kinds.ts';
import { readSearchState, type SearchState } from './store/state.ts';
import type { DialectName, SearchTables } from './store/tables.ts';

/** One search of a kind: the listing (filters, facets, order, page), its cache scope, and where its rows come from. */
export interface SearchRequest<R, T> {
  listing: Omit<EngineListingSpec, 'kind'>;
  /** Everything besides the query text that the listing's counts depend on (filters, today). */
  scope: string;
  rows: PageSource<R, T>;
}

/** One step of warming: a kind's facet columns or its index units loaded, or why not. */
export type WarmStep = { kind: SearchKind; stage: 'columns' | 'units'; ms: number } & (
  { count: number; bytes: number } | { error: string }
);

/**
 * The port: everything the API asks of search. An adapter for an external engine implements the same
 * interface; the kind declarations (ColumnsSpec, filters, facets) and the oracle tests are its contract.
 */
export interface Search {
  /** A page of `kind` with its total and facet counts, exactly as of the search state it reports. */
  search<R, T>(kind: SearchKind, req: SearchRequest<R, T>): Promise<EngineListingResult & { items: T[] }>;
  /** A writer of this process committed content of `kind` (writeContent calls this itself). */
  onWrite(kind: SearchKind): void;
  /** Loads every kind's facet columns, then its most frequent index units, so no visitor waits for them. */
  warm(kinds: readonly (readonly [SearchKind, ColumnsSpec])[], report?: (step: WarmStep) => void): Promise<void>;
  /** Drops everything held (a handle closing; benchmarks: a process that has served nothing yet). */
  close(): void;
  readonly names: SearchNames;
}

/**
 * The in-process port of one database handle: every structure a search holds between requests is a field
 * here, keyed on the kind's search state (state.ts), which every content transaction of any process writes
 * and every search reads (listing.ts). `onWrite` only makes the next search read the state first, and
 * empties the name tables, which have no state of their own.
 */
export class SearchEngine implements Search {
  /** The newest state read per kind: what a search may assume before its page's statement checks it. */
  private readonly seen = new Map<SearchKind, SearchState>();
  readonly columns = new Map<SearchKind, ColumnStore>();
  readonly units = new UnitStore();
  readonly matchSets = matchSetCache();
  readonly counts = new ListingCache<Counts>(2000);
  private readonly rowCaches = new Map<SearchKind, PageRowCache>();
  readonly names: NameTables;

  constructor(
    readonly db: Kysely<SearchTables>,
    readonly dialect: DialectName,
  ) {
    this.names = new NameTables(db);
  }

  search<R, T>(kind: SearchKind, req: SearchRequest<R, T>): Promise<EngineListingResult & { items: T[] }> {
    return searchPage(this, { ...req.listing, kind }, req.scope, req.rows);
  }

  onWrite(kind: SearchKind): void {
    this.seen.delete(kind);
    this.names.clear();
  }

  close(): void {
    this.seen.clear();
    this.columns.clear();
    this.units.clear();
    this.matchSets.clear();
    this.counts.clear();
    this.rowCaches.clear();
    this.names.clear();
  }

  async warm(kinds: readonly (readonly [SearchKind, ColumnsSpec])[], report: (step: WarmStep) => void = () => {}) {
    // Every kind's columns before any kind's units: the columns serve every search, units only their words.
    const steps = [
      ...kinds.map(([kind, spec]) => ({ kind, stage: 'columns' as const, load: () => warmColumns(this, kind, spec) })),
      ...kinds.map(([kind]) => ({ kind, stage: 'units' as const, load: () => warmUnits(this, kind) })),
    ];
    for (const { kind, stage, load } of steps) {
      const started = performance.now();
      const done = await load().catch((err: unknown) => ({ error: err instanceof Error ? err.message : String(err) }));
      report({ kind, stage, ...done, ms: Math.round(performance.now() - started) });
    }
  }

  async readState(kind: SearchKind): Promise<SearchState> {
    const state = await readSearchState(this.db, kind);
    this.remember(kind, state);
    return state;
  }

  /** Records a state read elsewhere (a page's statement); generations only grow, so the higher is newer. */
  remember(kind: SearchKind, state: SearchState): void {
    const prev = this.seen.get(kind);
    if (!prev || state.generation >= prev.generation) this.seen.set(kind, state);
  }

  /** The newest state read for `kind`, or null before the first read or after a write here. */
  lastSeen(kind: SearchKind): SearchState | null {
    return this.seen.get(kind) ?? null;
  }

  pageRows(kind: SearchKind, limits: PageRowLimits): PageRowCache {
    let cache = this.rowCaches.get(kind);
    if (!cache) this.rowCaches.set(kind, (cache = new PageRowCache(limits)));
    return cache;
  }
}

/**
 * A new search of a database handle, holding nothing yet: a process builds one per handle in its composition
 * root and hands it on; nothing finds it by the handle, so two calls make two searches that share no memory.
 */
export function createSearch(db: Kysely<SearchTables>, dialect: DialectName): Search {
  return new SearchEngine(db, dialect);
}

/** The engine behind a port made by createSearch, for tests and benches (testing.ts). */
export function engineOf(search: Search): SearchEngine {
  if (!(search instanceof SearchEngine)) throw new Error('this search is not the in-process engine');
  return search;
}
