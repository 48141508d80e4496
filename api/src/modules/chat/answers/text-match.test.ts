import { describe, expect, it } from 'vitest';
import { TextIndex } from './text-match.ts';

describe('matching a question against the knowledge base’s texts', () => {
  const index = new TextIndex(
    ['研发费用加计扣除的比例是多少？', '技术转让所得不超过500万元的部分免征企业所得税', '小型微利企业的条件是什么？'],
    (t) => [t],
  );
  const score = (q: string) => index.rank(q)[0]!.score;

  it('does not count pointing words (这, 那) as words of what a question is about', () => {
    expect(score('那这研发费用加计扣除的比例是多少')).toBeGreaterThan(0.9 * score('研发费用加计扣除的比例是多少'));
  });

  it('counts no figure of the user’s among the words no text uses', () => {
    // 700 is in no text, yet says nothing of what the question is about; 红烧肉 is what it is about.
    expect(index.unknownShare('技术转让所得700万元')).toBe(0);
    expect(index.unknownShare('红烧肉怎么做')).toBeGreaterThan(0.5);
  });
});
