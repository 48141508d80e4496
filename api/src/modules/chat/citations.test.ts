import { describe, expect, it } from 'vitest';
import { CitationStreamFilter, citedNumbers, filterCitations } from './citations.ts';

describe('citation filter', () => {
  const allowed = new Set([1, 2, 3]);

  it('keeps markers of given passages and drops invented ones', () => {
    expect(filterCitations('比例为100% [1]，另见[7]与[2][12]。', allowed)).toBe('比例为100% [1]，另见与[2]。');
    expect(citedNumbers('a [2] b [1] c [2] d [9]')).toEqual([2, 1, 9]);
  });

  it('decides a marker split across pieces only when it is complete', () => {
    const f = new CitationStreamFilter(allowed);
    const out =
      ['加计扣除[', '1', ']，另见[', '8]', '完毕[3', '] 结束[', ''].map((p) => f.push(p)).join('') + f.flush();
    expect(out).toBe('加计扣除[1]，另见完毕[3] 结束[');
  });

  it('never holds back ordinary brackets or text for long', () => {
    const f = new CitationStreamFilter(allowed);
    expect(f.push('见[附件]')).toBe('见[附件]');
    expect(f.push('第[12')).toBe('第');
    expect(f.push('3]项')).toBe('项');
  });
});
