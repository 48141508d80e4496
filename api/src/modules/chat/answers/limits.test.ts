import { describe, expect, it } from 'vitest';
import { breaksLimit, meetsLimits, statesOtherFigure } from './limits.ts';

describe('a chip line’s width read against the 线宽 tiers', () => {
  const under28 =
    '国家鼓励的集成电路线宽小于28纳米（含）且经营期在15年以上的集成电路生产企业，第一年至第十年免征企业所得税。';
  const under65 =
    '国家鼓励的集成电路线宽小于65纳米（含）且经营期在15年以上的集成电路生产企业，第一年至第五年免征企业所得税。';
  it('puts a 40纳米 line within 65 and outside 28', () => {
    const q = '国家鼓励的集成电路生产企业，线宽40纳米，经营期20年，企业所得税能免几年';
    expect(breaksLimit(q, under28)).toBe(true);
    expect(meetsLimits(q, under65)).toBe(true);
  });
});

describe('an entry worked on another amount than the user’s (statesOtherFigure)', () => {
  const entry = '小型微利企业年应纳税所得额200万元，企业所得税实际交多少？';
  it('is told by a figure on the same measure with another value', () => {
    expect(statesOtherFigure('今年应纳税所得额预计150万，所得税怎么交', entry)).toBe(true);
    expect(statesOtherFigure('今年应纳税所得额200万，所得税怎么交', entry)).toBe(false);
  });
  it('is not told by a figure on another measure', () => {
    expect(statesOtherFigure('公司有40个人，所得税怎么交', entry)).toBe(false);
    expect(statesOtherFigure('研发一共花了150万，所得税怎么交', entry)).toBe(false);
  });
});

describe('a figure said loosely (40来万, 20多人)', () => {
  it('is read as about that much', () => {
    const line = '小型微利企业须年度应纳税所得额不超过300万元。';
    expect(meetsLimits('应纳税所得额就40来万', line)).toBe(true);
    expect(breaksLimit('应纳税所得额有400多万', line)).toBe(true);
  });
});
