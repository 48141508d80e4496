import { describe, expect, it } from 'vitest';
import { REFERENCE_DOCUMENTS } from '../reference/documents.ts';
import { THEMES } from '../themes.ts';
import { QA_ENTRIES } from './entries.ts';

const facts = new Map(REFERENCE_DOCUMENTS.flatMap((d) => d.facts.map((f) => [f.id, { doc: d, fact: f }] as const)));
/** Topics of the 问答库 that are not corpus themes. */
const OWN_TOPICS = ['小微企业税收优惠', '中小企业划型', '数据合规', '科技人才'];
const themes = new Set([...THEMES.map((t) => t.name), ...OWN_TOPICS]);
const numbersOf = (s: string) => s.match(/\d+(\.\d+)?/g) ?? [];
/**
 * The document numbers a text names, each with the two characters of its prefix next to the year (财税〔2015〕119号,
 * 企业〔2022〕63号 of 工信部企业〔2022〕63号) so a number of another agency differs; a 公告 as 公告2023年第7号.
 */
const docNosOf = (s: string) => s.match(/\p{Script=Han}{2}〔\d{4}〕\d+号|公告\d{4}年第\d+号/gu) ?? [];
/** 2027-12-31 as a fact writes it: 2027年12月31日. */
const dateCn = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

describe('问答库', () => {
  it('holds at least 300 entries with unique ids', () => {
    expect(QA_ENTRIES.length).toBeGreaterThanOrEqual(300);
    expect(new Set(QA_ENTRIES.map((e) => e.id)).size).toBe(QA_ENTRIES.length);
    expect(new Set(QA_ENTRIES.map((e) => e.question)).size).toBe(QA_ENTRIES.length);
  });

  it.each(QA_ENTRIES.map((e) => [e.id, e] as const))(
    '%s rests on facts that exist and states only their figures',
    (_id, e) => {
      expect(themes.has(e.theme), e.theme).toBe(true);
      expect(e.basis.length).toBeGreaterThan(0);
      const cited = e.basis.map((id) => facts.get(id));
      for (const [i, c] of cited.entries())
        expect(c, `${e.basis[i]} is not a fact of a reference document`).toBeDefined();
      // One fact, one place: every figure of the answer is a figure of a cited fact (or of its document's 文号),
      // or one the question itself gives (a worked case restates its inputs, never a figure of its own).
      const known = new Set([
        ...cited.flatMap((c) => [...numbersOf(c?.fact.text ?? ''), ...numbersOf(c?.doc.docNo ?? '')]),
        ...numbersOf(e.question),
      ]);
      for (const n of numbersOf(e.answer)) expect(known.has(n), `${n} in “${e.answer}”`).toBe(true);
      // A document the answer names by its 文号 is one it cites, or one a cited fact or the question names.
      const namedDocs = new Set([
        ...cited.flatMap((c) => [...docNosOf(c?.doc.docNo ?? ''), ...docNosOf(c?.fact.text ?? '')]),
        ...docNosOf(e.question),
      ]);
      for (const no of docNosOf(e.answer)) expect(namedDocs.has(no), `${no} in “${e.answer}”`).toBe(true);
      expect(e.phrasings.length).toBeGreaterThanOrEqual(3);
      expect(e.phrasings.length).toBeLessThanOrEqual(6);
      expect(new Set([e.question, ...e.phrasings]).size).toBe(e.phrasings.length + 1);
      const sentences = e.answer.split(/[。！？]/).filter((s) => s.trim() !== '');
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(3);
      if (e.validFrom && e.validTo) expect(e.validFrom <= e.validTo).toBe(true);
      // The period an entry holds for is a period its facts state, so it moves with them.
      for (const date of [e.validFrom, e.validTo])
        if (date)
          expect(
            cited.some((c) => c?.fact.text.includes(dateCn(date))),
            `${date} is in none of ${e.basis.join(', ')}`,
          ).toBe(true);
      if (e.region) expect(e.region).toMatch(/^\d{2}0000$/);
    },
  );
});
