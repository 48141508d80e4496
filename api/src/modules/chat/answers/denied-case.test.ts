import { describe, expect, it } from 'vitest';
import { withDeniedCase } from './denied-case.ts';
import { leadFor } from './verdict.ts';

const SME_RULE = '科技型中小企业开展研发活动中实际发生的研发费用，可以按规定在税前加计扣除。';
const HNTE_RULE = '国家需要重点扶持的高新技术企业，减按15%的税率征收企业所得税。';

describe('a yes/no on a rule for what the user says they are not', () => {
  it('is answered no when the rule names the denied subject', () => {
    expect(withDeniedCase('咱们还不是科技型中小企业，这个能享受吗', SME_RULE)).toBe(`不能：${SME_RULE}`);
    expect(withDeniedCase('公司并非高新技术企业，所得税可以按15%交吗', `可以：${HNTE_RULE}`)).toBe(
      `不能：${HNTE_RULE}`,
    );
  });

  it('leaves a rule that does not name it, a stated no, and an A-not-A question alone', () => {
    const general = '企业开展研发活动中实际发生的研发费用，按实际发生额的100%在税前加计扣除。';
    expect(withDeniedCase('我们不是科技型中小企业，研发费用能加计扣除吗', general)).toBe(general);
    expect(withDeniedCase('我们不是高新技术企业，能按15%交吗', `不能：${HNTE_RULE}`)).toBe(`不能：${HNTE_RULE}`);
    expect(withDeniedCase('是不是高新技术企业才能按15%交', HNTE_RULE)).toBe(HNTE_RULE);
  });

  it('is applied where every yes/no lead is decided (leadFor), not to a question asking no yes or no', () => {
    expect(leadFor('单位不属于高新技术企业，能减按15%吗', HNTE_RULE, true)).toBe(`不能：${HNTE_RULE}`);
    expect(leadFor('我们不是高新技术企业，税率是多少', HNTE_RULE, false)).toBe(HNTE_RULE);
  });
});

describe('a short answer opening an entry on another aspect', () => {
  it('is dropped for a question asking no figure and kept for one that asks it', () => {
    const rates = '3%至45%：工资薪金、劳务报酬、稿酬和特许权使用费合并为综合所得，适用3%至45%的超额累进税率。';
    const rule = rates.slice('3%至45%：'.length);
    expect(leadFor('哪些收入要合在一起算', rates, false)).toBe(rule);
    expect(leadFor('合并以后的税率是多少', rates, false)).toBe(rates);
    expect(leadFor('技术转让怎么减免', '有：技术转让所得不超过500万元的部分免征。', false)).toBe(
      '技术转让所得不超过500万元的部分免征。',
    );
  });
});
