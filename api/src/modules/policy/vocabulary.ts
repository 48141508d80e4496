import { PROVINCES } from '@aikc/shared/regions';
import themes from './data/themes.json' with { type: 'json' };
import { normalizeToken, synonyms } from '@aikc/search';

/** A term users search for: how it reads, and its normal form (no punctuation, lower case). */
export interface Term {
  text: string;
  key: string;
  /** The characters of `key` (code points), for edit distances. */
  chars: string[];
  /** 0 for themes, 1 for synonym terms: themes come first among equal matches. */
  rank: number;
}

let terms: Term[] | null = null;

/** The search vocabulary: data/themes.json, then every term of data/synonyms.json, each once. */
export function vocabulary(): Term[] {
  if (terms) return terms;
  const byKey = new Map<string, Term>();
  const add = (text: string, rank: number) => {
    const key = normalizeToken(text);
    if (key && !byKey.has(key)) byKey.set(key, { text, key, chars: [...key], rank });
  };
  (themes as { themes: string[] }).themes.forEach((t) => add(t, 0));
  for (const g of synonyms().groups) add(g.name, 1);
  terms = [...byKey.values()];
  return terms;
}

/** Levenshtein distance between two strings of code points, giving up past `max` (returns max + 1). */
export function editDistance(a: readonly string[], b: readonly string[], max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] as number;
}

/** Edits a term of this many characters may differ by and still be the term: none under 3, one up to 5, two past. */
function allowedEdits(length: number): number {
  return length < 3 ? 0 : length <= 5 ? 1 : 2;
}

/**
 * The keyword with its likeliest misspelt term corrected (瞪铃企业 -> 瞪羚企业, 广东瞪铃企业 -> 广东瞪羚企业), or
 * null: the stretch of the keyword closest to a vocabulary term within the edits the term's length allows,
 * fewest edits first, then the longer term. A stretch that is a term already is not a misspelling.
 */
export function correctKeyword(keyword: string): string | null {
  const chars = [...normalizeToken(keyword)];
  if (chars.length < 2) return null;
  const text = chars.join('');
  let best: { start: number; end: number; term: Term; edits: number } | null = null;
  for (const term of vocabulary()) {
    const max = allowedEdits(term.chars.length);
    if (max === 0 || text.includes(term.key)) continue;
    for (let len = term.chars.length - max; len <= term.chars.length + max; len++) {
      if (len < 2) continue;
      for (let start = 0; start + len <= chars.length; start++) {
        const d = editDistance(chars.slice(start, start + len), term.chars, max);
        if (d > max || d === 0) continue;
        if (!best || d < best.edits || (d === best.edits && term.chars.length > best.term.chars.length))
          best = { start, end: start + len, term, edits: d };
      }
    }
  }
  if (!best) return null;
  return [...chars.slice(0, best.start), best.term.text, ...chars.slice(best.end)].join('');
}

/** A place a query part names: a province (广东省, 广东) or a prefecture-level city (深圳市, 深圳). */
export interface Place {
  province: string;
  city: string;
  name: string;
}

let places: Map<string, Place> | null = null;

export function placeNamed(part: string): Place | null {
  if (!places) {
    places = new Map();
    for (const p of PROVINCES) {
      const province = { province: p.code, city: '', name: p.name };
      places.set(p.name, province);
      places.set(p.shortName, province);
      for (const c of p.cities) {
        if (c.name === p.name) continue;
        const city = { province: p.code, city: c.code, name: c.name };
        places.set(c.name, city);
        if (c.name.endsWith('市') && c.name.length > 2) places.set(c.name.slice(0, -1), city);
      }
    }
  }
  return places.get(part) ?? null;
}
