import { describe, expect, it } from 'vitest';
import { definitionAsked, excludedByRule } from './definition.ts';
import type { Knowledge, QaItem } from './knowledge.ts';
import { factItem } from './test-facts.ts';

const fact = (factId: string, text: string, topic = '定义', status = '有效', policyId = 1, article = '') =>
  factItem(factId, { text, topic, status, policyId, article, superseded: status === '有效' ? 0 : 1 });

const k = {
  factById: new Map(
    [
      fact(
        'patent',
        '发明是指对产品、方法或者其改进所提出的新的技术方案；实用新型是指对产品的形状、构造所提出的新的技术方案。',
      ),
      fact('transfer', '科技成果转化是指为提高生产力水平而对科技成果所进行的后续试验、开发、应用、推广等活动。'),
      fact('rate', '科技成果转化所获得的收入全部留归本单位。', '对象'),
      fact('rd', '研发活动是指企业为获得科学与技术新知识而持续进行的系统性活动。', '定义', '已修订', 2, '第一条'),
      fact('rd-excluded', '对某项科研成果的直接应用不适用税前加计扣除政策。', '对象', '已修订', 2, '第一条第（二）项'),
      fact('rd-industries', '烟草制造业不适用研发费用税前加计扣除政策。', '对象', '已修订', 2, '第四条'),
      fact('old', '孵化器是指已经不再使用的旧定义。', '定义', '已废止', 3),
      fact('resident', '在中国境内有住所的个人，为居民个人，依法缴纳个人所得税。', '对象', '有效', 4),
      fact('tt-scope', '享受减免的技术转让，范围包括转让专利技术、植物新品种。', '对象', '有效', 5, '第一条'),
      fact('tt', '技术转让是指居民企业转让其拥有上述技术的所有权的行为。', '定义', '有效', 5, '第一条'),
    ].map((f) => [f.factId, f]),
  ),
} as unknown as Knowledge;

describe('the definition deciding whether a case falls under a term', () => {
  it('reads a definition of 上述… with the provision of its article it points back at, that one first', () => {
    const d = definitionAsked(k, '把一个玉米植物新品种权转让出去了，这个所得算不算技术转让');
    expect(d?.fact.factId).toBe('tt');
    expect(d?.referred?.factId).toBe('tt-scope');
    expect(d?.clause).toBe(
      '享受减免的技术转让，范围包括转让专利技术、植物新品种。技术转让是指居民企业转让其拥有上述技术的所有权的行为。',
    );
    expect(definitionAsked(k, '这个算不算科技成果转化')?.referred).toBeUndefined();
  });

  it('finds the provision defining the term the case is classified under', () => {
    expect(
      definitionAsked(k, '我们把样品做中试、开发，做成新产品推向市场，这个过程算科技成果转化吗')?.fact.factId,
    ).toBe('transfer');
    expect(definitionAsked(k, '这个算不算科技成果转化')?.fact.factId).toBe('transfer');
  });

  it('reads a patent kind applied for as the kind the law defines (发明专利 → 发明)', () => {
    expect(definitionAsked(k, '一种新的发酵生产方法，不是具体产品，能申请发明专利吗')?.fact.factId).toBe('patent');
    expect(definitionAsked(k, '这个结构能申请实用新型吗')?.fact.factId).toBe('patent');
  });

  it('reads a patent kind asked what it is, and quotes the clause on the term asked of a provision defining several', () => {
    expect(definitionAsked(k, '实用新型专利保护的是什么', true)?.clause).toBe(
      '实用新型是指对产品的形状、构造所提出的新的技术方案。',
    );
    expect(definitionAsked(k, '实用新型专利保护的是什么')).toBeUndefined();
  });

  it('answers which kind of patent to apply for with the provision defining every kind', () => {
    const which = definitionAsked(k, '我们饮料瓶上的图案和配色想保护起来，能申请哪种专利');
    expect(which?.fact.factId).toBe('patent');
    expect(which?.clause).toBe(which?.fact.text);
  });

  it('finds none for a term the knowledge base does not define or a question classifying nothing', () => {
    expect(definitionAsked(k, '这笔钱算不算工资')).toBeUndefined();
    expect(definitionAsked(k, '科技成果转化的收入归谁')).toBeUndefined();
  });

  it('takes a revised document’s definition, which stands until redefined, and never a repealed one', () => {
    expect(definitionAsked(k, '研究失效机理，这种投入算研发活动吗')?.fact.factId).toBe('rd');
    expect(definitionAsked(k, '这个算孵化器吗')).toBeUndefined();
  });

  it('lets an entry denying the case on the rule’s own list of exclusions decide before the definition', () => {
    const entry = (answer: string, factIds: string[]) => ({ answer, factIds }) as unknown as QaItem;
    const rd = k.factById.get('rd')!;
    expect(excludedByRule(k, rd, entry('不能：对某项科研成果的直接应用不适用。', ['rd-excluded']))).toBe(true);
    // A yes, or one resting on the definition itself or on another document, does not.
    expect(excludedByRule(k, rd, entry('能：按100%加计扣除。', ['rd-excluded']))).toBe(false);
    expect(excludedByRule(k, rd, entry('不能：……', ['rd']))).toBe(false);
    expect(excludedByRule(k, rd, entry('不能：……', ['transfer']))).toBe(false);
  });

  it('finds a law naming the term after the case it covers (…的个人，为居民个人)', () => {
    expect(definitionAsked(k, '户口和家都在国内，今年只回国待了一百天，算居民个人吗')?.fact.factId).toBe('resident');
  });

  it('reads the term of 算不算完成了科技成果转化 as what is done (科技成果转化)', () => {
    expect(definitionAsked(k, '研究成果写成论文发表了，这算不算完成了科技成果转化')?.fact.factId).toBe('transfer');
  });
  it('reads a term as the rules spell it out (研发 → 研发活动) and states what its own article leaves out', () => {
    const d = definitionAsked(k, '生产线每天开机前例行调一遍工艺参数，这个算研发吗');
    expect(d?.fact.factId).toBe('rd');
    expect(d?.leftOut?.factId).toBe('rd-excluded');
    expect(d?.clause).toBe(
      '研发活动是指企业为获得科学与技术新知识而持续进行的系统性活动。对某项科研成果的直接应用不适用税前加计扣除政策。',
    );
  });
});
