import type { FacetColumns, KeptCodes, MultiColumn } from './columns.ts';
import { candidates } from './candidates.ts';
import { addRows, facetRows, type CodeSource, type MultiSource } from './facet-rows.ts';
import { passBits, wordsOf } from './filter-bits.ts';
import type { EngineFilter } from './filters.ts';
import type { MatchSet } from './match-sets.ts';

/**
 * Total and facet counts of a listing over facet columns and, with a keyword, its match set. As the SQL
 * listing defines them: a facet counts the documents passing every filter but its own; empty values are dropped.
 */
export type FacetSource =
  /** A code column: one bucket per distinct value. */
  | { column: string }
  /** A multi-valued column: one count per value a document has; `only` keeps some values (industry labels). */
  | { multi: string; only?: ReadonlySet<string> }
  /** Computed buckets: `codes[slot]` indexes `buckets` (-1: none); `name`, the key they were derived under. */
  | { buckets: readonly string[]; codes: Int32Array; name: string };

/** What every facet declares, in the engine, in a kind and as SQL (define-kind.ts). */
export interface FacetKey {
  key: string;
  /** Filter keys this facet ignores (its own dimensions), so its other buckets stay visible. */
  exclude: string[];
  /** How many of the largest buckets are kept. */
  limit?: number;
}

export type EngineFacet = FacetKey & { source: FacetSource };

export type Buckets = { value: string; count: number }[];

export interface Counts {
  total: number;
  facets: Record<string, Buckets>;
  /** Matched ids below the columns' highest that they lack (a write out of id order): the caller rebuilds them. */
  gaps: number;
}

const MAX_FILTERS = 30;

/**
 * Adds one facet's counts over `slots[0..n)`; with `failed`, only over the slots whose failed filter
 * (`failed[i]`, one bit) is one the facet ignores (`ignored`).
 */
function addCounts(
  input: FacetInput,
  slots: Int32Array,
  n: number,
  counts: Int32Array,
  failed?: Int32Array,
  ignored = 0,
) {
  if ('codes' in input) {
    const col = input.codes;
    for (let i = 0; i < n; i++) {
      if (failed && ((failed[i] as number) & ignored) === 0) continue;
      const v = col[slots[i] as number] as number;
      if (v >= 0) counts[v] = (counts[v] as number) + 1;
    }
    return;
  }
  const { offsets, values } = input;
  for (let i = 0; i < n; i++) {
    if (failed && ((failed[i] as number) & ignored) === 0) continue;
    const slot = slots[i] as number;
    const end = offsets[slot + 1] as number;
    for (let p = offsets[slot] as number; p < end; p++) {
      const v = values[p] as number;
      counts[v] = (counts[v] as number) + 1;
    }
  }
}

type FacetInput = CodeSource | MultiSource;

/** Kept on the multi-valued column for the last `only` set asked: one per column in practice. */
function keepOf(only: ReadonlySet<string>, m: MultiColumn, column: string): KeptCodes {
  const values = m.dict.values;
  const hit = m.kept;
  if (hit && hit.only === only && hit.count === values.length) return hit;
  const keep = Uint8Array.from(values, (v) => (only.has(v) ? 1 : 0));
  const codes: number[] = [];
  keep.forEach((k, c) => k === 1 && codes.push(c));
  m.kept = { only, count: values.length, keep, name: `${column}#${codes.join(',')}` };
  return m.kept;
}

function facetInput(cols: FacetColumns, s: FacetSource): FacetInput {
  if ('column' in s) return { size: cols.dict(s.column).values.length, codes: cols.codes(s.column), name: s.column };
  if ('multi' in s) {
    const m = cols.multi.get(s.multi);
    if (!m) throw new Error(`no multi column ${s.multi}`);
    const kept = s.only ? keepOf(s.only, m, s.multi) : null;
    return {
      size: m.dict.values.length,
      offsets: m.offsets,
      values: m.values,
      keep: kept?.keep ?? null,
      name: kept?.name ?? s.multi,
    };
  }
  return { size: s.buckets.length, codes: s.codes, name: s.name };
}

/** Counts every facet over `slots[0..n)`: those that fit in the facet rows in one pass, the others one loop each. */
function addAllCounts(
  cols: FacetColumns,
  inputs: FacetInput[],
  counted: Int32Array[],
  slots: Int32Array,
  n: number,
): void {
  const coded = inputs.flatMap((input, j) => ('codes' in input ? [{ j, source: input }] : []));
  const m = inputs.findIndex((input) => !('codes' in input));
  const multi = m >= 0 ? (inputs[m] as MultiSource) : null;
  const sources = coded.map((c) => c.source);
  const rows = facetRows(cols, sources, multi);
  const inRows = new Set<number>();
  if (rows) {
    const flat = new Int32Array(rows.counters);
    addRows(rows, slots, n, flat);
    for (let k = 0; k < rows.fits; k++) {
      const { j, source } = coded[k] as (typeof coded)[number];
      const start = rows.starts[k] as number;
      (counted[j] as Int32Array).set(flat.subarray(start, start + source.size));
      inRows.add(j);
    }
    if (multi && rows.multiStart >= 0) {
      (counted[m] as Int32Array).set(flat.subarray(rows.multiStart, rows.multiStart + multi.size));
      inRows.add(m);
    }
  }
  inputs.forEach((input, j) => {
    if (inRows.has(j)) return;
    addCounts(input, slots, n, counted[j] as Int32Array);
  });
}

/**
 * Working arrays of the counting pass, reused (countListing never awaits): fresh ones were half a megabyte
 * for 40k matches. Without them, quickselect and the insertion sort below: cold mean 1.53x, p99 1.97x (decision 0027).
 */
const scratch: Record<'passing' | 'single' | 'failed' | 'prefix' | 'select', Int32Array> = {
  passing: new Int32Array(0),
  single: new Int32Array(0),
  failed: new Int32Array(0),
  prefix: new Int32Array(MAX_FILTERS),
  select: new Int32Array(0),
};

/** `a` when it holds `n`, else a new array (contents not kept) of `n` or twice `a`'s length, the larger. */
const roomFor = (a: Int32Array, n: number) => (a.length >= n ? a : new Int32Array(Math.max(n, 2 * a.length)));

function scratchFor(n: number): typeof scratch {
  scratch.passing = roomFor(scratch.passing, n);
  scratch.single = roomFor(scratch.single, n);
  scratch.failed = roomFor(scratch.failed, n);
  return scratch;
}

/** Splits the candidates, 32 at a time: passing every filter, or failing exactly one (its bit in `failed`). */
function partition(
  cands: Uint32Array,
  parts: Uint32Array[],
  words: number,
  out: typeof scratch,
): { passing: number; single: number } {
  const { passing, single, failed, prefix } = out;
  const n = parts.length;
  let np = 0;
  let ns = 0;
  for (let w = 0; w < words; w++) {
    const c = (cands[w] as number) | 0;
    if (c === 0) continue;
    // prefix[k]: candidates passing filters 0..k-1; then walking back, `after` holds those passing k+1..n-1.
    let acc = c;
    for (let k = 0; k < n; k++) {
      prefix[k] = acc;
      acc &= (parts[k] as Uint32Array)[w] as number;
    }
    const base = w << 5;
    for (let x = acc; x !== 0;) {
      const low = x & -x;
      passing[np++] = base | (31 - Math.clz32(low));
      x ^= low;
    }
    let after = -1;
    for (let k = n - 1; k >= 0; k--) {
      const p = ((parts[k] as Uint32Array)[w] as number) | 0;
      for (let x = (prefix[k] as number) & ~p & after; x !== 0;) {
        const low = x & -x;
        single[ns] = base | (31 - Math.clz32(low));
        failed[ns++] = 1 << k;
        x ^= low;
      }
      after &= p;
    }
  }
  return { passing: np, single: ns };
}

/** The k-th largest of `values` (1-based), by quickselect on a reused copy: a sorted copy was 20 KB of garbage. */
export function kthLargest(values: Int32Array, k: number): number {
  const n = values.length;
  const a = (scratch.select = roomFor(scratch.select, n));
  a.set(values);
  const target = n - k;
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >>> 1] as number;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((a[i] as number) < pivot) i++;
      while ((a[j] as number) > pivot) j--;
      if (i <= j) {
        const t = a[i] as number;
        a[i] = a[j] as number;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else break;
  }
  return a[target] as number;
}

const bucketBefore = (a: Buckets[number], b: Buckets[number]) =>
  b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

/** Largest count first, then by value; a few dozen by insertion in place (Array#sort's copies were garbage). */
function sortBuckets(buckets: Buckets): void {
  if (buckets.length > 64) {
    buckets.sort(bucketBefore);
    return;
  }
  for (let i = 1; i < buckets.length; i++) {
    const b = buckets[i] as Buckets[number];
    let j = i;
    for (; j > 0 && bucketBefore(b, buckets[j - 1] as Buckets[number]) < 0; j--)
      buckets[j] = buckets[j - 1] as Buckets[number];
    buckets[j] = b;
  }
}

export function countListing(
  cols: FacetColumns,
  match: MatchSet | null,
  filters: EngineFilter[],
  facets: EngineFacet[],
): Counts {
  if (filters.length > MAX_FILTERS) throw new Error('too many filter dimensions');
  const cands = candidates(cols, match);
  const inputs = facets.map((f) => facetInput(cols, f.source));
  const counted = inputs.map((input) => new Int32Array(input.size));
  const out = scratchFor(cands.count);
  // With no filter every candidate passes and none fails one: the split only lists them, ascending.
  const parts = filters.map((f) => passBits(cols, f));
  const split = partition(cands.bits, parts, wordsOf(cands.size), out);
  addAllCounts(cols, inputs, counted, out.passing, split.passing);
  facets.forEach((f, j) => {
    // The filters this facet ignores, as bits: a document failing only one of them still counts here.
    const ignored = filters.reduce((m, flt, k) => (f.exclude.includes(flt.key) ? m | (1 << k) : m), 0);
    if (ignored === 0 || split.single === 0) return;
    addCounts(inputs[j] as FacetInput, out.single, split.single, counted[j] as Int32Array, out.failed, ignored);
  });
  const named: Record<string, Buckets> = {};
  facets.forEach((f, j) => {
    const s = f.source;
    const counts = counted[j] as Int32Array;
    const names = 'column' in s ? cols.dict(s.column).values : 'multi' in s ? cols.dict(s.multi).values : s.buckets;
    const only = 'multi' in s ? s.only : undefined;
    // With a limit, only counts reaching the limit-th largest can make the cut: skip building the rest. (Not
    // with `only`, which drops buckets after counting.)
    const floor = f.limit && !only && counts.length > f.limit ? Math.max(1, kthLargest(counts, f.limit)) : 1;
    const buckets: Buckets = [];
    for (let v = 0; v < counts.length; v++) {
      const n = counts[v] as number;
      if (n < floor) continue;
      const value = names[v] as string;
      if (value !== '' && (!only || only.has(value))) buckets.push({ value, count: n });
    }
    sortBuckets(buckets);
    if (f.limit && buckets.length > f.limit) buckets.length = f.limit;
    named[f.key] = buckets;
  });
  return { total: split.passing, facets: named, gaps: cands.gaps };
}
