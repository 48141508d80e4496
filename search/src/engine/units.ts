import type { Kysely } from 'kysely';
import { arrayRows, numericColumns, OFF_THREAD } from '@aikc/server-kit/db/array-rows';
import type { Database, DialectName } from '../store/tables.ts';
import { frequentTerms, unitReads } from '../store/dialect.ts';
import type { SearchKind } from '../store/kinds.ts';
import type { SearchState } from '../store/state.ts';
import { appendIds, bytesOf, idSetOf, type IdSet } from './id-sets.ts';
import { unitKey } from './query-plan.ts';

/**
 * What the full-text index says about one query unit (a phrase: one term, or adjacent terms), held in
 * memory and combined into whole queries by match-sets.ts. A unit is read from the index once and then kept
 * current: after a write it reads only the documents past the last id it holds (writers commit a kind's ids
 * in order: search/content-write.ts), and a reset (documents removed or rewritten, see search_state) drops every unit of the kind.
 *
 * Scores of documents already held are those the index gave when they were read; a document arriving later
 * is scored with the corpus statistics of its arrival. The difference is that of one document's share of
 * the statistics, and a reset (or a restart) reads everything afresh.
 */
export interface Unit {
  /** Every document the unit matches, title or body. */
  all: IdSet;
  /** Documents whose title it matches, ascending, and the unit's title score for each. */
  titleIds: Int32Array;
  titleScores: Float64Array;
  /** Highest id read so far (0 before any match): the next read starts past it. */
  lastId: number;
  /**
   * Every match (the ids of `all`, ascending) with the unit's score over the whole document: read only when
   * a body-only page needs it (scoring every match costs ~3 us each in FTS5), then kept current like the rest.
   */
  scored: { ids: Int32Array; scores: Float64Array } | null;
  /** The kind's search generation this unit is current with. */
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

/** What reading units uses of a search engine: its handle and its unit store (not the whole engine). */
export interface UnitHost {
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  readonly units: UnitStore;
}

/** The units a search engine holds (one per database handle: port.ts), per kind. */
export class UnitStore {
  readonly kinds = new Map<SearchKind, KindUnits>();
  bytes(): number {
    let n = 0;
    for (const k of this.kinds.values()) n += k.bytes;
    return n;
  }

  /** Forgets every unit (benchmarks: a process that has read nothing from the index yet). */
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

  /** Bytes of units held for `kind` (benchmarks, logs). */
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
  db: Kysely<Database>,
  dialect: DialectName,
  kind: SearchKind,
  terms: readonly string[],
  prev: Unit | undefined,
  generation: number,
  withScores: boolean,
): Promise<Unit> {
  const after = prev?.lastId ?? 0;
  // PostgreSQL must read a whole unit through the GIN index even when most documents match (see
  // ArrayRowsOptions.bitmapScan); a catch-up past an id needs no such hint.
  const allCols = await numericColumns(db, unitReads(dialect, kind, terms, after).all, { bitmapScan: after === 0 });
  const newIds = Int32Array.from(allCols[0] ?? []);
  const lastId = newIds.length ? (newIds[newIds.length - 1] as number) : after;
  // The other reads stop at the last id this one saw, so all three agree even when a write commits between
  // them (ids commit in order: content-write.ts); past it the next catch-up reads. Nothing new: nothing to read.
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

/** `a` then `b` in a new array of the same type (`a` itself when `b` is empty). */
function concat<T extends Int32Array | Float64Array>(a: T, b: T): T {
  if (b.length === 0) return a;
  const out = new (a.constructor as new (n: number) => T)(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
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

/**
 * One unit of `kind`, current with `state` (read, or caught up, from the index as needed); `withScores`
 * when the whole-document scores are needed too (body-only pages).
 */
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
 * Reads the units of the kind's most frequent terms, most documents first, until `budgetBytes` are held:
 * those are the reads that cost tens of milliseconds (every id of a word most documents have), which a
 * visitor should never wait for. `extra` units (the spelled-out forms of abbreviations) come first. One
 * read at a time, so live searches keep a reader.
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
