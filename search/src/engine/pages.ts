import type { FacetColumns } from './columns.ts';
import { candidates } from './candidates.ts';
import { allPassBits } from './filter-bits.ts';
import { hasBit } from './id-sets.ts';
import type { EngineFilter } from './filters.ts';
import type { MatchSet, Ranked } from './match-sets.ts';

export interface Hit {
  id: number;
  score: number;
}

function allOf(cols: FacetColumns, filters: EngineFilter[]): (slot: number) => boolean {
  const bits = allPassBits(cols, filters);
  return bits ? (slot) => hasBit(bits, slot) : () => true;
}

/**
 * Hits `skip` to `skip + want` (score desc, then id desc) of a tier's passing documents into `out`, kept by a
 * bounded heap of the best `skip + want` entries: one pass, no sort of the tier. Returns how many passed.
 */
function topOfTier(
  cols: FacetColumns,
  tier: Ranked,
  passes: (slot: number) => boolean,
  skip: number,
  want: number,
  out: Hit[],
): number {
  const { ids, scores, keys } = tier;
  const k = skip + want;
  const byId = cols.slotById;
  const heap = new Int32Array(k);
  let size = 0;
  let passed = 0;
  // True when entry a ranks below entry b; the heap's root is the lowest kept.
  const byScore = (a: number, b: number) =>
    (scores[a] as number) < (scores[b] as number) ||
    ((scores[a] as number) === (scores[b] as number) && (ids[a] as number) < (ids[b] as number));
  const below = keys
    ? (a: number, b: number) =>
        (keys[a] as number) < (keys[b] as number) || ((keys[a] as number) === (keys[b] as number) && byScore(a, b))
    : byScore;
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
  // From the highest id down, so a tie with the root ranks below it (PostgreSQL's title scores tie by the thousand).
  for (let e = ids.length - 1; e >= 0; e--) {
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
  for (const e of best.subarray(skip)) out.push({ id: ids[e] as number, score: scores[e] as number });
  return passed;
}

/** A page order, descending then highest id: a column, or a derived per-slot key named by `key`. */
export type PageOrder = string | { key: string; values: Int32Array | Float64Array };

/** Slots in page order, kept per order on the columns (re-sorting a million slots costs ~0.2 s). */
export interface SlotOrder {
  size: number;
  order: Int32Array;
  rank: Int32Array;
}
const MAX_ORDERS = 8;

function dateOrder(cols: FacetColumns, by: PageOrder): { order: Int32Array; rank: Int32Array } {
  const key = typeof by === 'string' ? by : by.key;
  const perCols = cols.memo.get('orders', () => new Map<string, SlotOrder>());
  const cached = perCols.get(key);
  if (cached && cached.size === cols.size) return cached;
  const dates = typeof by === 'string' ? cols.col(by) : by.values;
  // Slots ascend with ids, so the higher slot is the higher id.
  const before = (a: number, b: number) => (dates[b] as number) - (dates[a] as number) || b - a;
  let order: Int32Array;
  if (cached && cached.size < cols.size) {
    // Slots were appended (a write): only those are sorted, then merged in.
    const added = Int32Array.from({ length: cols.size - cached.size }, (_, i) => cached.size + i).sort(before);
    order = new Int32Array(cols.size);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < cached.order.length && j < added.length)
      order[k++] =
        before(cached.order[i] as number, added[j] as number) <= 0
          ? (cached.order[i++] as number)
          : (added[j++] as number);
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

/** One page of hits by relevance (`pinned` documents first, newest id first) or by date. */
export async function pageOfHits(
  cols: FacetColumns,
  match: MatchSet | null,
  filters: EngineFilter[],
  sort: 'relevance' | 'date',
  dateColumn: PageOrder,
  offset: number,
  limit: number,
  pinned: readonly number[] = [],
): Promise<Hit[]> {
  const hits: Hit[] = [];
  let passes = allOf(cols, filters);
  if (match && sort === 'relevance') {
    let skip = offset;
    if (pinned.length > 0) {
      const byId = cols.slotById;
      const slotOf = (id: number) => (id < byId.length ? (byId[id] as number) : -1);
      const first = [...pinned].filter((id) => slotOf(id) >= 0 && passes(slotOf(id))).sort((a, b) => b - a);
      for (const id of first.slice(skip, skip + limit)) hits.push({ id, score: 0 });
      skip = Math.max(0, skip - first.length);
      const pinnedSlots = new Set(first.map(slotOf));
      const rest = passes;
      passes = (slot) => !pinnedSlots.has(slot) && rest(slot);
      if (hits.length === limit) return hits;
    }
    const passedInTitle = topOfTier(cols, match.title, passes, skip, limit - hits.length, hits);
    if (hits.length < limit)
      topOfTier(cols, await match.bodyOnly(), passes, Math.max(0, skip - passedInTitle), limit - hits.length, hits);
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
  const { bits } = candidates(cols, match);
  const ranks: number[] = [];
  for (let w = 0; w < bits.length; w++) {
    for (let word = (bits[w] as number) | 0; word !== 0;) {
      const low = word & -word;
      const slot = (w << 5) | (31 - Math.clz32(low));
      word ^= low;
      if (passes(slot)) ranks.push(rank[slot] as number);
    }
  }
  const sorted = Int32Array.from(ranks).sort();
  for (const r of sorted.subarray(offset, offset + limit))
    hits.push({ id: cols.ids[order[r] as number] as number, score: 0 });
  return hits;
}
