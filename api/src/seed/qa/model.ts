/**
 * The 问答库: questions as 12366 and 科技部 政策问答 publish them. Each answer is 1-3 sentences, figure or
 * condition first, and rests on reference facts (seed/reference): `basis` lists fact ids, and every figure
 * in the answer appears in one of those facts (qa.test.ts checks it), so a figure lives in one place.
 */
export interface QaEntry {
  /** Stable id, e.g. 'qa-rd-01'. */
  id: string;
  /** A corpus theme (seed/themes.ts) or a topic of its own, such as 小微企业税收优惠. */
  theme: string;
  question: string;
  /** 3-6 common phrasings, colloquial ones too. */
  phrasings: string[];
  answer: string;
  /** Fact ids (`<document key>.<name>`) the answer rests on. */
  basis: string[];
  /** The period the answer holds for, when the rule has one. */
  validFrom?: string;
  validTo?: string;
  /** A province code when the rule is provincial; 全国 otherwise. */
  region?: string;
}

/** Builds entries of one theme with ids `<prefix>-01`, `<prefix>-02`, ... in order. */
export function entries(prefix: string, theme: string, list: Omit<QaEntry, 'id' | 'theme'>[]): QaEntry[] {
  return list.map((e, i) => ({ ...e, id: `${prefix}-${String(i + 1).padStart(2, '0')}`, theme }));
}
