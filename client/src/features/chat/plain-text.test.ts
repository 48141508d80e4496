import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

describe('an answer shown as plain text while its renderer loads', () => {
  it('drops the marks of bold, quotes and headings, and keeps everything else', () => {
    const md =
      '100%：按实际发生额的100%加计扣除。\n\n**依据**\n\n1. 《公告》第一条 [1]\n\n> 第一条　企业开展研发活动…\n\n## 条款要点';
    expect(plainText(md)).toBe(
      '100%：按实际发生额的100%加计扣除。\n\n依据\n\n1. 《公告》第一条 [1]\n\n第一条　企业开展研发活动…\n\n条款要点',
    );
    expect(plainText('税率为20%，2*3=6')).toBe('税率为20%，2*3=6');
  });
});
