import type { FacetColumns } from './columns.ts';

/**
 * The code facets of a listing laid out row by row: the codes of one document side by side (8 cells of 16
 * bits), each already offset into one shared array of counts. Counting a match set then reads one row per
 * document and adds to 8 counters in one loop, instead of one loop per facet reading a column each: 0.4 ms
 * against 1.0 ms for five facets over 58k matches on the bench machine. Unused cells and documents without
 * a value count into a spare counter per cell, so the loop has no branch.
 */

export const STRIDE = 8;
/** Counters are addressed by 16-bit cells; the spare counters take the last STRIDE of them. */
const MAX_COUNTERS = 65536 - STRIDE;

/** One code facet's input: a name that stays the same across requests (a column, a derived key) and its codes by slot. */
export interface CodeSource {
  name: string;
  /** Number of distinct codes (codes are 0 .. size-1; -1 for none). */
  size: number;
  codes: Int32Array;
}

export interface FacetRows {
  /** Slots laid out so far. */
  size: number;
  /** STRIDE cells per slot. */
  cells: Uint16Array;
  /** Where each source's counts start in the shared counts (sources beyond `fits` are not in the rows). */
  starts: Int32Array;
  /** How many of the sources (the first ones) the rows hold. */
  fits: number;
  /** Length of the shared counts array: every source's codes, then one spare counter per cell. */
  counters: number;
}

const MAX_LAYOUTS = 4;
const held = new WeakMap<FacetColumns, Map<string, FacetRows>>();

/** Which of `sources` (a prefix of them) fit in one row, and where each one's counters start. */
function plan(sources: readonly CodeSource[]): { starts: Int32Array; fits: number; counters: number } {
  const starts = new Int32Array(sources.length);
  let next = 0;
  let fits = 0;
  for (const s of sources) {
    if (fits === STRIDE || next + s.size > MAX_COUNTERS) break;
    starts[fits++] = next;
    next += s.size;
  }
  return { starts, fits, counters: next + STRIDE };
}

function layOut(rows: FacetRows, sources: readonly CodeSource[], from: number, to: number): void {
  const { cells, starts, fits, counters } = rows;
  const spare = counters - STRIDE;
  for (let k = 0; k < STRIDE; k++) {
    const codes = k < fits ? (sources[k] as CodeSource).codes : null;
    const start = starts[k] ?? 0;
    for (let s = from; s < to; s++) {
      const c = codes ? (codes[s] as number) : -1;
      cells[s * STRIDE + k] = c >= 0 ? start + c : spare + k;
    }
  }
}

/**
 * The rows for these sources over the columns' current slots, kept per columns object and layout (the
 * sources' names) and extended over new slots after a write. Null when no source fits.
 */
export function facetRows(cols: FacetColumns, sources: readonly CodeSource[]): FacetRows | null {
  if (sources.length === 0) return null;
  const size = Math.min(cols.size, ...sources.map((s) => s.codes.length));
  const key = sources.map((s) => `${s.name}:${s.size}`).join('|');
  let byLayout = held.get(cols);
  if (!byLayout) held.set(cols, (byLayout = new Map()));
  let rows = byLayout.get(key);
  if (!rows || rows.size < size) {
    const { starts, fits, counters } = rows ?? plan(sources);
    if (fits === 0) return null;
    let cells = rows?.cells;
    if (!cells || cells.length < size * STRIDE) {
      const grown = new Uint16Array(Math.ceil(size * 1.25) * STRIDE);
      if (cells) grown.set(cells.subarray(0, (rows as FacetRows).size * STRIDE));
      cells = grown;
    }
    const from = rows?.size ?? 0;
    const next: FacetRows = { size, cells, starts, fits, counters };
    layOut(next, sources, from, size);
    rows = next;
  }
  byLayout.delete(key);
  byLayout.set(key, rows);
  if (byLayout.size > MAX_LAYOUTS) byLayout.delete(byLayout.keys().next().value as string);
  return rows;
}

/** Adds the row of every slot in `slots[0..n)` into `counts` (of length rows.counters). */
export function addRowCounts(cells: Uint16Array, slots: Int32Array, n: number, counts: Int32Array): void {
  for (let i = 0; i < n; i++) {
    const b = (slots[i] as number) * STRIDE;
    counts[cells[b] as number] = (counts[cells[b] as number] as number) + 1;
    counts[cells[b + 1] as number] = (counts[cells[b + 1] as number] as number) + 1;
    counts[cells[b + 2] as number] = (counts[cells[b + 2] as number] as number) + 1;
    counts[cells[b + 3] as number] = (counts[cells[b + 3] as number] as number) + 1;
    counts[cells[b + 4] as number] = (counts[cells[b + 4] as number] as number) + 1;
    counts[cells[b + 5] as number] = (counts[cells[b + 5] as number] as number) + 1;
    counts[cells[b + 6] as number] = (counts[cells[b + 6] as number] as number) + 1;
    counts[cells[b + 7] as number] = (counts[cells[b + 7] as number] as number) + 1;
  }
}
