import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** FNV-1a over a string, for turning table names into stream salts. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A 32-bit integer mix (murmur3 finaliser) so neighbouring row numbers get unrelated seeds. */
function mix32(x: number): number {
  let h = x | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}

/**
 * A small convenience layer over pure-rand's xoroshiro128+. Every generated row gets its own stream,
 * derived from (seed, stream name, row number): a row depends on nothing but those three, so batch sizes,
 * dialects and the order of tables cannot change the corpus.
 */
export class Rng {
  private readonly g: RandomGenerator;

  constructor(seed: number) {
    this.g = xoroshiro128plus(seed | 0);
  }

  /** The stream for row `n` of `stream` under the corpus seed. */
  static for(seed: number, stream: string, n: number): Rng {
    return new Rng(mix32(mix32(seed ^ fnv1a(stream)) + Math.imul(n, 0x9e3779b1)));
  }

  /** An integer in [from, to], both included. */
  int(from: number, to: number): number {
    return uniformInt(this.g, from, to);
  }

  /** A float in [0, 1). */
  float(): number {
    return uniformFloat64(this.g);
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)] as T;
  }

  /** `k` distinct items (order of first draw), or all of them when there are fewer. */
  sample<T>(items: readonly T[], k: number): T[] {
    if (k >= items.length) return [...items];
    const chosen = new Set<number>();
    while (chosen.size < k) chosen.add(this.int(0, items.length - 1));
    return [...chosen].map((i) => items[i] as T);
  }

  /** A float in [from, to). */
  range(from: number, to: number): number {
    return from + (to - from) * this.float();
  }

  /** Log-uniform in [from, to): money and head counts spread over orders of magnitude. */
  logRange(from: number, to: number): number {
    return Math.exp(this.range(Math.log(from), Math.log(to)));
  }
}

/** A weighted choice table built once and drawn from many times (binary search over cumulative weights). */
export class Weighted<T> {
  private readonly cum: number[] = [];
  private readonly total: number;

  constructor(private readonly items: readonly (readonly [T, number])[]) {
    let acc = 0;
    for (const [, w] of items) {
      acc += w;
      this.cum.push(acc);
    }
    this.total = acc;
  }

  draw(rng: Rng): T {
    const x = rng.float() * this.total;
    let lo = 0;
    let hi = this.cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cum[mid] as number) > x) hi = mid;
      else lo = mid + 1;
    }
    return (this.items[lo] as readonly [T, number])[0];
  }
}
