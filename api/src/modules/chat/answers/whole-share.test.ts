import { describe, expect, it } from 'vitest';
import { withWholeShare } from './whole-share.ts';

describe('withWholeShare', () => {
  const abroad = '能：按实际发生额的80%计入委托境外研发费用。';
  it('answers 不能全额 when the rule counts only a share of what the user asks to count in full', () => {
    expect(withWholeShare('付给海外实验室的钱能全额算进研发费用吗', abroad)).toBe(
      '不能全额：按实际发生额的80%计入委托境外研发费用。',
    );
    expect(withWholeShare('这笔费用可以全部计入吗', '按费用实际发生额的80%计入委托方研发费用。')).toBe(
      '不能全额：按费用实际发生额的80%计入委托方研发费用。',
    );
  });
  it('leaves a whole share, a stated no, and a question that does not ask for the whole amount alone', () => {
    const whole = '能：按实际发生额的100%在税前加计扣除。';
    expect(withWholeShare('研发费用能全额加计扣除吗', whole)).toBe(whole);
    expect(withWholeShare('能全额扣除吗', '不能：房地产业不适用。')).toBe('不能：房地产业不适用。');
    expect(withWholeShare('委托境外研发能加计扣除吗', abroad)).toBe(abroad);
    // 全部 naming who (全部企业), not how much, asks nothing of the kind.
    expect(withWholeShare('全部企业都能享受吗', '能：减按15%的税率征收。')).toBe('能：减按15%的税率征收。');
  });
});
