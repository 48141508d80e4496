import { findDocNumbers, docNumberKeys } from '@aikc/shared/doc-number';
import { indexTokens, queryWords, subWords } from './segmenter.ts';
import { findSynonyms, synonyms, type SynonymGroup } from './synonyms.ts';

/**
 * A parsed full-text query, independent of the SQL dialect: every clause must match; a clause matches when
 * any of its alternatives does. An alternative is either a phrase (its terms adjacent and in order) or a set
 * of terms that must all occur.
 */
export interface TextQuery {
  clauses: { alternatives: { kind: 'phrase' | 'all'; terms: string[] }[] }[];
  /** Every term, for highlighting. */
  terms: string[];
  /**
   * The query as one phrase of index tokens: a title holding it outranks titles with the same words
   * scattered (engine/match-sets.ts). Null when it would add nothing (one clause of one alternative).
   */
  phrase: string[] | null;
  /** Canonical keys of the document numbers typed (shared/doc-number.ts): their documents rank first. */
  docNumbers: string[];
}

const MAX_CLAUSES = 12;

/**
 * Every synonym form that is a phrase of several words, as the units a query searches for: the engine
 * preloads them (engine/units.ts), so an abbreviation's first search reads no spelled-out phrase.
 */
export function fullFormUnits(): string[][] {
  return synonyms().groups.flatMap((g) => g.forms.filter((f) => f.length > 1));
}

/**
 * Words of other synonym forms too general to highlight on their own (高新技术企业 found by 高企 highlights
 * 高新技术, not every 企业 on the page).
 */
const GENERIC = new Set([
  '企业',
  '中心',
  '技术',
  '科技',
  '创新',
  '平台',
  '人才',
  '研发',
  '国家',
  '补助',
  '软件',
  '材料',
  '投资',
  '上市',
  '通信',
  '移动',
  '汽车',
  '贷款',
  '补贴',
  '研究',
  '工程',
  '产业',
  '开发区',
]);

/** The phrases a long word is also found by: its sub-words all present (科技型中小企业 inside a longer word). */
function subWordAlternative(w: string): TextQuery['clauses'][number]['alternatives'][number] | null {
  if ([...w].length < 4) return null;
  const subs = [...new Set(subWords(w))];
  return subs.length > 1 ? { kind: 'all', terms: subs } : null;
}

/** A synonym term's clause: every form of its group as a phrase (synonyms.ts). */
function synonymClause(typed: string[], group: SynonymGroup, terms: Set<string>): TextQuery['clauses'][number] {
  const alternatives: TextQuery['clauses'][number]['alternatives'] = [];
  const seen = new Set<string>();
  typed.forEach((t) => terms.add(t));
  // The typed words are one of the group's keys; the group's forms are the phrases to search (synonyms.ts).
  for (const form of group.forms) {
    const key = form.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    alternatives.push({ kind: 'phrase', terms: form });
    if (form.length === 1) {
      const subs = subWordAlternative(form[0] as string);
      if (subs) alternatives.push(subs);
    }
    form.filter((x) => [...x].length >= 2 && !GENERIC.has(x)).forEach((x) => terms.add(x));
  }
  return { alternatives };
}

/**
 * A keyword's pieces in order, each one clause of the query: a synonym term (its words and group), a run of
 * single characters, or one word; then the document numbers typed. Shared by parseTextQuery and keywordParts,
 * so partial matching drops exactly the clauses the query has.
 */
function queryPieces(keyword: string): {
  pieces: { words: string[]; group?: SynonymGroup; run?: true }[];
  numbers: ReturnType<typeof findDocNumbers>;
  words: string[];
} {
  const { rest, numbers } = splitDocNumbers(keyword.slice(0, 100));
  const words = queryWords(rest);
  const pieces: { words: string[]; group?: SynonymGroup; run?: true }[] = [];
  let run: string[] = [];
  const flushRun = () => {
    if (run.length > 0) pieces.push({ words: run, run: true });
    run = [];
  };
  const found = findSynonyms(words);
  let next = 0;
  for (let i = 0; i < words.length;) {
    const syn = found[next];
    if (syn && syn.start === i) {
      flushRun();
      pieces.push({ words: words.slice(syn.start, syn.end), group: syn.group });
      next++;
      i = syn.end;
      continue;
    }
    const w = words[i++] as string;
    if ([...w].length === 1 && !/^\d$/.test(w)) {
      run.push(w);
      continue;
    }
    flushRun();
    pieces.push({ words: [w] });
  }
  flushRun();
  return { pieces, numbers, words };
}

/**
 * Segments a user query. Runs of single characters become one phrase, so 特新 can never match 特 and 新
 * far apart; a long word also matches when only its sub-words occur (科技型中小企业 inside a longer word); a
 * synonym or abbreviation (data/synonyms.json) matches any form of its group, in both directions.
 */
export function parseTextQuery(keyword: string): TextQuery | null {
  const { pieces, numbers, words } = queryPieces(keyword);
  const clauses: TextQuery['clauses'] = [];
  const terms = new Set<string>();
  for (const p of pieces) {
    if (p.group) {
      clauses.push(synonymClause(p.words, p.group, terms));
      continue;
    }
    p.words.forEach((t) => terms.add(t));
    const alternatives: TextQuery['clauses'][number]['alternatives'] = [{ kind: 'phrase', terms: p.words }];
    const subs = p.run ? null : subWordAlternative(p.words[0] as string);
    if (subs) alternatives.push(subs);
    clauses.push({ alternatives });
  }
  for (const n of numbers) {
    // The number itself (year, serial, 号) must be adjacent: scattered digits are no 文号.
    clauses.push({ alternatives: [{ kind: 'phrase', terms: n.coreTokens }] });
    n.coreTokens.filter((t) => /\d/.test(t)).forEach((t) => terms.add(t));
  }
  if (clauses.length === 0) return null;
  const kept = clauses.slice(0, MAX_CLAUSES);
  return {
    clauses: kept,
    terms: [...terms],
    phrase: numbers.length > 0 ? null : titlePhrase(kept, words),
    docNumbers: numbers.flatMap(docNumberKeys),
  };
}

/**
 * The phrase a title should hold to outrank scattered words: the whole query's text as the index
 * tokenises it when it has several clauses, else the clause's typed form when it also matches otherwise
 * (人才引进 against 人才 … 引进).
 */
function titlePhrase(clauses: TextQuery['clauses'], words: string[]): string[] | null {
  if (clauses.length > 1) {
    const tokens = indexTokens(words.join(''));
    return tokens.length > 1 ? tokens : null;
  }
  const [only] = clauses;
  const first = only?.alternatives[0];
  return only && only.alternatives.length > 1 && first?.kind === 'phrase' ? first.terms : null;
}

/** The document numbers of a keyword (shared/doc-number.ts) and the keyword with each replaced by its prefix. */
function splitDocNumbers(keyword: string): { rest: string; numbers: ReturnType<typeof findDocNumbers> } {
  const numbers = findDocNumbers(keyword);
  if (numbers.length === 0) return { rest: keyword, numbers };
  const text = keyword.normalize('NFKC');
  let rest = '';
  let at = 0;
  for (const n of numbers) {
    rest += `${text.slice(at, n.start)} ${n.prefix} `;
    at = n.end;
  }
  return { rest: rest + text.slice(at), numbers };
}

/**
 * The query's parts as text, one per clause of parseTextQuery (a word, a run of single characters, a
 * synonym term), in order: what partial matching drops and puts back together (policy/advice.ts).
 */
export function keywordParts(keyword: string): string[] {
  const { pieces, numbers } = queryPieces(keyword);
  return [...pieces.map((p) => p.words.join('')), ...numbers.map((n) => n.core)].slice(0, MAX_CLAUSES);
}
