/**
 * Sets of document ids: sorted arrays when sparse, bitsets over the id space when dense (a word in most of
 * 100k documents: 12.5 KB as bits, 400 KB as ids). Ids are positive, dense from 1.
 */
export type IdSet = { kind: 'ids'; ids: Int32Array } | { kind: 'bits'; bits: Uint32Array; count: number };

/** A set denser than one id in this many of the id space is kept as bits. */
const DENSE = 32;

export function idSetOf(ids: Int32Array): IdSet {
  const last = ids.length ? (ids[ids.length - 1] as number) : 0;
  if (ids.length * DENSE < last) return { kind: 'ids', ids };
  return { kind: 'bits', bits: bitsOf(ids, wordsFor(last)), count: ids.length };
}

export function sizeOf(s: IdSet): number {
  return s.kind === 'ids' ? s.ids.length : s.count;
}

export function bytesOf(s: IdSet): number {
  return s.kind === 'ids' ? s.ids.byteLength : s.bits.byteLength;
}

function wordsFor(maxId: number): number {
  return (maxId >>> 5) + 1;
}

function setBit(bits: Uint32Array, id: number): void {
  bits[id >>> 5] = (bits[id >>> 5] as number) | (1 << (id & 31));
}

function bitsOf(ids: Int32Array, words: number): Uint32Array {
  const bits = new Uint32Array(words);
  for (let i = 0; i < ids.length; i++) setBit(bits, ids[i] as number);
  return bits;
}

export function toIds(s: IdSet): Int32Array {
  return s.kind === 'ids' ? s.ids : idsOfBits(s.bits, s.count);
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Copies bits `from .. from + len` of `src` onto zero bits from `to` of `dst`; returns how many are set. */
export function copyBitRange(src: Uint32Array, from: number, dst: Uint32Array, to: number, len: number): number {
  let n = 0;
  for (let k = 0; k < len;) {
    const d = to + k;
    const shift = d & 31;
    const take = Math.min(32 - shift, len - k);
    const s = from + k;
    const w = s >>> 5;
    const sb = s & 31;
    let v = (src[w] as number) >>> sb;
    if (sb + take > 32) v |= (src[w + 1] as number) << (32 - sb);
    if (take < 32) v &= (1 << take) - 1;
    if (v !== 0) {
      dst[d >>> 5] = (dst[d >>> 5] as number) | (v << shift);
      n += popcount(v);
    }
    k += take;
  }
  return n;
}

/** How many bits of `bits` are set at positions `0 .. end` (inclusive). */
export function countBitsUpTo(bits: Uint32Array, end: number): number {
  const last = end >>> 5;
  let n = 0;
  for (let w = 0; w < Math.min(last, bits.length); w++) if (bits[w] !== 0) n += popcount(bits[w] as number);
  const keep = (end & 31) === 31 ? -1 : (1 << ((end & 31) + 1)) - 1;
  return last < bits.length ? n + popcount((bits[last] as number) & keep) : n;
}

function idsOfBits(bits: Uint32Array, count: number): Int32Array {
  const out = new Int32Array(count);
  let k = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w] as number;
    while (word !== 0) {
      const low = word & -word;
      out[k++] = (w << 5) | (31 - Math.clz32(low));
      word ^= low;
    }
  }
  return out;
}

/** A new set: `s` plus ids all above its current ones (bits when it becomes dense). `s` is left as it was. */
export function appendIds(s: IdSet, more: Int32Array): IdSet {
  if (more.length === 0) return s;
  if (s.kind === 'ids') return idSetOf(concat(s.ids, more));
  return orSets(s, { kind: 'ids', ids: more });
}

/** `a` followed by `b`, in a new array (`a` itself when `b` is empty). */
export function concat<T extends Int32Array | Float64Array>(a: T, b: T): T {
  if (b.length === 0) return a;
  const out = new (a.constructor as new (n: number) => T)(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** Ids in both sorted arrays. */
export function intersectSorted(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length > b.length) [a, b] = [b, a];
  const out = new Int32Array(a.length);
  let n = 0;
  let j = 0;
  const jump = b.length > GALLOP_RATIO * a.length;
  for (let i = 0; i < a.length && j < b.length; i++) {
    const x = a[i] as number;
    if (jump) j = seek(b, j, x);
    else while (j < b.length && (b[j] as number) < x) j++;
    if (j < b.length && b[j] === x) out[n++] = x;
  }
  return n === out.length ? out : out.slice(0, n);
}

/** Past this ratio of lengths, jumping through the longer sorted array (seek) beats walking it. */
export const GALLOP_RATIO = 8;

/** The first index at or after `from` whose id is >= x (b.length if none): doubling steps, then bisection. */
export function seek(b: Int32Array, from: number, x: number): number {
  if (from >= b.length || (b[from] as number) >= x) return from;
  let lo = from;
  let step = 1;
  while (lo + step < b.length && (b[lo + step] as number) < x) {
    lo += step;
    step *= 2;
  }
  // b[lo] < x, and b[hi] >= x or hi is past the end.
  let hi = Math.min(lo + step, b.length);
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if ((b[mid] as number) < x) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** Ids of `s` that are not in sorted `b`, ascending (a dense set is read from its bits, never listed whole). */
export function differenceOfSet(s: IdSet, b: Int32Array): Int32Array {
  if (s.kind === 'ids') return differenceSorted(s.ids, b);
  const { bits } = s;
  let present = 0;
  for (let i = 0; i < b.length; i++) if (hasBit(bits, b[i] as number)) present++;
  const out = new Int32Array(s.count - present);
  let n = 0;
  let j = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = (bits[w] as number) | 0;
    while (word !== 0) {
      const low = word & -word;
      const id = (w << 5) | (31 - Math.clz32(low));
      word ^= low;
      while (j < b.length && (b[j] as number) < id) j++;
      if (j < b.length && b[j] === id) continue;
      out[n++] = id;
    }
  }
  return out;
}

/** Ids of sorted `a` that are not in sorted `b`. */
export function differenceSorted(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length);
  let n = 0;
  let j = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    while (j < b.length && (b[j] as number) < x) j++;
    if (j >= b.length || b[j] !== x) out[n++] = x;
  }
  return n === out.length ? out : out.slice(0, n);
}

/** Ids in either sorted array, sorted, without repeats. */
export function unionSorted(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    // The smaller of the two heads; an id in both moves both on.
    out[n++] = x < y ? x : y;
    if (x <= y) i++;
    if (y <= x) j++;
  }
  while (i < a.length) out[n++] = a[i++] as number;
  while (j < b.length) out[n++] = b[j++] as number;
  return out.slice(0, n);
}

/** True when bit `id` is set (false past the end). */
export function hasBit(bits: Uint32Array, id: number): boolean {
  const w = id >>> 5;
  return w < bits.length && ((bits[w] as number) & (1 << (id & 31))) !== 0;
}

/** Both sets' ids. A sparse side stays sparse: its ids are tested against the other. */
export function andSets(a: IdSet, b: IdSet): IdSet {
  if (a.kind === 'ids' && b.kind === 'ids') return { kind: 'ids', ids: intersectSorted(a.ids, b.ids) };
  if (a.kind === 'ids' || b.kind === 'ids') {
    const [sparse, dense] = (
      a.kind === 'ids' ? [a.ids, (b as { bits: Uint32Array }).bits] : [(b as { ids: Int32Array }).ids, a.bits]
    ) as [Int32Array, Uint32Array];
    const out = new Int32Array(sparse.length);
    let n = 0;
    for (let i = 0; i < sparse.length; i++) if (hasBit(dense, sparse[i] as number)) out[n++] = sparse[i] as number;
    return { kind: 'ids', ids: out.slice(0, n) };
  }
  const words = Math.min(a.bits.length, b.bits.length);
  const bits = new Uint32Array(words);
  let count = 0;
  for (let w = 0; w < words; w++) {
    const x = (a.bits[w] as number) & (b.bits[w] as number);
    bits[w] = x;
    if (x !== 0) count += popcount(x);
  }
  return { kind: 'bits', bits, count };
}

export function orSets(a: IdSet, b: IdSet): IdSet {
  if (a.kind === 'ids' && b.kind === 'ids') return { kind: 'ids', ids: unionSorted(a.ids, b.ids) };
  const [base, other] = (a.kind === 'bits' ? [a, b] : [b, a]) as [{ bits: Uint32Array }, IdSet];
  const words = other.kind === 'bits' ? other.bits.length : wordsFor(other.ids[other.ids.length - 1] ?? 0);
  const bits = new Uint32Array(Math.max(base.bits.length, words));
  bits.set(base.bits);
  if (other.kind === 'ids') for (let i = 0; i < other.ids.length; i++) setBit(bits, other.ids[i] as number);
  else for (let w = 0; w < other.bits.length; w++) bits[w] = (bits[w] as number) | (other.bits[w] as number);
  return { kind: 'bits', bits, count: countBitsUpTo(bits, bits.length * 32 - 1) };
}
