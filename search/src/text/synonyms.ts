import data from './data/synonyms.json' with { type: 'json' };
import { indexTokens, queryWords } from './segmenter.ts';

/** One group of terms that mean the same, each as the words a query of it segments into. */
export interface SynonymGroup {
  /** The group's standard name (its first term), as users should see it. */
  name: string;
  /** Each distinct term as the phrase it is searched as, the standard name first. */
  forms: string[][];
}

interface SynonymTable {
  groups: SynonymGroup[];
  /** Terms by their words joined (the form a query's words take), to their group. */
  byKey: Map<string, SynonymGroup>;
  /** The most words any term has: how far a query is scanned for a term from one position. */
  maxWords: number;
}

let table: SynonymTable | null = null;

/**
 * Whether phrase `outer` holds phrase `inner` as consecutive tokens: then `outer` adds no match and is left
 * out (国家高新技术企业 beside 高新技术企业), one index read less.
 */
function containsRun(outer: readonly string[], inner: readonly string[]): boolean {
  if (inner.length >= outer.length) return false;
  for (let i = 0; i + inner.length <= outer.length; i++) if (inner.every((t, k) => outer[i + k] === t)) return true;
  return false;
}

/**
 * The synonym table of data/synonyms.json, built on first use. Terms are keyed by their query words, so a
 * query finds 首台（套） whatever punctuation it was typed with.
 */
export function synonyms(): SynonymTable {
  if (table) return table;
  const byKey = new Map<string, SynonymGroup>();
  const groups: SynonymGroup[] = [];
  let maxWords = 1;
  for (const terms of (data as { groups: string[][] }).groups) {
    const forms: string[][] = [];
    const keys = new Set<string>();
    for (const term of terms) {
      const words = queryWords(term);
      if (words.length === 0) continue;
      // 首台套 and 首台（套） are one key (what a query's words join to) but two forms (the index holds
      // 首台套 as one word and 首台 套 as two).
      keys.add(words.join(''));
      // A form of several words is searched as the phrase the index holds for its text: search mode writes
      // a word's sub-words before it (技术经纪人 -> 技术 经纪 经纪人), so the query's words would not be adjacent.
      const form = words.length > 1 ? indexTokens(term) : words;
      if (!forms.some((f) => f.join(' ') === form.join(' '))) forms.push(form);
      maxWords = Math.max(maxWords, words.length);
    }
    const group = {
      name: terms[0] as string,
      forms: forms.filter((f) => !forms.some((g) => g !== f && containsRun(f, g))),
    };
    groups.push(group);
    for (const key of keys) byKey.set(key, group);
  }
  table = { groups, byKey, maxWords };
  return table;
}

/** A synonym term found in a query's words: it spans words [start, end). */
type SynonymMatch = { start: number; end: number; group: SynonymGroup };

/** The synonym terms in a query's words, longest first from each position, not overlapping. */
export function findSynonyms(words: readonly string[]): SynonymMatch[] {
  const { byKey, maxWords } = synonyms();
  const found: SynonymMatch[] = [];
  for (let i = 0; i < words.length;) {
    let match: SynonymMatch | null = null;
    let key = '';
    const keys: string[] = [];
    for (let j = i; j < words.length && j - i < maxWords; j++) keys.push((key += words[j] as string));
    for (let len = keys.length; len >= 1 && !match; len--) {
      const group = byKey.get(keys[len - 1] as string);
      if (group) match = { start: i, end: i + len, group };
    }
    if (match) {
      found.push(match);
      i = match.end;
    } else i++;
  }
  return found;
}
