import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import { LRUCache } from 'lru-cache';
import domainWords from './data/domain-words.json' with { type: 'json' };

let instance: Jieba | null = null;

/** The one shared segmenter with data/domain-words.json, loaded on first use (about 250 ms). */
export function segmenter(): Jieba {
  if (!instance) {
    const j = Jieba.withDict(dict);
    // The weights only need to beat the single-character path.
    j.loadDict(Buffer.from(domainWords.words.map((w) => `${w} 20000 n`).join('\n')));
    instance = j;
  }
  return instance;
}

/**
 * Token normal form shared by the index and the query: NFKC, lower case, letters and digits only, so FTS5's
 * unicode61 sees each of our tokens as one token and PostgreSQL lexemes need no escaping.
 */
export function normalizeToken(t: string): string {
  // Most tokens are already in normal form (common CJK ideographs, lower-case ASCII letters and digits, all
  // unchanged by NFKC): answer those without normalising, which was most of the cost of highlighting a page.
  if (PLAIN.test(t)) return t;
  return t
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const PLAIN = /^[\u4e00-\u9fffa-z0-9]*$/;

/** Tokens in normal form, empty ones (punctuation) dropped. */
function normalized(raw: readonly string[]): string[] {
  return raw.map(normalizeToken).filter((t) => t !== '');
}

/**
 * Index tokens of a text in search mode (sub-words of long words too, so 科技型中小企业 also yields 中小企业 and
 * 企业). HMM is off so that the same characters always segment the same way in documents and queries.
 */
export function indexTokens(text: string): string[] {
  return text ? normalized(segmenter().cutForSearch(text, false)) : [];
}

/** Words of a query in precise mode, normalised, punctuation dropped. */
export function queryWords(text: string): string[] {
  return normalized(segmenter().cut(text, false));
}

/** Sub-words already worked out, by word: highlighting asks for the same few words on every page. */
const subWordCache = new LRUCache<string, readonly string[]>({ max: 20_000 });

/** Search-mode sub-words of one word, excluding the word itself. */
export function subWords(word: string): readonly string[] {
  let subs = subWordCache.get(word);
  if (!subs) {
    subs = segmenter()
      .cutForSearch(word, false)
      .map(normalizeToken)
      .filter((t) => t && t !== word);
    subWordCache.set(word, subs);
  }
  return subs;
}
