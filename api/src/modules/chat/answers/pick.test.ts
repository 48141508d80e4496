import { describe, expect, it } from 'vitest';
import type { FactItem, QaItem } from './knowledge.ts';
import { agreedEntry } from './pick.ts';

const fact = (factId: string): FactItem => ({
  factId,
  article: '第一条',
  topic: '对象',
  text: factId,
  policyId: 1,
  title: 't',
  docNo: 'n',
  agency: 'a',
  date: '2017-11-08',
  status: '现行有效',
  superseded: 0,
});
const entry = (id: number, factIds: string[]): QaItem => ({
  id,
  sourceId: String(id),
  question: `q${id}`,
  phrasings: [],
  answer: `a${id}`,
  theme: '',
  regionCode: '',
  validTo: null,
  factIds,
});

describe('an entry below the bar answers when the facts ranking agrees', () => {
  const facts = [
    { item: fact('staff'), score: 0.29 },
    { item: fact('overseas'), score: 0.12 },
  ];

  it('takes the first of the leading entries that rests on the first fact', () => {
    const qa = [
      { item: entry(1, ['transfer']), score: 0.33 },
      { item: entry(2, ['staff']), score: 0.31 },
    ];
    expect(agreedEntry(qa, facts)?.item.id).toBe(2);
  });

  it('counts a fact tied with the first as first (two clauses of one article)', () => {
    const tied = [facts[0]!, { item: fact('nonresident'), score: 0.27 }];
    expect(agreedEntry([{ item: entry(3, ['nonresident']), score: 0.29 }], tied)?.item.id).toBe(3);
  });

  it('does not answer on an entry resting on a fact ranked well below the first', () => {
    expect(agreedEntry([{ item: entry(4, ['overseas']), score: 0.35 }], facts)).toBeUndefined();
  });

  it('does not answer when either ranking is weak', () => {
    expect(agreedEntry([{ item: entry(5, ['staff']), score: 0.25 }], facts)).toBeUndefined();
    expect(
      agreedEntry([{ item: entry(6, ['staff']), score: 0.3 }], [{ item: fact('staff'), score: 0.1 }]),
    ).toBeUndefined();
  });
});
