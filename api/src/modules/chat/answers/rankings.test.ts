import { describe, expect, it } from 'vitest';
import type { FactItem, Knowledge, QaItem } from './knowledge.ts';
import { exactKindAt, rankFacts, rankQa } from './rankings.ts';
import { subjectsOf } from './subjects.ts';
import { factItem, qaItem } from './test-facts.ts';
import { TextIndex } from './text-match.ts';
import { TypoMender } from './typos.ts';

const entry = (id: number, question: string, phrasings: string[] = []): QaItem => qaItem(id, question, { phrasings });

const knowledgeOf = (entries: QaItem[], facts: FactItem[] = []): Knowledge => ({
  qa: new TextIndex(entries, (e) => [e.question, ...e.phrasings]),
  facts: new TextIndex(facts, (f) => [f.text]),
  factById: new Map(facts.map((f) => [f.factId, f])),
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

  it('lowers only an entry on a wider kind, and only when another entry names the kind asked', () => {
    const asked = subjectsOf(question);
    const fit = exactKindAt(asked, [wide.question, own.question]);
    expect(fit(wide.question)).toBe(0.7);
    expect(fit(own.question)).toBe(1);
    expect(fit('高新技术企业的税率是多少？')).toBe(1);
    expect(exactKindAt(asked, [wide.question])(wide.question)).toBe(1);
  });
});

describe('asked where its figures fall short, the condition they break answers', () => {
  const revenue = factItem('revenue', {
    topic: '条件',
    text: '从事技术先进型服务业务取得的收入占企业当年总收入的50%以上。',
  });
  const offshore = factItem('offshore', {
    topic: '条件',
    text: '从事离岸服务外包业务取得的收入不低于企业当年总收入的35%。',
  });
  const k = knowledgeOf([], [revenue, offshore]);

  it('weighs the condition its figures break up', () => {
    const told = '技先企业认定，技术先进型服务业务收入占48%，离岸服务外包业务取得的收入占企业当年总收入40%';
    const lead = (q: string) => {
      const r = rankFacts(k, q);
      const of = (id: string) => r.find((x) => x.item.factId === id)?.score ?? 0;
      return of('revenue') / of('offshore');
    };
    expect(lead(`${told}，差在哪`)).toBeGreaterThan(1.3 * lead(told));
  });
});
