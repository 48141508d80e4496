import { describe, expect, it } from 'vitest';
import { marksFollowUp } from './followup.ts';
import { articleFit, asksClassification, asksComputation, intentFit, intentOf } from './intent.ts';
import { askedTopics } from './asked.ts';

describe('what kind of answer a question wants', () => {
  it('reads 怎么交 after an amount of the user’s as asking how much, and without one as a procedure', () => {
    expect(intentOf('所得600万，企业所得税怎么交')).toBe('other');
    expect(intentOf('1年转让所得要是有800万，怎么交')).toBe('other');
    expect(intentOf('专利年费怎么交')).toBe('procedure');
    expect(intentOf('享受优惠要办什么手续')).toBe('procedure');
    // So does 怎么交 of a year's tax.
    expect(intentOf('2023年开始盈利，2025年的企业所得税怎么交')).toBe('other');
    // And of the year of a holiday the user is in.
    expect(intentOf('软件企业 第四年才开始盈利 今年是盈利第二年 所得税怎么交')).toBe('other');
    expect(intentOf('企业所得税怎么交')).toBe('procedure');
  });

  it('reads a question computing on the user’s own amount as a computation', () => {
    expect(asksComputation('技术转让所得600万，企业所得税怎么交')).toBe(true);
    expect(asksComputation('企业所得税怎么交')).toBe(false);
  });

  it('reads conditions asked only in a clause that asks, not in one stating the user’s case', () => {
    const stated = '各项条件都符合小型微利企业，企业所得税1年要交多少钱';
    expect(intentOf(stated)).toBe('other');
    expect(askedTopics(stated)).not.toContain('条件');
    expect(intentOf('小型微利企业要满足什么条件')).toBe('condition');
    expect(askedTopics('小型微利企业要满足什么条件')).toContain('条件');
    // The patent law's 物质技术条件 is what an invention was made with, not a condition asked.
    expect(intentOf('利用本单位的物质技术条件完成的发明，专利申请权归谁')).not.toBe('condition');
  });

  it('reads whether a case is within what a preference covers as asking its scope', () => {
    expect(askedTopics('水稻新品种权转让，在不在技术转让所得减免的范围里')).toContain('对象');
    expect(askedTopics('软件著作权转让属不属于技术转让的范围')).toContain('对象');
    // A scope told, not asked, asks something else.
    expect(askedTopics('技术转让范围内的所得，一年免多少')).not.toContain('对象');
  });

  it('reads a rate stated in a clause that asks nothing as the user’s case, not as a ratio asked', () => {
    expect(askedTopics('技先企业按15%交所得税，事先要不要去税务局办审批')).toEqual(['程序']);
    expect(askedTopics('研发费用加计扣除是按100%吗')).toContain('比例');
  });

  it('reads what a thing is as a definition, and an aspect of it (条件是什么) as that aspect', () => {
    expect(intentOf('外观设计专利 保护的是什么')).toBe('definition');
    expect(intentOf('众创空间是什么')).toBe('definition');
    expect(intentOf('小型微利企业的条件是什么')).toBe('condition');
    expect(intentOf('研发费用加计扣除的比例是什么')).not.toBe('definition');
  });

  it('lets a definition decide whether a case falls under a term', () => {
    const q = '技改项目里对生产工艺做了实质性改进，这个算不算研发活动';
    expect(asksClassification(q)).toBe(true);
    expect(intentFit(intentOf(q), 'definition', asksClassification(q))).toBe(1);
    expect(intentFit(intentOf(q), 'definition')).toBeLessThan(1);
    expect(asksClassification('研发费用能加计扣除吗')).toBe(false);
    // 汇算 is a word of its own: the question asks the rate, not what a 高企 is.
    expect(asksClassification('今年年底汇算还能按高企算吗')).toBe(false);
    expect(asksClassification('这种改进算研发活动吗')).toBe(true);
  });
});

describe('a question opening on what comes next follows up', () => {
  it('marks 等认下来，… and 认下来以后，… but not a question naming its own case first', () => {
    expect(marksFollowUp('等认下来，所得税能按多少交')).toBe(true);
    expect(marksFollowUp('认下来以后，所得税按多少交')).toBe(true);
    expect(marksFollowUp('高新技术企业所得税按多少交')).toBe(false);
  });
});

describe('what quantity a question asks', () => {
  it('reads 按几倍 as asking a multiple, which a list of who counts does not state', () => {
    expect(askedTopics('加班费按几倍工资算')).toContain('比例');
    expect(askedTopics('研发人员包括哪几类')).not.toContain('比例');
  });

  it('reads which article of a law states a rule as asking its basis, which an entry stating only the rule answers less well', () => {
    const q = '创业投资企业能按投资额抵扣应纳税所得额，这个在企业所得税法里是哪一条定的';
    expect(intentOf(q)).toBe('basis');
    expect(articleFit(q, 'other')).toBeLessThan(1);
    expect(articleFit(q, 'basis')).toBe(1);
    // Asked the document (依据的是哪个文件), not an article: every entry is weighed as before.
    expect(articleFit('现在认定小巨人依据的是哪个文件', 'other')).toBe(1);
  });
});
