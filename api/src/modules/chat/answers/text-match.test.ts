import { describe, expect, it } from 'vitest';
import { TextIndex } from './text-match.ts';

describe('matching a question against the knowledge base’s texts', () => {
  const index = new TextIndex(
    ['研发费用加计扣除的比例是多少？', '技术转让所得不超过500万元的部分免征企业所得税', '小型微利企业的条件是什么？'],
    (t) => [t],
  );
  const score = (q: string) => index.rank(q)[0]!.score;

  it('is weighed down little by the user’s own figure, which no text holds (its unit still counts)', () => {
    expect(score('研发费用380万按什么比例加计扣除')).toBeGreaterThan(0.85 * score('研发费用按什么比例加计扣除'));
  });

  it('still matches a figure a text holds', () => {
    const [top] = index.rank('500万元以内免征吗');
    expect(top?.item).toBe('技术转让所得不超过500万元的部分免征企业所得税');
  });

  it('does not count pointing words (这, 那) as words of what a question is about', () => {
    expect(score('那这研发费用加计扣除的比例是多少')).toBeGreaterThan(0.9 * score('研发费用加计扣除的比例是多少'));
  });
});
