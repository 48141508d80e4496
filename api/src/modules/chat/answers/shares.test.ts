import { describe, expect, it } from 'vitest';
import { normalizeQuestion } from './normalize.ts';
import { shareRulesOf, sharesAnswer } from './shares.ts';
import { referenceFacts } from './test-facts.ts';

const FACTS = referenceFacts();
const RULES = shareRulesOf(FACTS);
const answer = (q: string) => sharesAnswer(normalizeQuestion(q), RULES);

describe('高企 shares worked out from the user’s counts', () => {
  it('reads the lines from the reference facts, not from figures of its own', () => {
    expect(RULES.staff?.min).toBe(10);
    expect(RULES.revenue?.min).toBe(60);
    expect(RULES.rd?.tiers.map((t) => t.min)).toEqual([5, 4, 3]);
  });

  it('says each share the question gives both counts of, met or not', () => {
    const both = answer(
      '合肥一家做语音识别的公司，员工二百一十人，研发和技术人员三十五个，近一年总收入九千万，其中语音软件和服务收入七千二百万，想报高企，这两条达标吗',
    );
    expect(both?.lead).toContain('科技人员占职工总数的比例为16.7%，符合“不低于10%”的要求');
    expect(both?.lead).toContain('收入占总收入的比例为80%，符合“不低于60%”的要求');
    expect(both?.facts.map((f) => f.factId)).toEqual([
      'hnte-measures-2016.staff',
      'hnte-measures-2016.hi-tech-revenue',
    ]);
    expect(answer('公司130个人，科技人员12个，报高企这条够不够')?.lead).toContain('为9.2%，未达到“不低于10%”的要求');
  });

  it('measures a stated R&D ratio by the line of the latest year’s sales', () => {
    const lead = answer(
      '职工八十人，科技人员十二个，最近一年销售收入三千二百万，近三年研发费用占销售收入百分之四点八，报高企这两条行吗',
    )?.lead;
    expect(lead).toContain('比例为4.8%，未达到最近一年销售收入5000万元（含）以下企业“不低于5%”的要求');
    expect(answer('最近一年销售收入1.5亿，研发费用占销售收入4.2%，报高企够吗')?.lead).toContain(
      '符合最近一年销售收入5000万元至2亿元（含）企业“不低于4%”的要求',
    );
  });

  it('says nothing without both counts of a share, on another title, or when nothing is asked of the lines', () => {
    expect(answer('公司130个人，想报高企，要什么条件')).toBeNull();
    expect(answer('公司130个人，科技人员12个，评科技型中小企业够吗')).toBeNull();
    expect(answer('高企认定科技人员占比要多少')).toBeNull();
  });
});
