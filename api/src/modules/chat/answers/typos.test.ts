import { describe, expect, it } from 'vitest';
import { TypoMender } from './typos.ts';

describe('typos of a pinyin keyboard', () => {
  const mender = new TypoMender(['研发费用加计扣除的比例', '新能源汽车免征车辆购置税', '公示期']);

  it('mends a term typed with characters of the same sound', () => {
    expect(mender.mend('研发费用家计扣除比例')).toBe('研发费用加计扣除比例');
    expect(mender.mend('加记扣除')).toBe('加计扣除');
    expect(mender.mend('新能源车购至税')).toBe('新能源车购置税');
  });

  it('leaves words it knows and two-character runs alone', () => {
    expect(mender.mend('大概有公式')).toBe('大概有公式');
    expect(mender.mend('加计扣除')).toBe('加计扣除');
  });

  it('leaves a determiner that sounds like a question word (发证那一年 is not 哪一年)', () => {
    const withYear = new TypoMender(['取得高企资格后从哪一年开始享受税收优惠']);
    expect(withYear.mend('发证那一年能享受吗')).toBe('发证那一年能享受吗');
  });

  it('leaves 这 before what it points at (作价投资这事 is not 投资者)', () => {
    const withInvestor = new TypoMender(['个人投资者投资初创科技型企业']);
    expect(withInvestor.mend('作价投资这事要报主管部门审批吗')).toBe('作价投资这事要报主管部门审批吗');
  });

  it('mends the name of a kind mistyped by one character of like shape, and no other word', () => {
    const kinds = new TypoMender(
      ['专精特新中小企业的知识产权', '外观设计专利', '主导产品', '个人所得税法'],
      ['专精特新', '外观设计'],
    );
    expect(kinds.mend('新办法报专精特亲，知识产权够吗')).toBe('新办法报专精特新，知识产权够吗');
    expect(kinds.mend('转让的是外观设汁专利')).toBe('转让的是外观设计专利');
    // Words of the knowledge base one character off are real words of their own (主营产品, 所得税按).
    expect(kinds.mend('主营产品的专利')).toBe('主营产品的专利');
    expect(kinds.mend('个人所得税按多少交')).toBe('个人所得税按多少交');
  });

  it('leaves a run that cuts a word of the question in two (保护起来 is not 保护期)', () => {
    const withTerm = new TypoMender(['外观设计专利的保护期']);
    expect(withTerm.mend('图案想保护起来')).toBe('图案想保护起来');
    expect(withTerm.mend('外观设计的保护其是多久')).toBe('外观设计的保护期是多久');
  });
});
