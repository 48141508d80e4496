import { queryWords, subWords } from './segmenter.ts';

/**
 * A parsed full-text query, independent of the SQL dialect: every clause must match; a clause matches when
 * any of its alternatives does. An alternative is either a phrase (its terms adjacent and in order) or a set
 * of terms that must all occur.
 */
export interface TextQuery {
  clauses: { alternatives: { kind: 'phrase' | 'all'; terms: string[] }[] }[];
  /** Every term, for highlighting. */
  terms: string[];
}

const MAX_CLAUSES = 12;

/**
 * Segments a user query. Runs of single characters become one phrase, so 特新 can never match 特 and 新
 * far apart; a long word also matches when only its sub-words occur (科技型中小企业 inside a longer word).
 */
export function parseTextQuery(keyword: string): TextQuery | null {
  const words = queryWords(keyword.slice(0, 100));
  if (words.length === 0) return null;
  const clauses: TextQuery['clauses'] = [];
  const terms = new Set<string>();
  let run: string[] = [];
  const flushRun = () => {
    if (run.length > 0) clauses.push({ alternatives: [{ kind: 'phrase', terms: run }] });
    run.forEach((t) => terms.add(t));
    run = [];
  };
  for (const w of words) {
    if ([...w].length === 1 && !/^\d$/.test(w)) {
      run.push(w);
      continue;
    }
    flushRun();
    terms.add(w);
    const alternatives: TextQuery['clauses'][number]['alternatives'] = [{ kind: 'phrase', terms: [w] }];
    if ([...w].length >= 4) {
      const subs = [...new Set(subWords(w))];
      if (subs.length > 1) alternatives.push({ kind: 'all', terms: subs });
    }
    clauses.push({ alternatives });
  }
  flushRun();
  if (clauses.length === 0) return null;
  return { clauses: clauses.slice(0, MAX_CLAUSES), terms: [...terms] };
}
