import { describe, expect, it } from 'vitest';
import { bestClauses, contentWords } from './clauses.ts';
import { composeAnswer, escapeMarkdown, pieces } from './composer.ts';
import type { Passage } from './providers/provider.ts';

const ratio =
  '企业开展研发活动中实际发生的研发费用，未形成无形资产计入当期损益的，在按规定据实扣除的基础上，再按照实际发生额的100%在税前加计扣除；';
const body = `为进一步激发企业加大研发投入，现将有关事项公告如下。\n${ratio}企业享受研发费用加计扣除政策的其他政策口径按照有关规定执行。\n本公告自2023年1月1日起执行。`;

function passage(n: number, title: string, clauses: string[]): Passage {
  return {
    source: {
      n,
      kind: 'policy',
      id: n * 10,
      title,
      doc_no: `文号${n}`,
      agency: '财政部',
      date: '2023-03-26',
      route: `/policy/detail/${n * 10}`,
    },
    clauses,
  };
}

describe('clause scoring', () => {
  it('drops question words and picks the sentence with the ratio first when a figure is asked', () => {
    const words = contentWords('研发费用加计扣除比例是多少');
    expect(words).toEqual(['研发费用', '加计扣除', '比例']);
    const best = bestClauses(body, words, true, 1);
    expect(best.clauses[0]).toContain('100%在税前加计扣除');
  });
});

describe('offline composer', () => {
  it('answers first, then 依据 with the documents and their 条 cited, then the provisions that say more, then the caveat', () => {
    const first = {
      ...passage(1, '关于进一步完善研发费用税前加计扣除政策的公告', [`第一条\u3000${ratio}`]),
      article: '第一条',
    };
    const text = composeAnswer({
      mode: 'zsk',
      question: '研发费用加计扣除比例是多少',
      history: [],
      lead: '100%：研发费用在据实扣除的基础上再按实际发生额的100%加计扣除。',
      passages: [first, passage(2, '关于落实加计扣除政策的通知', ['企业可在预缴申报时享受加计扣除。'])],
    });
    expect(text.startsWith('100%：研发费用在据实扣除的基础上再按实际发生额的100%加计扣除。\n\n**依据**')).toBe(true);
    expect(text).toContain('1. 《关于进一步完善研发费用税前加计扣除政策的公告》（文号1）第一条 [1]');
    expect(text).toContain('2. 《关于落实加计扣除政策的通知》（文号2） [2]');
    expect(text).toContain(`> 第一条\u3000${ratio} [1]`);
    expect(text).toContain('> 企业可在预缴申报时享受加计扣除。 [2]');
    expect(text).not.toContain('根据政策原文检索');
    expect(text).toMatch(/以文件原文及主管部门的解释为准。$/);
  });

  it('opens with the best clause when there is no lead, and does not quote it twice', () => {
    const text = composeAnswer({
      mode: 'zsk',
      question: '研发费用加计扣除比例是多少',
      history: [],
      passages: [passage(1, '关于进一步完善研发费用税前加计扣除政策的公告', [ratio])],
    });
    expect(text.startsWith(ratio)).toBe(true);
    expect(text.split(ratio)).toHaveLength(2);
  });

  it('says plainly when nothing was found, and escapes markdown and HTML from the corpus', () => {
    expect(composeAnswer({ mode: 'zsk', question: '天气如何', history: [], passages: [] })).toContain(
      '未在政策库中检索到',
    );
    expect(escapeMarkdown('<script>x</script> *a* [1]')).toBe('\\<script\\>x\\</script\\> \\*a\\* \\[1\\]');
  });

  it('streams in small pieces that rejoin exactly and never split a marker', () => {
    const text = '根据规定 [1]，比例为100% [12]。'.repeat(5);
    const ps = pieces(text, 5);
    expect(ps.join('')).toBe(text);
    expect(ps.length).toBeGreaterThan(5);
    for (const p of ps) expect(p).not.toMatch(/\[\d*$/);
  });
});

describe('offline composer with portal facts (qypj / zcpp)', () => {
  it('lists the related documents with markers instead of quoting boilerplate', () => {
    const text = composeAnswer({
      mode: 'zcpp',
      question: '可以申报哪些项目',
      history: [],
      context: '### 政策匹配：某公司',
      passages: [passage(1, '关于组织申报研发资助的通知', ['为深入实施创新驱动发展战略……'])],
    });
    expect(text).toContain('1. 《关于组织申报研发资助的通知》（文号1，财政部，2023-03-26） [1]');
    expect(text).not.toContain('创新驱动');
    expect(text).not.toContain('### 政策匹配');
  });
});
