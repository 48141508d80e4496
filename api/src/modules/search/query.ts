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
 * Abbreviations people type for terms documents spell out: 高企 must also find 高新技术企业, which no policy
 * abbreviates in its title. The full form is matched as a phrase of its words, so 高新技术 and 企业 far apart
 * do not count.
 */
const FULL_FORMS: Record<string, string> = {
  高企: '高新技术企业',
  科小: '科技型中小企业',
  软著: '软件著作权',
  双创: '大众创业万众创新',
};

/** The spelled-out forms as the phrases a query searches for (the engine preloads them, engine/units.ts). */
export function fullFormUnits(): string[][] {
  return Object.values(FULL_FORMS).map((full) => queryWords(full));
}

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
    const full = FULL_FORMS[w];
    if (full) {
      const words = queryWords(full);
      alternatives.push({ kind: 'phrase', terms: words });
      // Highlight the distinctive words of the full form, not generic ones such as 企业.
      words.filter((x) => [...x].length >= 3).forEach((x) => terms.add(x));
    }
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
