import type { FacetColumns } from './columns.ts';
import { addRows, facetRows, type CodeSource, type MultiSource } from './facet-rows.ts';
import { allPassBits, hasSlot, passBits, wordsOf } from './filter-bits.ts';
import type { EngineFilter } from './filters.ts';
import { sizeOf } from './id-sets.ts';
import type { MatchSet, Ranked } from './match-sets.ts';

/**
 * Filters, facet counts and one page of a listing, computed in memory over facet columns (columns.ts) and,
 * for a keyword search, the query's match set (match-sets.ts). Semantics are those of the SQL listing
 * (listing.ts): a facet counts the documents that pass every filter except its own dimensions; buckets
 * without a value are dropped; relevance pages rank title matches before body-only ones.
 */

export type FacetSource =
  /** A code column: one bucket per distinct value. */
  | { column: string }
  /** A multi-valued column: one count per value a document has; `only` keeps some values (industry labels). */
  | { multi: string; only?: ReadonlySet<string> }
  /**
   * Computed buckets: `codes[slot]` is an index into `buckets`, or -1 for none; `name` is the key they were
   * derived under (FacetColumns.derived), the same for every request that asks for the same codes.
   */
  | { buckets: readonly string[]; codes: Int32Array; name: string };

/** A computed-bucket source: `compute(slot)` is a bucket index or -1, kept under `key` until the columns change. */
export function derivedBuckets(cols: FacetColumns, buckets: readonly string[], key: string, compute: (slot: number) => number): FacetSource {
  return { buckets, codes: cols.derived(key, compute), name: key };
}

export interface EngineFacet {
  key: string;
  /** Filter keys this facet ignores (its own dimensions), so its other buckets stay visible. */
  exclude: string[];
  source: FacetSource;
  /** Keep only the largest buckets. */
  limit?: number;
}

export type Buckets = { value: string; count: number }[];

export interface Counts {
  total: number;
  facets: Record<string, Buckets>;
  /**
   * Matched ids at or below the columns' highest id that the columns lack: a write committed out of id
   * order, which catching up past the highest id cannot see. The caller rebuilds the columns.
   */
  gaps: number;
}

const MAX_FILTERS = 30;

interface Candidates {
  cols: FacetColumns;
  size: number;
  /** Candidate slots, ascending. */
  slots: Int32Array;
  /** The same as bits over slots (a filtered count combines them with the filters' bits). */
  bits: Uint32Array;
  gaps: number;
}

const slotCache = new WeakMap<object, Candidates>();

/**
 * The candidate slots: the match set's documents, or every document when there is no keyword, as a list and
 * as bits. Kept per match set (and per columns for "every document") until the columns change, so refining
 * a search skips this. A dense match set is read from its bits, never listed as ids first.
 */
function candidates(cols: FacetColumns, match: MatchSet | null): Candidates {
  const owner: object = match ?? cols;
  const cached = slotCache.get(owner);
  if (cached && cached.cols === cols && cached.size === cols.size) return cached;
  const size = cols.size;
  const bits = new Uint32Array(wordsOf(size));
  let slots: Int32Array;
  let gaps = 0;
  if (!match) {
    slots = Int32Array.from({ length: size }, (_, i) => i);
    bits.fill(0xffffffff);
    if (size & 31) bits[bits.length - 1] = (1 << (size & 31)) - 1;
  } else {
    const byId = cols.slotById;
    const maxId = cols.maxId;
    const all = match.all;
    slots = new Int32Array(sizeOf(all));
    let n = 0;
    const take = (id: number) => {
      const slot = id < byId.length ? (byId[id] as number) : -1;
      if (slot >= 0) {
        slots[n++] = slot;
        bits[slot >>> 5] = (bits[slot >>> 5] as number) | (1 << (slot & 31));
      } else if (id <= maxId) gaps++;
    };
    if (all.kind === 'ids') {
      for (let i = 0; i < all.ids.length; i++) take(all.ids[i] as number);
    } else {
      for (let w = 0; w < all.bits.length; w++) {
        for (let word = (all.bits[w] as number) | 0; word !== 0; ) {
          const low = word & -word;
          take((w << 5) | (31 - Math.clz32(low)));
          word ^= low;
        }
      }
    }
    if (n < slots.length) slots = slots.slice(0, n);
  }
  const entry: Candidates = { cols, size, slots, bits, gaps };
  slotCache.set(owner, entry);
  return entry;
}

/** Adds one facet's counts over `slots` into `counts`. Separate small loops, so V8 compiles each tightly. */
function addCodeCounts(col: Int32Array, slots: Int32Array, n: number, counts: Int32Array): void {
  for (let i = 0; i < n; i++) {
    const v = col[slots[i] as number] as number;
    if (v >= 0) counts[v] = (counts[v] as number) + 1;
  }
}

function addMultiCounts(offsets: Int32Array, values: Int32Array, slots: Int32Array, n: number, counts: Int32Array): void {
  for (let i = 0; i < n; i++) {
    const slot = slots[i] as number;
    const end = offsets[slot + 1] as number;
    for (let p = offsets[slot] as number; p < end; p++) {
      const v = values[p] as number;
      counts[v] = (counts[v] as number) + 1;
    }
  }
}

/** The same over the slots whose failed filter (`failed[i]`, one bit) is one the facet ignores (`ignored`). */
function addCodeCountsIgnoring(col: Int32Array, slots: Int32Array, failed: Int32Array, n: number, ignored: number, counts: Int32Array): void {
  for (let i = 0; i < n; i++) {
    if (((failed[i] as number) & ignored) === 0) continue;
    const v = col[slots[i] as number] as number;
    if (v >= 0) counts[v] = (counts[v] as number) + 1;
  }
}

function addMultiCountsIgnoring(offsets: Int32Array, values: Int32Array, slots: Int32Array, failed: Int32Array, n: number, ignored: number, counts: Int32Array): void {
  for (let i = 0; i < n; i++) {
    if (((failed[i] as number) & ignored) === 0) continue;
    const slot = slots[i] as number;
    const end = offsets[slot + 1] as number;
    for (let p = offsets[slot] as number; p < end; p++) {
      const v = values[p] as number;
      counts[v] = (counts[v] as number) + 1;
    }
  }
}

type FacetInput = ({ codes: Int32Array } | { offsets: Int32Array; values: Int32Array; keep: Uint8Array | null }) & { size: number; name: string };

/**
 * The kept codes of an `only` set over a dictionary, with a name naming exactly those codes: facet rows are
 * kept by name, and the set object itself is rebuilt whenever the content changes (industry labels are read
 * again after every write), while the codes it keeps rarely do.
 */
const keptCodes = new WeakMap<object, { values: readonly string[]; count: number; keep: Uint8Array; name: string }>();
function keepOf(only: ReadonlySet<string>, values: readonly string[], column: string): { keep: Uint8Array; name: string } {
  const hit = keptCodes.get(only);
  if (hit && hit.values === values && hit.count === values.length) return hit;
  const keep = Uint8Array.from(values, (v) => (only.has(v) ? 1 : 0));
  const codes: number[] = [];
  keep.forEach((k, c) => k === 1 && codes.push(c));
  const entry = { values, count: values.length, keep, name: `${column}#${codes.join(',')}` };
  keptCodes.set(only, entry);
  return entry;
}

/** What one facet counts: a code array by slot (a column or computed buckets) or a multi-valued column. */
function facetInput(cols: FacetColumns, s: FacetSource): FacetInput {
  if ('column' in s) return { size: cols.dict(s.column).values.length, codes: cols.codes(s.column), name: s.column };
  if ('multi' in s) {
    const m = cols.multi.get(s.multi);
    if (!m) throw new Error(`no multi column ${s.multi}`);
    const kept = s.only ? keepOf(s.only, m.dict.values, s.multi) : null;
    return { size: m.dict.values.length, offsets: m.offsets, values: m.values, keep: kept?.keep ?? null, name: kept?.name ?? s.multi };
  }
  return { size: s.buckets.length, codes: s.codes, name: s.name };
}

/**
 * Counts every facet over `slots[0..n)` (ascending) into `counted`: the code facets and one multi-valued
 * facet that fit in the facet rows in one fused pass (facet-rows.ts), the others one loop each.
 */
function addAllCounts(cols: FacetColumns, inputs: FacetInput[], counted: Int32Array[], slots: Int32Array, n: number): void {
  const coded = inputs.flatMap((input, j) => ('codes' in input ? [{ j, source: { name: input.name, size: input.size, codes: input.codes } as CodeSource }] : []));
  const m = inputs.findIndex((input) => !('codes' in input));
  const multiInput = m >= 0 ? (inputs[m] as FacetInput & { offsets: Int32Array; values: Int32Array; keep: Uint8Array | null }) : null;
  const multi: MultiSource | null = multiInput && { name: multiInput.name, size: multiInput.size, offsets: multiInput.offsets, values: multiInput.values, keep: multiInput.keep };
  const rows = facetRows(cols, coded.map((c) => c.source), multi);
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
    if ('codes' in input) addCodeCounts(input.codes, slots, n, counted[j] as Int32Array);
    else addMultiCounts(input.offsets, input.values, slots, n, counted[j] as Int32Array);
  });
}

/**
 * Working arrays of the counting pass, reused from call to call (countListing never awaits, so one set
 * serves every call): fresh arrays per search were half a megabyte for 40k matches, and those allocations
 * drove the garbage collector's pauses into the slowest searches.
 */
let scratch = { passing: new Int32Array(0), single: new Int32Array(0), failed: new Int32Array(0), prefix: new Int32Array(MAX_FILTERS) };

function scratchFor(n: number): typeof scratch {
  if (scratch.passing.length < n) {
    const size = Math.max(n, scratch.passing.length * 2);
    scratch = { passing: new Int32Array(size), single: new Int32Array(size), failed: new Int32Array(size), prefix: scratch.prefix };
  }
  return scratch;
}

/**
 * Splits the candidates by the filters, 32 at a time: those passing every filter (`passing`), and those
 * failing exactly one (`single`, with that filter's bit in `failed`). A facet ignores only its own
 * dimensions, so a document failing two filters counts nowhere and is dropped here.
 */
function partition(cands: Uint32Array, parts: Uint32Array[], words: number, out: typeof scratch): { passing: number; single: number } {
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
    for (let x = acc; x !== 0; ) {
      const low = x & -x;
      passing[np++] = base | (31 - Math.clz32(low));
      x ^= low;
    }
    let after = -1;
    for (let k = n - 1; k >= 0; k--) {
      const p = ((parts[k] as Uint32Array)[w] as number) | 0;
      for (let x = (prefix[k] as number) & ~p & after; x !== 0; ) {
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

/** Total and facet counts of a listing. */
export function countListing(cols: FacetColumns, match: MatchSet | null, filters: EngineFilter[], facets: EngineFacet[]): Counts {
  if (filters.length > MAX_FILTERS) throw new Error('too many filter dimensions');
  const cands = candidates(cols, match);
  const inputs = facets.map((f) => facetInput(cols, f.source));
  const counted = inputs.map((input) => new Int32Array(input.size));
  let total = cands.slots.length;
  if (filters.length === 0) {
    addAllCounts(cols, inputs, counted, cands.slots, cands.slots.length);
  } else {
    const out = scratchFor(cands.slots.length);
    const parts = filters.map((f) => passBits(cols, f));
    const split = partition(cands.bits, parts, wordsOf(cands.size), out);
    total = split.passing;
    addAllCounts(cols, inputs, counted, out.passing, split.passing);
    facets.forEach((f, j) => {
      // The filters this facet ignores, as bits: a document failing only one of them still counts here.
      const ignored = filters.reduce((m, flt, k) => (f.exclude.includes(flt.key) ? m | (1 << k) : m), 0);
      if (ignored === 0 || split.single === 0) return;
      const input = inputs[j] as FacetInput;
      const counts = counted[j] as Int32Array;
      if ('codes' in input) addCodeCountsIgnoring(input.codes, out.single, out.failed, split.single, ignored, counts);
      else addMultiCountsIgnoring(input.offsets, input.values, out.single, out.failed, split.single, ignored, counts);
    });
  }
  const named: Record<string, Buckets> = {};
  facets.forEach((f, j) => {
    const s = f.source;
    const counts = counted[j] as Int32Array;
    const names = 'column' in s ? cols.dict(s.column).values : 'multi' in s ? cols.dict(s.multi).values : s.buckets;
    const only = 'multi' in s ? s.only : undefined;
    // With a limit, only counts reaching the limit-th largest can make the cut: skip building the rest. (Not
    // with `only`, which drops buckets after counting.)
    const floor = f.limit && !only && counts.length > f.limit ? Math.max(1, counts.slice().sort()[counts.length - f.limit] as number) : 1;
    const buckets: Buckets = [];
    for (let v = 0; v < counts.length; v++) {
      const n = counts[v] as number;
      if (n < floor) continue;
      const value = names[v] as string;
      if (value !== '' && (!only || only.has(value))) buckets.push({ value, count: n });
    }
    buckets.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    named[f.key] = f.limit ? buckets.slice(0, f.limit) : buckets;
  });
  return { total, facets: named, gaps: cands.gaps };
}

export interface Hit {
  id: number;
  score: number;
}

/** One test of every filter, for walking candidates one by one: a bit of the filters' combined bitset. */
function allOf(cols: FacetColumns, filters: EngineFilter[]): (slot: number) => boolean {
  const bits = allPassBits(cols, filters);
  return bits ? (slot) => hasSlot(bits, slot) : () => true;
}

/** Tiers longer than this keep their best entries in order (see topOfTier). */
const PREFIX_FROM = 8000;
const PREFIX = 2000;
/** A long tier's best entries in order, or null once the tier has been paged (built on its next page). */
const prefixes = new WeakMap<Ranked, Int32Array | null>();

/**
 * Hits `skip` to `skip + want` (best first: score desc, then id desc) of an unordered tier, among the
 * documents that pass the filters; returns how many passed in all, or -1 when the page was filled from a
 * long tier's kept best entries without counting the rest (a caller needs the count only when the tier
 * falls short). A bounded heap of the best `skip + want`: one pass over the tier, never a sort of all of it.
 * A long tier (a company name word: 600k titles) keeps its best 2,000 entries in order, computed once, so
 * most pages walk those instead of the whole tier; the passing entries among them come first overall.
 */
function topOfTier(cols: FacetColumns, tier: Ranked, passes: (slot: number) => boolean, skip: number, want: number, out: Hit[]): number {
  // The kept prefix pays off from a tier's second page on (another page, other filters): the first is a
  // bounded top-k of its own, 15 entries deep instead of 2,000.
  const seen = prefixes.get(tier);
  if (tier.ids.length > PREFIX_FROM && skip + want <= PREFIX && seen !== undefined) {
    let prefix = seen;
    if (prefix === null) prefixes.set(tier, (prefix = bestEntries(cols, tier, () => true, PREFIX).entries));
    const byId = cols.slotById;
    const page: Hit[] = [];
    let passed = 0;
    for (let i = 0; i < prefix.length && page.length < want; i++) {
      const e = prefix[i] as number;
      const id = tier.ids[e] as number;
      const slot = id < byId.length ? (byId[id] as number) : -1;
      if (slot < 0 || !passes(slot)) continue;
      if (passed++ >= skip) page.push({ id, score: tier.scores[e] as number });
    }
    if (page.length === want) {
      for (const h of page) out.push(h);
      return -1;
    }
  }
  if (tier.ids.length > PREFIX_FROM && seen === undefined) prefixes.set(tier, null);
  const { entries, passed } = bestEntries(cols, tier, passes, skip + want);
  for (const e of entries.subarray(skip)) out.push({ id: tier.ids[e] as number, score: tier.scores[e] as number });
  return passed;
}

/** The best `k` passing entries of a tier (indexes into it, best first) and how many entries passed in all. */
function bestEntries(cols: FacetColumns, tier: Ranked, passes: (slot: number) => boolean, k: number): { entries: Int32Array; passed: number } {
  const { ids, scores } = tier;
  const byId = cols.slotById;
  const heap = new Int32Array(k);
  let size = 0;
  let passed = 0;
  // True when entry a ranks below entry b; the heap's root is the lowest-ranked of those kept.
  const below = (a: number, b: number) => (scores[a] as number) < (scores[b] as number) || ((scores[a] as number) === (scores[b] as number) && (ids[a] as number) < (ids[b] as number));
  const siftDown = (from: number) => {
    let i = from;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < size && below(heap[l] as number, heap[m] as number)) m = l;
      if (r < size && below(heap[r] as number, heap[m] as number)) m = r;
      if (m === i) return;
      const t = heap[i] as number;
      heap[i] = heap[m] as number;
      heap[m] = t;
      i = m;
    }
  };
  for (let e = 0; e < ids.length; e++) {
    const id = ids[e] as number;
    const slot = id < byId.length ? (byId[id] as number) : -1;
    if (slot < 0 || !passes(slot)) continue;
    passed++;
    if (k === 0) continue;
    if (size < k) {
      let i = size++;
      heap[i] = e;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!below(heap[i] as number, heap[p] as number)) break;
        const t = heap[i] as number;
        heap[i] = heap[p] as number;
        heap[p] = t;
        i = p;
      }
    } else if (below(heap[0] as number, e)) {
      heap[0] = e;
      siftDown(0);
    }
  }
  const best = Int32Array.from(heap.subarray(0, size)).sort((a, b) => (below(a, b) ? 1 : below(b, a) ? -1 : 0));
  return { entries: best, passed };
}

/**
 * A page order: a column or a derived per-slot key (one that depends on today, say), read descending, then
 * highest id. `key` names a derived one for the cache.
 */
export type PageOrder = string | { key: string; values: Int32Array | Float64Array };

/**
 * Slots in page order, cached on the columns per order until they change: a kind may alternate between
 * orders (companies: id, founding date), and re-sorting a million slots on every switch costs ~0.2 s.
 */
const dateOrders = new WeakMap<FacetColumns, Map<string, { size: number; order: Int32Array; rank: Int32Array }>>();
const MAX_ORDERS = 8;

function dateOrder(cols: FacetColumns, by: PageOrder): { order: Int32Array; rank: Int32Array } {
  const key = typeof by === 'string' ? by : by.key;
  let perCols = dateOrders.get(cols);
  if (!perCols) dateOrders.set(cols, (perCols = new Map()));
  const cached = perCols.get(key);
  if (cached && cached.size === cols.size) return cached;
  const dates = typeof by === 'string' ? cols.col(by) : by.values;
  // Slots ascend with ids, so the higher slot is the higher id.
  const before = (a: number, b: number) => (dates[b] as number) - (dates[a] as number) || b - a;
  let order: Int32Array;
  if (cached && cached.size < cols.size) {
    // Slots were appended (a write): sort only those and merge them in, instead of sorting every slot again.
    const added = Int32Array.from({ length: cols.size - cached.size }, (_, i) => cached.size + i).sort(before);
    order = new Int32Array(cols.size);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < cached.order.length && j < added.length) order[k++] = before(cached.order[i] as number, added[j] as number) <= 0 ? (cached.order[i++] as number) : (added[j++] as number);
    while (i < cached.order.length) order[k++] = cached.order[i++] as number;
    while (j < added.length) order[k++] = added[j++] as number;
  } else {
    order = Int32Array.from({ length: cols.size }, (_, i) => i).sort(before);
  }
  const rank = new Int32Array(cols.size);
  order.forEach((slot, r) => (rank[slot] = r));
  const entry = { size: cols.size, order, rank };
  if (perCols.size >= MAX_ORDERS) perCols.clear();
  perCols.set(key, entry);
  return entry;
}

/** One page of hits: by relevance (needs a match set) or by date (`dateColumn` descending, id descending). */
export async function pageOfHits(
  cols: FacetColumns,
  match: MatchSet | null,
  filters: EngineFilter[],
  sort: 'relevance' | 'date',
  dateColumn: PageOrder,
  offset: number,
  limit: number,
): Promise<Hit[]> {
  const hits: Hit[] = [];
  const passes = allOf(cols, filters);
  if (match && sort === 'relevance') {
    const passedInTitle = topOfTier(cols, match.title, passes, offset, limit, hits);
    // The title tier fell short only after counting every passing title match (passedInTitle >= 0).
    if (hits.length < limit) topOfTier(cols, await match.bodyOnly(), passes, Math.max(0, offset - passedInTitle), limit - hits.length, hits);
    return hits;
  }
  const { order, rank } = dateOrder(cols, dateColumn);
  if (!match) {
    let skipped = 0;
    for (let r = 0; r < order.length && hits.length < limit; r++) {
      const slot = order[r] as number;
      if (!passes(slot)) continue;
      if (skipped < offset) skipped++;
      else hits.push({ id: cols.ids[slot] as number, score: 0 });
    }
    return hits;
  }
  const { slots } = candidates(cols, match);
  const ranks: number[] = [];
  for (const slot of slots) if (passes(slot)) ranks.push(rank[slot] as number);
  const sorted = Int32Array.from(ranks).sort();
  for (const r of sorted.subarray(offset, offset + limit)) hits.push({ id: cols.ids[order[r] as number] as number, score: 0 });
  return hits;
}
