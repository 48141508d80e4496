import { findSynonyms } from '@aikc/search';
import { normalizeText } from './normalize.ts';
import { questionWords } from './subjects.ts';

/**
 * Similarity of a question to short texts (a 问答库 question and its phrasings, a reference fact), robust to the
 * ways users write: words through the portal's segmenter with synonyms folded to one spelling (高企 = 高新技术企业),
 * plus character pairs, which still meet when a typo (加计扣出) or a different cut splits a word. Both are
 * weighted by how rare they are among the texts (IDF): 企业 or 多少 weigh little, 购置税 much. The score is the
 * weighted Dice coefficient, half words and half pairs, 0..1.
 */
interface Features {
  words: Map<string, number>;
  pairs: Map<string, number>;
}

/** Words that only say what kind of answer is wanted: they never make two questions alike. */
const FILLER = new Set([
  '的',
  '了',
  '吗',
  '呢',
  '吧',
  '啊',
  '是',
  '有',
  '我',
  '我们',
  '你',
  '您',
  '请问',
  '一下',
  '能',
  '可以',
  '什么',
  '怎么',
  '怎么办',
  '怎样',
  '为什么',
  '多少',
  '哪些',
  '如何',
  '不',
  '会',
  '要',
  // Question forms and particles (是不是, 只有, 还): rare among the entries, so weighty by IDF, yet they say how a
  // question is put, never what it is about.
  '是不是',
  '能不能',
  '有没有',
  '可不可以',
  '会不会',
  '要不要',
  '算不算',
  '只有',
  '只',
  '还',
  '还能',
  '都',
  '就',
  '也',
  '按',
  '啥',
  '咋',
  '嘛',
  '呀',
  '想',
  '问',
  '问问',
  // Pointing words (这380万, 那这笔): what they point at is the user's, never the entry's.
  '这',
  '那',
]);

/**
 * Words that ask for the legal basis (哪部法律规定的, 依据是什么): they say how a question is put, and weigh little
 * beside what it is about (two questions on the basis of different rules share them and nothing else).
 */
const FORM = new Set(['哪部', '法律', '规定', '依据', '哪个', '文件', '出自', '法规', '条款', '上位法', '哪条']);
const FORM_WEIGHT = 0.3;

function features(text: string): Features {
  const raw = questionWords(normalizeText(text));
  const words: string[] = [];
  let i = 0;
  for (const m of findSynonyms(raw)) {
    words.push(...raw.slice(i, m.start), m.group.name);
    i = m.end;
  }
  words.push(...raw.slice(i));
  const w = new Map<string, number>();
  for (const x of words) if (!FILLER.has(x)) w.set(x, 1);
  const flat = words.join('');
  const p = new Map<string, number>();
  const chars = [...flat];
  for (let k = 0; k + 1 < chars.length; k++) p.set(`${chars[k]}${chars[k + 1]}`, 1);
  return { words: w, pairs: p };
}

/** A word that is a figure (700, 40.5): not a word of any subject. */
const FIGURE = /^\d/;

const CONTAINED_WEIGHT = 0.8;
const CONTAINED_MIN_WORDS = 3;

export class TextIndex<T> {
  private readonly docs: { item: T; texts: Features[] }[] = [];
  private readonly wordDf = new Map<string, number>();
  private readonly pairDf = new Map<string, number>();
  private n = 0;

  constructor(items: readonly T[], textsOf: (item: T) => string[]) {
    for (const item of items) {
      const texts = textsOf(item).map(features);
      this.docs.push({ item, texts });
      for (const f of texts) {
        this.n++;
        for (const k of f.words.keys()) this.wordDf.set(k, (this.wordDf.get(k) ?? 0) + 1);
        for (const k of f.pairs.keys()) this.pairDf.set(k, (this.pairDf.get(k) ?? 0) + 1);
      }
    }
  }

  private idf(df: Map<string, number>, k: string): number {
    // Never 0, even over no texts at all: a word unseen in them still counts.
    const w = Math.log(1 + (this.n + 1) / (1 + (df.get(k) ?? 0)));
    return FORM.has(k) ? w * FORM_WEIGHT : w;
  }

  private dice(q: Map<string, number>, t: Map<string, number>, df: Map<string, number>): number {
    let shared = 0;
    let total = 0;
    for (const k of q.keys()) {
      const w = this.idf(df, k);
      total += w;
      if (t.has(k)) shared += w;
    }
    for (const k of t.keys()) total += this.idf(df, k);
    return total === 0 ? 0 : (2 * shared) / total;
  }

  /** How much of the question a text covers (weighted words), 0..1: a match must cover what was asked. */
  coverage(question: string, text: string): number {
    const t = features(text);
    return this.wordShare(question, (k) => t.words.has(k));
  }

  /** The weighted share of the question's words that `held` keeps. */
  private wordShare(question: string, held: (word: string) => boolean): number {
    let shared = 0;
    let total = 0;
    for (const k of features(question).words.keys()) {
      const w = this.idf(this.wordDf, k);
      total += w;
      if (held(k)) shared += w;
    }
    return total === 0 ? 0 : shared / total;
  }

  /**
   * The share of the question's words (by characters) that none of the texts uses (红烧肉, 孩子, 小学): a question
   * made much of them is about something else.
   */
  unknownShare(question: string): number {
    // A figure is the user's own (技术转让所得700万): that no text holds it says nothing of what it is about.
    const words = [...features(question).words.keys()].filter((w) => !FIGURE.test(w));
    const total = words.reduce((n, w) => n + [...w].length, 0);
    const unknown = words.filter((w) => !this.wordDf.has(w)).reduce((n, w) => n + [...w].length, 0);
    return total === 0 ? 0 : unknown / total;
  }

  /** How much of the question one text holds, words and character pairs alike (weighted), 0..1. */
  covers(question: string, text: string): number {
    const q = features(question);
    const t = features(text);
    return 0.5 * this.contained(t.words, q.words, this.wordDf) + 0.5 * this.contained(t.pairs, q.pairs, this.pairDf);
  }

  /**
   * The weighted share of the question's words that `text` holds and `other` does not (知识产权 for a rule on it
   * beside an entry on the score): what one text says of the question that the other leaves out.
   */
  heldBeyond(question: string, text: string, other: string): number {
    const t = features(text);
    const o = features(other);
    return this.wordShare(question, (k) => t.words.has(k) && !o.words.has(k));
  }

  /** The weighted share of text `t` that the question holds: a long question that contains a short text matches it. */
  private contained(q: Map<string, number>, t: Map<string, number>, df: Map<string, number>): number {
    let shared = 0;
    let total = 0;
    for (const k of t.keys()) {
      const w = this.idf(df, k);
      total += w;
      if (q.has(k)) shared += w;
    }
    return total === 0 ? 0 : shared / total;
  }

  private similarity(q: Features, t: Features): number {
    const dice = 0.5 * this.dice(q.words, t.words, this.wordDf) + 0.5 * this.dice(q.pairs, t.pairs, this.pairDf);
    // A long question that holds a whole text of some substance asks what it asks, and more; a text of a word or
    // two (什么是科技型中小企业) is held by every question on its subject and says nothing of what they ask.
    if (t.words.size < CONTAINED_MIN_WORDS || q.words.size < 2 * t.words.size) return dice;
    const within =
      0.5 * this.contained(q.words, t.words, this.wordDf) + 0.5 * this.contained(q.pairs, t.pairs, this.pairDf);
    // Containment counts for less than likeness: a question holding a text still asks about more than it.
    return Math.max(dice, CONTAINED_WEIGHT * within);
  }

  /**
   * Every item scored by how much of the question its best text holds (weighted words and pairs), best first:
   * for long texts such as a fact, which hold what was asked among much else.
   */
  rankCovering(question: string): { item: T; score: number }[] {
    const q = features(question);
    return this.docs
      .map(({ item, texts }) => ({
        item,
        score: Math.max(
          0,
          ...texts.map(
            (t) =>
              0.5 * this.contained(t.words, q.words, this.wordDf) + 0.5 * this.contained(t.pairs, q.pairs, this.pairDf),
          ),
        ),
      }))
      .sort((a, b) => b.score - a.score);
  }

  rankCoveringKnown(question: string): { item: T; score: number }[] {
    const q = features(question);
    const known = (m: Map<string, number>, df: Map<string, number>) => new Map([...m].filter(([k]) => df.has(k)));
    const qw = known(q.words, this.wordDf);
    const qp = known(q.pairs, this.pairDf);
    return this.docs
      .map(({ item, texts }) => ({
        item,
        score: Math.max(
          0,
          ...texts.map(
            (t) => 0.5 * this.contained(t.words, qw, this.wordDf) + 0.5 * this.contained(t.pairs, qp, this.pairDf),
          ),
        ),
      }))
      .sort((a, b) => b.score - a.score);
  }

  /** Every item scored against the question (best text of each), best first. */
  rank(question: string): { item: T; score: number }[] {
    const q = features(question);
    return this.docs
      .map(({ item, texts }) => ({ item, score: Math.max(0, ...texts.map((t) => this.similarity(q, t))) }))
      .sort((a, b) => b.score - a.score);
  }
}
