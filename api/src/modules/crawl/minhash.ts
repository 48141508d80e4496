import crypto from 'node:crypto';

/**
 * Duplicate detection. Exact: SHA-256 of the body text with whitespace and punctuation removed. Near (a
 * province's notice reprinted on a city's site with a 转发 preamble, another footer): MinHash over character
 * 4-shingles (Chinese has no spaces, so characters shingle), 64 minima, compared as estimated Jaccard
 * similarity. SimHash was tried first: on notices of a few hundred characters a reprint and its original
 * differed by 17 of 64 bits, as far apart as two notices of one template, so it could not tell them apart.
 */
const NOISE = /[\s\p{P}\p{S}]+/gu;

export function normalisedText(text: string): string {
  return text.normalize('NFKC').replace(NOISE, '');
}

export function contentHash(text: string): string {
  return crypto.createHash('sha256').update(normalisedText(text)).digest('hex');
}

const K = 4;
const HASHES = 64;
const SEEDS = Array.from({ length: HASHES }, (_, i) => Math.imul(i + 1, 0x9e3779b1) >>> 0);

function fnv32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The MinHash signature of a text as 64 × 8 hex digits ('' for a text too short to shingle). */
export function minhash(text: string): string {
  const t = normalisedText(text);
  if (t.length < K) return '';
  const mins = new Array<number>(HASHES).fill(0xffffffff);
  for (let i = 0; i + K <= t.length; i++) {
    const base = fnv32(t.slice(i, i + K));
    for (let j = 0; j < HASHES; j++) {
      const v = mix(base ^ (SEEDS[j] as number));
      if (v < (mins[j] as number)) mins[j] = v;
    }
  }
  return mins.map((m) => m.toString(16).padStart(8, '0')).join('');
}

/** Estimated Jaccard similarity of the shingle sets behind two signatures. */
export function similarity(a: string, b: string): number {
  if (!a || !b || a.length !== b.length) return 0;
  let same = 0;
  for (let j = 0; j < a.length; j += 8) if (a.slice(j, j + 8) === b.slice(j, j + 8)) same += 1;
  return same / (a.length / 8);
}

/** Candidates at or above this are confirmed by 文号 or title before they fold (fixture: a 转发 0.69, two notices of one template 0.44). */
export const NEAR_SIMILARITY = 0.6;
