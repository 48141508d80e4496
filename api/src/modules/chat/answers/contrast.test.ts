import { describe, expect, it } from 'vitest';
import { contrastLead, contrastOf } from './contrast.ts';

describe("another kind's rule asked of one's own", () => {
  it('reads the user’s one kind in a yes/no asking whether it holds too, and the question without it', () => {
    const c = contrastOf('我们是一般纳税人，开票能不能也按1%的征收率', true);
    expect(c?.own.name).toBe('一般纳税人');
    expect(c?.rest).toBe('我们是，开票能不能也按1%的征收率');
    expect(contrastOf('一般纳税人的增值税税率是多少', false)).toBeNull();
    expect(contrastOf('一般纳税人能享受这个吗', true)).toBeNull();
    expect(contrastOf('高新技术企业也能享受小型微利企业优惠吗', true)).toBeNull();
  });

  it('drops the kind as the user spelt it, so the rest never names it again (asking the rest must not recurse)', () => {
    const c = contrastOf('高企是不是认定下来就完事了，中间不搞研发也没关系吧', true);
    expect(c?.own.name).toBe('高新技术企业');
    expect(c?.rest).toBe('是不是认定下来就完事了，中间不搞研发也没关系吧');
  });

  it('answers no for kinds that exclude each other, else whose rule it is, and nothing for a rule on the own kind', () => {
    const own = contrastOf('一般纳税人也能免增值税吗', true)?.own;
    if (!own) throw new Error('no contrast');
    expect(contrastLead(own, '该项符合：月销售额10万元以下（含本数）的增值税小规模纳税人，免征增值税。')).toBe(
      '不能：月销售额10万元以下（含本数）的增值税小规模纳税人，免征增值税。',
    );
    expect(contrastLead(own, '一般纳税人适用的税率为13%。')).toBeNull();
    expect(contrastLead(own, '企业研发费用按100%加计扣除。')).toBeNull();
    const tsme = contrastOf('科技型中小企业也能享受15%吗', true)?.own;
    if (!tsme) throw new Error('no contrast');
    expect(contrastLead(tsme, '能：高新技术企业减按15%的税率征收企业所得税。')).toBe(
      '该规定适用于高新技术企业：高新技术企业减按15%的税率征收企业所得税。',
    );
  });
});
