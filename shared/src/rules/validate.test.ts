import { describe, expect, it } from 'vitest';
import { zhuanjingInputSchema } from './zhuanjing-input.ts';
import { CXXZX_DIRECT } from './testing/cases.ts';

describe('梯度培育 input schema', () => {
  it.each([
    [{ mainRevenue: [0, 0, 11], revenue: [0, 0, 10] }, 'mainRevenue.2', '主营业务收入不能大于营业收入'],
    [{ staffTotal: 5, rdStaff: 6 }, 'rdStaff', '研发人员数不能大于职工总数'],
    [{ devScore: 101 }, 'devScore', '专精特新发展评价得分应在0至100之间'],
    [{ nicheYears: -1 }, 'nicheYears', '从事细分市场年限不能为负数'],
  ])('%j → %s', (input, field, message) => {
    const r = zhuanjingInputSchema().safeParse(input);
    expect(r.error?.issues[0]?.path.join('.')).toBe(field);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});

describe('checkAssessmentInput', () => {
  it('asks for the first missing field on submit, not for a draft', async () => {
    const { checkAssessmentInput } = await import('./validate.ts');
    expect(checkAssessmentInput('cxxzx', { isSme: true }, '2026-11-25', { submit: true })).toEqual({
      ok: false,
      field: 'notListed',
      message: '请填写是否未被列入经营异常名录或严重失信主体名单',
    });
    expect(checkAssessmentInput('cxxzx', { isSme: true }, '2026-11-25').ok).toBe(true);
    expect(checkAssessmentInput('cxxzx', CXXZX_DIRECT, '2026-11-25', { submit: true }).ok).toBe(true);
    expect(checkAssessmentInput('zjtx', {}, '2026-11-25', { ruleSet: 'xjr-2026' })).toMatchObject({
      ok: false,
      field: 'rule_set',
    });
    expect(checkAssessmentInput('gaoxin', { sales: [1, null, 2] }, '2026-11-25', { submit: true })).toMatchObject({
      ok: false,
      field: 'established',
    });
  });
});
