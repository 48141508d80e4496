import { describe, expect, it } from 'vitest';
import type { Passage } from '../providers/provider.ts';
import type { AnswerPlan } from './answer-plan.ts';
import { askedParts, bothParts } from './two-part.ts';

function passage(id: number, clause: string): Passage {
  const source = { n: 1, kind: 'policy' as const, id, title: `文件${id}`, doc_no: '', agency: '', date: '', route: '' };
  return { source, clauses: [clause], article: '第一条' };
}

function found(lead: string, id: number): AnswerPlan {
  return { kind: 'fact', resolved: lead, lead, passages: [passage(id, lead)], related: [], searchRoute: '' };
}

const NONE: AnswerPlan = { kind: 'none', resolved: '', lead: '', passages: [], related: [], searchRoute: '' };

describe('questions asking two things', () => {
  it('parts a question where a clause ends on a question word and the next asks again', () => {
    expect(askedParts('技先企业所得税率是多少，职工教育经费能扣多少')).toEqual([
      '技先企业所得税率是多少',
      '职工教育经费能扣多少',
    ]);
    expect(askedParts('天使投资能抵扣多少？要持股几年')).toEqual(['天使投资能抵扣多少', '要持股几年']);
  });

  it('keeps one question when the first clause states a circumstance or a case', () => {
    expect(askedParts('专利审查拖了好几年才授权，能补偿期限吗')).toBeNull();
    expect(askedParts('要是没选择享受呢，还能补吗')).toBeNull();
    expect(askedParts('研发费用加计扣除比例是多少')).toBeNull();
    expect(askedParts('加计扣除比例是多少，谢谢')).toBeNull();
  });

  it('answers both, the first part first, each document numbered once', async () => {
    const plans: Record<string, AnswerPlan> = {
      A: found('15%：减按15%的税率征收。', 1),
      B: found('三年：有效期为三年。', 2),
      C: found('不低于10%。', 1),
    };
    const asked: string[][] = [];
    const plan = async (q: string, earlier: readonly string[]) => {
      asked.push([q, ...earlier]);
      return plans[q] ?? NONE;
    };
    const both = await bothParts(plans.B as AnswerPlan, ['A', 'B'], plan, []);
    expect(both.lead).toBe('15%：减按15%的税率征收。三年：有效期为三年。');
    expect(both.passages.map((p) => [p.source.id, p.source.n])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    // The second part is read as a follow-up of the first.
    expect(asked).toContainEqual(['B', 'A']);
    // Two parts on one document: one passage holding both provisions.
    const same = await bothParts(NONE, ['A', 'C'], plan, []);
    expect(same.passages).toHaveLength(1);
    expect(same.passages[0]?.clauses).toHaveLength(2);
    // A part that finds nothing: the whole question's answer.
    expect(await bothParts(plans.B as AnswerPlan, ['A', 'X'], plan, [])).toBe(plans.B);
  });
});
