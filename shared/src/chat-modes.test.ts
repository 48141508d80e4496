import { describe, expect, it } from 'vitest';
import {
  CHAT_MODE_INFO,
  CHAT_REPORT_MODES,
  chatReport,
  companyMissingMessage,
  hasReport,
  modeNames,
  needsCompany,
} from './chat-modes.ts';
import { CHAT_MODES, PDF_PAGES } from './routes.ts';
import { ChatModeSchema } from './schemas/chat.ts';

/**
 * The mode table, pinned: which modes ask about a company, which have a report and its pages. A change here
 * changes what the API refuses and what the chat page offers, so it is meant to be a visible diff.
 */
describe('chat modes', () => {
  it('each mode answers what it is from its row', () => {
    expect(CHAT_MODES.map((m) => [m, needsCompany(m), hasReport(m), CHAT_MODE_INFO[m].knowledgeBase])).toEqual([
      ['zsk', false, false, true],
      ['qypj', true, true, false],
      ['zcpp', true, true, false],
    ]);
    expect(CHAT_MODES.map(companyMissingMessage)).toEqual([null, '请先选择要评价的企业', '请先选择要匹配政策的企业']);
    expect(CHAT_MODES.filter((m) => CHAT_MODE_INFO[m].exportsMatches)).toEqual(['zcpp']);
  });

  it('report modes, and every hidden PDF page belongs to exactly one report', () => {
    expect(CHAT_REPORT_MODES).toEqual(['qypj', 'zcpp']);
    expect(chatReport('qypj')).toEqual({ title: '企业评价报告', pages: ['qypjCover', 'qypj'] });
    expect(chatReport('zcpp').pages).toEqual(['zcppCover', 'zcpp', 'zcppPdfQypj', 'zcppBackCover']);
    const pages = CHAT_REPORT_MODES.flatMap((m) => chatReport(m).pages);
    expect([...pages].sort()).toEqual([...PDF_PAGES].sort());
  });

  it('a stored mode that is not a report mode, or not a mode at all, has no report', () => {
    expect(hasReport('zsk')).toBe(false);
    expect(hasReport('unknown')).toBe(false);
    expect(hasReport('zcpp')).toBe(true);
  });

  it('names the modes in prose, and the mode schema refuses others in those words', () => {
    expect(modeNames(CHAT_MODES)).toBe('知识库问答、企业评价或政策匹配');
    expect(modeNames(CHAT_REPORT_MODES, '与')).toBe('企业评价与政策匹配');
    const r = ChatModeSchema.safeParse('abc');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('对话模式应为知识库问答、企业评价或政策匹配');
  });
});
