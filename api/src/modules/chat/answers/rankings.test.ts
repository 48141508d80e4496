import { describe, expect, it } from 'vitest';
import type { Knowledge, QaItem } from './knowledge.ts';
import { rankQa } from './rankings.ts';
import { TextIndex } from './text-match.ts';
import { TypoMender } from './typos.ts';

const entry = (id: number, question: string, phrasings: string[] = []): QaItem => ({
  id,
  sourceId: String(id),
  question,
  phrasings,
  answer: '',
  theme: '',
  regionCode: '',
  validFrom: null,
  validTo: null,
  factIds: [],
});

const knowledgeOf = (entries: QaItem[]): Knowledge => ({
  qa: new TextIndex(entries, (e) => [e.question, ...e.phrasings]),
  facts: new TextIndex([], () => []),
  factById: new Map(),
  typos: new TypoMender([]),
});

describe('an entry on the very kind the user names answers before one on a wider kind', () => {
  const wide = entry(1, '创投企业投资中小高新技术企业有什么优惠？', ['创投企业投资中小高企抵扣']);
  const own = entry(2, '有限合伙制创投企业的法人合伙人能享受投资抵扣吗？', [
    '有限合伙创投法人合伙人抵扣',
    '有限合伙投资高企优惠',
  ]);
  const question = '我们是有限合伙创投的合伙人，投资中小高新技术企业能抵扣吗';

  it('ranks the narrower entry first when one names the kind', () => {
    const ranked = rankQa(knowledgeOf([wide, own]), question, '2026-11-20');
    expect(ranked[0]?.item.id).toBe(2);
  });

  it('keeps the wider entry when none names the kind asked', () => {
    const ranked = rankQa(knowledgeOf([wide, entry(3, '高新技术企业的税率是多少？')]), question, '2026-11-20');
    expect(ranked[0]?.item.id).toBe(1);
    expect(ranked[0]?.score).toBeGreaterThan(0.3);
  });
});
