import type { EngineFilter, FacetColumns } from '@aikc/search';

/**
 * Items of one region with the same title in the same year are one document posted twice (a notice put up
 * again, the same file crawled from two sites): search lists the first of them only, as it lists a document
 * once however many agencies reprint it. Each policy's fold key is a 53-bit hash of region, year and title,
 * held in the `fold_key` facet column; a policy is listed when it is the first slot with its key. Slots are
 * appended in id order, so a later copy never changes whether an earlier one is listed (the kept filter bits
 * only grow: filter-bits.ts).
 */

/** cyrb53: a 53-bit string hash (two 32-bit lanes), so a million titles collide with odds of about 1 in 20,000. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The fold key of a policy: its region, the year it was published and its title (spaces aside). */
export function foldKey(regionCode: unknown, publishDate: unknown, title: unknown): number {
  const date = publishDate instanceof Date ? publishDate.toISOString() : String(publishDate ?? '');
  return hash53(`${String(regionCode ?? '')}|${date.slice(0, 4)}|${String(title ?? '').replace(/\s+/g, '')}`);
}

interface Firsts {
  /** Slots scanned so far. */
  upTo: number;
  /** The first slot of each key. */
  first: Map<number, number>;
  /** Slots that are a later copy. */
  folded: number;
}

const held = new WeakMap<FacetColumns, Firsts>();

function firstsOf(cols: FacetColumns): Firsts {
  let f = held.get(cols);
  if (!f) held.set(cols, (f = { upTo: 0, first: new Map(), folded: 0 }));
  const keys = cols.col('fold_key');
  for (; f.upTo < cols.size; f.upTo++) {
    const k = keys[f.upTo] as number;
    if (k === 0) continue;
    if (f.first.has(k)) f.folded++;
    else f.first.set(k, f.upTo);
  }
  return f;
}

/**
 * The filter that leaves out later copies, or null when the columns hold none (then no listing pays for it):
 * every policy listing applies it, so totals, facets and pages agree.
 */
export function foldFilter(cols: FacetColumns): EngineFilter | null {
  const f = firstsOf(cols);
  if (f.folded === 0) return null;
  const keys = cols.col('fold_key');
  return {
    key: 'fold',
    id: 'fold',
    size: cols.size,
    test: (slot) => {
      const k = keys[slot] as number;
      return k === 0 || firstsOf(cols).first.get(k) === slot;
    },
  };
}
