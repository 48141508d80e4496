import { describe, expect, it } from 'vitest';
import { applicantAsked } from './applicant.ts';
import type { FactItem, Knowledge } from './knowledge.ts';

const fact = (factId: string, text: string, topic = '定义'): FactItem => ({
  factId,
  article: '第二条',
  topic,
  text,
  policyId: 1,
  title: '',
  docNo: '',
  agency: '',
  date: '',
  status: '有效',
  superseded: 0,
});

const k = {
  factById: new Map(
    [
      fact(
        'hnte',
        '高新技术企业是指在《国家重点支持的高新技术领域》内，持续进行研究开发，在中国境内（不包括港、澳、台地区）注册的居民企业。',
      ),
      fact('sme', '科技型中小企业是指依托一定数量的科技人员从事科学技术研究开发活动的中小企业。'),
      fact('hnte-age', '企业申请认定时须注册成立一年以上。', '条件'),
    ].map((f) => [f.factId, f]),
  ),
} as unknown as Knowledge;

describe('who may be a kind of enterprise', () => {
  it('answers a question on a legal form or seat with the definition that says where such an enterprise is registered', () => {
    for (const q of [
      '我开的是个人独资企业，能申请认定高新技术企业吗',
      '事业单位性质的研究所可以认定为高新技术企业吗',
      '香港的母公司能不能认定高新技术企业',
      '高新技术企业是不是必须注册在高新区里面',
    ])
      expect(applicantAsked(k, q)?.fact.factId, q).toBe('hnte');
  });

  it('leaves alone a definition that places no one (科技型中小企业) and a question naming no form or seat', () => {
    expect(applicantAsked(k, '个人独资企业能评科技型中小企业吗')).toBeUndefined();
    expect(applicantAsked(k, '成立两年、员工三十人，能申请认定高新技术企业吗')).toBeUndefined();
  });

  it('does not take a form named beside the question as the question (个体工商户的税收优惠, a partnership investing in one)', () => {
    expect(applicantAsked(k, '个体工商户有哪些税收优惠')).toBeUndefined();
    expect(applicantAsked(k, '有限合伙创投基金投资未上市的中小高新技术企业满两年，法人合伙人能抵扣吗')).toBeUndefined();
  });
});
