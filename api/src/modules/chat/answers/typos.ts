import { pinyin } from 'pinyin-pro';
import { queryWords, segmenter } from '@aikc/search';

/**
 * Typos of the kind a pinyin keyboard makes: a term typed with a character of the same sound (家计扣除, 加记扣除,
 * 加计扣出 for 加计扣除; 购至税 for 购置税). A run of three or more characters of a question that appears nowhere
 * in the knowledge base and sounds exactly like one of its terms, and like no other, is that term. Runs of two
 * characters are left alone: too many real words sound alike (公式 and 公示), and the character pairs of the
 * matcher already meet them halfway.
 */
/**
 * Characters that sound alike and are both right where they stand (typed → term's): 那 and 哪; 这 before what it
 * points at (作价投资这事 is not 投资者).
 */
const SOUND_ALIKE_WORDS = new Set(['那哪', '哪那', '这者']);
const MIN_RUN = 3;
const MAX_RUN = 6;
/** A run mended by shape (one character off) is at least this long: shorter ones are too often real words. */
const SHAPE_MIN_RUN = 4;
const PARTICLES = new Set([...'的了是在和与或吗呢吧着过']);
const HAN = /^\p{Script=Han}+$/u;

/**
 * Each character's sound, by itself (its common reading), memoised: terms and questions are read alike, and
 * the knowledge base's few thousand terms cost one look-up per distinct character.
 */
const soundOf = new Map<string, string>();
function sounds(text: string): string[] {
  return [...text].map((ch) => {
    let s = soundOf.get(ch);
    if (s === undefined) soundOf.set(ch, (s = pinyin(ch, { toneType: 'none' })));
    return s;
  });
}

/** Where the question's own words begin and end, in characters. */
function wordBounds(question: string): Set<number> {
  const bounds = new Set([0]);
  let at = 0;
  for (const w of segmenter().cut(question, false)) bounds.add((at += [...w].length));
  return bounds;
}

export class TypoMender {
  /** Every text of the knowledge base, joined: a run found in it is spelt as the knowledge base spells it. */
  private readonly corpus: string;
  /** Terms (words, and pairs of two-character words, of 3-6 characters) by their sound, each sound to its spellings. */
  private readonly bySound = new Map<string, Set<string>>();

  /** `kinds`: the names of the kinds and rights the knowledge base tells apart, mended by shape too (byGap). */
  constructor(texts: readonly string[], kinds: readonly string[] = []) {
    this.corpus = texts.join('|');
    for (const term of kinds) {
      if ([...term].length < SHAPE_MIN_RUN || !HAN.test(term)) continue;
      for (const g of this.gapped(term)) {
        const near = this.byGap.get(g) ?? new Set<string>();
        near.add(term);
        this.byGap.set(g, near);
      }
    }
    for (const text of texts) {
      const words = queryWords(text);
      for (let i = 0; i < words.length; i++) {
        const w = words[i] as string;
        const next = words[i + 1] ?? '';
        // A pair only of two words (技术 转让), never a word and a particle (费用 打…), which would sound like anything.
        for (const term of [w, w.length >= 2 && next.length >= 2 ? `${w}${next}` : '']) {
          const n = [...term].length;
          if (n < MIN_RUN || n > MAX_RUN || !HAN.test(term)) continue;
          const key = sounds(term).join(' ');
          const set = this.bySound.get(key) ?? new Set<string>();
          set.add(term);
          this.bySound.set(key, set);
        }
      }
    }
  }

  /**
   * The names of kinds (4-6 characters) by each one-character gap (专精特? for 专精特新): a name mistyped by one
   * character of like shape (专精特亲, 外观设汁, 高新技朮) sounds unlike it, and is told by the rest of the name. Only
   * these names: among the knowledge base's every word, one character off is as often another real word (主营产品
   * and 主导产品, 所得税按 and 所得税法).
   */
  private readonly byGap = new Map<string, Set<string>>();

  /** A term's gaps after its first character: a run whose first character differs (明年上半, 当年上半) is another word. */
  private gapped(term: string): string[] {
    const chars = [...term];
    return chars.slice(1).map((_, k) => chars.map((c, j) => (j === k + 1 ? '?' : c)).join(''));
  }

  /** The question with each mistyped term spelt as the knowledge base spells it, longest runs first. */
  mend(question: string): string {
    const chars = [...question];
    const cuts = wordBounds(question);
    const py = sounds(question);
    const out = [...chars];
    for (let i = 0; i < chars.length;) {
      let mended = 0;
      for (let len = Math.min(MAX_RUN, chars.length - i); len >= MIN_RUN && mended === 0; len--) {
        const run = chars.slice(i, i + len).join('');
        if (!HAN.test(run) || this.corpus.includes(run)) continue;
        // A run that cuts a word of the question in two is no term mistyped: 保护起来 holds 起来, not 保护期.
        if (!cuts.has(i) || !cuts.has(i + len)) continue;
        const spellings = this.bySound.get(py.slice(i, i + len).join(' ')) ?? this.oneOff(run);
        if (!spellings || spellings.size !== 1) continue;
        const term = [...(spellings.values().next().value as string)];
        // 发证那一年 is that year, not 哪一年: a determiner and a question word sound alike and are no typo.
        const changed = term.flatMap((c, k) => (c === chars[i + k] ? [] : [`${chars[i + k]}${c}`]));
        if (changed.every((c) => SOUND_ALIKE_WORDS.has(c))) continue;
        for (let k = 0; k < len; k++) out[i + k] = term[k] as string;
        mended = len;
      }
      i += mended || 1;
    }
    return out.join('');
  }

  /** The terms one character off a run of 4-6 (专精特新 for 专精特亲), if the run is that long. */
  private oneOff(run: string): Set<string> | undefined {
    const chars = [...run];
    if (chars.length < SHAPE_MIN_RUN) return undefined;
    // Not a particle in the gap (天使投的 is 天使投资 said of a deal, not mistyped).
    const gaps = this.gapped(run).filter((_, k) => !PARTICLES.has(chars[k + 1] as string));
    const near = new Set(gaps.flatMap((g) => [...(this.byGap.get(g) ?? [])]));
    return near.size > 0 ? near : undefined;
  }
}
