import { describe, expect, it } from 'vitest';
import { applicantAsked, scopeAsked } from './coverage.ts';
import type { Knowledge } from './knowledge.ts';
import { factItem } from './test-facts.ts';

const fact = (factId: string, text: string, topic = '定义') => factItem(factId, { article: '第二条', topic, text });

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

const scopeFact = (factId: string, text: string, status = '有效') => factItem(factId, { text, status });

const list = scopeFact(
  'scope',
  '享受企业所得税减免的技术转让，范围包括居民企业转让专利技术、计算机软件著作权、植物新品种。',
);
const lists = {
  factById: new Map([
    [list.factId, list],
    ['rate', scopeFact('rate', '技术转让所得不超过500万元的部分免征。')],
  ]),
};

describe('whether a kind of right falls under a relief that lists what it covers', () => {
  it('answers with the list when a kind is asked of the relief it names', () => {
    for (const q of [
      '注册商标转让给别的公司，这个所得能按技术转让享受企业所得税减免吗',
      '公司把一项没申请专利的技术秘密转让给别人，能享受技术转让所得减免吗',
      '转让一项实用新型专利，也能享受技术转让所得减免吗',
    ])
      expect(scopeAsked(lists, q, true)?.factId, q).toBe('scope');
  });

  it('leaves the relief itself (an amount), the manner and term of a licence, and other reliefs to other rules', () => {
    expect(scopeAsked(lists, '转让一项发明专利所得460万，技术转让所得能免多少', true)).toBeUndefined();
    expect(scopeAsked(lists, '专利独家许可给合作企业使用3年，能按技术转让所得免税吗', true)).toBeUndefined();
    expect(scopeAsked(lists, '软件著作权能享受增值税即征即退吗', true)).toBeUndefined();
    expect(scopeAsked(lists, '注册商标转让能享受技术转让所得减免吗', false)).toBeUndefined();
    // The paper it was done on is the rule's condition on the contract.
    expect(scopeAsked(lists, '专利转给了老客户，没签书面合同，技术转让所得减免能享受吗', true)).toBeUndefined();
  });

  it('reads no repealed list', () => {
    const old = scopeFact('old', '享受减免的技术转让，范围包括专利技术。', '已废止');
    expect(scopeAsked({ factById: new Map([['old', old]]) }, '商标转让能享受技术转让减免吗', true)).toBeUndefined();
  });
});
