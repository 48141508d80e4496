import type { Kysely } from 'kysely';
import { arrayRows, numericColumns, OFF_THREAD } from '@aikc/server-kit/db/array-rows';
import type { SearchTables, DialectName } from '../store/tables.ts';
import { frequentTerms, unitReads } from '../store/dialect.ts';
import type { SearchKind } from '../store/kinds.ts';
import type { SearchState } from '../store/state.ts';
import { appendIds, bytesOf, concat, idSetOf, type IdSet } from './id-sets.ts';
import { unitKey } from './query-plan.ts';

/**
 * What the full-text index says about one query unit (one term, or adjacent terms), read once and kept
 * current: after a write only the documents past its last id are read (ids commit in order:
 * content-write.ts); a reset drops every unit of the kind. A document arriving later is scored with the
 * corpus statistics of its arrival: one document's share of them, until a reset or restart.
 */
export interface Unit {
  all: IdSet;
  /** Documents whose title it matches, ascending, and the unit's title score for each. */
  titleIds: Int32Array;
  titleScores: Float64Array;
  /** Highest id read so far (0 before any match): the next read starts past it. */
  lastId: number;
  /** Every match with its whole-document score: read only when a body-only page needs it (~3 us a match in FTS5). */
  scored: { ids: Int32Array; scores: Float64Array } | null;
  generation: number;
  bytes: number;
}

/** Memory all held units of one database handle may take; the least recently used go first. */
const MAX_BYTES = 256 * 1024 * 1024;

class KindUnits {
  readonly units = new Map<string, Unit>();
  readonly reading = new Map<string, Promise<void>>();
  bytes = 0;
  constructor(readonly resets: number) {}
}

export interface UnitHost {
  readonly db: Kysely<SearchTables>;
  readonly dialect: DialectName;
  readonly units: UnitStore;
}

/** The units a search engine holds, per kind. */
export class UnitStore {
  readonly kinds = new Map<SearchKind, KindUnits>();
  bytes(): number {
    let n = 0;
    for (const k of this.kinds.values()) n += k.bytes;
    return n;
  }

  clear(): void {
    this.kinds.clear();
  }

  /** Forgets some units of a kind (benchmarks: the first use of these words in a process that holds the rest). */
  forget(kind: SearchKind, units: readonly (readonly string[])[]): void {
    const k = this.kinds.get(kind);
    if (!k) return;
    for (const terms of units) {
      const key = unitKey(terms);
      const u = k.units.get(key);
      if (!u) continue;
      k.units.delete(key);
      k.bytes -= u.bytes;
    }
  }

  held(kind: SearchKind): { units: number; bytes: number } {
    const k = this.kinds.get(kind);
    return { units: k?.units.size ?? 0, bytes: k?.bytes ?? 0 };
  }
}

function kindUnits(store: UnitStore, kind: SearchKind, state: SearchState): KindUnits {
  let k = store.kinds.get(kind);
  // Resets only grow: a request that read the state just before a reset still uses the newer units.
  if (!k || state.resets > k.resets) {
    k = new KindUnits(state.resets);
    store.kinds.set(kind, k);
  }
  return k;
}

async function readUnit(
  db: Kysely<SearchTables>,
  dialect: DialectName,
  kind: SearchKind,
  terms: readonly string[],
  prev: Unit | undefined,
  generation: number,
  withScores: boolean,
): Promise<Unit> {
  const after = prev?.lastId ?? 0;
  // PostgreSQL must read a whole unit through the GIN index (ArrayRowsOptions.bitmapScan); a catch-up need not.
  const allCols = await numericColumns(db, unitReads(dialect, kind, terms, after).all, { bitmapScan: after === 0 });
  const newIds = Int32Array.from(allCols[0] ?? []);
  const lastId = newIds.length ? (newIds[newIds.length - 1] as number) : after;
  // The other reads stop at the last id this one saw, so all three agree even when a write commits between them.
  const reads = unitReads(dialect, kind, terms, after, lastId);
  const wantScores = withScores && !prev?.scored;
  const [titleCols, scoredCols] = await Promise.all([
    newIds.length ? numericColumns(db, reads.title, { bitmapScan: after === 0 }) : null,
    wantScores
      ? numericColumns(db, unitReads(dialect, kind, terms, 0, lastId).scored, { bitmapScan: true })
      : prev?.scored && newIds.length
        ? numericColumns(db, reads.scored)
        : null,
  ]);
  const newTitleIds = Int32Array.from(titleCols?.[0] ?? []);
  const newTitleScores = titleCols?.[1] ?? new Float64Array(0);
  const all = prev ? appendIds(prev.all, newIds) : idSetOf(newIds);
  const titleIds = prev ? concat(prev.titleIds, newTitleIds) : newTitleIds;
  const titleScores = prev ? concat(prev.titleScores, newTitleScores) : newTitleScores;
  let scored: Unit['scored'] = prev?.scored ?? null;
  if (scoredCols) {
    const ids = Int32Array.from(scoredCols[0] ?? []);
    const scores = scoredCols[1] ?? new Float64Array(0);
    scored =
      !wantScores && prev?.scored
        ? { ids: concat(prev.scored.ids, ids), scores: concat(prev.scored.scores, scores) }
        : { ids, scores };
  }
  const scoredBytes = scored ? scored.ids.byteLength + scored.scores.byteLength : 0;
  return {
    all,
    titleIds,
    titleScores,
    lastId,
    scored,
    generation,
    bytes: bytesOf(all) + titleIds.byteLength + titleScores.byteLength + scoredBytes,
  };
}

function evict(store: UnitStore, keep: Unit): void {
  let total = store.bytes();
  if (total <= MAX_BYTES) return;
  // Least recently used first within each kind (a map iterates oldest first), one kind after another.
  for (const k of store.kinds.values()) {
    for (const [key, u] of k.units) {
      if (total <= MAX_BYTES) return;
      if (u === keep) continue;
      k.units.delete(key);
      k.bytes -= u.bytes;
      total -= u.bytes;
    }
  }
}

/** One unit of `kind`, current with `state`. */
export async function unitOf(
  engine: UnitHost,
  kind: SearchKind,
  terms: readonly string[],
  state: SearchState,
  withScores = false,
): Promise<Unit> {
  const key = unitKey(terms);
  for (;;) {
    const store = engine.units;
    const k = kindUnits(store, kind, state);
    const held = k.units.get(key);
    if (held && held.generation >= state.generation && (!withScores || held.scored)) {
      // Re-insert: the map's order is the eviction order.
      k.units.delete(key);
      k.units.set(key, held);
      return held;
    }
    let reading = k.reading.get(key);
    if (!reading) {
      reading = readUnit(engine.db, engine.dialect, kind, terms, held, state.generation, withScores)
        .then((u) => {
          const now = k.units.get(key);
          // A newer read finished first, or the kind was reset meanwhile: drop this one.
          if (store.kinds.get(kind) !== k || (now && now.generation >= u.generation && (now.scored || !u.scored)))
            return;
          if (now) k.bytes -= now.bytes;
          k.units.delete(key);
          k.units.set(key, u);
          k.bytes += u.bytes;
          evict(store, u);
        })
        .finally(() => k.reading.delete(key));
      k.reading.set(key, reading);
    }
    await reading;
  }
}

/**
 * Reads the units of the kind's most frequent terms (`extra` first) until `budgetBytes` are held, one at a
 * time so live searches keep a reader: reads of tens of milliseconds no visitor should wait for.
 */
export async function preloadUnits(
  engine: UnitHost,
  kind: SearchKind,
  state: SearchState,
  opts: { budgetBytes: number; maxTerms: number; extra?: readonly (readonly string[])[] },
): Promise<{ units: number; bytes: number }> {
  const rows = await arrayRows(engine.db, frequentTerms(engine.dialect, kind, opts.maxTerms), OFF_THREAD);
  const units: (readonly string[])[] = [...(opts.extra ?? []), ...rows.map((r) => [String(r[0])])];
  for (const terms of units) {
    if (engine.units.held(kind).bytes >= opts.budgetBytes) break;
    await unitOf(engine, kind, terms, state);
  }
  return engine.units.held(kind);
}
