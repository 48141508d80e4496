import { findDocNumbers, docNumberKeys, type DocNumber } from '@aikc/shared/doc-number';
import { indexTokens, queryWords, subWords } from './segmenter.ts';
import { findSynonyms, synonyms, type SynonymGroup } from './synonyms.ts';
import generic from './data/generic-words.json' with { type: 'json' };

/** A parsed full-text query, independent of the SQL dialect: every clause must match. */
export interface TextQuery {
  clauses: Clause[];
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

/** A clause matches when any of its alternatives does. */
export type Clause = { alternatives: Alternative[] };
/** A phrase (its terms adjacent and in order) or a set of terms that must all occur. */
type Alternative = { kind: 'phrase' | 'all'; terms: string[] };

const MAX_CLAUSES = 12;

/** Words of synonym forms not highlighted on their own (data/generic-words.json says why). */
const GENERIC = new Set(generic.words);

/** Synonym forms of several words, which the engine preloads (an abbreviation's first search reads none). */
export function fullFormUnits(): string[][] {
  return synonyms().groups.flatMap((g) => g.forms.filter((f) => f.length > 1));
}

/** A form as a phrase; a long word also by its sub-words all present (科技型中小企业 inside a longer word). */
function alternativesOf(form: string[]): Alternative[] {
  const phrase: Alternative = { kind: 'phrase', terms: form };
  const [w] = form;
  if (form.length > 1 || [...(w as string)].length < 4) return [phrase];
  const subs = [...new Set(subWords(w as string))];
  return subs.length > 1 ? [phrase, { kind: 'all', terms: subs }] : [phrase];
}

/** A synonym term (its typed words and group), a run of single characters, or one word. */
type Piece = { words: string[]; group?: SynonymGroup };

/**
 * A keyword's pieces in order, each one clause of the query, then the document numbers typed. Shared by
 * parseTextQuery and keywordParts, so partial matching drops exactly the clauses the query has.
 */
function queryPieces(keyword: string): { pieces: Piece[]; numbers: DocNumber[]; words: string[] } {
  const { rest, numbers } = splitDocNumbers(keyword.slice(0, 100));
  const words = queryWords(rest);
  const pieces: Piece[] = [];
  const found = findSynonyms(words);
  let run: string[] | null = null;
  for (let i = 0, next = 0; i < words.length;) {
    const syn = found[next]?.start === i ? found[next++] : undefined;
    const w = words[i] as string;
    if (!syn && [...w].length === 1 && !/^\d$/.test(w)) {
      if (run) run.push(w);
      else pieces.push({ words: (run = [w]) });
      i++;
      continue;
    }
    run = null;
    pieces.push(syn ? { words: words.slice(i, syn.end), group: syn.group } : { words: [w] });
    i = syn ? syn.end : i + 1;
  }
  return { pieces, numbers, words };
}

/**
 * Segments a user query. Runs of single characters become one phrase, so 特新 can never match 特 and 新
 * far apart; a long word also matches when only its sub-words occur; a synonym or abbreviation
 * (data/synonyms.json) matches any form of its group, in both directions.
 */
export function parseTextQuery(keyword: string): TextQuery | null {
  const { pieces, numbers, words } = queryPieces(keyword);
  const clauses: Clause[] = [];
  const terms = new Set<string>();
  for (const p of pieces) {
    // A synonym's typed words are one of its group's keys; the group's forms are the phrases searched.
    clauses.push({ alternatives: (p.group?.forms ?? [p.words]).flatMap(alternativesOf) });
    p.words.forEach((t) => terms.add(t));
    for (const x of p.group?.forms.flat() ?? []) if ([...x].length >= 2 && !GENERIC.has(x)) terms.add(x);
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
function titlePhrase(clauses: Clause[], words: string[]): string[] | null {
  if (clauses.length > 1) {
    const tokens = indexTokens(words.join(''));
    return tokens.length > 1 ? tokens : null;
  }
  const [only] = clauses;
  const first = only?.alternatives[0];
  return only && only.alternatives.length > 1 && first?.kind === 'phrase' ? first.terms : null;
}

/** The document numbers of a keyword (shared/doc-number.ts) and the keyword with each replaced by its prefix. */
function splitDocNumbers(keyword: string): { rest: string; numbers: DocNumber[] } {
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

/** The query's parts as text, one per clause of parseTextQuery: what partial matching drops (policy/advice.ts). */
export function keywordParts(keyword: string): string[] {
  const { pieces, numbers } = queryPieces(keyword);
  return [...pieces.map((p) => p.words.join('')), ...numbers.map((n) => n.core)].slice(0, MAX_CLAUSES);
}
