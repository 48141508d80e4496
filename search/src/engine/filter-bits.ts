import type { FacetColumns } from './columns.ts';
import { markPasses, type EngineFilter } from './filters.ts';

/**
 * Which documents pass a filter, as bits over slots, kept per filter meaning (its `id`) on the columns and
 * extended over new slots: most searches ask the same province, level or validity. Without: cold mean
 * 2.10x, rank p50 13.5x (decision 0027).
 */

export interface HeldBits {
  /** Slots covered so far: bits at and past this are not computed yet. */
  size: number;
  bits: Uint32Array;
}

/** Bitsets kept per columns object; the least recently used go first. */
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

/** Room for `length` cells: `store` itself when large enough, else a copy with a quarter more (facet-rows.ts too). */
export function withRoom<T extends Uint16Array | Uint32Array>(
  store: T | undefined,
  length: number,
  make: new (n: number) => T,
) {
  if (store && store.length >= length) return store;
  const grown = new make(Math.ceil(length * 1.25));
  if (store) grown.set(store);
  return grown;
}

/** The slots passing `f`, as bits (valid for the first `cols.size` slots; bits past them are 0). */
export function passBits(cols: FacetColumns, f: EngineFilter): Uint32Array {
  const m = heldOf(cols);
  const hit = m.get(f.id);
  const to = Math.min(cols.size, f.size);
  if (hit && hit.size >= to) {
    keep(m, f.id, hit);
    return hit.bits;
  }
  // Only new slots are computed, in place when there is room (bits of covered slots never change).
  const from = hit?.size ?? 0;
  const bits = withRoom(hit?.bits, wordsOf(to), Uint32Array);
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
  const to = Math.min(cols.size, ...filters.map((f) => f.size));
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
