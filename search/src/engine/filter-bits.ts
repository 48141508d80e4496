import type { FacetColumns } from './columns.ts';
import { coverage, markPasses, type EngineFilter } from './filters.ts';

/**
 * Which documents pass a filter, as a bitset over slots, computed once per filter meaning (its `id`) and kept
 * per columns object. A search then combines its filters and its match set a word (32 documents) at a time
 * instead of testing every match against every filter: the same province, level or validity is asked by
 * most searches, and a filter seen for the first time costs one pass over the columns (0.3 ms for 100k
 * policies). Columns only ever gain slots (a reset builds a new columns object), so a kept bitset is
 * extended over the new slots, never recomputed.
 */

export interface HeldBits {
  /** Slots covered so far: bits at and past this are not computed yet. */
  size: number;
  bits: Uint32Array;
}

/** Bitsets kept per columns object (FacetColumns.kept); the least recently used go first. */
const MAX_HELD = 64;

export const wordsOf = (slots: number) => (slots + 31) >>> 5;

function heldOf(cols: FacetColumns): Map<string, HeldBits> {
  return cols.memo.get('filterBits', () => new Map<string, HeldBits>());
}

function keep(m: Map<string, HeldBits>, id: string, entry: HeldBits): void {
  m.delete(id);
  m.set(id, entry);
  if (m.size > MAX_HELD) m.delete(m.keys().next().value as string);
}

/** Room for `words` words: `bits` itself when large enough, else a copy with a quarter more. */
function withRoom(bits: Uint32Array | undefined, words: number): Uint32Array {
  if (bits && bits.length >= words) return bits;
  const grown = new Uint32Array(Math.ceil(words * 1.25));
  if (bits) grown.set(bits);
  return grown;
}

/** The slots passing `f`, as bits (valid for the first `cols.size` slots; bits past them are 0). */
export function passBits(cols: FacetColumns, f: EngineFilter): Uint32Array {
  const m = heldOf(cols);
  const hit = m.get(f.id);
  const to = coverage(f, cols.size);
  if (hit && hit.size >= to) {
    keep(m, f.id, hit);
    return hit.bits;
  }
  // Bits of slots already covered never change: only the new slots are computed, in place when there is room
  // (a search holding the array sees no change to the slots it knows).
  const from = hit?.size ?? 0;
  const bits = withRoom(hit?.bits, wordsOf(to));
  markPasses(f, bits, from, to);
  keep(m, f.id, { size: to, bits });
  return bits;
}

/** The slots passing every filter (null when there are none): one filter's own bits, or their AND, kept too. */
export function allPassBits(cols: FacetColumns, filters: readonly EngineFilter[]): Uint32Array | null {
  if (filters.length === 0) return null;
  if (filters.length === 1) return passBits(cols, filters[0] as EngineFilter);
  const parts = filters.map((f) => passBits(cols, f));
  const id = `and ${filters
    .map((f) => f.id)
    .sort()
    .join(' & ')}`;
  const m = heldOf(cols);
  const to = Math.min(...filters.map((f) => coverage(f, cols.size)));
  const hit = m.get(id);
  if (hit && hit.size >= to) {
    keep(m, id, hit);
    return hit.bits;
  }
  const words = wordsOf(to);
  const bits = new Uint32Array(words);
  const first = parts[0] as Uint32Array;
  for (let w = 0; w < words; w++) bits[w] = first[w] as number;
  for (let k = 1; k < parts.length; k++) {
    const p = parts[k] as Uint32Array;
    for (let w = 0; w < words; w++) bits[w] = (bits[w] as number) & (p[w] as number);
  }
  keep(m, id, { size: to, bits });
  return bits;
}

/** True when `slot`'s bit is set. */
export function hasSlot(bits: Uint32Array, slot: number): boolean {
  return (((bits[slot >>> 5] as number) >>> (slot & 31)) & 1) === 1;
}
