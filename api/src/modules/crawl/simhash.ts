import crypto from 'node:crypto';

/**
 * Duplicate detection. Exact: SHA-256 of the body text with whitespace and punctuation removed. Near (a
 * province's notice reprinted on a city's site with a 转发 preamble, a changed footer): a 64-bit SimHash over
 * character 4-shingles, compared by Hamming distance. Chinese has no spaces, so characters, not words, shingle.
 */
const NOISE = /[\s\p{P}\p{S}]+/gu;

export function normalisedText(text: string): string {
  return text.normalize('NFKC').replace(NOISE, '');
}

export function contentHash(text: string): string {
  return crypto.createHash('sha256').update(normalisedText(text)).digest('hex');
}

const MASK = (1n << 64n) - 1n;
const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;

function fnv64(s: string): bigint {
  let h = FNV_OFFSET;
  for (let i = 0; i < s.length; i++) {
    h ^= BigInt(s.charCodeAt(i));
    h = (h * FNV_PRIME) & MASK;
  }
  return h;
}

/** The SimHash of a text as 16 hex digits ('' for a text too short to shingle). */
export function simhash(text: string, k = 4): string {
  const t = normalisedText(text);
  if (t.length < k) return '';
  const weights = new Array<number>(64).fill(0);
  for (let i = 0; i + k <= t.length; i++) {
    const h = fnv64(t.slice(i, i + k));
    for (let b = 0; b < 64; b++) weights[b] = (weights[b] as number) + (((h >> BigInt(b)) & 1n) === 1n ? 1 : -1);
  }
  let out = 0n;
  for (let b = 0; b < 64; b++) if ((weights[b] as number) > 0) out |= 1n << BigInt(b);
  return out.toString(16).padStart(16, '0');
}

export function hamming(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let n = 0;
  while (x) {
    n += Number(x & 1n);
    x >>= 1n;
  }
  return n;
}

/** Candidates within this many bits are confirmed by 文号 or title (short bodies shingle noisily: 11 bits between a notice and its 转发, 20+ between two notices of one template). */
export const NEAR_BITS = 16;
