import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendIds,
  copyBitRange,
  countBitsUpTo,
  GALLOP_RATIO,
  idSetOf,
  intersectSorted,
  orSets,
  seek,
  sizeOf,
  toIds,
  unionSorted,
} from './id-sets.ts';
import { addScores, type QueryPlan } from './query-plan.ts';

/** Sorted distinct ids; skewed sizes so that both the walking and the jumping paths run. */
const sortedIds = (max: number) =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: 5000 }), { maxLength: max })
    .map((a) => Int32Array.from(a.sort((x, y) => x - y)));

describe('sorted id arrays', () => {
  it('seek finds the first id at or past x from any start', () => {
    fc.assert(
      fc.property(sortedIds(400), fc.integer({ min: -1, max: 5001 }), fc.nat(), (b, x, f) => {
        const from = b.length ? f % (b.length + 1) : 0;
        let expected = from;
        while (expected < b.length && (b[expected] as number) < x) expected++;
        expect(seek(b, from, x)).toBe(expected);
      }),
    );
  });

  it('intersects as a set would, whatever the ratio of lengths', () => {
    fc.assert(
      fc.property(sortedIds(12), sortedIds(1500), (a, b) => {
        const inB = new Set(b);
        const expected = [...a].filter((x) => inB.has(x));
        expect([...intersectSorted(a, b)]).toEqual(expected);
        expect([...intersectSorted(b, a)]).toEqual(expected);
      }),
    );
    // The lengths reach past the ratio at which it jumps.
    expect(1500 > GALLOP_RATIO * 12).toBe(true);
  });

  it('unites and appends as sets would, sparse (ids) or dense (bits)', () => {
    fc.assert(
      fc.property(sortedIds(400), sortedIds(400), (a, b) => {
        const expected = [...new Set([...a, ...b])].sort((x, y) => x - y);
        expect([...unionSorted(a, b)]).toEqual(expected);
        const united = orSets(idSetOf(a), idSetOf(b));
        expect([...toIds(united)]).toEqual(expected);
        expect(sizeOf(united)).toBe(expected.length);
        // Appended ids lie above every id held, as the units' catch-up reads them.
        const above = b.map((id) => id + 5001);
        const appended = appendIds(idSetOf(a), above);
        expect([...toIds(appended)]).toEqual([...a, ...above]);
        expect(sizeOf(appended)).toBe(a.length + above.length);
      }),
    );
  });

  it('adds each unit score to the ids that unit has, jumping or walking', () => {
    fc.assert(
      fc.property(sortedIds(12), sortedIds(1500), sortedIds(30), (ids, u0, u1) => {
        const units = [u0, u1];
        const scores = units.map((u) => Float64Array.from(u, (id) => id / 7));
        const plan = { occurrences: [0, 1] } as unknown as QueryPlan;
        const got = addScores(plan, ids, (u) => ({ ids: units[u] as Int32Array, scores: scores[u] as Float64Array }));
        const expected = [...ids].map((id) => units.reduce((sum, u) => (u.includes(id) ? sum + id / 7 : sum), 0));
        expect([...got]).toEqual(expected);
      }),
    );
  });
});

describe('bit ranges', () => {
  const bitsets = fc.uint32Array({ minLength: 1, maxLength: 8 });
  const bit = (b: Uint32Array, i: number) => ((b[i >>> 5] as number) >>> (i & 31)) & 1;

  it('copies any range to any offset, counting the bits it set', () => {
    fc.assert(
      fc.property(bitsets, fc.nat(), fc.nat(), fc.nat(), (src, f, t, l) => {
        const total = src.length * 32;
        const from = f % total;
        const len = l % (total - from + 1);
        const dst = new Uint32Array(10);
        const to = t % (dst.length * 32 - len + 1);
        const n = copyBitRange(src, from, dst, to, len);
        let expected = 0;
        for (let i = 0; i < dst.length * 32; i++) {
          const want = i >= to && i < to + len ? bit(src, from + i - to) : 0;
          expect(bit(dst, i)).toBe(want);
          expected += want;
        }
        expect(n).toBe(expected);
      }),
    );
  });

  it('counts the bits up to a position, inclusive', () => {
    fc.assert(
      fc.property(bitsets, fc.nat(400), (bits, end) => {
        let expected = 0;
        for (let i = 0; i <= end && i < bits.length * 32; i++) expected += bit(bits, i);
        expect(countBitsUpTo(bits, end)).toBe(expected);
      }),
    );
  });
});
