import type { Kysely } from 'kysely';
import type { ColumnsSpec } from './engine/columns.ts';
import type { EngineListingResult } from './engine/listing.ts';
import { agencyNames, industryLabelIds, labelNames, labelTable } from './engine/lookups.ts';
import { engineOf, type SearchEngine, type SearchRequest } from './engine/search-engine.ts';
import type { SearchKind } from './store/kinds.ts';
import type { DialectName, SearchTables } from './store/tables.ts';

/** One step of warming (Search.warm): a kind's facet columns or its index units loaded, or why not. */
export type WarmStep = { kind: SearchKind; stage: 'columns' | 'units'; ms: number } & (
  { count: number; bytes: number } | { error: string }
);

/** Names of labels and agencies, held beside the index and emptied by any write of this process. */
export interface SearchNames {
  labels(ids: number[]): Promise<Map<number, string>>;
  agencies(ids: number[]): Promise<Map<number, string>>;
  /** Labels with their display order. */
  labelTable(ids: number[]): Promise<Map<number, { name: string; sort: number }>>;
  /** Ids (as text, like facet values) of the industry labels. */
  industryIds(): Promise<Set<string>>;
}

/**
 * The port: everything the API asks of search. An adapter for an external engine implements the same
 * interface; the kind declarations (ColumnsSpec, filters, facets) and the oracle tests are its contract.
 */
export interface Search {
  /** A page of `kind` with its total and facet counts, exactly as of the search state it reports. */
  search<R, T>(kind: SearchKind, req: SearchRequest<R, T>): Promise<EngineListingResult & { items: T[] }>;
  /** A writer of this process committed content of `kind` (writeContent calls this itself). */
  onWrite(kind: SearchKind): void;
  /** Loads every kind's facet columns, then every kind's most frequent index units, before the first search. */
  warm(kinds: readonly (readonly [SearchKind, ColumnsSpec])[], report?: (step: WarmStep) => void): Promise<void>;
  /** Drops everything held. */
  close(): void;
  readonly names: SearchNames;
}

const ports = new WeakMap<SearchEngine, Search>();

/**
 * The search of a database handle. A handle has one (writers reach it through the handle: writeContent), so
 * asking again returns the same object.
 */
export function createSearch(db: Kysely<SearchTables>, dialect: DialectName): Search {
  const engine = engineOf(db, dialect);
  let port = ports.get(engine);
  if (!port) ports.set(engine, (port = portOf(engine)));
  return port;
}

function portOf(engine: SearchEngine): Search {
  return {
    search: (kind, req) => engine.search(kind, req),
    onWrite: (kind) => engine.onWrite(kind),
    close: () => engine.close(),
    warm: (kinds, report) => warm(engine, kinds, report),
    names: {
      labels: (ids) => labelNames(engine, ids),
      agencies: (ids) => agencyNames(engine, ids),
      labelTable: (ids) => labelTable(engine, ids),
      industryIds: () => industryLabelIds(engine),
    },
  };
}

async function warm(
  engine: SearchEngine,
  kinds: readonly (readonly [SearchKind, ColumnsSpec])[],
  report: (step: WarmStep) => void = () => {},
): Promise<void> {
  // Every kind's columns before any kind's units: the columns serve every search, units only their words.
  const steps: [SearchKind, 'columns' | 'units', () => Promise<{ count: number; bytes: number }>][] = [
    ...kinds.map(([kind, spec]): (typeof steps)[number] => [
      kind,
      'columns',
      async () => {
        const { docs, bytes } = await engine.warmColumns(kind, spec);
        return { count: docs, bytes };
      },
    ]),
    ...kinds.map(([kind]): (typeof steps)[number] => [
      kind,
      'units',
      async () => {
        const { units, bytes } = await engine.warmUnits(kind);
        return { count: units, bytes };
      },
    ]),
  ];
  for (const [kind, stage, load] of steps) {
    const started = performance.now();
    try {
      const loaded = await load();
      report({ kind, stage, ms: Math.round(performance.now() - started), ...loaded });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      report({ kind, stage, ms: Math.round(performance.now() - started), error });
    }
  }
}
