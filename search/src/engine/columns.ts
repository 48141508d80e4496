import type { Kysely } from 'kysely';
import type { SearchTables, DialectName } from '../store/tables.ts';
import { Memo } from './memo.ts';

/**
 * Facet columns ("doc values"): the filter and facet fields of every document of one kind in typed arrays by
 * slot, so filtering and counting cost array reads, not joins. Rows are append-only and committed in id
 * order (content-write.ts): the columns catch up by reading past their highest id; a reset rebuilds them.
 */
export type ColumnSpec =
  /** A categorical value (codes, enums, ids), interned: stored as its index in `dict`; null/'' -> -1. */
  | { name: string; type: 'code' }
  /** A 'YYYY-MM-DD' date as the integer YYYYMMDD; null -> `missing`. */
  | { name: string; type: 'date'; missing: number }
  /** A number; null -> `missing`. */
  | { name: string; type: 'number'; missing: number };

export interface ColumnsSpec {
  /** Rows with `id > afterId`, at most `limit`, ordered by id: `[id, ...values of columns in order]`. */
  loadRows(db: Kysely<SearchTables>, dialect: DialectName, afterId: number, limit: number): Promise<unknown[][]>;
  columns: ColumnSpec[];
  /** Multi-valued columns (labels, tags): `[document id, value]` pairs for documents with `afterId < id <= upTo`. */
  multi: { name: string; load(db: Kysely<SearchTables>, afterId: number, upTo: number): Promise<unknown[][]> }[];
}

/** Value text <-> small integer code. */
export class Dict {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();

  code(value: string): number {
    let c = this.codes.get(value);
    if (c === undefined) {
      c = this.values.length;
      this.values.push(value);
      this.codes.set(value, c);
    }
    return c;
  }

  /** The code of a value, or -1 when no document has it. */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }
}

/** The codes an `only` set keeps (counting.ts), named by them: the set is rebuilt per write, its codes are not. */
export interface KeptCodes {
  only: ReadonlySet<string>;
  count: number;
  keep: Uint8Array;
  name: string;
}

export interface MultiColumn {
  /** Values of slot s are values[offsets[s] .. offsets[s + 1]). */
  offsets: Int32Array;
  values: Int32Array;
  dict: Dict;
  kept: KeptCodes | null;
}

const LOAD_BATCH = 20_000;
const YIELD_EVERY = 20_000;

/** Resolves on the event loop's next turn, after everything already queued. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function dateNumber(d: string): number {
  return Number(d.slice(0, 4)) * 10000 + Number(d.slice(5, 7)) * 100 + Number(d.slice(8, 10));
}

export class FacetColumns {
  /** Document ids by slot, ascending. */
  ids = new Int32Array(0);
  /** Slot by document id, -1 when absent (ids are dense from 1). */
  slotById = new Int32Array(0);
  readonly cols = new Map<string, Int32Array | Float64Array>();
  readonly dicts = new Map<string, Dict>();
  readonly multi = new Map<string, MultiColumn>();

  constructor(private readonly spec: ColumnsSpec) {
    for (const c of spec.columns) {
      this.cols.set(c.name, c.type === 'number' ? new Float64Array(0) : new Int32Array(0));
      if (c.type === 'code') this.dicts.set(c.name, new Dict());
    }
    for (const m of spec.multi)
      this.multi.set(m.name, { offsets: new Int32Array(1), values: new Int32Array(0), dict: new Dict(), kept: null });
  }

  /** What searches derive from these columns and keep while they only grow (a reset builds new columns). */
  readonly memo = new Memo();

  get size(): number {
    return this.ids.length;
  }

  /** Bytes held in typed arrays, spare room included. */
  get bytes(): number {
    let n = this.idsStore.byteLength + this.slotStore.byteLength;
    for (const c of this.colStores.values()) n += c.byteLength;
    for (const m of this.multiStores.values()) n += m.byteLength;
    for (const d of this.derivedCache.values()) n += d.values.byteLength;
    return n;
  }

  get maxId(): number {
    return this.ids.length ? (this.ids[this.ids.length - 1] as number) : 0;
  }

  col(name: string): Int32Array | Float64Array {
    const c = this.cols.get(name);
    if (!c) throw new Error(`no facet column ${name}`);
    return c;
  }

  private readonly derivedCache = new Map<string, { size: number; values: Int32Array }>();

  /** A per-slot value computed from the columns (a bucket depending on today), kept until they change. */
  derived(key: string, compute: (slot: number) => number): Int32Array {
    const hit = this.derivedCache.get(key);
    if (hit && hit.size === this.size) return hit.values;
    const values = new Int32Array(this.size);
    const known = hit && hit.size < this.size ? hit.size : 0;
    if (hit && known > 0) values.set(hit.values);
    for (let s = known; s < values.length; s++) values[s] = compute(s);
    if (this.derivedCache.size >= 16) this.derivedCache.clear();
    this.derivedCache.set(key, { size: this.size, values });
    return values;
  }

  private runsCache: { size: number; runs: Int32Array } | null = null;

  /**
   * The stretches of consecutive ids as [first id, first slot, length] triples (one without deletions): a
   * bitset over ids maps onto slots a word at a time (candidates.ts) instead of a bit at a time.
   */
  slotRuns(): Int32Array {
    if (this.runsCache?.size === this.size) return this.runsCache.runs;
    const ids = this.ids;
    const out: number[] = [];
    for (let s = 0; s < ids.length;) {
      const start = s;
      while (s + 1 < ids.length && ids[s + 1] === (ids[s] as number) + 1) s++;
      s++;
      out.push(ids[start] as number, start, s - start);
    }
    const runs = Int32Array.from(out);
    this.runsCache = { size: this.size, runs };
    return runs;
  }

  /** A code or date column (32-bit integers); typed exactly so the counting loops stay monomorphic. */
  codes(name: string): Int32Array {
    const c = this.col(name);
    if (!(c instanceof Int32Array)) throw new Error(`facet column ${name} is not an integer column`);
    return c;
  }

  dict(name: string): Dict {
    const d = this.dicts.get(name) ?? this.multi.get(name)?.dict;
    if (!d) throw new Error(`no dictionary for ${name}`);
    return d;
  }

  /** Appends the documents past the current highest id up to `upTo` (a state's highest id); returns how many. */
  async catchUp(db: Kysely<SearchTables>, dialect: DialectName, upTo = Number.MAX_SAFE_INTEGER): Promise<number> {
    const after = this.maxId;
    const rows: unknown[][] = [];
    const multiPairs: unknown[][][] = this.spec.multi.map(() => []);
    // In batches, multi-valued pairs too: every company tag in one message took a second of the main thread.
    for (let from = after; ;) {
      if (from >= upTo) break;
      const loaded = await this.spec.loadRows(db, dialect, from, LOAD_BATCH);
      // Rows committed after the state are left for the next catch-up.
      const batch = loaded.filter((r) => Number(r[0]) <= upTo);
      if (batch.length === 0) break;
      for (const r of batch) rows.push(r);
      const last = Number(batch[batch.length - 1]?.[0]);
      const pairs = await Promise.all(this.spec.multi.map((m) => m.load(db, from, last)));
      pairs.forEach((list, k) => {
        const into = multiPairs[k] as unknown[][];
        for (const p of list) into.push(p);
      });
      if (loaded.length < LOAD_BATCH || batch.length < loaded.length) break;
      from = last;
    }
    if (rows.length === 0) return 0;
    await this.append(rows, multiPairs);
    return rows.length;
  }

  /**
   * Appends rows after the current slots. Arrays keep spare room, so a write of one document costs its own
   * values; the visible views are swapped in at the end, so a search holding the old ones never sees a
   * half-appended slot. Yields every 20k rows (a million took 2 s).
   */
  private async append(rows: unknown[][], multiPairs: unknown[][][]): Promise<void> {
    const old = this.ids.length;
    const n = old + rows.length;
    const ids = this.backing(this.idsStore, n, Int32Array, 0);
    this.idsStore = ids;
    for (let i = 0; i < rows.length; i++) ids[old + i] = Number((rows[i] as unknown[])[0]);
    const maxId = ids[n - 1] as number;
    const slotById = this.backing(this.slotStore, maxId + 1, Int32Array, -1);
    this.slotStore = slotById;
    for (let s = old; s < n; s++) slotById[ids[s] as number] = s;

    const cols = new Map<string, Int32Array | Float64Array>();
    for (const [c, spec] of this.spec.columns.entries()) {
      const next = this.backing<Int32Array | Float64Array>(
        this.colStores.get(spec.name),
        n,
        spec.type === 'number' ? Float64Array : Int32Array,
        0,
      );
      this.colStores.set(spec.name, next);
      const dict = this.dicts.get(spec.name);
      for (let i = 0; i < rows.length; i++) {
        if (i % YIELD_EVERY === YIELD_EVERY - 1) await nextTurn();
        const v = (rows[i] as unknown[])[c + 1];
        next[old + i] =
          spec.type === 'code'
            ? v === null || v === undefined || v === ''
              ? -1
              : (dict as Dict).code(String(v))
            : v === null || v === undefined
              ? spec.missing
              : spec.type === 'date'
                ? dateNumber(String(v))
                : Number(v);
      }
      cols.set(spec.name, next.subarray(0, n));
    }

    const multi = new Map<string, MultiColumn>();
    for (const [k, m] of this.spec.multi.entries()) {
      const col = this.multi.get(m.name) as MultiColumn;
      const pairs = multiPairs[k] ?? [];
      // Counting sort by slot: how many values each new document has, then where each one goes.
      const slotOf = new Int32Array(pairs.length);
      const perSlot = new Int32Array(n - old);
      for (let p = 0; p < pairs.length; p++) {
        if (p % YIELD_EVERY === YIELD_EVERY - 1) await nextTurn();
        const slot = slotById[Number((pairs[p] as unknown[])[0])] ?? -1;
        slotOf[p] = slot >= old ? slot : -1; // -1: not one of the appended documents
        if (slot >= old) perSlot[slot - old] = (perSlot[slot - old] as number) + 1;
      }
      const offsets = this.backing(this.multiStores.get(`${m.name}.offsets`), n + 1, Int32Array, 0);
      this.multiStores.set(`${m.name}.offsets`, offsets);
      for (let s = old; s < n; s++) offsets[s + 1] = (offsets[s] as number) + (perSlot[s - old] as number);
      const total = offsets[n] as number;
      const values = this.backing(this.multiStores.get(`${m.name}.values`), total, Int32Array, 0);
      this.multiStores.set(`${m.name}.values`, values);
      const next = offsets.slice(old, n);
      for (let p = 0; p < pairs.length; p++) {
        if (p % YIELD_EVERY === YIELD_EVERY - 1) await nextTurn();
        const slot = slotOf[p] as number;
        if (slot < 0) continue;
        const at = next[slot - old] as number;
        values[at] = col.dict.code(String((pairs[p] as unknown[])[1]));
        next[slot - old] = at + 1;
      }
      multi.set(m.name, {
        offsets: offsets.subarray(0, n + 1),
        values: values.subarray(0, total),
        dict: col.dict,
        kept: col.kept,
      });
    }

    this.ids = ids.subarray(0, n);
    this.slotById = slotById.subarray(0, maxId + 1);
    for (const [name, c] of cols) this.cols.set(name, c);
    for (const [name, m] of multi) this.multi.set(name, m);
  }

  private idsStore = new Int32Array(0);
  private slotStore = new Int32Array(0);
  private readonly colStores = new Map<string, Int32Array | Float64Array>();
  private readonly multiStores = new Map<string, Int32Array>();

  /** `store` while it has room for `length`, else a copy with half again the room. */
  private backing<T extends Int32Array | Float64Array>(
    store: T | undefined,
    length: number,
    make: new (n: number) => T,
    fill: number,
  ): T {
    if (store && store.length >= length) return store;
    const grown = new make(Math.max(length, Math.ceil((store?.length ?? 0) * 1.5), 1024));
    if (fill !== 0) grown.fill(fill);
    if (store) grown.set(store);
    return grown;
  }
}
