import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';

/**
 * Facet columns ("doc values"): the filter and facet fields of every document of one kind, held in typed
 * arrays by slot. Filtering and counting a match set then costs a few array reads per match instead of a
 * join per match and a query per facet. Content rows are append-only (writers insert, the seed empties
 * everything with a reset), so the store catches up by reading rows past its highest id; a reset (see
 * search_state) rebuilds it.
 */

/** How one column is read from a loaded row and stored. */
export type ColumnSpec =
  /** A categorical value (codes, enums, ids), interned: stored as its index in `dict`; null/'' -> -1. */
  | { name: string; type: 'code' }
  /** A 'YYYY-MM-DD' date as the integer YYYYMMDD; null -> `missing`. */
  | { name: string; type: 'date'; missing: number }
  /** A number; null -> `missing`. */
  | { name: string; type: 'number'; missing: number };

export interface ColumnsSpec {
  /** Rows with `id > afterId`, at most `limit`, ordered by id: `[id, ...values of columns in order]`. */
  loadRows(db: Kysely<Database>, dialect: DialectName, afterId: number, limit: number): Promise<unknown[][]>;
  columns: ColumnSpec[];
  /** Multi-valued columns (labels, tags): `[document id, value]` pairs for documents with `id > afterId`. */
  multi: { name: string; load(db: Kysely<Database>, afterId: number): Promise<unknown[][]> }[];
}

/** An interning dictionary: value text <-> small integer code. */
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

export interface MultiColumn {
  /** Values of slot s are values[offsets[s] .. offsets[s + 1]). */
  offsets: Int32Array;
  values: Int32Array;
  dict: Dict;
}

const LOAD_BATCH = 50_000;

/** 'YYYY-MM-DD' -> YYYYMMDD. */
export function dateNumber(d: string): number {
  return Number(d.slice(0, 4)) * 10000 + Number(d.slice(5, 7)) * 100 + Number(d.slice(8, 10));
}

export class FacetColumns {
  /** Document ids by slot, ascending. */
  ids = new Int32Array(0);
  /** Slot of a document id, -1 when absent; indexed by id (ids are dense from 1). */
  slotById = new Int32Array(0);
  readonly cols = new Map<string, Int32Array | Float64Array>();
  readonly dicts = new Map<string, Dict>();
  readonly multi = new Map<string, MultiColumn>();

  constructor(private readonly spec: ColumnsSpec) {
    for (const c of spec.columns) {
      this.cols.set(c.name, c.type === 'number' ? new Float64Array(0) : new Int32Array(0));
      if (c.type === 'code') this.dicts.set(c.name, new Dict());
    }
    for (const m of spec.multi) this.multi.set(m.name, { offsets: new Int32Array(1), values: new Int32Array(0), dict: new Dict() });
  }

  get size(): number {
    return this.ids.length;
  }

  /** Bytes held in typed arrays (ids, slots, columns, multi-valued columns, derived columns). */
  get bytes(): number {
    let n = this.ids.byteLength + this.slotById.byteLength;
    for (const c of this.cols.values()) n += c.byteLength;
    for (const m of this.multi.values()) n += m.offsets.byteLength + m.values.byteLength;
    for (const d of this.derivedCache.values()) n += d.values.byteLength;
    return n;
  }

  get maxId(): number {
    return this.ids.length ? (this.ids[this.ids.length - 1] as number) : 0;
  }

  /** A single-valued column. */
  col(name: string): Int32Array | Float64Array {
    const c = this.cols.get(name);
    if (!c) throw new Error(`no facet column ${name}`);
    return c;
  }

  private readonly derivedCache = new Map<string, { size: number; values: Int32Array }>();

  /**
   * A per-slot value computed from the columns (a facet bucket that depends on today, say), kept until the
   * columns change, so counting reads an array instead of calling a function per document.
   */
  derived(key: string, compute: (slot: number) => number): Int32Array {
    const hit = this.derivedCache.get(key);
    if (hit && hit.size === this.size) return hit.values;
    const values = new Int32Array(this.size);
    for (let s = 0; s < values.length; s++) values[s] = compute(s);
    if (this.derivedCache.size >= 16) this.derivedCache.clear();
    this.derivedCache.set(key, { size: this.size, values });
    return values;
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

  /** Reads every document past the current highest id and appends it. Returns how many were added. */
  async catchUp(db: Kysely<Database>, dialect: DialectName): Promise<number> {
    const after = this.maxId;
    const rows: unknown[][] = [];
    for (let from = after; ; ) {
      const batch = await this.spec.loadRows(db, dialect, from, LOAD_BATCH);
      for (const r of batch) rows.push(r);
      if (batch.length < LOAD_BATCH) break;
      from = Number(batch[batch.length - 1]?.[0]);
    }
    if (rows.length === 0) return 0;
    const multiPairs = await Promise.all(this.spec.multi.map((m) => m.load(db, after)));
    this.append(rows, multiPairs);
    return rows.length;
  }

  private append(rows: unknown[][], multiPairs: unknown[][][]): void {
    const old = this.ids.length;
    const n = old + rows.length;
    const ids = new Int32Array(n);
    ids.set(this.ids);
    rows.forEach((r, i) => (ids[old + i] = Number(r[0])));
    this.ids = ids;
    const maxId = ids[n - 1] as number;
    const slotById = new Int32Array(maxId + 1).fill(-1);
    slotById.set(this.slotById.subarray(0, Math.min(this.slotById.length, maxId + 1)));
    for (let s = old; s < n; s++) slotById[ids[s] as number] = s;
    this.slotById = slotById;

    this.spec.columns.forEach((spec, c) => {
      const prev = this.col(spec.name);
      const next = spec.type === 'number' ? new Float64Array(n) : new Int32Array(n);
      next.set(prev);
      const dict = this.dicts.get(spec.name);
      rows.forEach((r, i) => {
        const v = r[c + 1];
        next[old + i] =
          spec.type === 'code' ? (v === null || v === undefined || v === '' ? -1 : (dict as Dict).code(String(v)))
          : v === null || v === undefined ? spec.missing
          : spec.type === 'date' ? dateNumber(String(v))
          : Number(v);
      });
      this.cols.set(spec.name, next);
    });

    this.spec.multi.forEach((m, k) => {
      const col = this.multi.get(m.name) as MultiColumn;
      const perSlot = new Map<number, number[]>();
      for (const p of multiPairs[k] ?? []) {
        const slot = slotById[Number(p[0])] ?? -1;
        if (slot < old) continue; // not one of the appended documents
        let list = perSlot.get(slot);
        if (!list) perSlot.set(slot, (list = []));
        list.push(col.dict.code(String(p[1])));
      }
      const added = [...perSlot.values()].reduce((s, l) => s + l.length, 0);
      const offsets = new Int32Array(n + 1);
      offsets.set(col.offsets);
      const values = new Int32Array(col.values.length + added);
      values.set(col.values);
      let at = col.values.length;
      for (let s = old; s < n; s++) {
        for (const v of perSlot.get(s) ?? []) values[at++] = v;
        offsets[s + 1] = at;
      }
      this.multi.set(m.name, { offsets, values, dict: col.dict });
    });
  }
}
