import { describe, expect, it } from 'vitest';
import { asksAboutAbroad } from './abroad.ts';

describe('asksAboutAbroad', () => {
  it("is true of a question about another jurisdiction's rule", () => {
    for (const q of [
      '新加坡的研发费用税前扣除比例是多少',
      '韩国对半导体企业有哪些税收优惠',
      '日本的研发税收抵免政策',
      '美国政府给芯片企业多少补贴',
      '欧盟有碳关税吗',
      '法国的研发税收抵免怎么算',
      '请问国外的高新技术企业怎么认定',
      '英国公司交企业所得税税率是多少',
      '德国企业研发费用能抵多少税',
    ]) {
      expect(asksAboutAbroad(q), q).toBe(true);
    }
  });

  it("is false when the foreign place is the counterparty or site of the user's own business", () => {
    for (const q of [
      '我们委托德国一家实验室做研发，付了一百万，能全部计入委托境外研发费用吗',
      '我们在美国的子公司发生的研发费用能加计扣除吗',
      '向日本的客户提供技术服务免增值税吗',
      '外籍个人的住房补贴免个税吗',
      '研发费用加计扣除比例是多少',
      '高新技术企业认定条件',
      '依法国有资产监督管理机构出资的企业能申报高企吗',
      '美国公司在中国境内的所得交多少企业所得税',
      '日本企业委托我们做研发，这笔收入能免增值税吗',
    ]) {
      expect(asksAboutAbroad(q), q).toBe(false);
    }
  });
});
