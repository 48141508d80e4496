import type { FacetColumns } from './columns.ts';
import type { Cell } from './memo.ts';
import { wordsOf } from './filter-bits.ts';
import { copyBitRange, countBitsUpTo } from './id-sets.ts';
import type { MatchSet } from './match-sets.ts';

/** What a listing counts and pages over: slots of the columns, shared by counting.ts and pages.ts. */
export interface Candidates {
  cols: FacetColumns;
  size: number;
  /** Candidate slots as bits (a filtered count combines them with the filters' bits). */
  bits: Uint32Array;
  /** How many bits are set. */
  count: number;
  gaps: number;
}

/**
 * The candidate slots: the match set's documents, or every document when there is no keyword, as bits. Kept
 * per match set (and per columns for "every document") until the columns change, so refining a search skips
 * this. A dense match set is read from its bits, never listed as ids first. No list of slots is kept: at 4
 * bytes a match (125 KB for 人才) it was the largest allocation of a new query text, and those allocations
 * set off the scavenges that made the slowest cold searches; a count lists the slots into scratch space.
 */
export function candidates(cols: FacetColumns, match: MatchSet | null): Candidates {
  // Kept on the match set (its documents as slots of the columns last asked), or on the columns for every slot.
  const kept = (match ?? cols).memo.get('slots', (): Cell<Candidates> => ({ value: null }));
  const cached = kept.value;
  if (cached && cached.cols === cols && cached.size === cols.size) return cached;
  const size = cols.size;
  const bits = new Uint32Array(wordsOf(size));
  let n = 0;
  let gaps = 0;
  if (!match) {
    bits.fill(0xffffffff);
    if (size & 31) bits[bits.length - 1] = (1 << (size & 31)) - 1;
    n = size;
  } else {
    const byId = cols.slotById;
    const maxId = cols.maxId;
    const all = match.all;
    // Written out twice rather than through a shared closure: the closure's counters lived in a context
    // object, and this loop runs once per match (31k for 人才).
    if (all.kind === 'ids') {
      for (let i = 0; i < all.ids.length; i++) {
        const id = all.ids[i] as number;
        const slot = id < byId.length ? (byId[id] as number) : -1;
        if (slot >= 0) {
          n++;
          bits[slot >>> 5] = (bits[slot >>> 5] as number) | (1 << (slot & 31));
        } else if (id <= maxId) gaps++;
      }
    } else if (all.bits.length > 0 && cols.slotRuns().length * 32 <= size) {
      // Few gaps in the ids (each one starts a run): whole words of the id bitset are shifted onto slots.
      const runs = cols.slotRuns();
      const idBits = all.bits.length * 32;
      for (let r = 0; r < runs.length; r += 3) {
        const first = runs[r] as number;
        const len = Math.min(runs[r + 2] as number, idBits - first);
        if (len > 0) n += copyBitRange(all.bits, first, bits, runs[r + 1] as number, len);
      }
      gaps = countBitsUpTo(all.bits, maxId) - n;
    } else {
      const words = all.bits;
      for (let w = 0; w < words.length; w++) {
        for (let word = (words[w] as number) | 0; word !== 0;) {
          const low = word & -word;
          const id = (w << 5) | (31 - Math.clz32(low));
          word ^= low;
          const slot = id < byId.length ? (byId[id] as number) : -1;
          if (slot >= 0) {
            n++;
            bits[slot >>> 5] = (bits[slot >>> 5] as number) | (1 << (slot & 31));
          } else if (id <= maxId) gaps++;
        }
      }
    }
  }
  const entry: Candidates = { cols, size, bits, count: n, gaps };
  kept.value = entry;
  return entry;
}
